/** GET /api/driver/route: the signed-in driver's stops in the order to drive them. */
import { z } from 'zod';

export const driverRouteStop = z.object({
  orderId: z.number().int(),
  displayNumber: z.string(),
  kind: z.enum(['pickup', 'delivery']),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Miles from the previous stop (the driver's position for the first), 1 decimal place. */
  legMiles: z.string(),
  arriveAt: z.string(),
  dueBy: z.string().nullable(),
  late: z.boolean(),
});
export type DriverRouteStop = z.infer<typeof driverRouteStop>;

export const driverRouteResponse = z.object({
  /** Where the route starts: the driver's last position, or null (it starts at the first stop). */
  start: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  stops: z.array(driverRouteStop),
  totalMiles: z.string(),
  /** The same jobs driven in accept order, pickup then delivery each: what the order saves. */
  naiveMiles: z.string(),
});
export type DriverRouteResponse = z.infer<typeof driverRouteResponse>;
