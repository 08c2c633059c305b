/**
 * A price's lines as rows of a two-column <dl> (label, amount), for every screen that shows what a
 * total is made of: the estimate, the checkout summary and the receipt. The lines are the server's
 * (the pricing function's), worded in the reader's language by their ids (domain-words.ts).
 */
import type { PriceLine } from '@domain/price-lines';
import { useDomainWords } from '@web/i18n';

export function PriceLines({ lines }: { lines: readonly PriceLine[] }) {
  const { priceLineText } = useDomainWords();
  return (
    <>
      {lines.map((line, i) => (
        <div key={`${line.code}-${i}`} className="contents" data-testid="price-line">
          <dt className="text-slate-600">{priceLineText(line)}</dt>
          <dd className="text-right text-slate-900 tabular-nums">${line.amount}</dd>
        </div>
      ))}
    </>
  );
}
