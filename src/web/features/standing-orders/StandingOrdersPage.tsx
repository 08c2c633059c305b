/**
 * Standing orders: the list with next days and actions, and a form for a new one. A client's own;
 * dispatch sees every client's, each named, and sets one up for a client it picks by name.
 */
import { PageHeader } from '@web/components/PageHeader';
import { useAuthUser } from '@web/features/auth';
import { PageSpinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api';
import { useStandingOrders } from './api/list-standing-orders';
import { NewStandingOrderForm } from './NewStandingOrderForm';
import { StandingOrderCard } from './StandingOrderCard';

export function StandingOrdersPage() {
  const list = useStandingOrders();
  const admin = useAuthUser()?.role === 'admin';
  return (
    <>
      <PageHeader
        title="Standing orders"
        description="Runs that repeat, like the 7 am specimen pickup: set them up once and each one is booked for you."
      />
      <div className="space-y-6">
        <section aria-labelledby="standing-list-title" className="space-y-3">
          <h2 id="standing-list-title" className="text-lg font-semibold text-slate-900">
            {admin ? 'Every client’s standing orders' : 'Your standing orders'}
          </h2>
          {list.isPending ? (
            <PageSpinner label="Loading standing orders…" />
          ) : list.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(list.error, 'Standing orders could not be loaded. Please reload the page.')}
            </p>
          ) : list.data.length === 0 ? (
            <p className="text-sm text-slate-600">
              No standing orders yet. Set one up below for a pickup that happens on a schedule.
            </p>
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
