/** Everything under the dashboard's heading: stats, the New Delivery Request form, the side cards. */
import { startTransition, useEffect, useState } from 'react';
import { OrderForm } from './OrderForm';
import { SideCards } from './SideCards';
import { StatTiles } from './StatTiles';

export function ClientDashboardBody({ clientId }: { clientId: number }) {
  // The side cards render and commit after the form, in a transition of their own: one commit of
  // the whole body was one of the dashboard's longest tasks on a phone. They sit below the form at
  // a phone's width and beside it on a wide screen, so nothing shown moves when they arrive.
  const [sideCards, setSideCards] = useState(false);
  useEffect(() => startTransition(() => setSideCards(true)), []);
  return (
    <div className="space-y-6">
      <StatTiles clientId={clientId} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OrderForm />
        </div>
        {sideCards ? (
          <aside aria-label="Your deliveries">
            <SideCards clientId={clientId} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
