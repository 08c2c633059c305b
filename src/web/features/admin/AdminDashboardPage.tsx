import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '@web/components/ComingSoon';
import { PageHeader } from '@web/components/PageHeader';

export function AdminDashboardPage() {
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Approve orders, dispatch drivers and watch the numbers."
      />
      <ComingSoon icon={LayoutDashboard}>
        Order management, driver management and analytics are coming here next.
      </ComingSoon>
    </>
  );
}
