/** The contract's rows for the driver-performance module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const DRIVER_PERFORMANCE_OPERATIONS: Record<string, Operation> = {
  'GET /api/driver/stats/:driverId': {
    operationId: 'getDriverStats',
    summary: "A driver's stat cards",
    tag: 'driver',
  },
  'GET /api/driver/leaderboard': {
    operationId: 'getDriverLeaderboard',
    summary: 'The drivers ranked by deliveries and rating',
    tag: 'driver',
  },
  'GET /api/driver/:id/performance': {
    operationId: 'getDriverPerformance',
    summary: "A driver's performance over time",
    tag: 'driver',
  },
  'GET /api/driver/:id/achievements': {
    operationId: 'getDriverAchievements',
    summary: "A driver's achievements",
    tag: 'driver',
  },
};
