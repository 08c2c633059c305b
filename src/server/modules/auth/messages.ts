/** Texts the auth module answers in more than one place. */
export const CODE_ALREADY_USED = 'That code has already been used. Wait for the next one.';

/** "45 seconds", "2 minutes": the wait a 429 names, matching its Retry-After. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
