import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { Role } from '@domain/enums';
import { AdminDashboardPage } from '@web/features/admin/AdminDashboardPage';
import { LoginPage } from '@web/features/auth/LoginPage';
import { useSessionCheck } from '@web/features/auth/use-session-check';
import { CheckoutPage } from '@web/features/checkout/CheckoutPage';
import { ClientDashboardPage } from '@web/features/client-dashboard/ClientDashboardPage';
import { DriverDashboardPage } from '@web/features/driver/DriverDashboardPage';
import { MessagesPage } from '@web/features/messages/MessagesPage';
import { NotFoundPage } from '@web/features/not-found/NotFoundPage';
import { OrdersPage } from '@web/features/orders/OrdersPage';
import { ReceiptPage } from '@web/features/orders/ReceiptPage';
import { SecurityPage } from '@web/features/security/SecurityPage';
import { SplashPage } from '@web/features/splash/SplashPage';
import { TrackingPage } from '@web/features/tracking/TrackingPage';
import { WelcomePage } from '@web/features/welcome/WelcomePage';
import { Protected, PublicOnly, SessionCheckContext } from './guards';

type ProtectedRoute = { path: string; page: ComponentType; roles?: readonly Role[] };

const CLIENT: readonly Role[] = ['client'];

/**
 * Signed-in screens of spec 2 and who may open them. The client screens are the client's own
 * (the server refuses the others anyway); a driver or admin who lands on one is sent home.
 */
const PROTECTED_ROUTES: ProtectedRoute[] = [
  { path: '/welcome', page: WelcomePage },
  { path: '/dashboard', page: ClientDashboardPage, roles: CLIENT },
  { path: '/orders', page: OrdersPage, roles: CLIENT },
  { path: '/receipt/:id', page: ReceiptPage, roles: CLIENT },
  { path: '/tracking', page: TrackingPage, roles: CLIENT },
  { path: '/messages', page: MessagesPage, roles: CLIENT },
  { path: '/checkout', page: CheckoutPage, roles: CLIENT },
  { path: '/driver-dashboard', page: DriverDashboardPage, roles: ['driver'] },
  { path: '/admin-dashboard', page: AdminDashboardPage, roles: ['admin'] },
  { path: '/security', page: SecurityPage },
];

export function AppRoutes() {
  const checking = useSessionCheck();
  return (
    <SessionCheckContext value={checking}>
      <Switch>
        <Route path="/">
          <PublicOnly>
            <SplashPage />
          </PublicOnly>
        </Route>
        <Route path="/login">
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        {PROTECTED_ROUTES.map(({ path, page: Page, roles }) => (
          <Route key={path} path={path}>
            <Protected roles={roles}>
              <Page />
            </Protected>
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </SessionCheckContext>
  );
}
