/** Client dashboard: stats, the New Delivery Request form, and the collapsible cards. */
import { Redirect } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { useAuthUser } from '@web/features/auth';
import { OrderForm } from './OrderForm';
import { SideCards } from './SideCards';
import { StatTiles } from './StatTiles';

export function ClientDashboardPage() {
  // The signed-in client's own id, never a hard-coded id.
  const user = useAuthUser();
  if (!user) return <Redirect to="/login" replace />;
  return (
    <>
      <PageHeader
        title="Client Dashboard"
        description="Request deliveries and follow them from pickup to drop-off."
      />
      <div className="space-y-6">
        <StatTiles clientId={user.id} />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <OrderForm />
          </div>
          <aside aria-label="Your deliveries">
            <SideCards clientId={user.id} />
          </aside>
        </div>
      </div>
    </>
  );
}
