/**
 * New Delivery Request: one react-hook-form over the shared orderFormSchema, so the
 * form and the server refuse the same things with the same words (the schema loads after the
 * first paint: order-form-check.ts). The coordinates live in the form
 * beside each address and are only ever set by picking a suggestion.
 */
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { useLocation } from 'wouter';
import type { OrderFormValues } from '@domain/orders';
import { AfterPaint } from '@web/components/AfterPaint';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { savePendingOrder } from '@web/features/checkout';
import { TemplateBar } from '@web/features/address-book';
import { templateToForm } from '@web/features/address-book';
import { useMessages } from '@web/i18n';
import { useCreateOrder } from './api/create-order';
import { AddressSection } from './AddressSection';
import { BookingTagsFields } from './BookingTagsFields';
import { ORDER_DEFAULTS } from './order-defaults';
import { DetailFields, ScheduleFields, ServiceFields } from './OrderFields';
import { PieceFields } from './PieceFields';
import { preloadOrderFormCheck, useOrderFormCheck } from './order-form-check';
import { PriceEstimatePanel } from './PriceEstimatePanel';
import { submitProblem, toOrderPayload, unpickedEnds, type OrderFormOutput } from './submit-order';
import { usePriceEstimate } from './use-price-estimate';

export const ORDER_FORM_ID = 'new-delivery-request';

/** A date the form holds, for the quote; a half-typed one is left out rather than thrown on. */
function isoOrNull(value: OrderFormValues['scheduledDate']): string | null {
  const at = value ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
}

export function OrderForm() {
  const [, navigate] = useLocation();
  const createOrder = useCreateOrder();
  const { t, money, errorText, fieldErrors } = useMessages();
  const resolver = useOrderFormCheck();
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    resolver,
    defaultValues: ORDER_DEFAULTS,
  });
  const [
    serviceType,
    priority,
    pickupLatitude,
    pickupLongitude,
    deliveryLatitude,
    deliveryLongitude,
    scheduledDate,
    preferredTimeSlot,
    temperatureClass,
    pieces,
    pickupPlaceId,
    deliveryPlaceId,
  ] = useWatch({
    control: form.control,
    name: [
      'serviceType',
      'priority',
      'pickupLatitude',
      'pickupLongitude',
      'deliveryLatitude',
      'deliveryLongitude',
      'scheduledDate',
      'preferredTimeSlot',
      'temperatureClass',
      'pieces',
      'pickupPlaceId',
      'deliveryPlaceId',
    ],
  });
  const estimate = usePriceEstimate({
    serviceType: serviceType ?? 'medical_prescription',
    priority: priority ?? 'standard',
    pickupLatitude,
    pickupLongitude,
    deliveryLatitude,
    deliveryLongitude,
    extras: {
      scheduledDate: isoOrNull(scheduledDate),
      temperatureClass: temperatureClass ?? 'ambient',
      pieces: (pieces ?? []).map((p) => ({
        kind: p.kind ?? 'bag',
        ...(p.temperatureClass ? { temperatureClass: p.temperatureClass } : {}),
      })),
      pickupPlaceId: pickupPlaceId ?? null,
      deliveryPlaceId: deliveryPlaceId ?? null,
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const unpicked = unpickedEnds(values);
    if (unpicked[0]) {
      // Each unpicked address is marked on its own field, and the toast names them.
      for (const end of unpicked) form.setError(`${end}Address`, { message: t('address.notPicked') });
      form.setFocus(`${unpicked[0]}Address`);
      toast({
        variant: 'destructive',
        title: t(unpicked.length > 1 ? 'address.missing.both' : `address.missing.${unpicked[0]}`),
        description: t('address.missing.description'),
      });
      return;
    }
    const problem = submitProblem(values, estimate);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    createOrder.mutate(toOrderPayload(values, estimate.price.totalCost), {
      onSuccess: (order) => {
        savePendingOrder(order);
        // The server prices every order itself; say so when its total is not the one shown.
        if (order.priceChanged) {
          toast({
            title: t('client.form.priceUpdated'),
            description: t('client.form.priceUpdatedDetail', {
              total: money(order.totalCost),
              shown: money(order.shownTotalCost ?? 0),
            }),
          });
        }
        navigate(`/checkout?orderId=${order.id}&amount=${encodeURIComponent(order.totalCost)}`);
      },
      onError: (error) => {
        for (const [name, message] of Object.entries(fieldErrors(error))) {
          if (name in ORDER_DEFAULTS) form.setError(name as keyof OrderFormValues, { message });
        }
        toast({
          variant: 'destructive',
          title: t('client.form.submitFailed'),
          description: errorText(error, 'client.form.tryAgain'),
        });
      },
    });
  });

  // The form's check is a chunk of its own (order-form-check.ts): when it cannot load (the
  // connection dropped), the submit says so instead of doing nothing.
  const submitOrSayWhy = (event: FormEvent<HTMLFormElement>) =>
    void onSubmit(event).catch(() =>
      toast({
        variant: 'destructive',
        title: t('client.form.submitFailed'),
        description: t('client.form.checksFailed'),
      }),
    );

  return (
    <Card aria-labelledby="order-form-title">
      <CardHeader>
        <CardTitle id="order-form-title">{t('client.form.title')}</CardTitle>
        <CardDescription>{t('client.form.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {/* Outside the booking form: saving a template is a form of its own. */}
        <TemplateBar
          onUse={(template) => {
            form.reset(templateToForm(template, ORDER_DEFAULTS));
            estimate.recalculate();
          }}
          currentValues={() => form.getValues()}
        />
        {/* The check's chunk (zod and the order schema) loads once the person starts on the form,
            not while the dashboard is still loading, where its evaluation was one of the long tasks. */}
        <form
          id={ORDER_FORM_ID}
          onSubmit={submitOrSayWhy}
          onFocus={preloadOrderFormCheck}
          noValidate
          className="space-y-6"
        >
          <ServiceFields form={form} />
          <AddressSection form={form} end="pickup" onAddressBlur={estimate.recalculate} />
          {/* The rest of the form is below what a phone shows first: its commit, style and layout
              in a task after the first part's (together they were the dashboard's longest). */}
          <AfterPaint>
            <AddressSection form={form} end="delivery" onAddressBlur={estimate.recalculate} />
            <ScheduleFields form={form} />
            <DetailFields form={form} />
            <BookingTagsFields form={form} />
            <PieceFields form={form} />
            <PriceEstimatePanel
              estimate={estimate}
              schedule={{
                priority: priority ?? 'standard',
                scheduledDate: scheduledDate ? new Date(scheduledDate) : null,
                preferredTimeSlot: preferredTimeSlot ?? null,
              }}
            />
            <div className="flex justify-end">
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                pending={createOrder.isPending}
                pendingText={t('client.form.submitting')}
              >
                <Send aria-hidden="true" />
                {t('client.form.submit')}
              </Button>
            </div>
          </AfterPaint>
        </form>
      </CardContent>
    </Card>
  );
}
