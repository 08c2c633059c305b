/**
 * Client-side route protection. It only decides what to show; the server checks every
 * call by role and object, so these guards are about sending people to the right screen.
 */
import { createContext, lazy, Suspense, useContext, type ComponentProps, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Role } from '@domain/enums';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuthUser } from '@web/features/auth/auth-store';
import { loadQueryProvider } from '@web/lib/query-client-later';
import { homeFor } from '@web/features/auth/roles';

/** The signed-in frame (top bar, menus, their icons) is not part of the sign-in page's first load. */
const AppShell = lazy(async () => {
  const [{ AppShell: Frame }, { WithQueries }] = await Promise.all([
    import('./layout/AppShell'),
    loadQueryProvider(),
  ]);
  return {
    default: (props: ComponentProps<typeof Frame>) => (
      <WithQueries>
        <Frame {...props} />
      </WithQueries>
    ),
  };
});

/**
 * Starts a chunk's download in a task of its own, once per loader, instead of inside a render:
 * Vite's preload helper adds a <link rel=modulepreload> for every chunk an import needs (20-odd
 * for the frame), each a millisecond or more of main thread on a phone, and React cannot split
 * one component's render, so Protected's render was one of the dashboard's long tasks.
 */
const started = new WeakSet<() => unknown>();
function preloadSoon(load: () => unknown): void {
  if (started.has(load)) return;
  started.add(load);
  setTimeout(() => void Promise.resolve(load()).catch(() => undefined), 0);
}
const preloadAppShell = () => import('./layout/AppShell');

/** True while the first GET /api/auth/me of this page load is in flight. */
export const SessionCheckContext = createContext(false);

/** / and /login: a signed-in visitor goes straight to its own landing page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  if (user) return <Redirect to={homeFor(user.role)} replace />;
  return children;
}

/** Everything else: signed out goes to /login; a screen of another role sends you to your own. */
export function Protected({
  roles,
  preload,
  children,
}: {
  roles?: readonly Role[];
  /** Starts the screen's own chunk beside the frame's, rather than once the frame has rendered. */
  preload?: () => unknown;
  children: ReactNode;
}) {
  const user = useAuthUser();
  const checking = useContext(SessionCheckContext);
  if (!user) {
    // Without a stored user, wait for the cookie check rather than bounce a valid session to /login.
    if (!checking) return <Redirect to="/login" replace />;
    // Meanwhile fetch what a signed-in answer leads to (the frame, the screen) beside the check
    // instead of one after the other: someone opening a signed-in address usually is signed in,
    // and a browser holds these chunks for later anyway. The session schema is not among them:
    // a signed-in answer paints first and is checked after that paint (use-session-check.ts).
    preloadSoon(preloadAppShell);
    preloadSoon(loadQueryProvider);
    if (preload) preloadSoon(preload);
    return <PageSpinner label="Checking your session…" />;
  }
  if (roles && !roles.includes(user.role)) return <Redirect to={homeFor(user.role)} replace />;
  if (preload) preloadSoon(preload);
  return (
    <Suspense fallback={<PageSpinner label="Loading…" />}>
      <AppShell user={user}>{children}</AppShell>
    </Suspense>
  );
}
