/**
 * Billing records what happened to an open invoice: a payment received (check, ACH, card) or a
 * credit note that adjusts it down. The amount starts at the balance; the server refuses more
 * than the balance, and says so here.
 */
import { useState, type FormEvent } from 'react';
import { INVOICE_PAYMENT_METHODS, type InvoicePaymentMethod, type InvoiceSummary } from '@domain/invoices';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/use-messages';
import { fieldErrors } from '@web/lib/api';
import { useCreditNote, useRecordPayment } from './api';

export type Adjustment = 'payment' | 'credit';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600';

function AdjustForm({
  invoice,
  kind,
  onDone,
}: {
  invoice: InvoiceSummary;
  kind: Adjustment;
  onDone: () => void;
}) {
  const { t, errorText, money } = useMessages();
  const payment = useRecordPayment(invoice.id);
  const creditNote = useCreditNote(invoice.id);
  const mutation = kind === 'payment' ? payment : creditNote;
  const [amount, setAmount] = useState(invoice.balance);
  const [method, setMethod] = useState<InvoicePaymentMethod>('check');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const errors = mutation.error ? fieldErrors(mutation.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'payment')
      payment.mutate({ amount, method, reference: reference || null }, { onSuccess: onDone });
    else creditNote.mutate({ amount, reason }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        label={t('billingConsole.amount')}
        error={errors.amount}
        hint={t('billingConsole.balanceHint', { amount: money(invoice.balance) })}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      {kind === 'payment' ? (
        <>
          <Field label={t('billingConsole.method')} error={errors.method}>
            <select
              className={SELECT}
              value={method}
              onChange={(e) => setMethod(e.target.value as InvoicePaymentMethod)}
            >
              {INVOICE_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`paymentMethod.${m}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('billingConsole.reference')} error={errors.reference}>
            <Input autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
          </Field>
        </>
      ) : (
        <Field label={t('billingConsole.reason')} error={errors.reason}>
          <Input autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      )}
      {mutation.error && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(mutation.error, 'billingConsole.recordFailed')}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('billingConsole.close')}
        </Button>
        <Button type="submit" pending={mutation.isPending} pendingText={t('billingConsole.saving')}>
          {t(kind === 'payment' ? 'billingConsole.recordPayment' : 'billingConsole.issueCreditNote')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function AdjustInvoiceDialog({
  target,
  onClose,
}: {
  target: { invoice: InvoiceSummary; kind: Adjustment } | null;
  onClose: () => void;
}) {
  const { t, money } = useMessages();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {t(target.kind === 'payment' ? 'billingConsole.paymentTitle' : 'billingConsole.creditTitle', {
                  number: target.invoice.number,
                })}
              </DialogTitle>
              <DialogDescription>
                {t('billingConsole.dialogText', {
                  organization: target.invoice.organizationName,
                  total: money(target.invoice.total),
                  balance: money(target.invoice.balance),
                })}
              </DialogDescription>
            </DialogHeader>
            <AdjustForm
              key={`${target.invoice.id}-${target.kind}`}
              invoice={target.invoice}
              kind={target.kind}
              onDone={onClose}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
