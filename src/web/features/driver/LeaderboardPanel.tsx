/** The leaderboard: the signed-in driver's row is marked by the server's isMe, never by a name. */
import type { LeaderboardEntry } from '@domain/driver';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useLeaderboard } from './api';
import { PanelSkeleton, PerformanceUnavailable } from './PanelStates';

const BADGE_TONES: Readonly<Record<LeaderboardEntry['badge'], string>> = {
  Platinum: 'bg-slate-800 text-white',
  Gold: 'bg-amber-100 text-amber-900',
  Silver: 'bg-slate-200 text-slate-800',
  Bronze: 'bg-orange-100 text-orange-900',
};
const count = new Intl.NumberFormat('en-US');

export function LeaderboardPanel() {
  const board = useLeaderboard();
  if (board.isPending) return <PanelSkeleton label="Loading leaderboard" />;
  if (board.isError || board.data.length === 0) {
    return <PerformanceUnavailable onRetry={() => void board.refetch()} />;
  }
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-sm">
        <caption className="sr-only">Driver leaderboard</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="w-10 px-3 py-2 text-left font-medium">
              #
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              Driver
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Points
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Deliveries
            </th>
          </tr>
        </thead>
        <tbody>
          {board.data.map((entry) => (
            <tr
              key={entry.driverId}
              aria-current={entry.isMe ? 'true' : undefined}
              data-me={entry.isMe || undefined}
              className={cn('border-t border-slate-100', entry.isMe && 'bg-teal-50 font-semibold')}
            >
              <td className="px-3 py-3 text-slate-900 tabular-nums">{entry.rank}</td>
              <td className="px-2 py-3">
                <span className="block text-slate-900">
                  {entry.driverName}
                  {entry.isMe ? (
                    <span className="ml-1.5 text-xs font-semibold text-teal-800">(You)</span>
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
              </td>
              <td className="px-2 py-3 text-right text-slate-900 tabular-nums">
                {count.format(entry.points)}
              </td>
              <td className="px-3 py-3 text-right text-slate-900 tabular-nums">
                {count.format(entry.deliveries)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
