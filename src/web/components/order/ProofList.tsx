/** Every proof the client asked for, one per line, worded by the domain's table (proof-requirements.ts). */
import { proofRequirements, type ProofOrderFacts } from '@domain/proof-requirements';
import { useMessages } from '@web/i18n';

export function ProofList({ order }: { order: ProofOrderFacts }) {
  const needs = proofRequirements(order);
  const { t } = useMessages();
  if (needs.length === 0) return <>{t('orders.proofNone')}</>;
  return (
    <ul>
      {needs.map((n) => (
        <li key={n.kind}>{n.detail}</li>
      ))}
    </ul>
  );
}
