/**
 * What a request looks like in the log. The recipient tracking link's token is a capability (whoever
 * holds it sees the delivery), so it never reaches a log file; the session travels in headers that
 * the logger redacts separately (server.ts).
 */
const TOKEN_IN_PATH = /^(\/t\/|\/api\/public\/track\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[token]');
}

export const requestLogSerializer = (request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}) => ({
  method: request.method,
  url: redactUrl(request.url),
  hostname: request.hostname,
  remoteAddress: request.ip,
});
