import { type SQL, sql } from 'drizzle-orm';

/**
 * `column` (a user id) is none of `people`, as list conditions: none when `people` is empty, so a
 * viewer without blocks runs the very statement a guest runs.
 */
export function notAmongPeople(column: SQL, people: readonly string[] | undefined): SQL[] {
  if (!people || people.length === 0) return [];
  return [
    sql`${column} not in (${sql.join(
      people.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  ];
}
