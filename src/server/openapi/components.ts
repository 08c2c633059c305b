/**
 * The shared schemas of the OpenAPI document: domain schemas that several routes answer
 * or take, each written once in components and referenced by `$ref`, under the name given here.
 * A request body appears as `<Name>Input` (the zod transform names input schemas so). The domain
 * files stay as they are: this registry only names their schemas for the document.
 */
import { z } from 'zod';
import { autoDispatchSettingsResponse } from '@domain/auto-dispatch';
import { loginResponse, messageResponse as noticeResponse, sessionUser } from '@domain/auth';
import {
  orderTemplateRequest,
  orderTemplateResponse,
  savedPlaceRequest,
  savedPlaceResponse,
} from '@domain/address-book';
import { driverApprovalResponse } from '@domain/driver-vetting';
import { locationUpdateRequest, locationUpdateResponse } from '@domain/driver';
import { conversationResponse, messageResponse, unreadResponse } from '@domain/messages';
import { notificationPreferences } from '@domain/notifications';
import { orderResponse } from '@domain/orders';
import { recurringOrderResponse } from '@domain/recurring-orders';
import { webhookDeliveryResponse, webhookResponse } from '@domain/webhooks';

export const contractSchemas = z.registry<{ id?: string; [key: string]: unknown }>();

const SHARED: Array<[schema: z.ZodType, id: string]> = [
  [orderResponse, 'Order'],
  [sessionUser, 'User'],
  [loginResponse, 'SignedIn'],
  [noticeResponse, 'Notice'],
  [recurringOrderResponse, 'StandingOrder'],
  [messageResponse, 'ChatMessage'],
  [conversationResponse, 'Conversation'],
  [unreadResponse, 'UnreadCount'],
  [savedPlaceRequest, 'SavedPlaceRequest'],
  [savedPlaceResponse, 'SavedPlace'],
  [orderTemplateRequest, 'OrderTemplateRequest'],
  [orderTemplateResponse, 'OrderTemplate'],
  [notificationPreferences, 'NotificationPreferences'],
  [locationUpdateRequest, 'LocationUpdateRequest'],
  [locationUpdateResponse, 'LocationUpdate'],
  [driverApprovalResponse, 'DriverApproval'],
  [autoDispatchSettingsResponse, 'AutoDispatchSettings'],
  [webhookResponse, 'Webhook'],
  [webhookDeliveryResponse, 'WebhookDelivery'],
];

for (const [schema, id] of SHARED) contractSchemas.add(schema, { id });
