/**
 * The languages MedLink speaks (English and Spanish: many Texas drivers and recipients read
 * Spanish first), and the one rule that turns what a browser or a person asked for into one of
 * them. Shared by the server (notifications, the recipient page's Accept-Language) and the web app
 * (the browser's own languages), so both sides pick the same.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: what a chooser shows, whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The locale each language formats dates and money in: US English, and the Spanish of the US. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** 'es-MX' -> 'es'; null for a tag of a language MedLink does not speak. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/** The first of a browser's languages (in its order of preference) that MedLink speaks. */
export function firstSpoken(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/**
 * An Accept-Language header ('es-MX,es;q=0.9,en;q=0.8') -> the spoken language of highest weight;
 * null when it names none (or is missing, or malformed: a header is outside input).
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header || header.length > 500) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSpoken(ranked.map((entry) => entry.tag));
}

/**
 * A member's language: their own choice, else the one their organisation's owner set as its
 * default; null when neither chose (then the browser's, or English, decides).
 */
export function memberLanguage(
  own: Language | null | undefined,
  organization: Language | null | undefined,
): Language | null {
  return own ?? organization ?? null;
}

/**
 * The language a delivery's recipient reads (texts and the tracking page): the one chosen for the
 * order at booking; else, on the page, what the recipient's own browser asks for; else the
 * booking person's language (a clinic booking in Spanish most likely serves Spanish readers).
 */
export function recipientLanguage(given: {
  chosen: Language | null;
  booker: Language | null;
  acceptLanguage?: string | undefined;
}): Language {
  return given.chosen ?? languageFromAcceptLanguage(given.acceptLanguage) ?? given.booker ?? DEFAULT_LANGUAGE;
}
