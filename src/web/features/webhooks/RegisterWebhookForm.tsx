/**
 * Register an endpoint: URL, the events it wants, whose orders, a note. The secret comes back once
 * (SecretOnce).
 */
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@domain/webhooks';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { fieldErrors, serverMessage } from '@web/lib/api';
import { useCreateWebhook } from './api/create-webhook';
import { ClientScope, type Scope } from './ClientScope';
import { EVENT_LABELS } from './event-labels';

export function RegisterWebhookForm({ onCreated }: { onCreated: (secret: string, url: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['order.status_changed']);
  const [scope, setScope] = useState<Scope>({ kind: 'some', clients: [] });
  const errors: Record<string, string | undefined> = create.isError ? fieldErrors(create.error) : {};
  const clientsError = Object.entries(errors).find(([path]) => path.split('.')[0] === 'clients')?.[1];

  function toggle(event: WebhookEvent, on: boolean) {
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  }

  function submit(form: FormEvent) {
    form.preventDefault();
    create.mutate(
      {
        url,
        events,
        clients: scope.kind === 'all' ? 'all' : scope.clients.map((client) => client.id),
        ...(description.trim() ? { description } : {}),
      },
      {
        onSuccess: (created) => {
          onCreated(created.secret, created.url);
          setUrl('');
          setDescription('');
          setScope({ kind: 'some', clients: [] });
        },
      },
    );
  }

  return (
    <Card aria-labelledby="register-webhook-title">
      <CardHeader>
        <CardTitle id="register-webhook-title">Register an endpoint</CardTitle>
        <CardDescription>
          A lab or pharmacy system that should hear of its orders without asking. Each event is POSTed as JSON
          and signed with the endpoint's secret.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field label="Endpoint URL" error={errors.url}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://lis.example-lab.com/medlink"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Events</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-teal-700"
                  checked={events.includes(event)}
                  onChange={(e) => toggle(event, e.target.checked)}
                />
                <span>
                  <code className="text-xs">{event}</code> · {EVENT_LABELS[event]}
                </span>
              </label>
            ))}
            {errors.events ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.events}
              </p>
            ) : null}
          </fieldset>
          <ClientScope value={scope} onChange={setScope} error={clientsError} />
          <Field label="Note (optional)" error={errors.description}>
            <Input value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          {create.isError && !errors.url && !errors.events && !clientsError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(create.error, 'The endpoint could not be registered. Please try again.')}
            </p>
          ) : null}
          <Button
            type="submit"
            pending={create.isPending}
            pendingText="Registering…"
            disabled={events.length === 0 || (scope.kind === 'some' && scope.clients.length === 0)}
          >
            Register endpoint
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
