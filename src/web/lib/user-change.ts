/**
 * What must stop when the signed-in user changes (another person, or nobody); the auth store calls
 * userChanged. A module that keeps per-user state in memory registers here when it loads, so the
 * sign-in page need not load the driver's outbox only to be able to stop it.
 */
const listeners = new Set<() => void>();

export function onUserChange(listener: () => void): void {
  listeners.add(listener);
}

export function userChanged(): void {
  listeners.forEach((listener) => listener());
}
