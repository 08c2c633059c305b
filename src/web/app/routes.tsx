import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import type { Role } from '@domain/enums';
import { LoginPage } from '@web/features/auth/LoginPage';
import { useSessionCheck } from '@web/features/auth/use-session-check';
import { PageSpinner } from '@web/components/ui/spinner';
import { alreadyLoaded } from '@web/lib/already-loaded';
import { loadQueryProvider } from '@web/lib/query-client-later';
import { loadMessages } from '@web/i18n/load';
import { Protected, PublicOnly, SessionCheckContext } from './guards';
import { PROTECTED_PATHS, PUBLIC_PATHS, type ProtectedPath } from './route-table';

type QueryProviderModule = Awaited<ReturnType<typeof loadQueryProvider>>;
type MessagesModule = Awaited<ReturnType<typeof loadMessages>>;

/**
 * Every screen but sign-in is its own chunk, loaded when first opened: /login ships only what it
 * needs, and maps, charts and the driver and dispatch screens reach only the people who use them.
 * Each comes with the query cache's provider and the messages of the reader's language, which
 * the sign-in page does without.
 */
type LazyPage = ComponentType & { preload: () => Promise<unknown> };
const page = (load: () => Promise<Record<string, ComponentType>>, name: string): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadQueryProvider(), loadMessages()]).then(
      ([module, { WithQueries }, { WithMessages }]: [
        Record<string, ComponentType>,
        QueryProviderModule,
        MessagesModule,
      ]) => {
        const Screen = module[name]!;
        loaded = {
          default: () => (
            <WithQueries>
              <WithMessages>
                <Screen />
              </WithMessages>
            </WithQueries>
          ),
        };
        return loaded;
      },
    ));
  // Preloaded (Protected starts it beside the frame), the screen renders without suspending.
  const Page = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()));
  return Object.assign(Page, { preload });
};

