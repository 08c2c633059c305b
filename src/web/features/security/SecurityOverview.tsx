import { Clock, MonitorSmartphone, ShieldCheck, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { SecurityResponse } from '@domain/auth';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { cn } from '@web/lib/utils';

type Security = SecurityResponse['security'];

function Tile({
  icon: Icon,
  label,
  value,
  tone = 'neutral',
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  tone?: 'neutral' | 'good' | 'warn';
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg',
          tone === 'good' && 'bg-teal-50 text-teal-700',
          tone === 'warn' && 'bg-amber-50 text-amber-700',
          tone === 'neutral' && 'bg-sky-50 text-sky-700',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl>
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="font-semibold text-slate-900">{value}</dd>
      </dl>
    </div>
  );
}

export function SecurityOverview({ security }: { security: Security }) {
  const { t, dateTime, count } = useMessages();
  return (
    <Card aria-labelledby="security-overview-title">
      <CardHeader>
        <CardTitle id="security-overview-title">{t('security.overview.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <Tile
          icon={Clock}
          label={t('security.overview.lastLogin')}
          value={security.lastLogin ? dateTime(security.lastLogin) : t('security.never')}
        />
        <Tile
          icon={MonitorSmartphone}
          label={t('security.overview.sessions')}
          value={count(security.activeSessions)}
        />
        <Tile
          icon={security.twoFactorEnabled ? ShieldCheck : ShieldAlert}
          label={t('security.overview.twoFactor')}
          value={t(security.twoFactorEnabled ? 'security.overview.on' : 'security.overview.off')}
          tone={security.twoFactorEnabled ? 'good' : 'warn'}
        />
      </CardContent>
    </Card>
  );
}
