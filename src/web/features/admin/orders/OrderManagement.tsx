/**
 * Order Management: filters, the paged table, and the dialogs its row actions open.
 * Approve and Decline act at once; Cancel asks first, since it cannot be undone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/components/ui/use-toast';
import type { OrderResponse } from '@domain/orders';
import { useUpdateOrderStatus, type StatusChange } from '../api/update-order-status';
import { errorToast } from '../error-toast';
import { AssignDriverDialog } from './AssignDriverDialog';
import { CancelOrderDialog } from './CancelOrderDialog';
import { MessageDialog } from './MessageDialog';
import { OrderFilters } from './OrderFilters';
import { OrdersTable, type RowAction } from './OrdersTable';
import { DeadlineBoard } from './DeadlineBoard';
import type { AdminOrderFilters } from './order-query';
import { useOrderHighlights } from './use-order-highlights';

type Open = { kind: 'assign' | 'message' | 'cancel'; order: OrderResponse } | null;

const DONE_WORDS: Record<StatusChange['status'], string> = {
  confirmed: 'approved',
  declined: 'declined',
  cancelled: 'cancelled',
};

type Props = { filters: AdminOrderFilters; onFiltersChange: (filters: AdminOrderFilters) => void };

export function OrderManagement({ filters, onFiltersChange }: Props) {
  const highlights = useOrderHighlights();
  const [open, setOpen] = useState<Open>(null);
  const update = useUpdateOrderStatus();
  // Which row's status change is in flight, so only that row's buttons wait.
  const busyId = update.isPending ? update.variables.order.id : null;

  const changeStatus = (change: StatusChange, after?: () => void) =>
    update.mutate(change, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Order Updated',
          description: `#${change.order.displayNumber} ${DONE_WORDS[change.status]}.`,
        });
        after?.();
      },
      onError: (error) => toast(errorToast('update', error)),
    });

  const handle = (action: RowAction, order: OrderResponse) => {
    if (action === 'approve') changeStatus({ order, status: 'confirmed' });
    else if (action === 'decline') changeStatus({ order, status: 'declined' });
    else setOpen({ kind: action, order });
  };
  // One stable callback for every row, so a live refetch re-renders only the rows that changed.
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  const onAction = useCallback(
    (action: RowAction, order: OrderResponse) => latest.current(action, order),
    [],
  );
  const close = () => setOpen(null);

  return (
    <div className="space-y-4">
      <DeadlineBoard />
      <OrderFilters filters={filters} onChange={onFiltersChange} />
      <OrdersTable filters={filters} highlights={highlights} busyId={busyId} onAction={onAction} />
      <p aria-live="polite" className="sr-only">
        {highlights.announcement}
      </p>
      <AssignDriverDialog order={open?.kind === 'assign' ? open.order : null} onClose={close} />
      <MessageDialog order={open?.kind === 'message' ? open.order : null} onClose={close} />
      <CancelOrderDialog
        order={open?.kind === 'cancel' ? open.order : null}
        pending={update.isPending}
        onConfirm={(order) => changeStatus({ order, status: 'cancelled' }, close)}
        onClose={close}
      />
    </div>
  );
}
