/**
 * Register an endpoint: URL, the events it wants, whose orders, a note. The secret comes back once
 * (SecretOnce).
 */
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createWebhookRequest, WEBHOOK_EVENTS, type WebhookEvent } from '@domain/webhooks';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { fieldErrors, serverMessage } from '@web/lib/api';
import { useMessages } from '@web/i18n';
import { errorAt, placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useCreateWebhook } from './api/create-webhook';
import { ClientScope, type Scope } from './ClientScope';
import { EVENT_LABELS } from './event-labels';

type WebhookRequest = z.output<typeof createWebhookRequest>;
type WebhookForm = { url: string; description: string; events: WebhookEvent[]; scope: Scope };

const NO_CLIENTS: Scope = { kind: 'some', clients: [] };

/** The request the form stands for: a blank note is left out, the scope becomes ids or "all". */
function toRequest({ url, description, events, scope }: WebhookForm) {
  return {
    url,
    events,
    clients: scope.kind === 'all' ? 'all' : scope.clients.map((client) => client.id),
    ...(description.trim() ? { description } : {}),
  };
}

export function RegisterWebhookForm({ onCreated }: { onCreated: (secret: string, url: string) => void }) {
  const create = useCreateWebhook();
  const { fieldErrorList } = useMessages();
  const resolver = useWordedResolver<WebhookForm, WebhookRequest>(createWebhookRequest, toRequest);
  const form = useForm<WebhookForm, unknown, WebhookRequest>({
    resolver,
    defaultValues: { url: '', description: '', events: ['order.status_changed'], scope: NO_CLIENTS },
  });
  const [events, scope] = useWatch({ control: form.control, name: ['events', 'scope'] });
  const { errors } = form.formState;
  const clientsError = errorAt(errors, 'clients');
  const serverNamedField = create.error ? Object.keys(fieldErrors(create.error)).length > 0 : false;

  function toggle(event: WebhookEvent, on: boolean) {
    form.setValue('events', on ? [...events, event] : events.filter((e) => e !== event));
  }

  const submit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (created) => {
        onCreated(created.secret, created.url);
        form.reset({ ...form.getValues(), url: '', description: '', scope: NO_CLIENTS });
      },
      onError: (error) => placeServerErrors(form, error, fieldErrorList),
    }),
  );

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
          <Field label="Endpoint URL" error={errors.url?.message}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://lis.example-lab.com/medlink"
              required
              {...form.register('url')}
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
            {errorAt(errors, 'events') ? (
              <p role="alert" className="text-sm text-red-700">
                {errorAt(errors, 'events')}
              </p>
            ) : null}
          </fieldset>
          <ClientScope value={scope} onChange={(next) => form.setValue('scope', next)} error={clientsError} />
          <Field label="Note (optional)" error={errors.description?.message}>
            <Input maxLength={200} {...form.register('description')} />
          </Field>
          {create.isError && !serverNamedField ? (
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
