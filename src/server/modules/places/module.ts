/** The places module as app.ts registers it: address suggestions and resolved places. */
import type { ServerModule } from '../../server-module';
import type { Geocoder } from './geocoder';
import type { NamedPlaceFinder } from './named';
import { placesRoutes } from './routes';
import { PLACE_OPERATIONS } from './operations';

/**
 * What the module takes from the app's context. Saved places named by their client belong to the
 * address book, which itself resolves addresses through places: the app hands the finder over, so
 * neither module imports the other both ways.
 */
interface PlacesNeeds {
  geocoder: Geocoder;
  findSavedPlacesNamed: NamedPlaceFinder;
}

export const placesModule: ServerModule<PlacesNeeds> = {
  name: 'places',
  operations: PLACE_OPERATIONS,
  async register(app, { geocoder, findSavedPlacesNamed }) {
    await app.register(placesRoutes, { geocoder, findNamed: findSavedPlacesNamed });
  },
};
