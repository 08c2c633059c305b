/**
 * Reads what a person has typed so far into its parts: a street line, a (partial) city, a state
 * and a (partial) ZIP. parse-address is a good normaliser of a complete street line but needs a
 * state before it will name a city, and drops words it does not know ('1200 FM 1960' loses 1960),
 * so the split into parts is done here and parse-address only tidies the street.
 */
import parser from 'parse-address';
import { stateCode } from './us-states';

export interface ParsedQuery {
  /** '1200 Main St', tidied; null when the query does not start with a house number (but see
   * parseNumberlessStreet). */
  street: string | null;
  /** The locality as typed (may be a prefix: 'Hou'); null when none. */
  city: string | null;
  /** A state named in the query, as a code; may be outside the service area. */
  state: string | null;
  /** The words read as the state, so a search can put them back ('San Ma' is not Massachusetts). */
  stateText: string | null;
  zip: string | null;
  /** Two to four digits of a ZIP being typed. */
  zipPrefix: string | null;
}

/** Street types (USPS suffixes, long and short): where the street ends in '1200 Main St Houston'. */
const STREET_TYPES = new Set(
  (
    'st street ave av avenue blvd boulevard rd road dr drive ln lane way wy pkwy parkway hwy highway ' +
    'fwy freeway expy expressway ct court pl place cir circle trl trail ter terrace loop sq square ' +
    'plz plaza pike tpke turnpike row run xing crossing cv cove pt point bnd bend crk creek ' +
    'hts heights rdg ridge vis vista aly alley walk path mall grv grove'
  ).split(' '),
);
const UNIT_WORDS = new Set(['apt', 'ste', 'suite', 'unit', 'bldg', 'building', 'fl', 'floor', 'rm', 'room']);
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

const HOUSE_NUMBER = /^\d+[a-z]?(-\d+[a-z]?)?$/i;
const ZIP = /^(\d{5})(-\d{4})?$/;

const words = (text: string) => text.split(' ').filter(Boolean);

export function parseQuery(raw: string): ParsedQuery {
  const text = raw.replace(/\s+/g, ' ').trim();
  const empty: ParsedQuery = {
    street: null,
    city: null,
    state: null,
    stateText: null,
    zip: null,
    zipPrefix: null,
  };
  const onlyDigits = /^(\d{1,5})(-\d{0,4})?$/.exec(text);
  if (onlyDigits) {
    const digits = onlyDigits[1]!;
    if (digits.length === 5) return { ...empty, zip: digits };
    return digits.length >= 2 ? { ...empty, zipPrefix: digits } : empty;
  }

  const segments = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(words);
  if (segments.length === 0) return empty;
  const result = { ...empty };
  const last = segments[segments.length - 1]!;

  const zip = ZIP.exec(last[last.length - 1] ?? '');
  if (zip && (last.length > 1 || segments.length > 1)) {
    result.zip = zip[1]!;
    last.pop();
  } else if (/^\d{2,4}$/.test(last[last.length - 1] ?? '') && last.length > 1 && stateCode(last.at(-2)!)) {
    result.zipPrefix = last.pop()!;
  }

  // A lone state word after a city ('Katy, TX') or at the end of a longer segment is a state; a
  // lone word right after the street ('1200 Main St, Tex') is more likely a city being typed.
  const previousIsCity = segments.length > 1 && !startsWithHouseNumber(segments[segments.length - 2]!);
  if (last.length > 1 || (last.length === 1 && previousIsCity)) {
    const two = last.length >= 2 ? stateCode(last.slice(-2).join(' ')) : undefined;
    const one = two ? undefined : stateCode(last[last.length - 1]!);
    const taken = two ? last.splice(-2) : one ? last.splice(-1) : [];
    result.state = two ?? one ?? null;
    result.stateText = taken.length ? taken.join(' ') : null;
  }

  const rest = segments.filter((s) => s.length > 0);
  let locality: string[] = [];
  if (rest[0] && startsWithHouseNumber(rest[0])) {
    const [street, after] = rest.length > 1 ? [rest[0], rest[1]!] : splitStreet(rest[0]);
    result.street = tidyStreet(street);
    locality = after;
  } else if (rest[0]) {
    locality = rest[0];
  }
  // '1200 Main St, 770': a ZIP being typed where the city would go.
  if (locality.length === 1 && /^\d{2,4}$/.test(locality[0]!) && !result.zipPrefix) {
    result.zipPrefix = locality[0]!;
    locality = [];
  }
  result.city = locality.length ? locality.join(' ') : null;
  return result;
}

