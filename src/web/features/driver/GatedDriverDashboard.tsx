import { DriverApprovalGate } from './DriverApprovalGate';
import { DriverDashboardPage } from './DriverDashboardPage';

/** A driver dispatch has not approved sees why instead of the dashboard. */
export function GatedDriverDashboard() {
  return (
    <DriverApprovalGate>
      <DriverDashboardPage />
    </DriverApprovalGate>
  );
}
