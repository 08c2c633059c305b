/**
 * Spec 9's status filter, the service filter, a date range and a search box. The search is sent
 * to the server (q) 300 ms after the last key, so typing a number does not fire a request per digit.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { SERVICE_TYPES } from '@domain/enums';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SERVICE_LABELS, STATUS_LABELS } from '@web/features/client-dashboard/labels';
import {
  ADMIN_STATUS_OPTIONS,
  dateRangeProblem,
  NO_ADMIN_FILTERS,
  type AdminOrderFilters,
} from './order-query';

export const SEARCH_DEBOUNCE_MS = 300;

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
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            placeholder="Order number, client, address or item"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          className="lg:w-40"
          value={filters.status}
          onChange={(e) => set('status', e.target.value as AdminOrderFilters['status'])}
        >
          {ADMIN_STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All statuses' : STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-service`}>Service</Label>
        <NativeSelect
          id={`${id}-service`}
          className="lg:w-48"
          value={filters.serviceType}
          onChange={(e) => set('serviceType', e.target.value as AdminOrderFilters['serviceType'])}
        >
          <option value="all">All services</option>
          {SERVICE_TYPES.map((s) => (
            <option key={s} value={s}>
              {SERVICE_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
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
