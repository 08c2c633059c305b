/**
 * The signed-in user, kept in localStorage so a reload paints the right screen at once.
 * The session cookie is the truth: useSessionCheck confirms it with GET /api/auth/me on load and
 * clears this store when the server says 401. Nothing secret is kept here, only the public profile.
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@domain/session-user';
import { ROLES } from '@domain/enums';
import { clearOfflineCache } from '@web/lib/offline-cache';
import { userChanged } from '@web/lib/user-change';

export const USER_STORAGE_KEY = 'medlink.user';

/**
 * The stored user, if it has the id and role that choose the first screen. The full sessionUser
 * schema (with zod) is not on the sign-in page's first load: checkStoredUser applies it a moment
 * later, before any signed-in screen can have loaded.
 */
function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isPlausibleUser(stored)) return null;
    void checkStoredUser(stored);
    return stored;
  } catch {
    return null;
  }
}

/**
 * Has the id and role that choose the first screen: enough to paint it while the sessionUser
 * schema (and zod) loads. Whoever relies on it puts the user through that schema afterwards.
 */
export function isPlausibleUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    Number.isInteger(user.id) &&
    ROLES.includes(user.role as SessionUser['role'])
  );
}

/** The stored user through the domain schema: its parsed copy, or nobody when it does not pass. */
async function checkStoredUser(stored: unknown): Promise<void> {
  const { sessionUser } = await import('@domain/session-user');
  if (current !== stored) return;
  const parsed = sessionUser.safeParse(stored);
  current = parsed.success ? parsed.data : null;
  emit();
}

let current: SessionUser | null = typeof localStorage === 'undefined' ? null : readStoredUser();
/** Bumped on every change, so a slow session check cannot undo a sign-in that happened meanwhile. */
let version = 0;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export const authStore = {
  get(): SessionUser | null {
    return current;
  },
  version(): number {
    return version;
  },
  set(user: SessionUser | null): void {
    // Another person (or nobody) now: the offline copies and the outbox were the last one's.
    if (user?.id !== current?.id) {
      clearOfflineCache();
      userChanged();
    }
    current = user;
    version += 1;
    try {
      if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      else localStorage.removeItem(USER_STORAGE_KEY);
    } catch {
      // Private mode or full storage: the in-memory user still works for this tab.
    }
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Signing out (or in) in one tab is reflected in the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    current = readStoredUser();
    emit();
  });
}

export function useAuthUser(): SessionUser | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => null);
}
