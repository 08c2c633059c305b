/**
 * The admin status filter, the service filter, a date range and a search box. The search is sent
 * to the server (q) 300 ms after the last key, so typing a number does not fire a request per digit.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SearchField, ServiceSelect, StatusSelect } from '@web/features/orders';
import {
  ADMIN_STATUS_OPTIONS,
  dateRangeProblem,
  NO_ADMIN_FILTERS,
  type AdminOrderFilters,
} from './order-query';

export const SEARCH_DEBOUNCE_MS = 300;
/** The statuses dispatch filters by, 'all' aside (the select offers it first). */
const ADMIN_STATUSES = ADMIN_STATUS_OPTIONS.filter((s) => s !== 'all');

type Props = { filters: AdminOrderFilters; onChange: (filters: AdminOrderFilters) => void };

export function OrderFilters({ filters, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  useEffect(() => {
    const q = text.trim();
    if (q === latest.current.filters.q) return;
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.filters, q }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);

  const set = <K extends keyof AdminOrderFilters>(key: K, value: AdminOrderFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const rangeProblem = dateRangeProblem(filters.from, filters.to);
  const filtered = text !== '' || JSON.stringify({ ...filters, q: '' }) !== JSON.stringify(NO_ADMIN_FILTERS);

  return (
    <div
      role="search"
      aria-label="Filter orders"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,1fr)_repeat(4,auto)_auto] lg:items-end"
    >
      <div className="col-span-2 space-y-1.5 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <SearchField
          id={`${id}-q`}
          placeholder="Order number, client, address or item"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <StatusSelect
          id={`${id}-status`}
          className="lg:w-40"
          statuses={ADMIN_STATUSES}
          value={filters.status}
          onChange={(value) => set('status', value as AdminOrderFilters['status'])}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-service`}>Service</Label>
        <ServiceSelect
          id={`${id}-service`}
          className="lg:w-48"
          value={filters.serviceType}
          onChange={(value) => set('serviceType', value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className="lg:w-40"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className="lg:w-40"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={rangeProblem ? true : undefined}
          aria-describedby={rangeProblem ? `${id}-range` : undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      <Button
        variant="ghost"
        className="col-span-2 lg:col-span-1"
        disabled={!filtered}
        onClick={() => {
          setText('');
          onChange(NO_ADMIN_FILTERS);
        }}
      >
        <X aria-hidden="true" />
        Clear filters
      </Button>
      {rangeProblem ? (
        <p id={`${id}-range`} role="alert" className="col-span-2 text-sm text-red-700 lg:col-span-6">
          {rangeProblem}
        </p>
      ) : null}
    </div>
  );
}
