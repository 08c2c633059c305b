/**
 * What an import booked: every order created, each a link to where its owner follows it (the
 * client's tracking, dispatch's table searched for it), and for dispatch one button that approves
 * them all (POST /api/orders/approve), naming any it could not approve and why.
 */
import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import { bulkApproveResponse, type BulkApproveResponse } from '@domain/bulk-approve';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { apiParse } from '@web/lib/api';

type Props = { orders: OrderResponse[]; admin: boolean; onApproved: () => void };

const street = (address: string) => address.split(',')[0] ?? address;

export function CreatedOrders({ orders, admin, onApproved }: Props) {
  const { t, errorText, money } = useMessages();
  const [approving, setApproving] = useState(false);
  const [result, setResult] = useState<BulkApproveResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const approvable = orders.filter((o) => o.status === 'pending');

  async function approveAll() {
    setApproving(true);
    setFailure(null);
    try {
      setResult(
        await apiParse(bulkApproveResponse, 'POST', '/api/orders/approve', {
          orderIds: approvable.map((o) => o.id),
        }),
      );
      onApproved();
    } catch (error) {
      setFailure(errorText(error, 'orderImport.approveFailed'));
    } finally {
      setApproving(false);
    }
  }

  const approved = new Set(result?.approved ?? []);
  const refused = new Map((result?.refused ?? []).map((r) => [r.id, r.message]));
  return (
    <Card className="space-y-3 border-emerald-200 bg-emerald-50 p-4">
      <h2 className="font-medium text-emerald-950">{t('orderImport.created', { count: orders.length })}</h2>
      {admin && approvable.length > 0 && !result ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => void approveAll()}
            pending={approving}
            pendingText={t('orderImport.approving')}
          >
            <CheckCheck aria-hidden="true" />
            {t('orderImport.approveAll', { count: approvable.length })}
          </Button>
          <p className="text-sm text-emerald-950">{t('orderImport.onAccount')}</p>
        </div>
      ) : null}
      {result ? (
        <p className="text-sm font-medium text-emerald-950">
          {result.refused.length > 0
            ? t('orderImport.approvedSome', {
                approved: result.approved.length,
                refused: result.refused.length,
              })
            : t('orderImport.approvedCount', { approved: result.approved.length })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <ul aria-label={t('orderImport.list')} className="divide-y divide-emerald-200 text-sm">
        {orders.map((o) => (
          <li key={o.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-1.5">
            <Link
              href={admin ? `/admin-dashboard?q=${o.displayNumber}` : `/tracking?orderId=${o.id}`}
              className="font-semibold text-teal-900 underline underline-offset-2"
            >
              #{o.displayNumber}
            </Link>
            <span className="text-slate-800">
              {street(o.pickupAddress)} → {street(o.deliveryAddress)} · {money(o.totalCost)}
            </span>
            {approved.has(o.id) ? (
              <span className="text-emerald-900">{t('orderImport.approved')}</span>
            ) : null}
            {refused.has(o.id) ? (
              <span className="text-red-800">
                {t('orderImport.notApproved', { reason: refused.get(o.id) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {!admin ? (
        <p className="text-sm text-emerald-950">
          {t('orderImport.waitForPayment')}{' '}
          <Link href="/dashboard" className="underline">
            {t('orderImport.payOrCancel')}
          </Link>
          .
        </p>
      ) : null}
    </Card>
  );
}
