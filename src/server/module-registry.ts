/**
 * Every server module, in the order app.ts registers them. A new module adds one line here; a new
 * endpoint in a module changes only that module's folder.
 */
import type { Config } from './config';
import type { Database, Db } from './db/handle';
import type { Geocoder, NamedPlaceFinder } from './modules/places/index';
import type { DistanceService } from './adapters/router/index';
import type { ResetMail } from './modules/auth/index';
import type { SessionPolicy } from './modules/sessions/index';
import type { ServerModule } from './server-module';
import { publicConfigModule } from './modules/public-config/module';
import { healthModule } from './modules/health/module';
import { authModule } from './modules/auth/module';
import { organizationDataModule } from './modules/organization-data/module';
import { organizationsModule } from './modules/organizations/module';
import { paymentsModule } from './modules/payments/module';
import { invoicesModule } from './modules/invoices/module';
import { placesModule } from './modules/places/module';
import { pricingModule } from './modules/pricing/module';
import { ordersModule } from './modules/orders/module';
import { addressBookModule } from './modules/address-book/module';
import { statsModule } from './modules/stats/module';
import { driverJobsModule } from './modules/driver-jobs/module';
import { driverPerformanceModule } from './modules/driver-performance/module';
import { driverPayModule } from './modules/driver-pay/module';
import { accountingExportModule } from './modules/accounting-export/module';
import { driversModule } from './modules/drivers/module';
import { clientsModule } from './modules/clients/module';
import { analyticsModule } from './modules/analytics/module';
import { dispatchAssignModule } from './modules/dispatch-assign/module';
import { trackingModule } from './modules/tracking/module';
import { messagesModule } from './modules/messages/module';
import { ratingsModule } from './modules/ratings/module';
import { custodyModule } from './modules/custody/module';
import { labelsModule } from './modules/labels/module';
import { receivingModule } from './modules/receiving/module';
import { rateCardsModule } from './modules/rate-cards/module';
import { publicTrackingModule } from './modules/public-tracking/module';
import { webhooksModule } from './modules/webhooks/module';
import { notificationsModule } from './modules/notifications/module';
import { dispatchMapModule } from './modules/dispatch-map/module';
import { driverRouteModule } from './modules/driver-route/module';
import { dispatchPlanModule } from './modules/dispatch-plan/module';
import { recurringOrdersModule } from './modules/recurring-orders/module';
import { autoDispatchModule } from './modules/auto-dispatch/module';
import { accessLogModule } from './modules/access-log/module';
import { retentionModule } from './modules/retention/module';
import { auditTrailModule } from './modules/audit-trail/module';

/** What the app hands its modules; each takes the part its module.ts names. */
export interface ModuleContext {
  database: Database;
  db: Db;
  config: Config;
  distance: DistanceService;
  geocoder: Geocoder;
  /** Session lifetimes (idle and absolute), as the session hook applies them. */
  sessions: SessionPolicy;
  /** Links that must reach a person at once and never sit in the outbox (reset, invitation). */
  linkMail: ResetMail;
  isShuttingDown: () => boolean;
  /** The address book's saved places by name, for the places module's suggestions. */
  findSavedPlacesNamed: NamedPlaceFinder;
}

export const SERVER_MODULES: readonly ServerModule<ModuleContext>[] = [
  publicConfigModule,
  healthModule,
  authModule,
  organizationDataModule,
  organizationsModule,
  paymentsModule,
  invoicesModule,
  placesModule,
  pricingModule,
  ordersModule,
  addressBookModule,
  statsModule,
  driverJobsModule,
  driverPerformanceModule,
  driverPayModule,
  accountingExportModule,
  driversModule,
  clientsModule,
  analyticsModule,
  dispatchAssignModule,
  trackingModule,
  messagesModule,
  ratingsModule,
  custodyModule,
  labelsModule,
  receivingModule,
  rateCardsModule,
  publicTrackingModule,
  webhooksModule,
  notificationsModule,
  dispatchMapModule,
  driverRouteModule,
  dispatchPlanModule,
  recurringOrdersModule,
  autoDispatchModule,
  accessLogModule,
  retentionModule,
  auditTrailModule,
];
