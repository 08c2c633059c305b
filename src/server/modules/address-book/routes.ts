/**
 * /api/saved-places and /api/order-templates: a client's address book (decision 018).
 * Clients keep their own; an admin reads a client's (lists take `?clientId=`) and changes none;
 * drivers have none. The role is checked before the body is read, so a refused caller learns
 * nothing from a 400. PATCH sends the whole entry, as the form holds it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  orderTemplateRequest,
  orderTemplateResponse,
  savedPlaceRequest,
  savedPlaceResponse,
  savedPlacesQuery,
} from '@domain/address-book';
import type { FieldGroup } from '@domain/access-log';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { Db } from '../../db/client';
import { currentAuth } from '../../plugins/authenticate';
import { revealAnswer } from '../access-log/index';
import type { Actor } from './owner';
import * as places from './places-service';
import * as templates from './templates-service';

/** A saved place keeps a contact; a template also the item and its instructions. */
const PLACE_FIELDS: readonly FieldGroup[] = ['contacts'];
const TEMPLATE_FIELDS: readonly FieldGroup[] = ['contacts', 'item'];

export interface AddressBookRouteOptions {
  db: Db;
  geocoder: Geocoder;
}

export const addressBookRoutes: FastifyPluginAsyncZod<AddressBookRouteOptions> = async (
  app,
  { db, geocoder },
) => {
  const tags = ['address book'];
  const actorOf = (request: Parameters<typeof currentAuth>[0]): Actor => {
    const { user } = currentAuth(request);
    return { userId: user.id, role: user.role, ipAddress: request.ip };
  };

  // ---- saved places ----
  app.get(
    '/api/saved-places',
    {
      config: { permission: 'read:saved-place:own,any', reveals: PLACE_FIELDS },
      schema: {
        tags,
        summary: "A client's saved places, by label (an admin names the client with ?clientId=)",
        querystring: savedPlacesQuery,
        response: { 200: z.array(savedPlaceResponse) },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        'saved-place',
        await places.listPlaces(db, geocoder.ids, actorOf(request), request.query.clientId),
      ),
  );
  app.post(
    '/api/saved-places',
    {
      config: { permission: 'create:saved-place:own', reveals: PLACE_FIELDS },
      schema: {
        tags,
        summary: 'Save a place; the server resolves its address as a booking would (400 naming address)',
        body: savedPlaceRequest,
        response: { 201: savedPlaceResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          revealAnswer(
            request,
            'saved-place',
            await places.createPlace(db, geocoder, actorOf(request), request.body),
          ),
        ),
  );
  app.get(
    '/api/saved-places/:id',
    {
      config: { permission: 'read:saved-place:own,any', reveals: PLACE_FIELDS },
      schema: { tags, summary: 'One saved place', params: idParam, response: { 200: savedPlaceResponse } },
    },
    async (request) =>
      revealAnswer(
        request,
        'saved-place',
        await places.getPlace(db, geocoder.ids, actorOf(request), request.params.id),
      ),
  );
  app.patch(
    '/api/saved-places/:id',
    {
      config: { permission: 'update:saved-place:own', reveals: PLACE_FIELDS },
      schema: {
        tags,
        summary: 'Change a saved place (the whole place is sent and resolved again)',
        params: idParam,
        body: savedPlaceRequest,
        response: { 200: savedPlaceResponse },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        'saved-place',
        await places.updatePlace(db, geocoder, actorOf(request), request.params.id, request.body),
      ),
  );
  app.delete(
    '/api/saved-places/:id',
    {
      config: { permission: 'delete:saved-place:own' },
      schema: {
        tags,
        summary: 'Delete a saved place (templates naming it keep their other fields)',
        params: idParam,
      },
    },
    async (request, reply) => {
      await places.deletePlace(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---- order templates ----
  app.get(
    '/api/order-templates',
    {
      config: { permission: 'read:order-template:own,any', reveals: TEMPLATE_FIELDS },
      schema: {
        tags,
        summary: "A client's order templates, by name (an admin names the client with ?clientId=)",
        querystring: savedPlacesQuery,
        response: { 200: z.array(orderTemplateResponse) },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        'order-template',
        await templates.listTemplates(db, geocoder.ids, actorOf(request), request.query.clientId),
      ),
  );
  app.post(
    '/api/order-templates',
    {
      config: { permission: 'create:order-template:own', reveals: TEMPLATE_FIELDS },
      schema: {
        tags,
        summary: 'Save an order template (order fields without a date; ends from saved places or text)',
        body: orderTemplateRequest,
        response: { 201: orderTemplateResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          revealAnswer(
            request,
            'order-template',
            await templates.createTemplate(db, geocoder, actorOf(request), request.body),
          ),
        ),
  );
  app.get(
    '/api/order-templates/:id',
    {
      config: { permission: 'read:order-template:own,any', reveals: TEMPLATE_FIELDS },
      schema: {
        tags,
        summary: 'One order template',
        params: idParam,
        response: { 200: orderTemplateResponse },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        'order-template',
        await templates.getTemplate(db, geocoder.ids, actorOf(request), request.params.id),
      ),
  );
  app.patch(
    '/api/order-templates/:id',
    {
      config: { permission: 'update:order-template:own', reveals: TEMPLATE_FIELDS },
      schema: {
        tags,
        summary: 'Change an order template (the whole template is sent)',
        params: idParam,
        body: orderTemplateRequest,
        response: { 200: orderTemplateResponse },
      },
    },
    async (request) =>
      revealAnswer(
        request,
        'order-template',
        await templates.updateTemplate(db, geocoder, actorOf(request), request.params.id, request.body),
      ),
  );
  app.delete(
    '/api/order-templates/:id',
    {
      config: { permission: 'delete:order-template:own' },
      schema: { tags, summary: 'Delete an order template', params: idParam },
    },
    async (request, reply) => {
      await templates.deleteTemplate(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
