/** The catalogues parsed from their files' texts hold what spreading the files' objects held. */
import { describe, expect, it } from 'vitest';
import { CUSTODY_WORDS_EN, CUSTODY_WORDS_ES } from '@domain/custody-words';
import { parseCatalogueTexts } from './catalogue-text';
import { DOMAIN_EN } from './domain-en';
import { EN } from './en';
import { ES } from './es';

/** Every catalogue file's messages, by path ('./en/common.json'). */
const FILES = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

describe('a catalogue read from its files', () => {
  it('lets a later file win a key, as a spread did', () => {
    expect(parseCatalogueTexts(['{"a": "1", "b": "2"}', ' {}\n', '{\n  "b": "3"\n}\n'])).toEqual({
      a: '1',
      b: '3',
    });
  });

  it('refuses a file that is not one JSON object', () => {
    expect(() => parseCatalogueTexts(['["a"]'])).toThrow();
    expect(() => parseCatalogueTexts(['{"a": "1"'])).toThrow();
  });

  it.each([
    ['en', EN, { ...DOMAIN_EN, ...CUSTODY_WORDS_EN }],
    ['es', ES, CUSTODY_WORDS_ES],
  ] as const)('%s holds every message of its files, word for word', (language, catalogue, words) => {
    const files = Object.entries(FILES).filter(([path]) => path.startsWith(`./${language}/`));
    expect(files.length).toBeGreaterThan(20);
    const spread: Record<string, string> = {};
    for (const [, messages] of files) Object.assign(spread, messages);
    Object.assign(spread, words);
    expect({ ...catalogue }).toEqual(spread);
  });
});
