/** The contract's rows for the places module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const PLACE_OPERATIONS: Record<string, Operation> = {
  'GET /api/places/autocomplete': {
    operationId: 'autocompletePlaces',
    summary: 'Address suggestions for the booking form',
    tag: 'places',
  },
  'GET /api/places/:placeId': {
    operationId: 'getPlace',
    summary: "A suggestion's id resolved to its address and position",
    tag: 'places',
  },
};
