/** The organization-data module as app.ts registers it: an organisation's export and erasure. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { organizationDataRoutes } from './routes';
import { ORGANIZATION_DATA_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface OrganizationDataNeeds {
  db: Db;
}

export const organizationDataModule: ServerModule<OrganizationDataNeeds> = {
  name: 'organization-data',
  operations: ORGANIZATION_DATA_OPERATIONS,
  async register(app, { db }) {
    await app.register(organizationDataRoutes, { db });
  },
};
