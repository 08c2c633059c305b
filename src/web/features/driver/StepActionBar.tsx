/**
 * The floating bar with the ONE next step of the job in focus, big enough for a thumb. A wrong tap
 * cannot corrupt a job: the button offers only the step the state machine allows, is disabled
 * while a step is on its way (a double tap sends one request; the server refuses a repeat with
 * 409 anyway), and the two hand-overs ask for confirmation first.
 */
import { useRef, useState } from 'react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n';
import { useAdvanceJob } from './api/advance-job';
import { ConfirmStepDialog, type PieceStepBody } from './ConfirmStepDialog';
import { needsConfirmation, nextDriverStep, nextStop } from './job-steps';

type Props = { order: OrderResponse; driverId: number; onDelivered: (order: OrderResponse) => void };

export function StepActionBar({ order, driverId, onDelivered }: Props) {
  const advance = useAdvanceJob(driverId);
  const [confirming, setConfirming] = useState(false);
  const { t, errorText } = useMessages();
  // The ref closes the gap between a tap and the re-render that disables the button.
  const inFlight = useRef(false);
  const step = nextDriverStep(order.status);
  if (!step) return null;

  async function send(proof?: Record<string, unknown>, scan?: string, pieces?: PieceStepBody) {
    if (!step || inFlight.current) return;
    inFlight.current = true;
    try {
      // mutateAsync, not mutate: the answer must be handled even if this bar has unmounted meanwhile.
      const updated = await advance.mutateAsync({
        order,
        label: step.label,
        body: { status: step.to, ...(proof ? { proof } : {}), ...(scan ? { scan } : {}), ...pieces },
      });
      setConfirming(false);
      toast({
        variant: 'success',
        title: t(`stepDone.${step.action}`),
        description: updated.queued
          ? t('driver.bar.queued', { number: updated.displayNumber })
          : `#${updated.displayNumber}`,
      });
      // Starting a leg routes to its stop: without coordinates there is no route to show.
      const leg = step.action === 'start_job' || step.action === 'start_delivery';
      if (leg && !nextStop(updated)?.at) {
        toast({
          variant: 'destructive',
          title: t('driver.navigationError'),
          description: t('driver.navigationErrorDetail'),
        });
      }
      if (updated.status === 'delivered') onDelivered(updated);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('driver.bar.failed'),
        description: errorText(error, 'driver.tryAgain'),
      });
    } finally {
      inFlight.current = false;
    }
  }

  const pending = advance.isPending;
  return (
    <>
      <div
        role="region"
        aria-label={t('driver.bar.region')}
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <p className="shrink-0 text-xs leading-tight text-slate-600">
            {t('driver.bar.region')}
            <br />
            <span className="font-semibold text-slate-900">#{order.displayNumber}</span>
          </p>
          <Button
            size="lg"
            className="h-14 flex-1 text-lg"
            disabled={pending}
            pending={pending && !confirming}
            pendingText={t('driver.bar.saving')}
            onClick={() => (needsConfirmation(step) ? setConfirming(true) : void send())}
          >
            {t(`step.${step.action}`)}
          </Button>
        </div>
      </div>
      {needsConfirmation(step) ? (
        <ConfirmStepDialog
          order={order}
          step={step}
          open={confirming}
          pending={pending}
          onOpenChange={setConfirming}
          onConfirm={(proof, scan, pieces) => void send(proof, scan, pieces)}
        />
      ) : null}
    </>
  );
}
