/**
 * How the booking form takes from the address book, and gives back to it: pure, so the
 * mapping is tested without a browser. A saved place fills its end with the place's own words and
 * place id, so the server resolves the same place (decision 018); its point goes along only as the
 * form's hint for the price shown, as a picked suggestion's would.
 */
import type { OrderTemplate, OrderTemplateRequest, SavedPlace } from '@domain/address-book';
import type { OrderFormValues } from '@domain/orders';

export type End = 'pickup' | 'delivery';
const TITLE: Record<End, string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** The form fields of one end, from a saved place. */
export function placeToEnd(place: SavedPlace, end: End): Partial<OrderFormValues> {
  return {
    [`${end}Address`]: place.address,
    [`${end}PlaceId`]: place.placeId,
    [`${end}Latitude`]: Number(place.latitude),
    [`${end}Longitude`]: Number(place.longitude),
    [`${end}ContactName`]: place.contactName ?? '',
    [`${end}ContactPhone`]: place.contactPhone ?? '',
  };
}

/** The line a place's access notes add to the driver's instructions. */
export const accessLine = (place: SavedPlace, end: End) =>
  place.accessNotes ? `${TITLE[end]} access (${place.label}): ${place.accessNotes}` : null;

/** Adds a line to the instructions once: choosing the same place twice does not repeat it. */
export function withLine(instructions: string | null | undefined, line: string | null): string {
  const current = instructions ?? '';
  if (!line || current.split('\n').includes(line)) return current;
  return current ? `${current}\n${line}` : line;
}

/** The whole form from a template, over the form's blank values. */
export function templateToForm(template: OrderTemplate, blank: OrderFormValues): OrderFormValues {
  let values: OrderFormValues = {
    ...blank,
    serviceType: template.serviceType,
    priority: template.priority,
    itemDescription: template.itemDescription ?? '',
    specialInstructions: template.specialInstructions ?? '',
    preferredTimeSlot: template.preferredTimeSlot,
    requiresSignature: template.requiresSignature,
    requiresId: template.requiresId,
    temperatureClass: template.temperatureClass,
    requiresPhoto: template.requiresPhoto,
  };
  for (const end of ['pickup', 'delivery'] as const) {
    const place = template[`${end}Place`];
    if (place) values = { ...values, ...placeToEnd(place, end) };
    else if (template[`${end}Address`]) values = { ...values, [`${end}Address`]: template[`${end}Address`] };
    // The template's own contacts win over the place's: they were saved for this run.
    if (template[`${end}ContactName`])
      values = { ...values, [`${end}ContactName`]: template[`${end}ContactName`] };
    if (template[`${end}ContactPhone`])
      values = { ...values, [`${end}ContactPhone`]: template[`${end}ContactPhone`] };
  }
  return values;
}

const textOrNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * A template from what the form holds. An end filled from a saved place names that place; any other
 * address is kept as text (resolved again at each booking). Dates are not kept: they do not repeat.
 */
export function formToTemplate(
  name: string,
  values: OrderFormValues,
  places: SavedPlace[],
): OrderTemplateRequest {
  const end = (which: End) => {
    const placeId = values[`${which}PlaceId`];
    const saved = places.find((p) => p.placeId === placeId && p.address === values[`${which}Address`]);
    return {
      [`${which}SavedPlaceId`]: saved ? saved.id : null,
      [`${which}Address`]: saved ? null : textOrNull(values[`${which}Address`]),
      [`${which}ContactName`]: textOrNull(values[`${which}ContactName`]),
      [`${which}ContactPhone`]: textOrNull(values[`${which}ContactPhone`]),
    };
  };
  return {
    name,
    serviceType: values.serviceType,
    // A scheduled run needs a date, which a template does not hold.
    priority: values.priority === 'scheduled' ? 'standard' : values.priority,
    itemDescription: textOrNull(values.itemDescription),
    specialInstructions: textOrNull(values.specialInstructions),
    preferredTimeSlot: values.preferredTimeSlot ?? null,
    requiresSignature: values.requiresSignature ?? false,
    requiresId: values.requiresId ?? false,
    temperatureClass: values.temperatureClass ?? 'ambient',
    requiresPhoto: values.requiresPhoto ?? false,
    ...end('pickup'),
    ...end('delivery'),
  } as OrderTemplateRequest;
}
