/**
 * Route-level guard of the driver screens: a driver dispatch has not approved
 * sees a waiting screen (or the reason it was turned down) instead of the dashboard. The server
 * refuses such a driver the board, accept and location anyway; this only shows why. GET
 * /api/auth/me carries the approval, so it is asked again every 30 s and on request.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, RefreshCw, XCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { fetchMe } from '@web/features/auth';
import { ME_KEY } from '@web/lib/session';
import { authStore, useAuthUser } from '@web/lib/session';
import { useMessages } from '@web/i18n';
import { isDriver } from '@domain/capabilities';

const RECHECK_MS = 30_000;

export function DriverApprovalGate({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  const { t } = useMessages();
  const queryClient = useQueryClient();
  // A user stored before vetting existed has no field: the session check soon says, and the
  // server refuses anyway, so it is not held up meanwhile.
  const approval = isDriver(user) ? (user?.driverApproval ?? 'approved') : 'approved';
  const waiting = approval === 'pending';

  // Asked directly rather than by invalidating the session check's query: after a sign-in that
  // query is a fresh cache entry nobody observes, so invalidating it would fetch nothing.
  const recheck = useCallback(async () => {
    try {
      const me = await fetchMe();
      queryClient.setQueryData(ME_KEY, me);
      authStore.set(me);
    } catch {
      // Offline or signed out: the session check and the 401 handler deal with those.
    }
  }, [queryClient]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void recheck(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting, recheck]);

  if (approval === 'approved') return children;

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="status">
        {waiting ? (
          <>
            <Clock className="size-10 text-teal-700" aria-hidden="true" />
            <h1 className="text-xl font-semibold text-slate-900">{t('driver.approval.waitingTitle')}</h1>
            <p className="text-sm text-slate-600">{t('approval.waiting')}</p>
            <p className="text-sm text-slate-600">{t('driver.approval.rechecks')}</p>
            <Button variant="outline" onClick={() => void recheck()}>
              <RefreshCw aria-hidden="true" />
              {t('driver.approval.checkAgain')}
            </Button>
          </>
        ) : (
          <>
            <XCircle className="size-10 text-red-700" aria-hidden="true" />
            <h1 className="text-xl font-semibold text-slate-900">{t('driver.approval.rejectedTitle')}</h1>
            <p className="text-sm text-slate-600">{t('approval.rejected')}</p>
            {user?.driverRejectionReason ? (
              <p className="text-sm break-words text-slate-800" data-testid="rejection-reason">
                {t('driver.approval.reason', { reason: user.driverRejectionReason })}
              </p>
            ) : null}
            <p className="text-sm text-slate-600">{t('driver.approval.contact')}</p>
          </>
        )}
      </Card>
    </div>
  );
}
