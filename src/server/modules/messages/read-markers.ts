/**
 * Read state per participant (message_reads): the newest message each person has seen in a thread.
 * Unread, for a person, is a message someone else wrote after that mark; for an admin, one a client
 * or driver wrote (another dispatcher's reply is not news to dispatch).
 */
import { sql } from 'drizzle-orm';
import type { Role } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { isDispatch } from '@domain/capabilities';

/**
 * Moves the mark forward to the newest message of the order (or to `upTo`), never back: two tabs
 * marking at once, or a late request, cannot make read messages unread again.
 */
export async function markThreadRead(db: DbOrTx, userId: number, orderId: number, upTo?: number) {
  const limit = upTo === undefined ? sql`` : sql`and m.id <= ${upTo}`;
  await db.execute(sql`
    insert into message_reads (user_id, order_id, last_read_message_id, read_at)
    select ${userId}, ${orderId}, max(m.id), now() from messages m where m.order_id = ${orderId} ${limit}
    having max(m.id) is not null
    on conflict (user_id, order_id) do update
      set last_read_message_id = greatest(message_reads.last_read_message_id, excluded.last_read_message_id),
          read_at = excluded.read_at`);
}

/** SQL condition: message `m` is unread for this viewer (needs the order aliased `o`). */
export function unreadCondition(viewer: { id: number; role: Role }) {
  const notMine = isDispatch(viewer)
    ? sql`not exists (select 1 from users a where a.id = m.sender_id and a.role = 'admin')`
    : sql`m.sender_id <> ${viewer.id}`;
  return sql`${notMine} and m.id > coalesce((select r.last_read_message_id from message_reads r
    where r.user_id = ${viewer.id} and r.order_id = m.order_id), 0)`;
}

/**
 * For data written before read marks existed (and the demo seed): each party, and every admin, has
 * seen what was marked read and what they wrote themselves. Kept equal to the migration's custom SQL.
 */
export const BACKFILL_READ_MARKERS = sql`
  insert into message_reads (user_id, order_id, last_read_message_id)
  select p.user_id, p.order_id, max(m.id)
  from (
    select o.id as order_id, o.client_id as user_id from orders o
    union select o.id, d.user_id from orders o join drivers d on d.id = o.driver_id
    union select mo.order_id, u.id from (select distinct order_id from messages) mo
      cross join users u where u.role = 'admin'
  ) p
  join messages m on m.order_id = p.order_id and (m.is_read or m.sender_id = p.user_id)
  group by p.user_id, p.order_id
  on conflict do nothing`;
