/**
 * Billing records what happened to an open invoice: a payment received (check, ACH, card) or a
 * credit note that adjusts it down. The amount starts at the balance; the server refuses more
 * than the balance, and says so here.
 */
import { useState, type FormEvent } from 'react';
import {
  dollars,
  INVOICE_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type InvoicePaymentMethod,
  type InvoiceSummary,
} from '@domain/invoices';
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
import { fieldErrors, serverMessage } from '@web/lib/api';
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
      <Field label="Amount (USD)" error={errors.amount} hint={`Balance ${dollars(invoice.balance)}`}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      {kind === 'payment' ? (
        <>
          <Field label="Method" error={errors.method}>
            <select
              className={SELECT}
              value={method}
              onChange={(e) => setMethod(e.target.value as InvoicePaymentMethod)}
            >
              {INVOICE_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Check number or reference (optional)" error={errors.reference}>
            <Input autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
          </Field>
        </>
      ) : (
        <Field label="Reason" error={errors.reason}>
          <Input autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      )}
      {mutation.error && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(mutation.error, 'It could not be recorded. Please try again.')}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Close
        </Button>
        <Button type="submit" pending={mutation.isPending} pendingText="Saving…">
          {kind === 'payment' ? 'Record payment' : 'Issue credit note'}
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
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {target ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {target.kind === 'payment' ? 'Record a payment' : 'Issue a credit note'} for{' '}
                {target.invoice.number}
              </DialogTitle>
              <DialogDescription>
                {target.invoice.organizationName}, total {dollars(target.invoice.total)}, balance{' '}
                {dollars(target.invoice.balance)}.
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
