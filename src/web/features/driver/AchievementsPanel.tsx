/** The six achievements with honest progress; an unlocked one shows the day it was earned. */
import { Flame, Gauge, Lock, Medal, Route, Sparkles, type LucideIcon } from 'lucide-react';
import type { AchievementCategory } from '@domain/driver-achievements';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useAchievements } from './api/list-achievements';
import { percentOf } from './money';
import { PanelSkeleton, PerformanceUnavailable } from './PanelStates';
import { ProgressBar } from './ProgressBar';

const ICONS: Readonly<Record<AchievementCategory, LucideIcon>> = {
  delivery: Medal,
  speed: Gauge,
  distance: Route,
  streak: Flame,
  special: Sparkles,
};
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function AchievementsPanel({ driverId }: { driverId: number }) {
  const achievements = useAchievements(driverId);
  if (achievements.isPending) return <PanelSkeleton label="Loading achievements" />;
  if (achievements.isError || achievements.data.length === 0) {
    return <PerformanceUnavailable onRetry={() => void achievements.refetch()} />;
  }
  const unlocked = achievements.data.filter((a) => a.unlocked).length;
  return (
    <section aria-label="Achievements" className="space-y-3">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{unlocked}</span> of {achievements.data.length}{' '}
        unlocked
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {achievements.data.map((a) => {
          const Icon = a.unlocked ? ICONS[a.category] : Lock;
          return (
            <li key={a.id} data-achievement={a.id} data-unlocked={a.unlocked}>
              <Card className={cn('flex gap-3 p-4', a.unlocked && 'border-amber-200 bg-amber-50/60')}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-11 shrink-0 items-center justify-center rounded-full',
                    a.unlocked ? 'bg-amber-100 text-amber-700' : 'bg-slate-100 text-slate-500',
                  )}
                >
                  <Icon className="size-5" />
                </span>
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">{a.title}</h3>
                    <span className="shrink-0 text-xs font-semibold text-teal-800">+{a.points} pts</span>
                  </div>
                  <p className="text-sm text-slate-600">{a.description}</p>
                  <ProgressBar
                    value={percentOf(a.progress, a.requirement)}
                    label={`${a.title} progress`}
                    valueText={`${a.progress} of ${a.requirement}`}
                    tone={a.unlocked ? 'bg-amber-500' : 'bg-teal-600'}
                  />
                  <p className="text-xs text-slate-600">
                    {a.unlocked
                      ? `Unlocked ${a.unlockedAt ? day.format(new Date(a.unlockedAt)) : ''}`.trim()
                      : `${a.progress} / ${a.requirement}`}
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
