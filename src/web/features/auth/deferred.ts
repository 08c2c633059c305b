/**
 * The sign-in screen shows its forms before zod arrives: the domain schemas that check the forms
 * and parse the server's answers (with zod, about a quarter of the page's script) load right after
 * the first paint (or on the first submit, if it comes first). The schemas stay the one
 * source of truth for the rules; nothing here repeats one.
 */
import type { z } from 'zod';
import type { Language } from '@domain/languages';
import { loadQueryClient } from '@web/lib/query-client-later';
import type * as SpanishWordsModule from './spanish-words';
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

/** The Spanish words of issues and refused fields (a chunk of its own, for a Spanish reader only). */
type SpanishWords = typeof SpanishWordsModule;
let spanish: Promise<SpanishWords> | undefined;
export function loadSpanishWords(): Promise<SpanishWords> {
  spanish ??= import('./spanish-words').catch((error: unknown) => {
    spanish = undefined;
    throw error;
  });
  return spanish;
}

/**
 * A form check by a domain schema, loaded on first use (a failed load is tried again on the next
 * check): the schema's output, or the first issue of each field in the reader's language. In
 * English that is the schema's own sentence (this page ships no catalogue); in Spanish the
 * catalogue's words (spanish-words.ts, loaded with the check), as the signed-in forms word them.
 */
export function schemaCheck<TIn, TOut>(
  pick: (schemas: AuthSchemas) => z.ZodType<TOut, TIn>,
): (values: TIn, language: Language) => Promise<CheckResult<TOut>> {
  let schema: Promise<z.ZodType<TOut, TIn>> | undefined;
  return async (values, language) => {
    schema ??= loadAuthSchemas()
      .then(pick)
      .catch((error: unknown) => {
        schema = undefined;
        throw error;
      });
    const [checked, words] = await Promise.all([schema, language === 'en' ? undefined : loadSpanishWords()]);
    // The input on each issue tells a missing value (required) from a wrong one.
    const parsed = checked.safeParse(values, { reportInput: true });
    if (parsed.success) return { ok: true, values: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      if (!(field in errors)) errors[field] = words ? words.issueText(issue) : issue.message;
    }
    return { ok: false, errors };
  };
}
