import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * The recipient's tracking link of an order (decision 008), apart from the order row so that
 * copying an order row never copies its link. New orders get 24 random bytes in base64url from
 * the server; the default gives every other row (orders older than the link, bulk loads) 32
 * random bytes (two v4 UUIDs: 244 random bits) in base64url.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 })
      .notNull()
      .default(
        sql`translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('public_links_token_idx').on(t.token)],
);
