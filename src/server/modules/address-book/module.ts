/** The address-book module as app.ts registers it: a client's saved places. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Geocoder } from '../places/index';
import { addressBookRoutes } from './routes';
import { ADDRESS_BOOK_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface AddressBookNeeds {
  db: Db;
  geocoder: Geocoder;
}

export const addressBookModule: ServerModule<AddressBookNeeds> = {
  name: 'address-book',
  operations: ADDRESS_BOOK_OPERATIONS,
  async register(app, { db, geocoder }) {
    await app.register(addressBookRoutes, { db, geocoder });
  },
};
