/**
 * One order of the table. Below the lg breakpoint each row becomes a card (cells stack with their
 * own small labels), so a phone gets the same rows and buttons without sideways scrolling.
 * The buttons are the state machine's (allowedActions(status, 'admin')): the same table the server enforces.
 */
import { memo, type ReactNode } from 'react';
import { ArrowRight, Ban, MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { allowedActions } from '@domain/order-state';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { PRIORITY_LABELS, SERVICE_LABELS } from '@web/lib/order-labels';
import { paymentState } from '@web/lib/orders';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { formatCreated, formatMoney, shortAddress } from '../format';
import { AddressReview } from './AddressReview';

/** Approving an order nobody paid bills it on account: said beside the button before the click. */
const UNPAID_APPROVE = 'Unpaid: bills on account';
const UNCHECKED_APPROVE = 'Confirm the approximate address first';
import { DispatchNotes } from './DispatchNotes';

export type RowAction = 'approve' | 'decline' | 'assign' | 'message' | 'cancel';

type Props = {
  order: OrderResponse;
  pulsing: boolean;
  fresh: boolean;
  busy: boolean;
  /** Why auto-dispatch handed this order to a dispatcher, if it did. */
  escalation?: string | undefined;
  onAction: (action: RowAction, order: OrderResponse) => void;
};

/** Which buttons an order gets: an Assign only while confirmed with nobody on it, Cancel once past pending. */
export function rowActions(order: Pick<OrderResponse, 'status' | 'driverId'>): RowAction[] {
  const allowed = allowedActions(order.status, 'admin');
  const actions: RowAction[] = [];
  if (allowed.includes('approve')) actions.push('approve');
  if (allowed.includes('decline')) actions.push('decline');
  if (allowed.includes('assign') && order.driverId === null) actions.push('assign');
  actions.push('message');
  // A pending order is refused with Decline (its 'no' transition); Cancel beside it would be a second 'no'.
  if (allowed.includes('cancel') && !allowed.includes('decline')) actions.push('cancel');
  return actions;
}

/** `inner` sizes the content: a table cell ignores max-width, a block inside it does not. */
function Cell({
  label,
  className,
  inner,
  children,
}: {
  label: string;
  className?: string;
  inner?: string;
  children: ReactNode;
}) {
  return (
    <td className={cn('align-top lg:px-2 lg:py-3 lg:first:pl-4', className)}>
      <span className="block text-xs text-slate-500 lg:hidden">{label}</span>
      <div className={inner}>{children}</div>
    </td>
  );
}

function clientName(order: OrderResponse): { main: string; sub: string | null } {
  const c = order.client;
  if (!c) return { main: `Client ${order.clientId}`, sub: null };
  const person = `${c.firstName} ${c.lastName}`.trim();
  return c.organizationName ? { main: c.organizationName, sub: person } : { main: person, sub: null };
}

export const OrderRow = memo(function OrderRow({ order, pulsing, fresh, busy, escalation, onAction }: Props) {
  const addressUnchecked = order.pickupNeedsReview || order.deliveryNeedsReview;
  const number = `#${order.displayNumber}`;
  const client = clientName(order);
  const driver = order.driver ? `${order.driver.user.firstName} ${order.driver.user.lastName}` : null;
  const actions = rowActions(order);
  const showNew = fresh && order.status === 'pending';

  return (
    <tr
      data-order-id={order.id}
      data-highlight={pulsing ? 'true' : undefined}
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-2 border-b border-slate-200 p-4 text-sm transition-colors duration-1000 sm:grid-cols-3 lg:table-row lg:p-0',
        // A light wash and a bar on the left edge: seen at once, and the amber Pending badge still stands out.
        pulsing
          ? 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-500)] duration-200'
          : 'bg-white hover:bg-slate-50',
      )}
    >
      <Cell label="Order" className="whitespace-nowrap">
        <span className="font-semibold text-slate-900 tabular-nums">{number}</span>
        {showNew ? (
          <span className="ml-2 rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold text-white lg:mt-1 lg:ml-0 lg:block lg:w-fit">
            New
          </span>
        ) : null}
        {/* Under the number, not among the buttons: the actions column has no room left at 1440 px. */}
        <Link
          href={`/orders/${order.id}/custody`}
          aria-label={`Custody certificate for ${number}`}
          className="ml-2 text-xs text-teal-700 hover:underline lg:ml-0 lg:block lg:w-fit"
        >
          Custody
        </Link>
        <Link
          href={`/admin/orders/${order.id}/auto-dispatch`}
          aria-label={`Auto-dispatch log for ${number}`}
          className="ml-2 text-xs text-teal-700 hover:underline lg:ml-0 lg:block lg:w-fit"
        >
          Dispatch log
        </Link>
      </Cell>
      <Cell label="Client" inner="lg:max-w-32">
        <span className="block truncate font-medium text-slate-900" title={client.main}>
          {client.main}
        </span>
        {client.sub ? <span className="block truncate text-xs text-slate-600">{client.sub}</span> : null}
      </Cell>
      <Cell label="Route" className="col-span-2 sm:col-span-1" inner="lg:w-40">
        {/* One line per end, cut short on a narrow column; the full addresses are in the tooltip. */}
        <span className="block" title={`${order.pickupAddress} to ${order.deliveryAddress}`}>
          <span className="flex items-baseline gap-1">
            <span className="truncate">{shortAddress(order.pickupAddress)}</span>
            <span className="shrink-0 text-xs whitespace-nowrap text-slate-600">· {order.distance} mi</span>
          </span>
          <span className="flex items-center gap-1">
            <ArrowRight className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">to</span>
            <span className="truncate">{shortAddress(order.deliveryAddress)}</span>
          </span>
        </span>
        <AddressReview order={order} />
      </Cell>
      {/* Service and priority share a column: at 1440 px ten columns plus the buttons do not fit. */}
      <Cell label="Service and priority" inner="lg:max-w-32">
        <span className="block">{SERVICE_LABELS[order.serviceType]}</span>
        <span
          className={cn(
            'block text-xs',
            order.priority === 'emergency' ? 'font-semibold text-red-800' : 'text-slate-600',
          )}
        >
          {PRIORITY_LABELS[order.priority]}
          <span className="sr-only"> priority</span>
        </span>
      </Cell>
      <Cell label="Status">
        <StatusBadge status={order.status} />
        {escalation && order.status === 'confirmed' ? (
          <p className="mt-1 max-w-48 text-xs break-words" data-testid="needs-dispatcher">
            <span className="font-semibold text-red-800">Needs dispatcher:</span> {escalation}
          </p>
        ) : null}
        <DispatchNotes order={order} />
      </Cell>
      <Cell label="Total" className="tabular-nums lg:text-right">
        {formatMoney(order.totalCost)}
        <span data-testid="order-payment" className="block text-xs font-normal text-slate-600">
          {paymentState(order).label}
        </span>
      </Cell>
      <Cell label="Created" className="text-slate-700">
        <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)} className="lg:block lg:w-20">
          {formatCreated(order.createdAt)}
        </time>
      </Cell>
      <Cell label="Driver" inner="lg:max-w-28">
        {driver ?? <span className="text-slate-500">Unassigned</span>}
      </Cell>
      <td className="col-span-2 align-top sm:col-span-3 lg:py-2 lg:pr-4 lg:pl-2">
        <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
          {actions.includes('approve') ? (
            <span className="flex flex-col items-start gap-0.5">
              <Button
                size="sm"
                pending={busy}
                // The server refuses an approval while an approximate address is unconfirmed: the
                // button says so instead of failing after the click.
                disabled={addressUnchecked}
                aria-label={`Approve ${number}`}
                aria-describedby={`approve-note-${order.id}`}
                onClick={() => onAction('approve', order)}
              >
                Approve
              </Button>
              <span id={`approve-note-${order.id}`} className="text-xs text-slate-600">
                {addressUnchecked
                  ? UNCHECKED_APPROVE
                  : order.paymentStatus === 'unpaid'
                    ? UNPAID_APPROVE
                    : ''}
              </span>
            </span>
          ) : null}
          {actions.includes('decline') ? (
            <Button
              size="sm"
              variant="outline"
              className="text-red-800"
              disabled={busy}
              aria-label={`Decline ${number}`}
              onClick={() => onAction('decline', order)}
            >
              Decline
            </Button>
          ) : null}
          {actions.includes('assign') ? (
            <Button
              size="sm"
              aria-label={`Assign Driver to ${number}`}
              onClick={() => onAction('assign', order)}
            >
              Assign Driver
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            aria-label={`Message client about ${number}`}
            title="Message client"
            onClick={() => onAction('message', order)}
          >
            <MessageSquare aria-hidden="true" />
            <span className="lg:sr-only">Message</span>
          </Button>
          {actions.includes('cancel') ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-slate-600"
              aria-label={`Cancel ${number}`}
              title="Cancel order"
              onClick={() => onAction('cancel', order)}
            >
              <Ban aria-hidden="true" />
              <span className="lg:sr-only">Cancel</span>
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
});
