import { Truck } from 'lucide-react';
import { ComingSoon } from '@web/components/ComingSoon';
import { PageHeader } from '@web/components/PageHeader';

export function ClientDashboardPage() {
  return (
    <>
      <PageHeader
        title="Client Dashboard"
        description="Request deliveries and follow them from pickup to drop-off."
      />
      <ComingSoon icon={Truck}>
        Delivery stats, the New Delivery Request form and live tracking are coming here next.
      </ComingSoon>
    </>
  );
}
