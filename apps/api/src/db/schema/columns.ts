import { customType, timestamp } from 'drizzle-orm/pg-core';

/** citext: slugs are unique whatever their case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** Every timestamp is stored with its time zone (UTC in, UTC out). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
