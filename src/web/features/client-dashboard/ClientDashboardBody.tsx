/** Everything under the dashboard's heading: stats, the New Delivery Request form, the side cards. */
import { OrderForm } from './OrderForm';
import { SideCards } from './SideCards';
import { StatTiles } from './StatTiles';

export function ClientDashboardBody({ clientId }: { clientId: number }) {
  return (
    <div className="space-y-6">
      <StatTiles clientId={clientId} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OrderForm />
        </div>
        <aside aria-label="Your deliveries">
          <SideCards clientId={clientId} />
        </aside>
      </div>
    </div>
  );
}
