/**
 * Dispatch chooses a client by name: a search field (organisation, person, username or email) and
 * a list of the clients it finds, from GET /api/admin/clients. The chosen client's id is what the
 * form sends; nobody types or needs to know a numeric id.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientsResponse, type ClientListItem } from '@domain/clients';
import { Input, NativeSelect } from '@web/components/ui/input';
import { apiParse } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

type Props = {
  value: ClientListItem | null;
  onChange: (client: ClientListItem | null) => void;
  /** Shown under the list: what the choice is for. */
  hint?: string;
};

export function ClientPicker({ value, onChange, hint }: Props) {
  const searchId = useId();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    queryKey: ['/api/admin/clients', q],
    queryFn: () =>
      apiParse(
        clientsResponse,
        'GET',
        `/api/admin/clients?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      ),
    staleTime: 30_000,
  });
  const clients = found.data?.clients ?? [];
  // The chosen client stays in the list even when the search moves on, so the choice is visible.
  const options = value && !clients.some((c) => c.id === value.id) ? [value, ...clients] : clients;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Client</legend>
      <label htmlFor={searchId} className="block text-sm text-slate-700">
        Find a client by name, organisation or email
      </label>
      <Input
        id={searchId}
        type="search"
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <label htmlFor={listId} className="block text-sm text-slate-700">
        {found.isFetching ? 'Searching…' : `${clients.length} found: choose one`}
      </label>
      <NativeSelect
        id={listId}
        value={value ? String(value.id) : ''}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onChange(options.find((c) => String(c.id) === e.target.value) ?? null)}
      >
        <option value="">Choose a client…</option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label} · {c.email}
          </option>
        ))}
      </NativeSelect>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
