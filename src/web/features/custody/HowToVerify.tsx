/**
 * The certificate's short explanation of how anyone can check it without trusting MedLink's page,
 * in the words of the server's decision record (docs/decisions/008-custody-ledger.md).
 */
import { useMessages } from '@web/i18n';

export function HowToVerify() {
  const { t } = useMessages();
  return (
    <section aria-labelledby="how-to-verify" className="space-y-2 text-sm text-slate-700 break-inside-avoid">
      <h2 id="how-to-verify" className="text-base font-semibold text-slate-900">
        {t('custody.how.title')}
      </h2>
      {/* The code between the sentences is the rule itself, the same in every language. */}
      <p>
        {t('custody.how.json')}{' '}
        <code>{'{ orderId, seq, kind, at, actor, position, content, prevHash }'}</code>
        {t('custody.how.sorted')} <code>{"printf '%s' '<text>' | sha256sum"}</code>
        {t('custody.how.first')} <code>prevHash</code> {t('custody.how.zeros')} <code>prevHash</code>{' '}
        {t('custody.how.link')}
      </p>
      <p>{t('custody.how.chain')}</p>
    </section>
  );
}
