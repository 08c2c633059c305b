/** The labels module as app.ts registers it: package labels. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import { labelRoutes } from './routes';
import { LABEL_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface LabelsNeeds {
  db: Db;
}

export const labelsModule: ServerModule<LabelsNeeds> = {
  name: 'labels',
  operations: LABEL_OPERATIONS,
  async register(app, { db }) {
    await app.register(labelRoutes, { db });
  },
};
