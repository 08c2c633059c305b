import { Monitor, Smartphone } from 'lucide-react';
import type { SessionInfo } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { serverMessage } from '@web/lib/api';
import { useSessions } from './api/list-sessions';
import { useRevokeSession } from './api/revoke-session';
import { describeDevice, isMobileDevice } from './describe-device';

export function SessionsCard() {
  const sessions = useSessions();
  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">Active sessions</CardTitle>
        <CardDescription>Devices signed in to your account. Revoke any you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <PageSpinner label="Loading sessions…" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(sessions.error, 'Sessions could not be loaded.')}
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
  const revoke = useRevokeSession();
  const device = describeDevice(session.userAgent);
  const Icon = isMobileDevice(session.userAgent) ? Smartphone : Monitor;

  function onRevoke() {
    revoke.mutate(session.id, {
      onSuccess: () => toast({ title: 'Session revoked', description: `${device} has been signed out.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not revoke session',
          description: serverMessage(error, 'Please try again.'),
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
              This device
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {session.ipAddress ?? 'Unknown IP'} · Last active {formatRelative(session.lastSeenAt)} · Signed in{' '}
          {formatDateTime(session.createdAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          pending={revoke.isPending}
          pendingText="Revoking…"
          aria-label={`Revoke session on ${device}`}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}
