/** Search, status and service filters, the Filter panel (priority and dates) and Export. */
import { useId, useState } from 'react';
import { Download, SlidersHorizontal } from 'lucide-react';
import { ORDER_STATUSES, PRIORITIES } from '@domain/enums';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SearchField, ServiceSelect, StatusSelect } from './OrderFilterFields';
import { extraFilterCount, hasAnyFilter, NO_FILTERS, type OrderFilters } from './order-filters';
import { useMessages } from '@web/i18n';

type Props = {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  onExport: () => void;
  /** Nothing to export (no rows, or still loading). */
  exportDisabled: boolean;
};

export function OrderFilterBar({ filters, onChange, onExport, exportDisabled }: Props) {
  const [panelOpen, setPanelOpen] = useState(false);
  const ids = { search: useId(), status: useId(), service: useId(), panel: useId() };
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const extra = extraFilterCount(filters);
  const { t } = useMessages();

  return (
    <div className="space-y-3" role="search" aria-label={t('orders.filter.label')}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="flex-1">
          <Label htmlFor={ids.search} className="sr-only">
            {t('orders.filter.search')}
          </Label>
          <SearchField
            id={ids.search}
            placeholder={t('orders.filter.placeholder')}
            value={filters.search}
            onChange={(e) => set('search', e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <div>
            <Label htmlFor={ids.status} className="sr-only">
              {t('orders.filter.status')}
            </Label>
            <StatusSelect
              id={ids.status}
              className="lg:w-44"
              statuses={ORDER_STATUSES}
              value={filters.status}
              onChange={(value) => set('status', value)}
            />
          </div>
          <div>
            <Label htmlFor={ids.service} className="sr-only">
              {t('confirmation.service')}
            </Label>
            <ServiceSelect
              id={ids.service}
              className="lg:w-52"
              value={filters.service}
              onChange={(value) => set('service', value)}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <Button
            variant="outline"
            aria-expanded={panelOpen}
            aria-controls={ids.panel}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t('orders.filter.button')}
            {extra > 0 ? (
              <span className="rounded-full bg-teal-700 px-1.5 text-xs text-white">
                {extra}
                <span className="sr-only"> {t('orders.filter.moreSet')}</span>
              </span>
            ) : null}
          </Button>
          <Button variant="outline" onClick={onExport} disabled={exportDisabled}>
            <Download aria-hidden="true" />
            {t('orders.filter.export')}
          </Button>
        </div>
      </div>
      <FilterPanel id={ids.panel} open={panelOpen} filters={filters} set={set} />
      {hasAnyFilter(filters) ? (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onChange(NO_FILTERS)}>
          {t('orders.filter.clear')}
        </Button>
      ) : null}
    </div>
  );
}

type PanelProps = {
  id: string;
  open: boolean;
  filters: OrderFilters;
  set: <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => void;
};

function FilterPanel({ id, open, filters, set }: PanelProps) {
  const ids = { priority: useId(), from: useId(), to: useId() };
  const { t } = useMessages();
  return (
    <div
      id={id}
      hidden={!open}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-3"
    >
      <div className="space-y-1.5">
        <Label htmlFor={ids.priority}>{t('client.form.priority')}</Label>
        <NativeSelect
          id={ids.priority}
          value={filters.priority}
          onChange={(e) => set('priority', e.target.value as OrderFilters['priority'])}
        >
          <option value="all">{t('orders.filter.allPriorities')}</option>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.from}>{t('orders.filter.from')}</Label>
        <Input id={ids.from} type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.to}>{t('orders.filter.until')}</Label>
        <Input id={ids.to} type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
      </div>
    </div>
  );
}
