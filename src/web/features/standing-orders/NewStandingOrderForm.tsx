/**
 * Set up a standing order: when (daily, weekdays, weekly on days, monthly; time; start; end) and
 * what (pickup, delivery, service, item). The server resolves the addresses and expands the rule;
 * the form only builds the rule from the choices (schedule.ts). Times are Central (America/Chicago).
 */
import { useState, type FormEvent } from 'react';
import { SERVICE_TYPES, PRIORITIES, type Priority, type ServiceType } from '@domain/enums';
import type { ClientListItem } from '@domain/clients';
import { Button } from '@web/components/ui/button';
import { ClientPicker } from '@web/components/ClientPicker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { PRIORITY_LABELS, SERVICE_LABELS } from '@web/lib/order-labels';
import { AddressField, type AddressValue } from '@web/features/places';
import { fieldErrors, serverMessage } from '@web/lib/api';
import { useCreateStandingOrder } from './api/create-standing-order';
import { buildRule, SCHEDULE_KINDS, WEEKDAYS, type ScheduleKind, type WeekdayCode } from './schedule';

const KIND_LABELS: Record<ScheduleKind, string> = {
  daily: 'Every day',
  weekdays: 'Weekdays (Mon to Fri)',
  weekly: 'Weekly on chosen days',
  monthly: 'Monthly, on the start date’s day',
};

const emptyAddress: AddressValue = { address: '', latitude: null, longitude: null, placeId: null };
const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600';

/** Tomorrow in Central time, as the default first day. */
function tomorrowCentral() {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function NewStandingOrderForm({
  onCreated,
  forAnyClient = false,
}: {
  onCreated?: () => void;
  /** Dispatch books for a client it picks by name; a client books for itself. */
  forAnyClient?: boolean;
}) {
  const create = useCreateStandingOrder();
  const [client, setClient] = useState<ClientListItem | null>(null);
  const [kind, setKind] = useState<ScheduleKind>('weekdays');
  const [days, setDays] = useState<WeekdayCode[]>(['MO']);
  const [timeOfDay, setTimeOfDay] = useState('07:00');
  const [startDate, setStartDate] = useState(tomorrowCentral);
  const [endDate, setEndDate] = useState('');
  const [pickup, setPickup] = useState<AddressValue>(emptyAddress);
  const [delivery, setDelivery] = useState<AddressValue>(emptyAddress);
  const [serviceType, setServiceType] = useState<ServiceType>('laboratory_sample');
  const [priority, setPriority] = useState<Priority>('standard');
  const [itemDescription, setItemDescription] = useState('');
  const [pickupContactName, setPickupContactName] = useState('');
  const errors = create.isError ? fieldErrors(create.error) : {};
  const named = (path: string) => errors[path] ?? errors[`template.${path}`];

  function submit(form: FormEvent) {
    form.preventDefault();
    create.mutate(
      {
        ...(forAnyClient && client ? { clientId: client.id } : {}),
        rrule: buildRule(kind, days, startDate),
        startDate,
        timeOfDay,
        endDate: endDate || null,
        template: {
          serviceType,
          priority,
          pickupAddress: pickup.address,
          pickupPlaceId: pickup.placeId ?? null,
          pickupLatitude: pickup.latitude,
          pickupLongitude: pickup.longitude,
          deliveryAddress: delivery.address,
          deliveryPlaceId: delivery.placeId ?? null,
          deliveryLatitude: delivery.latitude,
          deliveryLongitude: delivery.longitude,
          itemDescription,
          pickupContactName: pickupContactName || null,
        },
      },
      {
        onSuccess: () => {
          setItemDescription('');
          onCreated?.();
        },
      },
    );
  }

  const shown = new Set([
    'clientId',
    'rrule',
    'startDate',
    'timeOfDay',
    'endDate',
    'pickupAddress',
    'deliveryAddress',
    'itemDescription',
  ]);
  const otherError =
    create.isError && !Object.keys(errors).some((k) => shown.has(k.replace(/^template\./, '')));

  return (
    <Card aria-labelledby="new-standing-order-title">
      <CardHeader>
        <CardTitle id="new-standing-order-title">New standing order</CardTitle>
        <CardDescription>
          The same run on a schedule: we book each one as an order a week ahead. Times are Central time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          {forAnyClient ? (
            <div className="space-y-1">
              <ClientPicker
                value={client}
                onChange={setClient}
                hint="Every order of it is booked for this client."
              />
              {errors.clientId ? (
                <p role="alert" className="text-sm text-red-700">
                  {errors.clientId}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Repeats" error={errors.rrule}>
              <select
                className={selectClass}
                value={kind}
                onChange={(e) => setKind(e.target.value as ScheduleKind)}
              >
                {SCHEDULE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Pickup time (Central)" error={errors.timeOfDay}>
              <Input type="time" value={timeOfDay} onChange={(e) => setTimeOfDay(e.target.value)} required />
            </Field>
          </div>
          {kind === 'weekly' ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">On these days</legend>
              <div className="flex flex-wrap gap-3">
                {WEEKDAYS.map(([code, name]) => (
                  <label key={code} className="flex items-center gap-1.5 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-teal-700"
                      checked={days.includes(code)}
                      onChange={(e) =>
                        setDays((d) => (e.target.checked ? [...d, code] : d.filter((x) => x !== code)))
                      }
                    />
                    {name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First day" error={errors.startDate}>
              <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
            </Field>
            <Field label="Last day (optional)" error={errors.endDate} hint="Leave empty to keep it going">
              <Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
            </Field>
          </div>
          <AddressField
            label="Pickup address"
            value={pickup}
            onChange={setPickup}
            error={named('pickupAddress')}
            placeholder="Clinic or pharmacy address"
          />
          <AddressField
            label="Delivery address"
            value={delivery}
            onChange={setDelivery}
            error={named('deliveryAddress')}
            placeholder="Lab or patient address"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Service">
              <select
                className={selectClass}
                value={serviceType}
                onChange={(e) => setServiceType(e.target.value as ServiceType)}
              >
                {SERVICE_TYPES.map((s) => (
                  <option key={s} value={s}>
                    {SERVICE_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Priority">
              <select
                className={selectClass}
                value={priority}
                onChange={(e) => setPriority(e.target.value as Priority)}
              >
                {PRIORITIES.filter((p) => p !== 'scheduled').map((p) => (
                  <option key={p} value={p}>
                    {PRIORITY_LABELS[p]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field label="What is carried" error={named('itemDescription')}>
            <Input
              value={itemDescription}
              maxLength={500}
              placeholder="e.g. Blood samples, 2 coolers"
              onChange={(e) => setItemDescription(e.target.value)}
              required
            />
          </Field>
          <Field label="Pickup contact (optional)" error={named('pickupContactName')}>
            <Input
              value={pickupContactName}
              maxLength={120}
              onChange={(e) => setPickupContactName(e.target.value)}
            />
          </Field>
          {otherError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(create.error, 'The standing order could not be saved. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" pending={create.isPending} pendingText="Saving…">
            Set up standing order
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
