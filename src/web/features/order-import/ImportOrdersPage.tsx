/**
 * Bulk import (decision 016): a client uploads a CSV of orders; an admin chooses the client by
 * name (or sends a file naming each order's client). The file's date format is chosen here, never
 * guessed. All or nothing: the page lists the orders created (dispatch approves them at once), or
 * every row to fix.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Download, Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClientListItem } from '@domain/clients';
import {
  IMPORT_DATE_FORMATS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ImportDateFormat,
} from '@domain/order-import';
import type { OrderResponse } from '@domain/orders';
import { ClientPicker } from '@web/components/ClientPicker';
import { NativeSelect } from '@web/components/ui/input';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAuthUser } from '@web/lib/session';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError } from '@web/lib/api';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { keyToPath } from '@web/lib/query-client';
import { CreatedOrders } from './CreatedOrders';
import { ImportProblemsTable } from './ImportProblemsTable';
import { importProblems, TEMPLATE_URL, uploadImport, type ShownProblem } from './upload-import';
import { isDispatch } from '@domain/capabilities';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'created'; orders: OrderResponse[] }
  | { kind: 'refused'; message: string; problems: ShownProblem[] };

const MIB = MAX_IMPORT_BYTES / 1024 / 1024;
const DATE_EXAMPLES: Readonly<Record<ImportDateFormat, string>> = {
  'YYYY-MM-DD': '2026-11-30',
  'MM/DD/YYYY': '11/30/2026',
  'DD/MM/YYYY': '30/11/2026',
};

export function ImportOrdersPage() {
  const { t, errorText } = useMessages();
  const admin = isDispatch(useAuthUser());
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const formatId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // One key per chosen file: sending it again is answered once, a new file is a new import.
  const [key, setKey] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [chooseFirst, setChooseFirst] = useState(false);
  const [dateFormat, setDateFormat] = useState<ImportDateFormat>('YYYY-MM-DD');
  const [client, setClient] = useState<ClientListItem | null>(null);
  const refreshOrders = () =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => /^\/api\/(orders|stats|admin\/stats)/.test(keyToPath(queryKey)),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setChooseFirst(true);
    setOutcome({ kind: 'uploading', fraction: 0 });
    try {
      const result = await uploadImport(file, {
        idempotencyKey: key,
        onProgress: (fraction) => setOutcome({ kind: 'uploading', fraction }),
        dateFormat,
        clientId: admin ? client?.id : undefined,
      });
      setOutcome({ kind: 'created', orders: result.orders });
      form.current?.reset();
      setFile(null);
      // Order lists and figures everywhere now hold more orders.
      refreshOrders();
    } catch (error) {
      setOutcome({
        kind: 'refused',
        // An answer of the server says what it refused; no answer means the upload never arrived.
        message: errorText(
          error,
          error instanceof ApiError ? 'orderImport.failed' : 'orderImport.unreachable',
        ),
        problems: importProblems(error),
      });
    }
  }

  const uploading = outcome.kind === 'uploading';
  return (
    <>
      <PageHeader
        title={t('orderImport.title')}
        description={t('orderImport.description')}
        actions={
          <Button asChild variant="outline">
            <a href={TEMPLATE_URL} download>
              <Download aria-hidden="true" />
              {t('orderImport.template')}
            </a>
          </Button>
        }
      />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('orderImport.upload')}</CardTitle>
            <CardDescription id={hintId}>
              {t('orderImport.help')} {admin ? `${t('orderImport.helpAdmin')} ` : ''}
              {t('orderImport.limits', { rows: MAX_IMPORT_ROWS, megabytes: MIB })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form ref={form} onSubmit={submit} className="flex flex-col gap-4">
              {admin ? (
                <ClientPicker
                  value={client}
                  onChange={(next) => {
                    setClient(next);
                    setKey(newIdempotencyKey());
                  }}
                  hint={t('orderImport.clientHint')}
                />
              ) : null}
              <div className="flex max-w-sm flex-col gap-1.5">
                <label htmlFor={formatId} className="text-sm font-medium text-slate-900">
                  {t('orderImport.dateFormat')}
                </label>
                <NativeSelect
                  id={formatId}
                  value={dateFormat}
                  disabled={uploading}
                  onChange={(e) => {
                    setDateFormat(e.target.value as ImportDateFormat);
                    setKey(newIdempotencyKey());
                  }}
                >
                  {IMPORT_DATE_FORMATS.map((f) => (
                    <option key={f} value={f}>
                      {f} ({DATE_EXAMPLES[f]})
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
                    {t('orderImport.file')}
                  </label>
                  <input
                    id={inputId}
                    type="file"
                    accept=".csv,text/csv"
                    aria-describedby={hintId}
                    aria-invalid={chooseFirst || undefined}
                    disabled={uploading}
                    onChange={(e) => {
                      setFile(e.target.files?.[0] ?? null);
                      setKey(newIdempotencyKey());
                      setChooseFirst(false);
                    }}
                    className="block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-teal-600"
                  />
                  {chooseFirst ? (
                    <p role="alert" className="text-sm text-red-700">
                      {t('orderImport.chooseFirst')}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" pending={uploading} pendingText={t('orderImport.pending')}>
                  <Upload aria-hidden="true" />
                  {t('orderImport.submit')}
                </Button>
              </div>
            </form>
            {uploading ? (
              <div className="mt-4">
                <label className="text-sm text-slate-700">
                  {t(outcome.fraction < 1 ? 'orderImport.uploading' : 'orderImport.checking')}
                  <progress
                    className="mt-1 block h-2 w-full accent-teal-700"
                    max={1}
                    value={outcome.fraction < 1 ? outcome.fraction : undefined}
                  />
                </label>
              </div>
            ) : null}
          </CardContent>
        </Card>

        <div role="status" aria-live="polite">
          {outcome.kind === 'created' ? (
            <CreatedOrders orders={outcome.orders} admin={admin} onApproved={refreshOrders} />
          ) : null}
        </div>

        {outcome.kind === 'refused' ? (
          <section aria-labelledby="problems-title" className="space-y-3">
            <h2 id="problems-title" className="text-lg font-semibold text-slate-900">
              {t('orderImport.nothing')}
            </h2>
            <p role="alert" className="text-sm text-red-700">
              {outcome.message}
            </p>
            {outcome.problems.length > 0 ? (
              <>
                <p className="text-sm text-slate-600">{t('orderImport.rowsHelp')}</p>
                <ImportProblemsTable problems={outcome.problems} />
              </>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
