/** Dispatch's webhooks screen (admin): register endpoints, see each one's deliveries, replay. */
import { useState } from 'react';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api';
import { useWebhooks } from './api/list-webhooks';
import { RegisterWebhookForm } from './RegisterWebhookForm';
import { SecretOnce } from './SecretOnce';
import { WebhookCard } from './WebhookCard';

export function WebhooksPage() {
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Tell a lab or pharmacy system about its orders as they happen: booked, each status, custody records, payments."
      />
      <div className="space-y-6">
        {secret ? <SecretOnce {...secret} onDone={() => setSecret(null)} /> : null}
        <RegisterWebhookForm onCreated={(value, url) => setSecret({ secret: value, url })} />
        <section aria-labelledby="endpoints-title" className="space-y-3">
          <h2 id="endpoints-title" className="text-lg font-semibold text-slate-900">
            Endpoints
          </h2>
          {webhooks.isPending ? (
            <PageSpinner label="Loading endpoints…" />
          ) : webhooks.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(webhooks.error, 'Endpoints could not be loaded. Please reload the page.')}
            </p>
          ) : webhooks.data.length === 0 ? (
            <p className="text-sm text-slate-600">No endpoints yet. Register one above.</p>
          ) : (
            <ul className="space-y-3">
              {webhooks.data.map((webhook) => (
                <WebhookCard
                  key={webhook.id}
                  webhook={webhook}
                  onNewSecret={(value, url) => setSecret({ secret: value, url })}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
