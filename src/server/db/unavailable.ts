/**
 * Is this error the database being gone or stuck (rather than a bug)? Such errors are answered
 * 503 with Retry-After: the request may simply be tried again once the database is back.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: pg_terminate_backend, a server restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a replica promoted late in a failover
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection (?:is )?(?:closed|ended)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /database is not available/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
