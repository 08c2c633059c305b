/**
 * Billing records what happened to an open invoice: a payment received (check, ACH, card) or a
 * credit note that adjusts it down. The amount starts at the balance; the server refuses more
 * than the balance, and says so here.
 */
import { useForm } from 'react-hook-form';
import {
  creditNoteRequest,
  INVOICE_PAYMENT_METHODS,
  recordPaymentRequest,
  type CreditNoteRequest,
  type InvoicePaymentMethod,
  type InvoiceSummary,
  type RecordPaymentRequest,
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
import { useMessages } from '@web/i18n/use-messages';
import { fieldErrors } from '@web/lib/api';
import { placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useCreditNote, useRecordPayment } from './api';

export type Adjustment = 'payment' | 'credit';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600';

type AdjustValues = { amount: string; method: InvoicePaymentMethod; reference: string; reason: string };

const toPayment = ({ amount, method, reference }: AdjustValues): RecordPaymentRequest => ({
  amount,
  method,
  reference: reference || null,
});
const toCredit = ({ amount, reason }: AdjustValues): CreditNoteRequest => ({ amount, reason });

/** Each kind's check: its request schema on the request the form stands for. */
const CHECKS = {
  payment: { schema: recordPaymentRequest, toRequest: toPayment },
  credit: { schema: creditNoteRequest, toRequest: toCredit },
} as const;

function AdjustForm({
  invoice,
  kind,
  onDone,
}: {
  invoice: InvoiceSummary;
  kind: Adjustment;
  onDone: () => void;
}) {
  const { t, errorText, money, fieldErrorList } = useMessages();
  const payment = useRecordPayment(invoice.id);
  const creditNote = useCreditNote(invoice.id);
  const mutation = kind === 'payment' ? payment : creditNote;
  const resolver = useWordedResolver<AdjustValues, unknown>(CHECKS[kind].schema, CHECKS[kind].toRequest);
  const form = useForm<AdjustValues, unknown, unknown>({
    resolver,
    defaultValues: { amount: invoice.balance, method: 'check', reference: '', reason: '' },
  });
  const { errors } = form.formState;
  const serverNamedField = mutation.error ? Object.keys(fieldErrors(mutation.error)).length > 0 : false;
  // The schema reads the amount into cents; the server is sent the amount as typed, to read it itself.
  const submit = form.handleSubmit(() => {
    const values = form.getValues();
    const onError = (error: unknown) => placeServerErrors(form, error, fieldErrorList);
    if (kind === 'payment') payment.mutate(toPayment(values), { onSuccess: onDone, onError });
    else creditNote.mutate(toCredit(values), { onSuccess: onDone, onError });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        label={t('billingConsole.amount')}
        error={errors.amount?.message}
        hint={t('billingConsole.balanceHint', { amount: money(invoice.balance) })}
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </Field>
      {kind === 'payment' ? (
        <>
          <Field label={t('billingConsole.method')} error={errors.method?.message}>
            <select className={SELECT} {...form.register('method')}>
              {INVOICE_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`paymentMethod.${m}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('billingConsole.reference')} error={errors.reference?.message}>
            <Input autoComplete="off" {...form.register('reference')} />
          </Field>
        </>
      ) : (
        <Field label={t('billingConsole.reason')} error={errors.reason?.message}>
          <Input autoComplete="off" {...form.register('reason')} />
        </Field>
      )}
      {mutation.error && !serverNamedField ? (
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
