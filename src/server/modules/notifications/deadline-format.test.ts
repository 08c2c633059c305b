/**
 * A deadline reads the same wherever it is written: the English table's deadlineText, the server's
 * document words (labels, certificates) and the web catalogue's zonedTime all take
 * DEADLINE_FORMAT, so one instant gives one text per language.
 */
import { describe, expect, it } from 'vitest';
import { deadlineText } from '@domain/service-levels';
import { EN } from '@web/i18n/catalogue/en';
import { ES } from '@web/i18n/catalogue/es';
import { formatsOf } from '@web/i18n/use-messages';
import { documentWords } from './document-words';

const web = (language: 'en' | 'es') => formatsOf(language, language === 'es' ? ES : EN);

// Winter and summer (CST and CDT), and an instant that is the next day in UTC but not in Central.
const instants = ['2026-03-07T02:00:00.000Z', '2026-07-15T18:30:00.000Z', '2026-11-30T04:59:00.000Z'];

describe('a deadline in Central time', () => {
  it.each(instants)('%s reads the same on screens and documents in English', (at) => {
    const text = deadlineText(at);
    expect(web('en').zonedTime(at)).toBe(text);
    expect(documentWords('en').deadline(new Date(at))).toBe(text);
    expect(text).toMatch(/C[SD]T$/);
  });

  it.each(instants)('%s reads the same on screens and documents in Spanish', (at) => {
    const text = documentWords('es').deadline(new Date(at));
    expect(web('es').zonedTime(at)).toBe(text);
    expect(text).not.toBe(deadlineText(at));
  });

  it('names the Central day, not the UTC one', () => {
    expect(deadlineText(instants[2]!)).toMatch(/^Sun, Nov 29,/);
    expect(documentWords('es').deadline(new Date(instants[2]!))).toMatch(/^dom, 29 de nov,/);
  });
});
