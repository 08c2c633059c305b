/**
 * GET /api/admin/clients: dispatch finds a client account by name (its organisation, the person,
 * the username or email), to act for it: an import, a standing order. Never by a numeric id typed
 * from memory.
 */
import { z } from 'zod';

export const clientsQuery = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(20),
});
export type ClientsQuery = z.output<typeof clientsQuery>;

export const clientListItem = z.object({
  /** The client's user id: what an order's clientId is. */
  id: z.number().int(),
  /** "Sample Pharmacy (Carla Mendoza)", or the person alone without an organisation. */
  label: z.string(),
  organizationName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItem>;
export const clientsResponse = z.object({ clients: z.array(clientListItem) });

export const clientLabel = (c: { organizationName: string | null; firstName: string; lastName: string }) => {
  const person = `${c.firstName} ${c.lastName}`.trim();
  return c.organizationName ? `${c.organizationName} (${person})` : person;
};
