/** The only file of the messages module that touches messages. */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_STATUSES } from '@domain/messages';
import type { Role } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { unreadCondition } from './read-markers';
import { messages, orders, users } from '../../db/schema/index';
import { isClient, isDriver } from '@domain/capabilities';

/** The orders table as the conversation queries name it (`o`), for the access policy's conversationScope. */
export const conversationOrder = alias(orders, 'o');

/** No condition (undefined) is every order. */
const within = (scope: SQL | undefined) => scope ?? sql`true`;

export async function insertMessage(
  db: DbOrTx,
  values: { orderId: number; senderId: number; content: string },
) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/** One UPDATE: everything the reader did not write becomes read. */
export async function markRead(db: DbOrTx, orderId: number, readerId: number) {
  await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.orderId, orderId), ne(messages.senderId, readerId), eq(messages.isRead, false)));
}

export function listMessages(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: messages.id,
      orderId: messages.orderId,
      senderId: messages.senderId,
      content: messages.content,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderRole: users.role,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.orderId, orderId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export interface ConversationRow {
  orderId: number;
  status: string;
  driverId: number | null;
  counterpart: { firstName: string; lastName: string; role: string } | null;
  lastMessage: {
    content: string;
    createdAt: Date;
    senderId: number;
    sender: { firstName: string; lastName: string; role: string };
  } | null;
  unreadCount: number;
}

/** A page of conversations is plenty for one screen; the oldest threads fall off the end. */
export const CONVERSATIONS_LIMIT = 100;

const chatStatuses = sql.join(
  CHAT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The viewer's conversations, newest activity first, in one query:
 * - a client: its orders with a driver in a chat status, and any of its orders with messages (an
 *   admin may have written about a pending one); the counterpart is the driver, else who wrote;
 * - a driver: its jobs in a chat status or with messages; the counterpart is the client;
 * - an admin: every order with a message; the counterpart is the client.
 * Unread follows the viewer's own read mark (read-markers.ts). `search` narrows the list to orders
 * whose number, client or driver name, or any message matches. `scope`: whose orders at all (the
 * access policy's conversationScope on conversationOrder).
 */
export async function listConversations(
  db: DbOrTx,
  viewer: { id: number; role: Role },
  scope: SQL | undefined,
  search?: string,
): Promise<ConversationRow[]> {
  const hasMessages = sql`exists (select 1 from messages m where m.order_id = o.id)`;
  const inChat = sql`o.status in (${chatStatuses})`;
  let where;
  let counterpart;
  if (isClient(viewer)) {
    where = sql`${within(scope)} and ((o.driver_id is not null and ${inChat}) or ${hasMessages})`;
    counterpart = sql`
      left join drivers d on d.id = o.driver_id
      left join users du on du.id = d.user_id
      left join lateral (
        select u.first_name, u.last_name, u.role from messages m join users u on u.id = m.sender_id
        where m.order_id = o.id and m.sender_id <> ${viewer.id}
        order by m.created_at desc, m.id desc limit 1
      ) w on du.id is null
      cross join lateral (select
        coalesce(du.first_name, w.first_name) as first_name,
        coalesce(du.last_name, w.last_name) as last_name,
        coalesce(du.role, w.role)::text as role) cp`;
  } else {
    where = isDriver(viewer)
      ? sql`${within(scope)} and (${inChat} or ${hasMessages})`
      : sql`${within(scope)} and o.id in (select m.order_id from messages m)`;
    counterpart = sql`cross join lateral (select u.first_name, u.last_name, u.role::text as role
      from users u where u.id = o.client_id) cp`;
  }
  const unread = unreadCondition(viewer);
  const term = search ? searchCondition(search) : sql`true`;

  const result = await db.execute(sql`
    select o.id as order_id, o.status::text as status, o.driver_id,
      cp.first_name as cp_first_name, cp.last_name as cp_last_name, cp.role as cp_role,
      lm.content as last_content, lm.created_at as last_at, lm.sender_id as last_sender_id,
      lm.first_name as last_first_name, lm.last_name as last_last_name, lm.role as last_role,
      (select count(*)::int from messages m where m.order_id = o.id and ${unread})
        as unread_count
    from orders o
    ${counterpart}
    left join lateral (
      select m.content, m.created_at, m.sender_id, lu.first_name, lu.last_name, lu.role::text as role
      from messages m join users lu on lu.id = m.sender_id
      where m.order_id = o.id order by m.created_at desc, m.id desc limit 1
    ) lm on true
    where ${where} and ${term}
    order by coalesce(lm.created_at, o.updated_at) desc, o.id desc
    limit ${CONVERSATIONS_LIMIT}
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    status: String(r.status),
    driverId: r.driver_id === null ? null : Number(r.driver_id),
    counterpart:
      r.cp_first_name === null
        ? null
        : { firstName: String(r.cp_first_name), lastName: String(r.cp_last_name), role: String(r.cp_role) },
    lastMessage:
      r.last_sender_id === null
        ? null
        : {
            content: String(r.last_content),
            // pg and PGlite both parse timestamptz to Date; a string is accepted to be safe.
            createdAt: new Date(r.last_at as Date | string),
            senderId: Number(r.last_sender_id),
            sender: {
              firstName: String(r.last_first_name),
              lastName: String(r.last_last_name),
              role: String(r.last_role),
            },
          },
    unreadCount: Number(r.unread_count),
  }));
}

/** ILIKE wildcards in the search text are matched literally. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string) {
  const like = likeTerm(search);
  const digits = /^(ml-?)?0*(\d{1,9})$/i.exec(search.trim());
  const byNumber = digits ? sql`o.id = ${Number(digits[2])}` : sql`false`;
  return sql`(${byNumber}
    or exists (select 1 from users u where u.id = o.client_id
      and (u.first_name || ' ' || u.last_name) ilike ${like})
    or exists (select 1 from drivers d join users u on u.id = d.user_id where d.id = o.driver_id
      and (u.first_name || ' ' || u.last_name) ilike ${like})
    or exists (select 1 from messages m where m.order_id = o.id and m.content ilike ${like}))`;
}

/**
 * The viewer's unread messages over every conversation it takes part in (the navigation badge),
 * within `scope` (conversationScope on conversationOrder).
 */
export async function countUnread(
  db: DbOrTx,
  viewer: { id: number; role: Role },
  scope: SQL | undefined,
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from messages m join orders o on o.id = m.order_id
    where ${within(scope)} and ${unreadCondition(viewer)}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return Number(rows[0]?.n ?? 0);
}
