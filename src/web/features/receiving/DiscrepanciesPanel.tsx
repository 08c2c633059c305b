/**
 * Dispatch's open discrepancies: pieces missing, damaged or refused at a hand-over, or missing
 * or unexpected at a receiving desk. Each is resolved with a note saying what became of the
 * pieces; the note goes into the order's custody record.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  DISCREPANCY_SOURCE_LABELS,
  resolveDiscrepancyRequest,
  type DiscrepancyResponse,
  type ResolveDiscrepancyRequest,
} from '@domain/discrepancies';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { fieldErrors, serverMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { useMessages } from '@web/i18n';
import { placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useOpenDiscrepancies, useResolveDiscrepancy } from './api';

export function discrepancyText(d: DiscrepancyResponse): string {
  return [
    d.missing.length ? `missing ${d.missing.join(', ')}` : '',
    d.unexpected.length ? `unexpected ${d.unexpected.join(', ')}` : '',
    ...d.exceptions.map((e) => `${e.piece} ${e.reason}: ${e.note}`),
  ]
    .filter(Boolean)
    .join('; ');
}

export function DiscrepanciesPanel() {
  const open = useOpenDiscrepancies();
  if (!open.data || open.data.length === 0) return null;
  return (
    <section
      aria-labelledby="discrepancies-title"
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2 id="discrepancies-title" className="font-semibold text-red-950">
        Piece discrepancies ({open.data.length})
      </h2>
      <ul className="space-y-3">
        {open.data.map((d) => (
          <DiscrepancyItem key={d.id} discrepancy={d} />
        ))}
      </ul>
    </section>
  );
}

function DiscrepancyItem({ discrepancy: d }: { discrepancy: DiscrepancyResponse }) {
  const [resolving, setResolving] = useState(false);
  const resolve = useResolveDiscrepancy(d.id);
  const { fieldErrorList } = useMessages();
  const resolver = useWordedResolver<ResolveDiscrepancyRequest, ResolveDiscrepancyRequest>(
    resolveDiscrepancyRequest,
  );
  const form = useForm<ResolveDiscrepancyRequest>({
    resolver,
    defaultValues: { resolution: '' },
  });
  const titleId = useId();
  const fieldError = form.formState.errors.resolution?.message;
  const serverNamedField = resolve.error ? 'resolution' in fieldErrors(resolve.error) : false;
  const submit = form.handleSubmit((values) =>
    resolve.mutate(values, { onError: (error) => placeServerErrors(form, error, fieldErrorList) }),
  );
  return (
    <li aria-labelledby={titleId} className="space-y-2 rounded-md bg-white p-3 text-sm text-slate-900">
      <p id={titleId} className="font-medium">
        #{d.displayNumber} · {DISCREPANCY_SOURCE_LABELS[d.source]}: {discrepancyText(d)}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
        <time dateTime={d.openedAt}>{formatDateTime(d.openedAt)}</time>
        <Link href={`/orders/${d.orderId}/custody`} className="font-medium text-teal-800 underline">
          Custody record of #{d.displayNumber}
        </Link>
      </p>
      {resolving ? (
        <form onSubmit={submit} noValidate className="space-y-2">
          <Field label={`How was #${d.displayNumber} resolved?`} error={fieldError}>
            <Textarea rows={2} maxLength={1000} {...form.register('resolution')} />
          </Field>
          {resolve.error && !serverNamedField ? (
            <p role="alert" className="text-red-700">
              {serverMessage(resolve.error, 'The discrepancy could not be resolved. Please try again.')}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" pending={resolve.isPending} pendingText="Saving…">
              Save resolution
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setResolving(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setResolving(true)}>
          Resolve #{d.displayNumber}
        </Button>
      )}
    </li>
  );
}
