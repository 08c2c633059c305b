/**
 * "No secret or hash in any answer": every password hash, session token hash, TOTP secret and
 * session token the database or the test knows of, looked for in answers the tests collected.
 * Recipient-link tokens are checked too: only the public-link answer may carry one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface Answer {
  /** The table row, e.g. 'GET /api/orders/:id'. */
  route: string;
  who: string;
  status: number;
  body: string;
  headers: Record<string, unknown>;
}

type Kind = 'session token' | 'session token hash' | 'TOTP secret' | 'recipient link token';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Secrets by value. Long random strings, so a match is never a coincidence. */
export async function knownSecrets(db: Db, issuedTokens: Iterable<string>) {
  const secrets = new Map<string, Kind>();
  for (const token of issuedTokens) secrets.set(token, 'session token');
  for (const r of rowsOf(await db.execute(sql`select token_hash as v from sessions`)))
    secrets.set(String(r.v), 'session token hash');
  const totp = await db.execute(sql`
    select two_factor_secret as v from users where two_factor_secret is not null
    union select two_factor_pending_secret from users where two_factor_pending_secret is not null`);
  for (const r of rowsOf(totp)) secrets.set(String(r.v), 'TOTP secret');
  // Wherever the recipient links keep their tokens (found by column name, so a move is followed).
  const columns = rowsOf(
    await db.execute(sql`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public' and column_name in ('token', 'public_token')`),
  );
  for (const { t, c } of columns) {
    const values = await db.execute(
      sql`select ${sql.identifier(String(c))} as v from ${sql.identifier(String(t))}`,
    );
    for (const r of rowsOf(values)) secrets.set(String(r.v), 'recipient link token');
  }
  if (!columns.length) throw new Error('no recipient link token column found: update secrets.ts');
  return secrets;
}

/** Where a secret of this kind may legitimately appear. */
function allowed(answer: Answer, kind: Kind): boolean {
  // Signing in and signing up hand the new session's token over, once (decision 003).
  if (kind === 'session token') return /^POST \/api\/(auth\/login|register)$/.test(answer.route);
  if (kind === 'recipient link token') return answer.route === 'GET /api/orders/:id/public-link';
  // Enabling two-factor shows the offered secret once, to be put into the authenticator app.
  if (kind === 'TOTP secret') return answer.route === 'POST /api/auth/toggle-2fa';
  return false;
}

// Our secrets are base64url, hex or base32 runs of 16 characters or more.
const WORDS = /[A-Za-z0-9_-]{16,}/g;

/** One line per leak: which answer carried which kind of secret. */
export function findLeaks(answers: readonly Answer[], secrets: Map<string, Kind>): string[] {
  const leaks: string[] = [];
  for (const answer of answers) {
    const text = `${answer.body}\n${JSON.stringify(answer.headers)}`;
    if (text.includes('$argon2')) leaks.push(`${answer.route} (${answer.who}): a password hash`);
    for (const word of new Set(text.match(WORDS) ?? [])) {
      const kind = secrets.get(word);
      if (kind && !allowed(answer, kind)) leaks.push(`${answer.route} (${answer.who}): a ${kind}`);
    }
  }
  return [...new Set(leaks)];
}
