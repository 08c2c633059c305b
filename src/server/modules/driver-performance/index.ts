/** What other modules may use of driver-performance: a driver's figures, achievements and the leaderboard. */
export { getAchievements, getDriverStats, getLeaderboard, getPerformance } from './service';
