/** The client dashboard's figures (GET /api/stats/client/{clientId}), computed by the server. */
import { z } from 'zod';

/** GET /api/stats/client/{clientId}: the client's four figures, plus what the tiles compare them with. */
export const clientStatsResponse = z.object({
  activeDeliveries: z.number().int(),
  scheduledToday: z.number().int(),
  monthlyDeliveries: z.number().int(),
  totalCost: z.string(),
  comparisons: z.object({
    lastMonthDeliveries: z.number().int(),
    /** Percent change of this month's deliveries against last month's; null when last month had none. */
    monthlyChangePercent: z.number().nullable(),
    lastMonthCost: z.string(),
    costChangePercent: z.number().nullable(),
    deliveredThisMonth: z.number().int(),
    upcomingScheduled: z.number().int(),
    averageDeliveryMinutes: z.number().int().nullable(),
    onTimePercent: z.number().nullable(),
  }),
});
export type ClientStatsResponse = z.infer<typeof clientStatsResponse>;
