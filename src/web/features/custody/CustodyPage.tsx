/**
 * /orders/:id/custody: the order's chain-of-custody certificate for its client and for dispatch.
 * The timeline with every proof and signature, the server's verification of the hash chain and
 * the final hash, printable from the browser (the app's navigation is hidden in print), and the
 * same certificate as a PDF the server draws.
 */
import { ArrowLeft, FileDown, Printer, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { displayNumber } from '@domain/display';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuthUser } from '@web/lib/session';
import { useMessages } from '@web/i18n';
import { isNotThere } from '@domain/error-codes';
import { errorCode } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import type { CustodyResponse } from '@domain/custody-answers';
import { useCustody } from './api/get-custody';
import { BrowserCheck } from './BrowserCheck';
import { useCustodyWords, verdict } from './custody-format';
import { CustodyTimeline } from './CustodyTimeline';
import { PiecePaths } from './PiecePaths';
import { HowToVerify } from './HowToVerify';
import { isDispatch } from '@domain/capabilities';

export function CustodyPage() {
  const { t } = useMessages();
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const custody = useCustody(id);
  const user = useAuthUser();
  // Dispatch reaches the certificate from its order table, a client from Order History.
  const back = isDispatch(user) ? '/admin-dashboard' : '/orders';

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title={t('custody.title')}
          description={id ? t('custody.order', { number: displayNumber(id) }) : undefined}
          actions={
            <>
              <Button asChild variant="outline">
                <Link href={back}>
                  <ArrowLeft aria-hidden="true" />
                  {t('custody.orders')}
                </Link>
              </Button>
              <Button variant="outline" onClick={() => window.print()} disabled={!custody.data}>
                <Printer aria-hidden="true" />
                {t('custody.print')}
              </Button>
              {custody.data ? (
                <Button asChild>
                  <a href={`/api/orders/${custody.data.orderId}/custody/pdf`} download>
                    <FileDown aria-hidden="true" />
                    {t('custody.pdf')}
                  </a>
                </Button>
              ) : null}
            </>
          }
        />
      </div>
      {id === null || isNotThere(errorCode(custody.error)) ? (
        <Card role="alert" className="p-6 text-slate-700">
          {t('custody.notFound')}
        </Card>
      ) : custody.isPending ? (
        <PageSpinner label={t('custody.loading')} />
      ) : custody.isError ? (
        <Card role="alert" className="p-6 text-red-800">
          {t('custody.loadFailed')}
        </Card>
      ) : (
        <Certificate data={custody.data} />
      )}
    </>
  );
}

function Certificate({ data }: { data: CustodyResponse }) {
  const { t } = useMessages();
  const word = useCustodyWords();
  const { verification } = data;
  return (
    <Card
      aria-label={t('custody.label', { number: data.displayNumber })}
      className="mx-auto max-w-3xl space-y-8 p-5 sm:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <p className="text-xl font-bold text-teal-800">MedLink</p>
          <p className="text-sm text-slate-600">{t('custody.kind')}</p>
        </div>
        <div className="text-sm sm:text-right">
          <p className="text-lg font-semibold text-slate-900">
            {t('custody.order', { number: data.displayNumber })}
          </p>
          <p className="text-slate-600">{t('custody.entries', { count: data.entries.length })}</p>
        </div>
      </header>

      <Subject subject={data.subject} />

      <section
        aria-labelledby="verification"
        data-testid="verification"
        data-valid={verification.valid ? 'true' : 'false'}
        className={cn(
          'space-y-2 rounded-lg border p-4 break-inside-avoid',
          verification.valid ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50',
        )}
      >
        <h2
          id="verification"
          className={cn(
            'flex items-center gap-2 font-semibold',
            verification.valid ? 'text-emerald-900' : 'text-red-900',
          )}
        >
          {verification.valid ? (
            <ShieldCheck className="size-5" aria-hidden="true" />
          ) : (
            <ShieldAlert className="size-5" aria-hidden="true" />
          )}
          {t(verification.valid ? 'custody.verified' : 'custody.notVerified')}
        </h2>
        <p className={verification.valid ? 'text-sm text-emerald-950' : 'text-sm text-red-950'}>
          {word(verdict(verification))}
        </p>
        <div className="text-sm">
          <p className="font-medium text-slate-800">{t('custody.finalHash')}</p>
          <p data-testid="final-hash" className="font-mono text-xs break-all text-slate-900">
            {verification.finalHash ?? t('custody.noHash')}
          </p>
        </div>
        <BrowserCheck data={data} />
      </section>

      <PiecePaths entries={data.entries} />

      <section aria-labelledby="timeline" className="space-y-4">
        <h2 id="timeline" className="text-base font-semibold text-slate-900">
          {t('custody.timeline')}
        </h2>
        <CustodyTimeline orderId={data.orderId} entries={data.entries} brokenAt={verification.brokenAt} />
      </section>

      <HowToVerify />
    </Card>
  );
}

/** Whose order, what was carried, from where to where: what the chain below certifies. */
function Subject({ subject }: { subject: CustodyResponse['subject'] }) {
  const { t } = useMessages();
  const bookedBy: [string, string][] =
    subject.bookedBy !== subject.client ? [[t('custody.subject.bookedBy'), subject.bookedBy]] : [];
  const rows: [string, string][] = [
    [t('custody.subject.client'), subject.client],
    ...bookedBy,
    [t('custody.subject.item'), subject.itemDescription],
    [t('custody.subject.pieces'), String(subject.pieces)],
    [t('custody.subject.temperature'), t(`temperature.${subject.temperatureClass}`)],
    [
      t('custody.subject.from'),
      [subject.pickupContactName, subject.pickupAddress].filter(Boolean).join(', '),
    ],
    [
      t('custody.subject.to'),
      [subject.deliveryContactName, subject.deliveryAddress].filter(Boolean).join(', '),
    ],
  ];
  return (
    <section aria-labelledby="subject" className="break-inside-avoid">
      <h2 id="subject" className="sr-only">
        {t('custody.subject.title')}
      </h2>
      <dl data-testid="custody-subject" className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
