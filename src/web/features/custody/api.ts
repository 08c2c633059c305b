/**
 * The order's custody ledger and its verification (GET /api/orders/{id}/custody). The key sits
 * under the order's own path, so the live socket refetches it when the order moves
 * (lib/live-events.ts: order and tracking frames).
 */
import { useQuery } from '@tanstack/react-query';
import type { CustodyEntryResponse, CustodyResponse } from '@domain/custody';

export type { CustodyResponse };
export type CustodyEntry = CustodyEntryResponse;

export const custodyKey = (orderId: number) => ['/api/orders', orderId, 'custody'] as const;

export function useCustody(orderId: number | null) {
  return useQuery<CustodyResponse>({ queryKey: custodyKey(orderId ?? 0), enabled: orderId !== null });
}
