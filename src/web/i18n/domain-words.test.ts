/**
 * The shared tables' sentences have words in both catalogues for every id, and a Spanish reader
 * gets them in Spanish with the table's own figures.
 */
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { PRIORITIES } from '@domain/enums';
import { PRICE_LINE_CODES, PRICE_LINE_WORDING } from '@domain/price-lines';
import { priceOrder } from '@domain/pricing';
import { PROMISE_WORDING, promiseText, SERVICE_LEVELS } from '@domain/service-levels';
import { EN } from './catalogue/en';
import { ES } from './catalogue/es';
import { domainWords } from './domain-words';
import type { Messages, Translate } from './use-messages';

function wordsIn(language: 'en' | 'es') {
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const intl = createIntl({ locale, messages: language === 'es' ? ES : EN });
  const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
  return domainWords({ t, locale, language } as Messages);
}

/** Wordings that are only arguments and signs, the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['promise.hint', 'promise.feeExtra']);

describe('the shared tables in both languages', () => {
  const tables = { promise: Object.keys(PROMISE_WORDING), priceLine: Object.keys(PRICE_LINE_WORDING) };

  it('give every id of the promise and price-line tables English and Spanish words', () => {
    for (const [prefix, ids] of Object.entries(tables)) {
      for (const id of ids) {
        const key = `${prefix}.${id}`;
        expect(Object.hasOwn(EN, key), key).toBe(true);
        expect(Object.hasOwn(ES, key), key).toBe(true);
        if (!SAME_IN_EVERY_LANGUAGE.has(key))
          expect(ES[key as keyof typeof ES], key).not.toBe(EN[key as keyof typeof EN]);
      }
    }
    // Every line code the pricing function may send has its words.
    for (const code of PRICE_LINE_CODES) expect(Object.hasOwn(ES, `priceLine.${code}`), code).toBe(true);
  });

  it('word the English promise exactly as the domain does', () => {
    const en = wordsIn('en');
    for (const priority of PRIORITIES) expect(en.promiseText(priority)).toBe(promiseText(priority));
  });

  it('tell a Spanish reader the promise in Spanish, with the table’s figures', () => {
    const es = wordsIn('es');
    const hours = SERVICE_LEVELS.emergency.deliverWithinMinutes / 60;
    expect(es.promiseText('emergency')).toBe(
      `Recogido en menos de ${SERVICE_LEVELS.emergency.pickupWithinMinutes / 60} h y entregado en menos de ${hours} h desde la confirmación.`,
    );
    expect(es.priorityHint('express')).toBe('+$15 · entregado en menos de 4 h desde la confirmación');
    expect(es.feeText('standard')).toBe('Sin cargo adicional');
  });

  it('word each line of a real price in Spanish, and keep the server’s label in English', () => {
    const price = priceOrder({
      serviceType: 'laboratory_sample',
      priority: 'express',
      distanceMiles: 8.24,
      pieces: 3,
      temperatureClass: 'refrigerated',
    });
    const es = wordsIn('es');
    const en = wordsIn('en');
    const spanish = price.priceLines.map(es.priceLineText);
    expect(spanish).toContain('Tarifa base');
    expect(spanish).toContain('Prioridad Exprés');
    expect(spanish.find((line) => line.startsWith('Distancia: 8.2 mi a $'))).toBeDefined();
    // No line is left in English.
    spanish.forEach((line, i) => expect(line).not.toBe(price.priceLines[i]!.label));
    expect(price.priceLines.map(en.priceLineText)).toEqual(price.priceLines.map((line) => line.label));
  });

  it('keeps the English label of a line stored before lines carried their figures', () => {
    const es = wordsIn('es');
    expect(es.priceLineText({ code: 'zone', label: 'Zone flat rate: Medical Center', amount: '20.00' })).toBe(
      'Zone flat rate: Medical Center',
    );
    expect(es.priceLineText({ code: 'base', label: 'Base rate', amount: '20.00' })).toBe('Tarifa base');
  });
});
