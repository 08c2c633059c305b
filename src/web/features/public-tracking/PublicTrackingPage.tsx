/**
 * /t/:token: the recipient's view of one delivery, with no account and no app navigation. It shows
 * only what the server's public answer holds (status, progress, ETA, the driver's first name, the
 * driver's position while in transit) and polls every 10 seconds, since there is no live socket
 * without a session.
 */
import { useState, type ReactNode } from 'react';
import { Clock, HeartPulse, LinkIcon, MapPin, Package, Phone, RefreshCw, Truck } from 'lucide-react';
import { useParams } from 'wouter';
import type { Language } from '@domain/languages';
import type { PublicTrackingResponse as PublicTracking } from '@domain/public-tracking';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorCode } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { useMessages, type Messages } from '@web/i18n';
import { WithMessages } from '@web/i18n/I18nProvider';
import { LanguageSwitch } from './LanguageSwitch';
import { POLL_MS, usePublicTracking } from './api/get-public-tracking';
import { PublicMap } from './PublicMap';
import { PublicSteps } from './PublicSteps';
import { clockTime } from './public-format';

/**
 * The page speaks the language the server chose for this reader (the order's, else the browser's,
 * else the sender's) until the reader picks the other one.
 */
export function PublicTrackingPage() {
  const { token = '' } = useParams<{ token: string }>();
  const tracking = usePublicTracking(token);
  const [picked, setPicked] = useState<Language | null>(null);
  return (
    <WithMessages language={picked ?? tracking.data?.language}>
      <PublicFrame tracking={tracking} onLanguage={setPicked} />
    </WithMessages>
  );
}

function PublicFrame({
  tracking,
  onLanguage,
}: {
  tracking: ReturnType<typeof usePublicTracking>;
  onLanguage: (language: Language) => void;
}) {
  const m = useMessages();
  const { t } = m;
  usePageTitle(t('public.title'));

  let body: ReactNode;
  // A link that is malformed or names no order: the page says the link is not valid.
  const code = errorCode(tracking.error);
  if (code === 'NOT_FOUND' || code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST') {
    body = <InvalidLink />;
  } else if (tracking.data) {
    body = <Tracking data={tracking.data} stale={tracking.isError} m={m} />;
  } else if (tracking.isError) {
    body = (
      <Card role="alert" className="p-6 text-red-800">
        {t('public.loadFailed', { seconds: POLL_MS / 1000 })}
      </Card>
    );
  } else {
    body = <PageSpinner label={t('public.loading')} />;
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-4">
          <span className="flex size-8 items-center justify-center rounded-lg bg-teal-700 text-white">
            <HeartPulse className="size-5" aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold tracking-tight text-slate-900">
            Med<span className="text-teal-700">Link</span>
          </span>
          <span className="ml-auto hidden text-sm text-slate-600 sm:inline">{t('public.title')}</span>
          <span className="ml-auto sm:ml-2">
            <LanguageSwitch value={m.language} onChange={onLanguage} />
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl space-y-4 px-4 py-6">
        {body}
      </main>
    </div>
  );
}

function InvalidLink() {
  const { t } = useMessages();
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <LinkIcon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{t('public.invalid')}</h1>
      <p className="max-w-sm text-slate-600">{t('public.invalidHelp')}</p>
    </Card>
  );
}

