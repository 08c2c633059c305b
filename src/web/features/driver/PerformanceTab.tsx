/** The Performance tab: Achievements, Leaderboard and Progress, each from its own call. */
import { AchievementsPanel } from './AchievementsPanel';
import { LeaderboardPanel } from './LeaderboardPanel';
import { ProgressPanel } from './ProgressPanel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

export function PerformanceTab({ driverId }: { driverId: number }) {
  return (
    <Tabs defaultValue="achievements">
      <TabsList aria-label="Performance views">
        <TabsTrigger value="achievements">Achievements</TabsTrigger>
        <TabsTrigger value="leaderboard">Leaderboard</TabsTrigger>
        <TabsTrigger value="progress">Progress</TabsTrigger>
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
