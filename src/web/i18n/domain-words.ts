/**
 * The shared tables' sentences in the reader's language: the service levels' promises and the
 * lines of a price. The tables keep the ids and the figures (service-levels.ts, price-lines.ts);
 * the catalogues keep the words under the same ids (promise.<id>, priceLine.<id>), and the figures
 * are formatted here in the reader's locale, so a number never moves into a catalogue.
 */
import { useMemo } from 'react';
import type { Priority } from '@domain/enums';
import { PRICE_LINE_WORDING, priceLineWording, type PriceLine } from '@domain/price-lines';
import { promiseFigures, promiseKind, promiseShortWord } from '@domain/service-levels';
import type { MessageKey } from './catalogue/en';
import { useMessages, type Messages } from './use-messages';

export function domainWords({ t, locale, language }: Messages) {
  const duration = (total: number) => {
    const hours = Math.floor(total / 60);
    const minutes = Math.round(total % 60);
    if (hours === 0) return t('duration.minutes', { minutes });
    return minutes === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes });
  };
  const hour = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const dollars = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const figures = (priority: Priority) => {
    const f = promiseFigures(priority);
    return {
      pickup: duration(f.pickup),
      deliver: duration(f.deliver),
      lead: duration(f.lead),
      minLead: duration(f.minLead),
      dayEnd: hour.format(Date.UTC(2000, 0, 1, f.dayEnd)),
      noticeHours: f.noticeHours,
      fee: dollars.format(f.feeCents / 100),
    };
  };

  const feeText = (priority: Priority) =>
    promiseFigures(priority).feeCents === 0
      ? t('promise.feeNone')
      : t('promise.feeExtra', { fee: figures(priority).fee });
  const promiseShort = (priority: Priority) => t(`promise.${promiseShortWord(priority)}`, figures(priority));

  /**
   * A price line: in English the server's own label (the same wording, filled by the server); in
   * another language the catalogue's words for the line's id with its figures, the priority and
   * temperature named by their own words. A line stored before lines carried figures keeps its label.
   */
  const priceLineText = (line: PriceLine) => {
    const wording = priceLineWording(line);
    const key = `priceLine.${wording}` as MessageKey;
    if (language === 'en') return line.label;
    const values = { ...line.values };
    if (typeof values.priority === 'string') values.priority = t(`priority.${values.priority as Priority}`);
    if (typeof values.temperature === 'string')
      values.temperature = t(`temperature.${values.temperature}` as MessageKey);
    const needsFigures = PRICE_LINE_WORDING[wording].includes('{');
    return line.values || !needsFigures ? t(key, values) : line.label;
  };

  return {
    /** "+$35" or "No extra fee". */
    feeText,
    /** "delivered within 2 hr of confirmation". */
    promiseShort,
    /** Fee and promise together, as the priority choice shows them. */
    priorityHint: (priority: Priority) =>
      t('promise.hint', { fee: feeText(priority), promise: promiseShort(priority) }),
    /** The whole promise in one sentence. */
    promiseText: (priority: Priority) => t(`promise.${promiseKind(priority)}`, figures(priority)),
    priceLineText,
  };
}

export type DomainWords = ReturnType<typeof domainWords>;

export function useDomainWords(): DomainWords {
  const messages = useMessages();
  return useMemo(() => domainWords(messages), [messages]);
}
