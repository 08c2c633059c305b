/** Loading and failure states shared by the three performance views. */
import { BarChart3, RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState } from './EmptyState';
import { useMessages } from '@web/i18n';

/** The empty state for any performance view whose call failed or answered nothing. */
export function PerformanceUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <div className="space-y-3">
      <EmptyState icon={BarChart3} title={t('perf.unavailableTitle')}>
        {t('perf.unavailable')}
      </EmptyState>
      <Button variant="outline" size="lg" className="h-12 w-full" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('perf.tryAgain')}
      </Button>
    </div>
  );
}

export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-2 p-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-2.5 w-full" />
        </Card>
      ))}
    </div>
  );
}
