/**
 * The sign-in screen shows its forms before zod arrives: the domain schemas that check the forms
 * and parse the server's answers (with zod, about a quarter of the page's script) load right after
 * the first paint (or on the first submit, if it comes first). The schemas stay the one
 * source of truth for the messages; nothing here repeats a rule.
 */
import type { z } from 'zod';
import { loadQueryClient } from '@web/lib/query-client-later';
import type { CheckResult } from './use-auth-form';

/** The auth calls, parsed with the domain schemas (and zod with them). */
export const loadAuthApi = () => import('./api');

/** GET /api/auth/me, parsed: the auth calls load with it, so a screen that may ask paints first. */
export const fetchMe = () => loadAuthApi().then((api) => api.fetchMe());

/** The domain's auth schemas (zod with them). */
export const loadAuthSchemas = () => import('@domain/auth');
type AuthSchemas = Awaited<ReturnType<typeof loadAuthSchemas>>;

/** Loads what a submit needs once the page is idle, so the first submit rarely waits. */
export function preloadAuthForms(): void {
  const load = () =>
    void Promise.all([loadAuthApi(), loadAuthSchemas(), loadQueryClient()]).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 1500 });
  else setTimeout(load, 200);
}

/**
 * A form check by a domain schema, loaded on first use (a failed load is tried again on the next
 * check): the schema's output, or the first message of each field, as zodResolver gave them.
 */
export function schemaCheck<TIn, TOut>(
  pick: (schemas: AuthSchemas) => z.ZodType<TOut, TIn>,
): (values: TIn) => Promise<CheckResult<TOut>> {
  let schema: Promise<z.ZodType<TOut, TIn>> | undefined;
  return async (values) => {
    schema ??= loadAuthSchemas()
      .then(pick)
      .catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
    const parsed = (await schema).safeParse(values);
    if (parsed.success) return { ok: true, values: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      if (!(field in errors)) errors[field] = issue.message;
    }
    return { ok: false, errors };
  };
}
