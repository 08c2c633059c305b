import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is numeric(10,2), read and written as a decimal string ("25.00"). */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** Coordinates keep 6 decimals (about 0.1 m), read as strings so no float rounding creeps in. */
export const latitude = (name: string) => numeric(name, { precision: 9, scale: 6 });
export const longitude = (name: string) => numeric(name, { precision: 9, scale: 6 });

/** Every timestamp carries its time zone. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
