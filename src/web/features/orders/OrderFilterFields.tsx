/**
 * The fields every order filter is made of (the client's Order History bar, dispatch's order
 * management): a search box, a status and a service select. Each screen lays them out and labels them
 * its own way; the fields themselves, their options and their wording are one.
 */
import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { SERVICE_TYPES, type OrderStatus, type ServiceType } from '@domain/enums';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useMessages } from '@web/i18n';

/** A search box with its magnifier; the caller gives the label (its id) and the value. */
export function SearchField(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}

type SelectProps<T extends string> = {
  id: string;
  className?: string;
  value: T | 'all';
  onChange: (value: T | 'all') => void;
};

/** "All statuses", then the statuses this screen filters by, in the order given. */
export function StatusSelect({
  statuses,
  ...props
}: SelectProps<OrderStatus> & { statuses: readonly OrderStatus[] }) {
  const { t } = useMessages();
  return (
    <NativeSelect
      id={props.id}
      className={props.className}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as OrderStatus | 'all')}
    >
      <option value="all">{t('orders.filter.allStatuses')}</option>
      {statuses.map((s) => (
        <option key={s} value={s}>
          {t(`status.${s}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** "All services", then every service type. */
export function ServiceSelect(props: SelectProps<ServiceType>) {
  const { t } = useMessages();
  return (
    <NativeSelect
      id={props.id}
      className={props.className}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as ServiceType | 'all')}
    >
      <option value="all">{t('orders.filter.allServices')}</option>
      {SERVICE_TYPES.map((s) => (
        <option key={s} value={s}>
          {t(`service.${s}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
