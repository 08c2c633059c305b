/** /admin/orders/:id/auto-dispatch: the admin's view of one order's auto-dispatch decisions. */
import { Link, useParams } from 'wouter';
import { displayNumber } from '@domain/display';
import { PageHeader } from '@web/components/PageHeader';
import { AutoDispatchLogPanel } from './AutoDispatchLogPanel';

export function OrderDispatchLogPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0)
    return <p className="text-sm text-slate-600">This is not an order number.</p>;
  return (
    <>
      <PageHeader
        title={`Dispatch of #${displayNumber(id)}`}
        actions={
          <Link href="/admin-dashboard" className="text-sm text-teal-700 hover:underline">
            Back to the orders
          </Link>
        }
      />
      <AutoDispatchLogPanel orderId={id} />
    </>
  );
}
