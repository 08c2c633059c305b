/**
 * The booking form's live price: recalculated 1.2 s after the last change of
 * service type, priority or coordinates, or after an address field loses focus (`recalculate`).
 * Only the newest request may land, so a slow answer never overwrites a newer choice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Priority, ServiceType } from '@domain/enums';
import type { PieceKind } from '@domain/piece-kinds';
import type { TemperatureClass } from '@domain/temperature-classes';
import type { PricingResult } from '@domain/pricing';
import { useMessages } from '@web/i18n';
import { errorCode } from '@web/lib/api';
import { calculatePrice } from './api/calculate-price';
import { baseOnlyPrice, fallbackPrice, type PriceSource } from './price-estimate';

const isRefusedInput = (code: string | null) => code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST';

export const PRICE_DEBOUNCE_MS = 1_200;

export type PriceInput = {
  serviceType: ServiceType;
  priority: Priority;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  deliveryLatitude: number | null;
  deliveryLongitude: number | null;
  /**
   * What else an organisation's rate card may charge for (a scheduled weekend, cold chain, extra
   * pieces): sent so the server's quote is the price the booking will get.
   */
  extras?: {
    scheduledDate: string | null;
    temperatureClass: TemperatureClass;
    pieces: { kind: PieceKind; temperatureClass?: TemperatureClass }[];
    /** The picked suggestions: the server finds their ZIP codes (a zone's flat price). */
    pickupPlaceId: string | null;
    deliveryPlaceId: string | null;
  };
};

export type PriceEstimate = {
  price: PricingResult;
  /** Where `price` came from; null before the first calculation with both addresses. */
  source: PriceSource | null;
  calculating: boolean;
  /** True when `price` belongs to exactly the current choices (the form may be submitted). */
  current: boolean;
  /** Why the server could not price the run when it said so (an address outside the area). */
  problem: string | null;
};

type Landed = { key: string; price: PricingResult; source: 'server' | 'fallback'; problem: string | null };

export function usePriceEstimate(input: PriceInput): PriceEstimate & { recalculate: () => void } {
  const {
    serviceType,
    priority,
    pickupLatitude,
    pickupLongitude,
    deliveryLatitude,
    deliveryLongitude,
    extras,
  } = input;
  const complete = [pickupLatitude, pickupLongitude, deliveryLatitude, deliveryLongitude].every(
    (v) => v !== null,
  );
  const key = JSON.stringify(input);
  const [landed, setLanded] = useState<Landed | null>(null);
  const [pending, setPending] = useState(false);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);
  const { errorText, fieldErrorList } = useMessages();

  useEffect(() => {
    if (!complete) {
      latest.current += 1;
      setPending(false);
      return;
    }
    const request = ++latest.current;
    setPending(true);
    const timer = setTimeout(() => {
      const body = {
        // The pricing call sends the coordinates as strings; the shared schema takes either.
        pickupLatitude: String(pickupLatitude),
        pickupLongitude: String(pickupLongitude),
        deliveryLatitude: String(deliveryLatitude),
        deliveryLongitude: String(deliveryLongitude),
        priority,
        serviceType,
        ...extras,
      };
      calculatePrice(body)
        // The answer is parsed with the domain schema; one that does not match falls back below.
        .then((price) => ({ price, source: 'server' as const, problem: null }))
        .catch((error: unknown) => ({
          price: fallbackPrice(serviceType, priority),
          source: 'fallback' as const,
          // A refused field names a real problem with the route (outside the area); other failures do not.
          problem: isRefusedInput(errorCode(error))
            ? (fieldErrorList(error)[0]?.message ?? errorText(error, 'error.BAD_REQUEST')).replace(/\.$/, '')
            : null,
        }))
        .then(({ price, source, problem }) => {
          if (request !== latest.current) return;
          setLanded({ key, price, source, problem });
          setPending(false);
        });
    }, PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `key` stands for every input; nonce forces a run after a blur with nothing changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);

  const recalculate = useCallback(() => setNonce((n) => n + 1), []);

  if (!complete) {
    return {
      price: baseOnlyPrice(serviceType),
      source: 'no-coordinates',
      calculating: false,
      current: false,
      problem: null,
      recalculate,
    };
  }
  const fresh = landed?.key === key;
  return {
    price: landed?.price ?? baseOnlyPrice(serviceType),
    source: landed?.source ?? null,
    calculating: pending || !fresh,
    // No quote race: the price on screen belongs to the form as it is whenever it was
    // computed for these exact inputs, even while a blur's recalculation of the same inputs runs.
    current: fresh,
    problem: fresh ? (landed?.problem ?? null) : null,
    recalculate,
  };
}
