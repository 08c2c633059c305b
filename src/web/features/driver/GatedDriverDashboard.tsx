import { DriverApprovalGate } from './DriverApprovalGate';
import { DriverDashboardPage } from './DriverDashboardPage';

/** A driver dispatch has not approved sees why instead of the dashboard (issue 14, finding 7). */
export function GatedDriverDashboard() {
  return (
    <DriverApprovalGate>
      <DriverDashboardPage />
    </DriverApprovalGate>
  );
}
