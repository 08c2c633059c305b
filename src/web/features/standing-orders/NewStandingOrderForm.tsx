/**
 * Set up a standing order: when (RuleFields) and the order each day books, with the booking form's
 * own fields, check and price panel (through the client dashboard), so a standing order carries
 * everything a one-off order does. The server resolves the addresses, expands the rule and prices
 * each occurrence when it books it; the panel shows its quote for one run today. Times are Central.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ClientListItem } from '@domain/clients';
import type { OrderFormValues } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { ClientPicker } from '@web/components/ClientPicker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  AddressSection,
  BookingTagsFields,
  DetailFields,
  PieceFields,
  preloadOrderFormCheck,
  PriceEstimatePanel,
  ServiceFields,
  useOrderFormCheck,
  usePriceEstimate,
  type OrderFormOutput,
} from '@web/features/client-dashboard';
import { useMessages } from '@web/i18n';
import { useWordedResolver } from '@web/lib/forms';
import { useCreateStandingOrder } from './api/create-standing-order';
import { ProofChoices } from './ProofChoices';
import { RuleFields } from './RuleFields';
import {
  firstPickup,
  placeServerErrors,
  ruleFormSchema,
  STANDING_ORDER_DEFAULTS,
  toStandingRequest,
  type RuleFormOutput,
  type RuleFormValues,
} from './standing-form';

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
  const { t, errorText, fieldErrorList } = useMessages();
  const create = useCreateStandingOrder();
  const [client, setClient] = useState<ClientListItem | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  // What the form says of a failure no field names ('' when only the catalogue's words fit).
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const ruleCheck = useWordedResolver<RuleFormValues, RuleFormOutput>(ruleFormSchema);
  const rule = useForm<RuleFormValues, unknown, RuleFormOutput>({
    resolver: ruleCheck,
    defaultValues: {
      kind: 'weekdays',
      days: ['MO'],
      timeOfDay: '07:00',
      startDate: tomorrowCentral(),
      endDate: '',
    },
  });
  const orderCheck = useOrderFormCheck();
  const order = useForm<OrderFormValues, unknown, OrderFormOutput>({
    resolver: orderCheck,
    defaultValues: STANDING_ORDER_DEFAULTS,
  });
  useEffect(preloadOrderFormCheck, []);

  // The first pickup stands in for the booking form's scheduled date: the same notice rules and
  // the day the quote is for.
  const [startDate, timeOfDay] = useWatch({ control: rule.control, name: ['startDate', 'timeOfDay'] });
  const first = firstPickup({ startDate, timeOfDay });
  const firstAt = first?.getTime() ?? null;
  useEffect(() => {
    order.setValue('scheduledDate', firstAt === null ? null : new Date(firstAt));
    if (order.formState.isSubmitted) void order.trigger('scheduledDate');
  }, [firstAt, order]);

  const [
    serviceType,
    priority,
    temperatureClass,
    pieces,
    pickupLatitude,
    pickupLongitude,
    deliveryLatitude,
    deliveryLongitude,
    pickupPlaceId,
    deliveryPlaceId,
  ] = useWatch({
    control: order.control,
    name: [
      'serviceType',
      'priority',
      'temperatureClass',
      'pieces',
      'pickupLatitude',
      'pickupLongitude',
      'deliveryLatitude',
      'deliveryLongitude',
      'pickupPlaceId',
      'deliveryPlaceId',
    ],
  });
  // The same inputs the booking form's panel sends: the server's quote for one run.
  const estimate = usePriceEstimate({
    serviceType: serviceType ?? 'laboratory_sample',
    priority: priority ?? 'standard',
    pickupLatitude: pickupLatitude ?? null,
    pickupLongitude: pickupLongitude ?? null,
    deliveryLatitude: deliveryLatitude ?? null,
    deliveryLongitude: deliveryLongitude ?? null,
    extras: {
      scheduledDate: first ? first.toISOString() : null,
      temperatureClass: temperatureClass ?? 'ambient',
      pieces: (pieces ?? []).map((p) => ({
        kind: p.kind ?? 'bag',
        ...(p.temperatureClass ? { temperatureClass: p.temperatureClass } : {}),
      })),
      pickupPlaceId: pickupPlaceId ?? null,
      deliveryPlaceId: deliveryPlaceId ?? null,
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUnplaced(null);
    setClientError(null);
    // Both halves are checked at once, so every field in error is marked in one go.
    const ruleOk = await rule.trigger();
    await order.handleSubmit((values) => {
      if (!ruleOk) return rule.trigger(undefined, { shouldFocus: true });
      const body = toStandingRequest(ruleFormSchema.parse(rule.getValues()), values, client?.id ?? null);
      create.mutate(body, {
        onSuccess: () => {
          order.resetField('itemDescription');
          onCreated?.();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, fieldErrorList);
          for (const [name, message] of placed.order)
            order.setError(name, { message }, { shouldFocus: true });
          for (const [name, message] of placed.rule) rule.setError(name, { message }, { shouldFocus: true });
          setClientError(placed.clientId);
          setUnplaced(placed.unplaced);
        },
      });
    })(event);
  }

  return (
    <Card aria-labelledby="new-standing-order-title">
      <CardHeader>
        <CardTitle id="new-standing-order-title">{t('standing.form.title')}</CardTitle>
        <CardDescription>{t('standing.form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-6"
          noValidate
          onSubmit={(event) =>
            void submit(event).catch(() => {
              // The order check is a chunk of its own: when it cannot load, say so.
              setUnplaced('');
            })
          }
        >
          {forAnyClient ? (
            <div className="space-y-1">
              <ClientPicker value={client} onChange={setClient} hint={t('standing.form.clientHint')} />
              {clientError ? (
                <p role="alert" className="text-sm text-red-700">
                  {clientError}
                </p>
              ) : null}
            </div>
          ) : null}
          <RuleFields form={rule} firstDayError={order.formState.errors.scheduledDate?.message} />
          <ServiceFields form={order} />
          <AddressSection form={order} end="pickup" onAddressBlur={estimate.recalculate} />
          <AddressSection form={order} end="delivery" onAddressBlur={estimate.recalculate} />
          <DetailFields form={order} />
          <ProofChoices form={order} />
          <BookingTagsFields form={order} />
          <PieceFields form={order} />
          <div className="space-y-2">
            <PriceEstimatePanel
              estimate={estimate}
              schedule={{ priority: priority ?? 'standard', scheduledDate: first, preferredTimeSlot: null }}
            />
            <p className="text-sm text-slate-700" data-testid="standing-price-note">
              {t('standing.price.each')}
            </p>
          </div>
          {unplaced !== null ? (
            <p role="alert" className="text-sm text-red-700">
              {unplaced || errorText(create.error, 'standing.form.failed')}
            </p>
          ) : null}
          <Button
            type="submit"
            className="w-full sm:w-auto"
            pending={create.isPending}
            pendingText={t('standing.form.submitting')}
          >
            {t('standing.form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
