/**
 * Move one end's pin on a map, then save it: dispatch (saving also confirms the address) and the
 * order's client (before pickup). The server decides whether the point is plausible; its refusal is
 * shown here, in the dialog, beside the map.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { AddressEnd } from '@domain/addresses';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMessages } from '@web/i18n';
import { usePublicConfig } from './api/get-public-config';
import { MapErrorBoundary } from './MapErrorBoundary';
import type { Point } from './map-view';

const PinMap = lazy(() => import('./PinMap'));

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  end: AddressEnd;
  address: string;
  start: Point;
  /** 'pin.save' for the client, 'pin.saveAndConfirm' for dispatch. */
  saveLabel: 'pin.save' | 'pin.saveAndConfirm';
  pending: boolean;
  /** The server's refusal of the last save, if any. */
  error: string | null;
  onSave: (point: Point) => void;
};

export function PinDialog({
  open,
  onOpenChange,
  end,
  address,
  start,
  saveLabel,
  pending,
  error,
  onSave,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {open ? (
          <PinDialogBody
            end={end}
            address={address}
            start={start}
            saveLabel={saveLabel}
            pending={pending}
            error={error}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PinDialogBody({
  end,
  address,
  start,
  saveLabel,
  pending,
  error,
  onSave,
  onCancel,
}: Omit<Props, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { t } = useMessages();
  const config = usePublicConfig();
  const helpId = useId();
  const [point, setPoint] = useState<Point>(start);
  const endWord = t(`pin.end.${end}`);
  const coordinates = (p: Point) => ({ latitude: p.latitude.toFixed(5), longitude: p.longitude.toFixed(5) });
  const loading = <Skeleton className="h-72 w-full rounded-lg" />;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('pin.title', { end: endWord })}</DialogTitle>
        <DialogDescription>{address}</DialogDescription>
      </DialogHeader>
      <p id={helpId} className="text-sm text-slate-700">
        {t('pin.help')}
      </p>
      <MapErrorBoundary>
        <Suspense fallback={loading}>
          {config.isPending ? (
            loading
          ) : (
            <PinMap
              start={start}
              onMove={setPoint}
              label={t('pin.map', { end: endWord })}
              pinLabel={(p) => t('pin.marker', { end: endWord, ...coordinates(p) })}
              describedBy={helpId}
              tileUrl={config.data?.mapTileUrl ?? null}
              tileAttribution={config.data?.mapTileAttribution ?? null}
            />
          )}
        </Suspense>
      </MapErrorBoundary>
      {/* Each move is read out politely, so a keyboard user hears where the pin went. */}
      <p role="status" className="text-sm text-slate-700 tabular-nums" data-testid="pin-readout">
        {t('pin.marker', { end: endWord, ...coordinates(point) })}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('pin.cancel')}
        </Button>
        <Button type="button" pending={pending} onClick={() => onSave(point)}>
          {t(saveLabel)}
        </Button>
      </DialogFooter>
    </>
  );
}
