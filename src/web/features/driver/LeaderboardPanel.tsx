/** The leaderboard: the signed-in driver's row is marked by the server's isMe, never by a name. */
import type { LeaderboardEntry } from '@domain/driver';
import { DriverRanking, type RankingColumn } from '@web/components/DriverRanking';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useMessages } from '@web/i18n';
import { useLeaderboard } from './api/get-leaderboard';
import { PanelSkeleton, PerformanceUnavailable } from './PanelStates';

const BADGE_TONES: Readonly<Record<LeaderboardEntry['badge'], string>> = {
  Platinum: 'bg-slate-800 text-white',
  Gold: 'bg-amber-100 text-amber-900',
  Silver: 'bg-slate-200 text-slate-800',
  Bronze: 'bg-orange-100 text-orange-900',
};
export function LeaderboardPanel() {
  const board = useLeaderboard();
  const { t, count } = useMessages();
  const columns: readonly RankingColumn<LeaderboardEntry>[] = [
    { header: t('perf.pointsColumn'), cell: (entry) => count(entry.points) },
    { header: t('perf.deliveriesColumn'), cell: (entry) => count(entry.deliveries) },
  ];
  if (board.isPending) return <PanelSkeleton label={t('perf.loadingLeaderboard')} />;
  if (board.isError || board.data.length === 0) {
    return <PerformanceUnavailable onRetry={() => void board.refetch()} />;
  }
  return (
    <Card className="overflow-hidden">
      <DriverRanking
        caption={t('perf.leaderboardCaption')}
        rows={board.data}
        rowKey={(entry) => entry.driverId}
        rank={(entry) => entry.rank}
        isCurrent={(entry) => entry.isMe}
        name={(entry) => (
          <>
            <span className="block">
              {entry.driverName}
              {entry.isMe ? (
                <span className="ml-1.5 text-xs font-semibold text-teal-800">{t('perf.you')}</span>
              ) : null}
            </span>
            <span
              className={cn(
                'mt-0.5 inline-block rounded-full px-2 text-xs font-medium',
                BADGE_TONES[entry.badge],
              )}
            >
              {entry.badge}
            </span>
          </>
        )}
        columns={columns}
      />
    </Card>
  );
}
