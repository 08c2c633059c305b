import { ClipboardList } from 'lucide-react';
import { ComingSoon } from '@web/components/ComingSoon';
import { PageHeader } from '@web/components/PageHeader';

export function OrdersPage() {
  return (
    <>
      <PageHeader title="Order History" description="Every delivery you have requested." />
      <ComingSoon icon={ClipboardList}>
        Search, filters, receipts and export of your orders are coming here next.
      </ComingSoon>
    </>
  );
}
