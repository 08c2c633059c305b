/**
 * Client-side route protection. It only decides what to show; the server checks every
 * call by role and object, so these guards are about sending people to the right screen.
 */
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Redirect } from 'wouter';
import type { Role } from '@domain/enums';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuthUser } from '@web/lib/session';
import { alreadyLoaded } from '@web/lib/already-loaded';
import { loadQueryProvider } from '@web/lib/query-client-later';
import { loadMessages } from '@web/i18n/load';
import type { AppShell as Frame } from './layout/AppShell';
import { homeFor } from '@web/features/auth/roles';

type ShellModule = { default: ComponentType<ComponentProps<typeof Frame>> };
/** The signed-in frame (top bar, menus, their icons) is not part of the sign-in page's first load. */
let shell: ShellModule | undefined;
let shellLoading: Promise<ShellModule> | undefined;
const loadShell = () =>
  (shellLoading ??= Promise.all([import('./layout/AppShell'), loadQueryProvider(), loadMessages()]).then(
    ([{ AppShell: Shell }, { WithQueries }, { WithMessages }]) => {
      shell = {
        default: (props) => (
          <WithQueries>
            <WithMessages>
              <Shell {...props} />
            </WithMessages>
          </WithQueries>
        ),
      };
      return shell;
    },
  ));
const AppShell = lazy(() => (shell ? alreadyLoaded(shell) : loadShell()));

/**
 * True once the frame's chunks are in, set in a transition. Until then Protected shows its
 * "Loading…" as content rather than as a Suspense fallback: React holds a boundary's content back
 * until 300 ms after the last fallback it showed, so the frame, and the screen's own boundary
 * inside it, each waited that long after their chunks had arrived. A failed load lets the lazy
 * frame render and throw to the error boundary, as before.
 */
function useShellLoaded(): boolean {
  const [loaded, setLoaded] = useState(shell !== undefined);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const done = () => {
      if (live) startTransition(() => setLoaded(true));
    };
    loadShell().then(done, done);
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

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

/** True while the first GET /api/auth/me of this page load is in flight. */
export const SessionCheckContext = createContext(false);

/** / and /login: a signed-in visitor goes straight to its own landing page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  if (user) return <Redirect to={homeFor(user.role, user.organizationRole)} replace />;
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
  const shellLoaded = useShellLoaded();
  if (!user) {
    // Without a stored user, wait for the cookie check rather than bounce a valid session to /login.
    if (!checking) return <Redirect to="/login" replace />;
    // Meanwhile fetch what a signed-in answer leads to (the frame, the screen) beside the check
    // instead of one after the other: someone opening a signed-in address usually is signed in,
    // and a browser holds these chunks for later anyway. The session schema is not among them:
    // a signed-in answer paints first and is checked after that paint (use-session-check.ts).
    // The frame's chunks are requested by useShellLoaded's effect.
    if (preload) preloadSoon(preload);
    return <PageSpinner label="Checking your session…" />;
  }
  if (roles && !roles.includes(user.role))
    return <Redirect to={homeFor(user.role, user.organizationRole)} replace />;
  if (preload) preloadSoon(preload);
  if (!shellLoaded) return <PageSpinner label="Loading…" />;
  return (
    <Suspense fallback={<PageSpinner label="Loading…" />}>
      <AppShell user={user}>{children}</AppShell>
    </Suspense>
  );
}
