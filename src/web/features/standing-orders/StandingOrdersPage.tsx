/**
 * Standing orders: the list with next days and actions, and a form for a new one. A client's own;
 * dispatch sees every client's, each named, and sets one up for a client it picks by name.
 */
import { PageHeader } from '@web/components/PageHeader';
import { useAuthUser } from '@web/lib/session';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { useStandingOrders } from './api/list-standing-orders';
import { NewStandingOrderForm } from './NewStandingOrderForm';
import { StandingOrderCard } from './StandingOrderCard';
import { isDispatch } from '@domain/capabilities';

export function StandingOrdersPage() {
  const list = useStandingOrders();
  const admin = isDispatch(useAuthUser());
  const { t, errorText } = useMessages();
  return (
    <>
      <PageHeader title={t('standing.page.title')} description={t('standing.page.description')} />
      <div className="space-y-6">
        <section aria-labelledby="standing-list-title" className="space-y-3">
          <h2 id="standing-list-title" className="text-lg font-semibold text-slate-900">
            {admin ? t('standing.page.listAll') : t('standing.page.listOwn')}
          </h2>
          {list.isPending ? (
            <PageSpinner label={t('standing.page.loading')} />
          ) : list.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(list.error, 'standing.page.loadFailed')}
            </p>
          ) : list.data.length === 0 ? (
            <p className="text-sm text-slate-600">{t('standing.page.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {list.data.map((standing) => (
                <StandingOrderCard key={standing.id} standing={standing} showClient={admin} />
              ))}
            </ul>
          )}
        </section>
        <NewStandingOrderForm forAnyClient={admin} />
      </div>
    </>
  );
}
