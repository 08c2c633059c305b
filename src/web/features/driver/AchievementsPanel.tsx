/** The six achievements with honest progress; an unlocked one shows the day it was earned. */
import { Flame, Gauge, Lock, Medal, Route, Sparkles, type LucideIcon } from 'lucide-react';
import type { AchievementCategory } from '@domain/driver-achievements';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useAchievements } from './api/list-achievements';
import { percentOf } from './money';
import { PanelSkeleton, PerformanceUnavailable } from './PanelStates';
import { ProgressBar } from './ProgressBar';
import { useMessages } from '@web/i18n';

const ICONS: Readonly<Record<AchievementCategory, LucideIcon>> = {
  delivery: Medal,
  speed: Gauge,
  distance: Route,
  streak: Flame,
  special: Sparkles,
};

export function AchievementsPanel({ driverId }: { driverId: number }) {
  const achievements = useAchievements(driverId);
  const m = useMessages();
  const { t } = m;
  if (achievements.isPending) return <PanelSkeleton label={t('perf.loadingAchievements')} />;
  if (achievements.isError || achievements.data.length === 0) {
    return <PerformanceUnavailable onRetry={() => void achievements.refetch()} />;
  }
  const unlocked = achievements.data.filter((a) => a.unlocked).length;
  return (
    <section aria-label={t('perf.achievements')} className="space-y-3">
      <p className="text-sm text-slate-700">
        {t('perf.unlockedCount', { unlocked, count: achievements.data.length })}
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
                    <span className="shrink-0 text-xs font-semibold text-teal-800">
                      {t('perf.points', { points: a.points })}
                    </span>
                  </div>
                  <p className="text-sm text-slate-600">{a.description}</p>
                  <ProgressBar
                    value={percentOf(a.progress, a.requirement)}
                    label={t('perf.achievementProgress', { title: a.title })}
                    valueText={t('perf.ofRequirement', { progress: a.progress, requirement: a.requirement })}
                    tone={a.unlocked ? 'bg-amber-500' : 'bg-teal-600'}
                  />
                  <p className="text-xs text-slate-600">
                    {a.unlocked
                      ? a.unlockedAt
                        ? t('perf.unlocked', { day: m.day(a.unlockedAt) })
                        : t('perf.unlockedNoDay')
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
