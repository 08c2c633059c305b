import { Monitor, Smartphone } from 'lucide-react';
import type { SessionInfo } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useMessages, type Translate } from '@web/i18n/use-messages';
import { formatRelative } from '@web/lib/format';
import { useSessions } from './api/list-sessions';
import { useRevokeSession } from './api/revoke-session';
import { describeDevice, isMobileDevice, type Device } from './describe-device';

function deviceName(device: Device, t: Translate): string {
  if (device.kind === 'unknown') return t('security.device.unknown');
  if (device.kind === 'both') return t('security.device.on', device);
  return device.name;
}

export function SessionsCard() {
  const { t, errorText } = useMessages();
  const sessions = useSessions();
  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">{t('security.sessions.title')}</CardTitle>
        <CardDescription>{t('security.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <PageSpinner label={t('security.sessions.loading')} />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(sessions.error, 'security.sessions.loadFailed')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {sortCurrentFirst(sessions.data.sessions).map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function sortCurrentFirst(sessions: SessionInfo[]): SessionInfo[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const { t, errorText, dateTime, locale } = useMessages();
  const revoke = useRevokeSession();
  const device = deviceName(describeDevice(session.userAgent), t);
  const Icon = isMobileDevice(session.userAgent) ? Smartphone : Monitor;

  function onRevoke() {
    revoke.mutate(session.id, {
      onSuccess: () =>
        toast({
          title: t('security.sessions.revoked'),
          description: t('security.sessions.revokedText', { device }),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('security.sessions.revokeFailed'),
          description: errorText(error, 'security.sessions.tryAgain'),
        }),
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="session-row">
      <Icon className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p
          className="flex flex-wrap items-center gap-2 font-medium text-slate-900"
          title={session.userAgent ?? undefined}
        >
          {device}
          {session.current ? (
            <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
              {t('security.sessions.thisDevice')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {t('security.sessions.details', {
            ip: session.ipAddress ?? t('security.sessions.unknownIp'),
            lastActive: formatRelative(session.lastSeenAt, Date.now(), {
              locale,
              justNow: t('security.sessions.justNow'),
            }),
            signedIn: dateTime(session.createdAt),
          })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          pending={revoke.isPending}
          pendingText={t('security.sessions.revoking')}
          aria-label={t('security.sessions.revokeOn', { device })}
        >
          {t('security.sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
