/** The shapes of a planned order, shared by the order generator and its timeline. */
import type { OrderStatus, Priority, ServiceType, TimeSlot } from '@domain/enums';
import type { LatLng } from '@domain/geo';
import type { PricingResult } from '@domain/pricing';
import type { ProofInput } from '@domain/proof';
import type { SeedAccount } from './people';
import type { Metro } from './places';

export interface Stop extends LatLng {
  name: string;
  address: string;
  metro: Metro;
  contactName: string;
  contactPhone: string;
}

export interface PlannedEvent {
  status: OrderStatus;
  at: Date;
  actorUserId: number;
  note: string;
  point?: LatLng;
  proof?: ProofInput;
}

export interface PlannedOrder {
  id: number;
  client: SeedAccount;
  driver?: SeedAccount;
  serviceType: ServiceType;
  priority: Priority;
  status: OrderStatus;
  pickup: Stop;
  delivery: Stop;
  scheduledDate: Date | null;
  preferredTimeSlot: TimeSlot | null;
  itemDescription: string;
  specialInstructions: string | null;
  requiresSignature: boolean;
  requiresId: boolean;
  price: PricingResult;
  estimatedTime: number;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
  events: PlannedEvent[];
}
