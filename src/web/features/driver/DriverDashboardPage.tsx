import { Truck } from 'lucide-react';
import { ComingSoon } from '@web/components/ComingSoon';
import { PageHeader } from '@web/components/PageHeader';

export function DriverDashboardPage() {
  return (
    <>
      <PageHeader title="Driver Dashboard" description="Your jobs, deliveries and performance." />
      <ComingSoon icon={Truck}>
        Available jobs, active deliveries and performance are coming here next.
      </ComingSoon>
    </>
  );
}
