/**
 * One registered endpoint: its events and whose orders, on or paused, failures, a test event and
 * what the receiver answered, its delivery log, a new signing secret, and delete.
 */
import { useState } from 'react';
import type { WebhookSummary, WebhookTestResult } from '@domain/webhooks';
import { Button } from '@web/components/ui/button';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { useRotateWebhookSecret } from './api/rotate-secret';
import { useSendTestEvent } from './api/send-test-event';
import { useDeleteWebhook, useSetWebhookActive } from './api/update-webhook';
import { DeliveryLog } from './DeliveryLog';
import { EVENT_LABELS } from './event-labels';

export function WebhookCard({
  webhook,
  onNewSecret,
}: {
  webhook: WebhookSummary;
  /** The new secret, to show once. */
  onNewSecret: (secret: string, url: string) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const rotate = useRotateWebhookSecret();
  const setActive = useSetWebhookActive();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const fail = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: serverMessage(error, 'Please try again.') });

  return (
    <li
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="webhook-card"
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-all text-slate-900">{webhook.url}</p>
          {webhook.description ? <p className="text-sm text-slate-600">{webhook.description}</p> : null}
          <p className="mt-1 text-sm text-slate-700">
            {webhook.events.map((event) => EVENT_LABELS[event]).join(' · ')}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {webhook.clients === 'all'
              ? 'Orders of all clients'
              : `Orders of ${webhook.clients.map((client) => client.label).join(', ') || 'no client'}`}
          </p>
          {webhook.failedDeliveries > 0 ? (
            <p className="mt-1 text-sm font-medium text-red-700">
              {webhook.failedDeliveries} {webhook.failedDeliveries === 1 ? 'delivery' : 'deliveries'} gave up:
              check the receiver, then replay.
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <Switch
            checked={webhook.active}
            disabled={setActive.isPending}
            onCheckedChange={(active) =>
              setActive.mutate({ id: webhook.id, active }, { onError: fail('Could not change the endpoint') })
            }
          />
          {webhook.active ? 'Sending' : 'Paused'}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showLog}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          pending={test.isPending}
          pendingText="Sending…"
          onClick={() => test.mutate(webhook.id, { onError: fail('Could not send a test event') })}
        >
          Send test event
        </Button>
        {confirmRotate ? (
          <>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              pending={rotate.isPending}
              pendingText="Replacing…"
              aria-describedby={`rotate-warning-${webhook.id}`}
              onClick={() =>
                rotate.mutate(webhook.id, {
                  onSuccess: ({ secret, url }) => {
                    setConfirmRotate(false);
                    onNewSecret(secret, url);
                  },
                  onError: fail('Could not replace the secret'),
                })
              }
            >
              Replace the secret now
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirmRotate(false)}>
              Keep the current secret
            </Button>
            <p id={`rotate-warning-${webhook.id}`} className="w-full text-sm text-amber-900">
              The current secret stops signing at once: the receiving system must be given the new one.
            </p>
          </>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirmRotate(true)}>
            New secret
          </Button>
        )}
        {confirmDelete ? (
          <>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              pending={remove.isPending}
              onClick={() => remove.mutate(webhook.id, { onError: fail('Could not delete the endpoint') })}
            >
              Delete for good
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
      </div>
      <p role="status" className="text-sm" data-testid="webhook-test-result">
        {test.data ? <TestResult result={test.data} /> : null}
      </p>
      {showLog ? <DeliveryLog webhookId={webhook.id} /> : null}
    </li>
  );
}

function TestResult({ result }: { result: WebhookTestResult }) {
  if (result.delivered)
    return (
      <span className="text-teal-800">
        Test event delivered: the receiver answered {result.statusCode} in {result.durationMs} ms.
      </span>
    );
  return <span className="font-medium text-red-700">Test event not delivered: {result.error}.</span>;
}
