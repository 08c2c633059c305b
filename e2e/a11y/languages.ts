/**
 * What the axe walks need to run a second time in Spanish: the words a screen shows in each
 * language, read from the app's own catalogues (so a walk finds a Spanish button by the words the
 * app renders), the account's language chosen through the real setting, and a check that the page
 * really speaks Spanish before axe runs, so a Spanish pass can never silently be an English one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Language = 'en' | 'es';

const CATALOGUES = new URL('../../src/web/i18n/catalogue/', import.meta.url).pathname;

/** One language's JSON catalogue files, merged as the app merges them. */
function catalogue(language: Language): Record<string, string> {
  const dir = join(CATALOGUES, language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>),
  );
}

const CATALOGUE: Record<Language, Record<string, string>> = { en: catalogue('en'), es: catalogue('es') };

type Values = Record<string, string | number>;
const fill = (text: string, values: Values) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * `say('Decline job #{number}?', 'driver.decline.title', { number })`: the English as the walk has
 * always written it, or the Spanish catalogue's words for the same key. The English must be what
 * the English catalogue holds (when the key is there), so the two never drift apart.
 */
export type Say = (english: string, key: string, values?: Values) => string;

export function wordsIn(language: Language): Say {
  return (english, key, values = {}) => {
    const en = CATALOGUE.en[key];
    if (en !== undefined) expect(en, `the English catalogue's ${key}`).toBe(english);
    if (language === 'en') return fill(english, values);
    const es = CATALOGUE.es[key];
    expect(es, `a Spanish message for ${key}`).toBeDefined();
    return fill(es!, values);
  };
}

/** The Spanish catalogue's words for a key (the walk fails if the key is not there). */
export function spanishWords(key: string): string {
  const words = CATALOGUE.es[key];
  expect(words, `a Spanish message for ${key}`).toBeDefined();
  return words!;
}

/** The signed-in person's own choice, as the card on /security makes it. */
export async function chooseLanguage(request: APIRequestContext, language: Language): Promise<void> {
  if (language === 'en') return;
  const chosen = await request.put('/api/auth/language', { data: { language } });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

/**
 * The page speaks Spanish: its root says so (screen readers pronounce it by that) and, in the
 * signed-in frame, the frame's own words are Spanish (its skip link), not only the attribute. The
 * link is found by its target, not its role: an open dialog hides the page behind it from the
 * accessibility tree.
 */
export async function expectSpanish(page: Page, { signedIn }: { signedIn: boolean }): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  if (signedIn) {
    await expect(page.locator('a[href="#main"]').first()).toHaveText(CATALOGUE.es['shell.skipToContent']!);
  }
}