/** Stands in for the missing house number while a numberless street is read (see below). */
const PLACEHOLDER_NUMBER = '1';

/**
 * A street typed without its house number ('Fannin St, Hou', 'Main Street Dallas'): read as if
 * it had one, so the same rules split street, city, state and ZIP, then the number is taken away
 * again. Only a street line with a street type after its name ('St', 'Blvd', 'Fwy') counts, so a
 * misspelt city ('Houstn, TX') is never offered as a street. Null when the text is not one.
 */
export function parseNumberlessStreet(raw: string): (ParsedQuery & { typedStreet: string }) | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text || /^\d/.test(text)) return null;
  const parsed = parseQuery(`${PLACEHOLDER_NUMBER} ${text}`);
  const prefix = `${PLACEHOLDER_NUMBER} `;
  if (!parsed.street?.startsWith(prefix)) return null;
  const street = parsed.street.slice(prefix.length);
  // Tidying keeps the number of words, so the street's words as typed are the first ones typed.
  const typed = words(text.replace(/,/g, ' ')).slice(0, words(street).length);
  const named = typed.slice(1).some((w) => STREET_TYPES.has(w.toLowerCase().replace(/\.$/, '')));
  return named ? { ...parsed, street, typedStreet: typed.join(' ') } : null;
}

function startsWithHouseNumber(tokens: string[]): boolean {
  return tokens.length >= 2 && HOUSE_NUMBER.test(tokens[0]!);
}

/** '1200 Main St Apt 4 Houston' -> ['1200 Main St Apt 4', 'Houston']; no street type: all street. */
function splitStreet(tokens: string[]): [string[], string[]] {
  const lower = tokens.map((t) => t.toLowerCase().replace(/\.$/, ''));
  let end = -1;
  for (let i = lower.length - 1; i >= 2; i--) {
    if (STREET_TYPES.has(lower[i]!)) {
      end = i + 1;
      break;
    }
  }
  if (end < 0) return [tokens, []];
  if (DIRECTIONS.has(lower[end] ?? '') && end + 1 < lower.length) end += 1;
  if (UNIT_WORDS.has(lower[end] ?? '')) end = Math.min(end + 2, lower.length);
  else if (lower[end]?.startsWith('#')) end += 1;
  return [tokens.slice(0, end), tokens.slice(end)];
}

const capitalise = (word: string) =>
  /^[a-z]/.test(word) && word === word.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;

/**
 * parse-address's spelling ('street' -> 'St', 'north' -> 'N') when it kept every word, the words
 * as typed otherwise; lower-case words get a capital either way.
 */
export function tidyStreet(tokens: string[]): string {
  const typed = tokens.join(' ');
  const parsed = parser.parseLocation(typed);
  let line = typed;
  if (parsed?.number && parsed.street) {
    const unit = parsed.sec_unit_type
      ? [parsed.sec_unit_type, parsed.sec_unit_num].filter(Boolean).join(' ')
      : undefined;
    const rebuilt = [parsed.number, parsed.prefix, parsed.street, parsed.type, parsed.suffix, unit]
      .filter(Boolean)
      .join(' ');
    if (words(rebuilt).length === tokens.length) line = rebuilt;
  }
  return words(line).map(capitalise).join(' ').slice(0, 120);
}
