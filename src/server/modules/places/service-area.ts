/** The service-area rule (MedLink serves TX, OK, NM, AR and LA) as pricing and ordering enforce it. */
import { SERVICE_STATES, type ServiceState } from '@domain/enums';
import type { LatLng } from '@domain/geo';
import { badRequest } from '../../errors';
import { serviceStateAt } from './gazetteer';

export { serviceStateAt } from './gazetteer';

export const outsideServiceAreaMessage = (which: 'Pickup' | 'Delivery') =>
  `${which} is outside our service area (${SERVICE_STATES.join(', ')})`;

/** The state the point lies in, or a 400 naming the end (and its latitude field) that is outside. */
export function requireServiceArea(point: LatLng, which: 'Pickup' | 'Delivery'): ServiceState {
  const state = serviceStateAt(point.latitude, point.longitude);
  if (state) return state;
  const message = outsideServiceAreaMessage(which);
  throw badRequest(message, [{ path: `${which.toLowerCase()}Latitude`, message }]);
}
