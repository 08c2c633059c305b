/**
 * The live dispatch map: every active order (pickup, delivery, the line between, the
 * driver's line to its next stop) and every on-shift driver, coloured by deadline risk, kept live
 * by the socket. Clicking an assignable order opens the console's own Assign Driver dialog. The
 * list beside the map holds the same facts and actions for keyboards and narrow screens.
 */
import { useCallback, useMemo, useState } from 'react';
import type { DispatchMapOrder } from '@domain/dispatch-map';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { LegendDot, MapLegend } from '@web/components/map';
import { MapPanel } from '@web/components/map';
import { serverMessage } from '@web/lib/api';
import { AssignDriverDialog } from '../orders/AssignDriverDialog';
import { useCurrentPlan } from '../api/dispatch-plan';
import { useDispatchMap } from '../api/get-dispatch-map';
import { useOrderToAssign } from '../api/get-order-to-assign';
import { DayPlanPanel } from './DayPlanPanel';
import { DispatchOrderList } from './DispatchOrderList';
import { useMessages } from '@web/i18n';
import { DRIVER_COLORS, RISK_COLORS, isAssignable, mapFeatures, riskLabel } from './map-features';
import { planLines } from './plan-features';
import { useDispatchMapLive } from './use-dispatch-map-live';

export function DispatchMapPage() {
  const { t } = useMessages();
  const map = useDispatchMap();
  useDispatchMapLive();
  const [assigning, setAssigning] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const orderToAssign = useOrderToAssign(assigning);

  const choose = useCallback((order: DispatchMapOrder) => {
    setSelected(order.id);
    if (isAssignable(order)) setAssigning(order.id);
  }, []);
  const features = useMemo(() => (map.data ? mapFeatures(map.data, choose, t) : null), [map.data, choose, t]);
  const currentPlan = useCurrentPlan();
  const plan = currentPlan.data?.plan ?? null;
  const routeLines = useMemo(
    () => (plan && map.data ? planLines(plan, new Map(map.data.drivers.map((d) => [d.id, d.position]))) : []),
    [plan, map.data],
  );

  return (
    <>
      <PageHeader
        title="Live Dispatch Map"
        description="Every active order and on-shift driver, coloured by deadline risk. Select an order waiting for a driver to assign it, or plan the day across all drivers."
      />
      {map.isPending ? (
        <PageSpinner label="Loading the map…" />
      ) : map.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(map.error, 'The map could not be loaded. Please reload the page.')}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
          <div className="space-y-2">
            <MapPanel
              markers={features?.markers ?? []}
              lines={[...(features?.lines ?? []), ...routeLines]}
              label={t('dispatchMap.mapLabel', {
                orders: map.data.orders.length,
                drivers: map.data.drivers.length,
              })}
              testId="dispatch-map"
              fitMaxZoom={12}
              className="h-80 sm:h-[32rem]"
              data={{ 'data-order-ids': map.data.orders.map((o) => o.id).join(' ') }}
            />
            <MapLegend>
              {(['on_time', 'at_risk', 'late'] as const).map((risk) => (
                <LegendDot key={risk} color={RISK_COLORS[risk]}>
                  {riskLabel(risk, t)}
                </LegendDot>
              ))}
              <li>{t('dispatchMap.rings')}</li>
              <LegendDot color={DRIVER_COLORS.available}>{t('dispatchMap.legendAvailable')}</LegendDot>
              <LegendDot color={DRIVER_COLORS.busy}>{t('dispatchMap.legendBusy')}</LegendDot>
            </MapLegend>
          </div>
          <DispatchOrderList data={map.data} selected={selected} onAssign={choose} />
          <div className="lg:col-span-2">
            <DayPlanPanel
              plan={plan}
              loading={currentPlan.isPending}
              drivers={map.data.drivers.filter((d) => d.position).map((d) => ({ id: d.id, name: d.name }))}
            />
          </div>
        </div>
      )}
      <AssignDriverDialog
        order={assigning !== null && orderToAssign.data?.id === assigning ? orderToAssign.data : null}
        onClose={() => setAssigning(null)}
      />
    </>
  );
}