/** The splash and the 404 page are not part of the sign-in page's first load either. */
const SplashPage = page(() => import('@web/features/splash/SplashPage'), 'SplashPage');
const ForgotPasswordPage = page(() => import('@web/features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('@web/features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('@web/features/auth/VerifyEmailPage'), 'VerifyEmailPage');
const NotFoundPage = page(() => import('@web/features/not-found/NotFoundPage'), 'NotFoundPage');
const AdminDashboardPage = page(() => import('@web/features/admin/AdminDashboardPage'), 'AdminDashboardPage');
const CheckoutPage = page(() => import('@web/features/checkout/CheckoutPage'), 'CheckoutPage');
const ConfirmationPage = page(() => import('@web/features/checkout/ConfirmationPage'), 'ConfirmationPage');
const ClientDashboardPage = page(
  () => import('@web/features/client-dashboard/ClientDashboardPage'),
  'ClientDashboardPage',
);
const CustodyPage = page(() => import('@web/features/custody/CustodyPage'), 'CustodyPage');
/** A driver dispatch has not approved sees why instead of the dashboard. */
const GatedDriverDashboard = page(
  () => import('@web/features/driver/GatedDriverDashboard'),
  'GatedDriverDashboard',
);
const EarningsPage = page(() => import('@web/features/driver-earnings'), 'EarningsPage');
const ImportOrdersPage = page(
  () => import('@web/features/order-import/ImportOrdersPage'),
  'ImportOrdersPage',
);
const InboxPage = page(() => import('@web/features/admin/inbox/InboxPage'), 'InboxPage');
const AutoDispatchPage = page(
  () => import('@web/features/auto-dispatch/AutoDispatchPage'),
  'AutoDispatchPage',
);
const OrderDispatchLogPage = page(
  () => import('@web/features/auto-dispatch/OrderDispatchLogPage'),
  'OrderDispatchLogPage',
);
const NotificationSettingsPage = page(
  () => import('@web/features/notifications/NotificationSettingsPage'),
  'NotificationSettingsPage',
);
const MessagesPage = page(() => import('@web/features/messages/MessagesPage'), 'MessagesPage');
const OrderHistoryPage = page(() => import('@web/app/pages/OrderHistoryPage'), 'OrderHistoryPage');
const PublicTrackingPage = page(
  () => import('@web/features/public-tracking/PublicTrackingPage'),
  'PublicTrackingPage',
);
const ReceiptPage = page(() => import('@web/features/orders/ReceiptPage'), 'ReceiptPage');
const SecurityPage = page(() => import('@web/features/security/SecurityPage'), 'SecurityPage');
const TrackingPage = page(() => import('@web/features/tracking/TrackingPage'), 'TrackingPage');
const WelcomePage = page(() => import('@web/features/welcome/WelcomePage'), 'WelcomePage');
const MembersPage = page(() => import('@web/features/organization/MembersPage'), 'MembersPage');
const InvoicesPage = page(() => import('@web/features/invoices/InvoicesPage'), 'InvoicesPage');
const BillingConsolePage = page(
  () => import('@web/features/invoices/BillingConsolePage'),
  'BillingConsolePage',
);
const RateCardsPage = page(() => import('@web/features/rates/RateCardsPage'), 'RateCardsPage');
const PayRulesPage = page(() => import('@web/features/rates/PayRulesPage'), 'PayRulesPage');
const JoinPage = page(() => import('@web/features/organization/JoinPage'), 'JoinPage');
const AddressBookPage = page(() => import('@web/features/address-book/AddressBookPage'), 'AddressBookPage');
const StandingOrdersPage = page(
  () => import('@web/features/standing-orders/StandingOrdersPage'),
  'StandingOrdersPage',
);
const ReceivingDeskPage = page(
  () => import('@web/features/receiving/ReceivingDeskPage'),
  'ReceivingDeskPage',
);
const WebhooksPage = page(() => import('@web/features/webhooks/WebhooksPage'), 'WebhooksPage');
const AuditPage = page(() => import('@web/features/audit/AuditPage'), 'AuditPage');
const OrganizationAuditPage = page(() => import('@web/features/audit/AuditPage'), 'OrganizationAuditPage');
const DispatchMapPage = page(
  () => import('@web/features/admin/dispatch-map/DispatchMapPage'),
  'DispatchMapPage',
);

/** While a screen's chunk loads, the frame around it stays and a spinner says what is happening. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner label="Loading…" />}>{children}</Suspense>;
}

/** The screen of each signed-in path; who may open it is in route-table.ts. */
const PROTECTED_PAGES: Record<ProtectedPath, LazyPage> = {
  '/welcome': WelcomePage,
  '/dashboard': ClientDashboardPage,
  '/orders': OrderHistoryPage,
  '/address-book': AddressBookPage,
  '/members': MembersPage,
  '/receiving': ReceivingDeskPage,
  '/invoices': InvoicesPage,
  '/audit': OrganizationAuditPage,
  '/billing': BillingConsolePage,
  '/rate-cards': RateCardsPage,
  '/pay-rules': PayRulesPage,
  '/orders/import': ImportOrdersPage,
  '/standing-orders': StandingOrdersPage,
  '/receipt/:id': ReceiptPage,
  '/orders/:id/custody': CustodyPage,
  '/tracking': TrackingPage,
  '/messages': MessagesPage,
  '/checkout': CheckoutPage,
  '/orders/:id/confirmation': ConfirmationPage,
  '/driver-dashboard': GatedDriverDashboard,
  '/earnings': EarningsPage,
  '/admin-dashboard': AdminDashboardPage,
  '/security': SecurityPage,
  '/admin/webhooks': WebhooksPage,
  '/admin/audit': AuditPage,
  '/admin/inbox': InboxPage,
  '/admin/dispatch-map': DispatchMapPage,
  '/admin/auto-dispatch': AutoDispatchPage,
  '/admin/orders/:id/auto-dispatch': OrderDispatchLogPage,
  '/settings/notifications': NotificationSettingsPage,
};

export function AppRoutes() {
  const checking = useSessionCheck();
  return (
    <SessionCheckContext value={checking}>
      <Switch>
        <Route path={PUBLIC_PATHS.splash}>
          <PublicOnly>
            <Suspense fallback={null}>
              <SplashPage />
            </Suspense>
          </PublicOnly>
        </Route>
        <Route path={PUBLIC_PATHS.login}>
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        <Route path={PUBLIC_PATHS.forgotPassword}>
          <PublicOnly>
            <Loading>
              <ForgotPasswordPage />
            </Loading>
          </PublicOnly>
        </Route>
        {/* Opened from an email, signed in or not: the reset ends every session anyway. */}
        <Route path={PUBLIC_PATHS.resetPassword}>
          <Loading>
            <ResetPasswordPage />
          </Loading>
        </Route>
        {/* Opened from the sign-up email: the link makes the account and signs it in. */}
        <Route path={PUBLIC_PATHS.verifyEmail}>
          <Loading>
            <VerifyEmailPage />
          </Loading>
        </Route>
        {/* Opened from an invitation email: the invitee has no login yet. */}
        <Route path={PUBLIC_PATHS.join}>
          <Loading>
            <JoinPage />
          </Loading>
        </Route>
        {/* The recipient's tracking link: no account, no app frame, signed in or not. */}
        <Route path={PUBLIC_PATHS.publicTracking}>
          <Loading>
            <PublicTrackingPage />
          </Loading>
        </Route>
        {PROTECTED_PATHS.map((route) => {
          const Page = PROTECTED_PAGES[route.path];
          const roles: readonly Role[] | undefined = 'roles' in route ? route.roles : undefined;
          return (
            <Route key={route.path} path={route.path}>
              <Protected roles={roles} preload={Page.preload}>
                <Loading>
                  <Page />
                </Loading>
              </Protected>
            </Route>
          );
        })}
        <Route>
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        </Route>
      </Switch>
    </SessionCheckContext>
  );
}
