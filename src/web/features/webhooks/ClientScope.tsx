/**
 * Whose orders an endpoint hears of: chosen clients (found by name with the client picker), or all
 * clients. Neither is preselected as "all": sending every client's orders to one receiver is a
 * choice the admin makes in so many words.
 */
import { useState } from 'react';
import type { ClientListItem } from '@domain/clients';
import { ClientPicker } from '@web/components/ClientPicker';
import { Button } from '@web/components/ui/button';

export type Scope = { kind: 'all' } | { kind: 'some'; clients: ClientListItem[] };

export function ClientScope({
  value,
  onChange,
  error,
}: {
  value: Scope;
  onChange: (scope: Scope) => void;
  error?: string | undefined;
}) {
  const [picked, setPicked] = useState<ClientListItem | null>(null);
  const chosen = value.kind === 'some' ? value.clients : [];
  const add = (client: ClientListItem | null) => {
    setPicked(null);
    if (client && !chosen.some((c) => c.id === client.id))
      onChange({ kind: 'some', clients: [...chosen, client] });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Whose orders</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="webhook-scope"
          className="size-4 accent-teal-700"
          checked={value.kind === 'some'}
          onChange={() => onChange({ kind: 'some', clients: chosen })}
        />
        Only the clients chosen below
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name="webhook-scope"
          className="size-4 accent-teal-700"
          checked={value.kind === 'all'}
          onChange={() => onChange({ kind: 'all' })}
        />
        All clients (every client's orders go to this receiver)
      </label>
      {value.kind === 'some' ? (
        <div className="space-y-2 rounded-md border border-slate-200 p-3">
          <ClientPicker value={picked} onChange={add} hint="Each client you choose is added to the list." />
          {chosen.length === 0 ? (
            <p className="text-sm text-slate-600">No client chosen yet.</p>
          ) : (
            <ul aria-label="Chosen clients" className="flex flex-wrap gap-2">
              {chosen.map((client) => (
                <li
                  key={client.id}
                  className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-sm"
                >
                  {client.label}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${client.label}`}
                    onClick={() =>
                      onChange({ kind: 'some', clients: chosen.filter((c) => c.id !== client.id) })
                    }
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
