/** The Performance tab: Achievements, Leaderboard and Progress, each from its own call. */
import { AchievementsPanel } from './AchievementsPanel';
import { LeaderboardPanel } from './LeaderboardPanel';
import { ProgressPanel } from './ProgressPanel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
import { useMessages } from '@web/i18n';

export function PerformanceTab({ driverId }: { driverId: number }) {
  const { t } = useMessages();
  return (
    <Tabs defaultValue="achievements">
      <TabsList aria-label={t('perf.views')}>
        <TabsTrigger value="achievements">{t('perf.achievements')}</TabsTrigger>
        <TabsTrigger value="leaderboard">{t('perf.leaderboard')}</TabsTrigger>
        <TabsTrigger value="progress">{t('perf.progress')}</TabsTrigger>
      </TabsList>
      <TabsContent value="achievements">
        <AchievementsPanel driverId={driverId} />
      </TabsContent>
      <TabsContent value="leaderboard">
        <LeaderboardPanel />
      </TabsContent>
      <TabsContent value="progress">
        <ProgressPanel driverId={driverId} />
      </TabsContent>
    </Tabs>
  );
}
