/** The dispatch-plan module as app.ts registers it: the day's plan across drivers. */
import type { ServerModule } from '../../server-module';
import type { Db } from '../../db/handle';
import type { Config } from '../../config';
import { dispatchPlanRoutes } from './routes';
import { DISPATCH_PLAN_OPERATIONS } from './operations';

/** What the module takes from the app's context. */
interface DispatchPlanNeeds {
  db: Db;
  config: Config;
}

export const dispatchPlanModule: ServerModule<DispatchPlanNeeds> = {
  name: 'dispatch-plan',
  operations: DISPATCH_PLAN_OPERATIONS,
  async register(app, { db, config }) {
    await app.register(dispatchPlanRoutes, { db, planSeconds: config.PLAN_SECONDS });
  },
};