function Tracking({ data, stale, m }: { data: PublicTracking; stale: boolean; m: Messages }) {
  const { t } = m;
  const clock = (value: string) => clockTime(value, new Date(), m.locale);
  return (
    <>
      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold text-slate-900">
              {t('public.delivery', { number: data.displayNumber })}
            </h1>
            <p className="text-sm text-slate-700" data-testid="public-sender">
              {t('public.from')} <span className="font-semibold text-slate-900">{data.sender.name}</span>
            </p>
          </div>
          {/* Polite: a status that changes while the page is open is read out, without interrupting. */}
          <p aria-live="polite" data-testid="public-status">
            <span className="sr-only">{t('public.status')} </span>
            <span className="inline-flex rounded-full bg-teal-100 px-3 py-1 text-sm font-semibold text-teal-900">
              {t(`publicStatus.${data.status}`)}
            </span>
          </p>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <Fact icon={<MapPin className="size-4" aria-hidden="true" />} label={t('public.deliveringTo')}>
            {data.deliveryCity}
          </Fact>
          <Fact icon={<Clock className="size-4" aria-hidden="true" />} label={t('public.eta')}>
            <span data-testid="public-eta">{etaText(data, m, clock)}</span>
          </Fact>
          {beforePickup(data.status) && data.pickupBy ? (
            <Fact icon={<Package className="size-4" aria-hidden="true" />} label={t('public.pickUpBy')}>
              <span data-testid="public-pickup-by">{m.zonedTime(data.pickupBy)}</span>
            </Fact>
          ) : null}
          <Fact icon={<Truck className="size-4" aria-hidden="true" />} label={t('public.driver')}>
            {data.driverFirstName ?? t('public.notAssigned')}
          </Fact>
        </dl>
      </Card>

      {data.position ? (
        <Card className="space-y-2 p-5" aria-labelledby="public-map">
          <h2 id="public-map" className="text-sm font-semibold text-slate-900">
            {t('public.where')}
          </h2>
          <PublicMap
            latitude={data.position.latitude}
            longitude={data.position.longitude}
            displayNumber={data.displayNumber}
          />
          <p className="text-xs text-slate-600">
            {t('public.positionAt', { time: clock(data.position.at) })}
          </p>
        </Card>
      ) : null}

      <Card className="p-5" aria-labelledby="public-progress">
        <h2 id="public-progress" className="mb-3 text-sm font-semibold text-slate-900">
          {t('public.progress')}
        </h2>
        <PublicSteps steps={data.steps} />
      </Card>

      <Card className="flex items-start gap-3 p-5 text-sm text-slate-800" aria-labelledby="public-help">
        <Phone className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
        <div>
          <h2 id="public-help" className="font-semibold text-slate-900">
            {t('public.questions')}
          </h2>
          {data.sender.phone ? (
            <p>
              {t('public.call', { name: data.sender.name })}{' '}
              <a
                href={`tel:${data.sender.phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-teal-800 underline underline-offset-2"
              >
                {data.sender.phone}
              </a>
              .
            </p>
          ) : (
            <p>{t('public.contact', { name: data.sender.name })}</p>
          )}
        </div>
      </Card>

      <div className="space-y-1 text-xs text-slate-600">
        <p className="flex items-center gap-1.5">
          <RefreshCw className="size-3.5" aria-hidden="true" />
          <span>
            {t('public.updated')} <time dateTime={data.updatedAt}>{clock(data.updatedAt)}</time>
            {t('public.refreshes', { seconds: POLL_MS / 1000 })}
          </span>
        </p>
        {stale ? (
          <p role="status" className="text-amber-800">
            {t('public.stale')}
          </p>
        ) : null}
        {data.expiresAt ? <p>{t('public.worksUntil', { time: clock(data.expiresAt) })}</p> : null}
      </div>
    </>
  );
}

/** The ETA, or why there is none: the server sends one only between pickup and delivery, while it lies ahead. */
function etaText(data: PublicTracking, { t, zonedTime }: Messages, clock: (value: string) => string): string {
  if (data.eta) return clock(data.eta);
  switch (data.status) {
    case 'delivered':
      return t('public.delivered');
    case 'cancelled':
    case 'declined':
      return t('public.notComing');
    case 'pickup_complete':
    case 'in_transit':
      return t('public.late');
    default:
      // Before pickup the promise is the service level's delivery deadline.
      return data.deliverBy ? t('public.by', { time: zonedTime(data.deliverBy) }) : t('public.oncePicked');
  }
}

const beforePickup = (status: PublicTracking['status']) =>
  status === 'pending' || status === 'confirmed' || status === 'assigned' || status === 'pickup_scheduled';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only <dt> and <dd>: the icon sits inside the term, placed in the left margin.
    <div className="relative rounded-lg bg-slate-50 p-3 pl-9">
      <dt className="text-xs text-slate-600">
        <span className="absolute top-3.5 left-3 text-teal-700">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
