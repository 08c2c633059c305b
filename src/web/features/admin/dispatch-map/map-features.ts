/**
 * The dispatch map's answer -> what the map draws and what its list says (pure, tested without a
 * browser). Colour only helps: every marker's tooltip and every list row say the risk in words.
 */
import type {
  DeadlineRisk,
  DispatchMapDriver,
  DispatchMapOrder,
  DispatchMapResponse,
} from '@domain/dispatch-map';
import type { OrderStatus } from '@domain/enums';
import type { MapLine, MapMarker } from '@web/components/map';
import type { Translate } from '@web/i18n';

/** The risk in words, in the reader's language: 'On time', 'A tiempo'. */
export const riskLabel = (risk: DeadlineRisk, t: Translate) => t(`dispatchMap.risk.${risk}`);
export const RISK_COLORS: Readonly<Record<DeadlineRisk, string>> = {
  on_time: '#15803d',
  at_risk: '#d97706',
  late: '#b91c1c',
};
/** Badge classes of the list (the word carries the meaning). */
export const RISK_TONES: Readonly<Record<DeadlineRisk, string>> = {
  on_time: 'bg-emerald-100 text-emerald-900',
  at_risk: 'bg-amber-100 text-amber-900',
  late: 'bg-red-100 text-red-900',
};
/** Drivers in blues, apart from the risk colours of the orders. */
export const DRIVER_COLORS = { available: '#1d4ed8', busy: '#6d28d9', offline: '#64748b' } as const;
const DELIVERY_RING = '#0f172a';

const SEVERITY: Readonly<Record<DeadlineRisk, number>> = { late: 0, at_risk: 1, on_time: 2 };

/** Worst risk first, then the soonest delivery deadline: the order dispatch should look at next. */
export function byUrgency(a: DispatchMapOrder, b: DispatchMapOrder): number {
  const due = (o: DispatchMapOrder) => (o.deliverBy ? Date.parse(o.deliverBy) : Number.POSITIVE_INFINITY);
  return SEVERITY[a.risk] - SEVERITY[b.risk] || due(a) - due(b) || a.id - b.id;
}

/** Dispatch can assign an order that is confirmed and has no driver yet. */
export const isAssignable = (o: DispatchMapOrder) => o.status === 'confirmed' && o.driverId === null;

export function orderSummary(
  o: DispatchMapOrder,
  drivers: ReadonlyMap<number, DispatchMapDriver>,
  t: Translate,
): string {
  const driver =
    o.driverId === null
      ? t('dispatchMap.noDriver')
      : (drivers.get(o.driverId)?.name ?? t('dispatchMap.offShift'));
  const status = t(`status.${o.status as OrderStatus}`).toLowerCase();
  return t('dispatchMap.summary', { risk: riskLabel(o.risk, t), status, driver });
}

/** 'Ana Ruiz: on a job, near Pasadena, TX 77506': where a driver is, named, never as coordinates. */
export function driverText(d: DispatchMapDriver, t: Translate): string {
  const state = t(d.status === 'available' ? 'dispatchMap.available' : 'dispatchMap.onJob');
  return d.place
    ? t('dispatchMap.driverAt', { name: d.name, state, place: d.place })
    : t('dispatchMap.driver', { name: d.name, state });
}

/** The next place the order's driver goes: the pickup until the item is on board, then the delivery. */
const nextStop = (o: DispatchMapOrder) =>
  o.status === 'pickup_complete' || o.status === 'in_transit' ? o.delivery : o.pickup;

export function mapFeatures(
  data: DispatchMapResponse,
  onSelect: (order: DispatchMapOrder) => void,
  t: Translate,
): { markers: MapMarker[]; lines: MapLine[] } {
  const drivers = new Map(data.drivers.map((d) => [d.id, d]));
  const markers: MapMarker[] = [];
  const lines: MapLine[] = [];
  // Least urgent first, so the late ones are drawn last, on top.
  for (const o of [...data.orders].sort(byUrgency).reverse()) {
    const summary = orderSummary(o, drivers, t);
    const color = RISK_COLORS[o.risk];
    const select = () => onSelect(o);
    markers.push(
      {
        key: `o${o.id}-pickup`,
        at: o.pickup,
        color,
        title: t('dispatchMap.pickupTitle', { number: o.displayNumber, summary }),
        className: `dispatch-order dispatch-pickup dispatch-order-${o.id}`,
        radius: 7,
        onSelect: select,
      },
      {
        key: `o${o.id}-delivery`,
        at: o.delivery,
        color,
        stroke: DELIVERY_RING,
        title: t('dispatchMap.deliveryTitle', { number: o.displayNumber, summary }),
        className: `dispatch-order dispatch-delivery dispatch-order-${o.id}`,
        radius: 7,
        onSelect: select,
      },
    );
    const driver = o.driverId === null ? undefined : drivers.get(o.driverId);
    // Dashed while nobody has it; solid once a driver does.
    lines.push({
      key: `o${o.id}`,
      path: [o.pickup, o.delivery],
      color,
      weight: 2,
      ...(driver ? {} : { dashArray: '6 6' }),
    });
    if (driver?.position)
      lines.push({
        key: `o${o.id}-driver`,
        path: [driver.position, nextStop(o)],
        color: DRIVER_COLORS[driver.status],
        weight: 3,
        opacity: 0.7,
      });
  }
  for (const d of data.drivers) {
    if (!d.position) continue;
    markers.push({
      key: `d${d.id}`,
      at: d.position,
      color: DRIVER_COLORS[d.status],
      title: driverText(d, t),
      className: 'dispatch-driver',
      radius: 9,
    });
  }
  return { markers, lines };
}
