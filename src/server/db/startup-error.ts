/**
 * Start-up failures an operator must be able to act on: one line naming the cause and the setting
 * to check, printed before any stack (main.ts prints `message` alone for these).
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The innermost useful message: drizzle wraps driver errors as "Failed query: ..." (cause). */
export function rootCause(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 6; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    current = cause;
  }
  if (current instanceof Error) {
    const code = (current as { code?: unknown }).code;
    const errno = (current as { errno?: unknown }).errno;
    const detail = current.message || current.name;
    if (typeof code === 'string' && !detail.includes(code)) return `${detail} (${code})`;
    if (typeof errno === 'number' && current.name === 'ErrnoError')
      return `${errnoName(errno)} (errno ${errno})`;
    return detail;
  }
  return String(current);
}

/** Emscripten's errno numbers (PGlite's file system) that a data directory runs into. */
function errnoName(errno: number): string {
  const names: Record<number, string> = {
    2: 'no such file or directory',
    13: 'permission denied',
    17: 'file exists',
    20: 'not a directory',
    28: 'no space left on device',
    30: 'read-only file system',
    44: 'no such file or directory',
    63: 'permission denied',
  };
  return names[errno] ?? 'file system error';
}
