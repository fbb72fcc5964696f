import { type SQL, sql } from 'drizzle-orm';
import type { ListPosition } from './list-cursor.ts';

/** What every list page query needs besides its own filters. */
export interface ListPageRequest {
  /** Conditions on `p` (profiles) and `u` (users) specific to the list: type, filters, text. */
  filters: SQL[];
  /** The columns of a card, selected from `p` and `u`. */
  columns: SQL;
  /** Where the previous page ended; undefined on the first page. */
  after: ListPosition | undefined;
  now: Date;
  /** Rows to fetch: the page size plus one, to know whether another page follows. */
  fetch: number;
}

/**
 * One page of a profile list as a single statement. The order is (PRO first, newest first,
 * user_id as tie-break). Computing "is PRO" per row and sorting by it could not use an index, so
 * the two segments are separate branches of a UNION ALL: each walks an index in created_at order
 * and stops after `fetch` rows, and a page that ends in the PRO branch continues in the other.
 * Keyset, not OFFSET: rows inserted meanwhile never shift a page, and deep pages cost the same.
 */
export function profileListPageSql(request: ListPageRequest): SQL {
  // p.pro_until copies the PRO end onto the profile (migration 0006), so the PRO branch walks the
  // small partial index of PRO profiles and the other branch the type index, each stopping after
  // a page. The PRO rule is the spec's: subscription 'pro' with an end still in the future.
  const now = sql`${request.now.toISOString()}::timestamptz`;
  const isPro = sql`p.pro_until > ${now}`;
  const notPro = sql`(p.pro_until is null or p.pro_until <= ${now})`;
  const visible = [sql`u.suspended_at is null`, sql`not p.is_hidden`, ...request.filters];

  const branch = (segment: 0 | 1) => {
    const conditions = [...visible, segment === 0 ? isPro : notPro];
    if (request.after && request.after.segment === segment) {
      conditions.push(sql`(p.created_at, p.user_id) < (${request.after.createdAt}::timestamptz, ${request.after.userId})`);
    }
    return sql`(select ${request.columns}, p.created_at, p.created_at::text as created_at_key, p.user_id, ${sql.raw(String(segment))} as segment
      from profiles p join users u on u.id = p.user_id
      where ${sql.join(conditions, sql` and `)}
      order by p.created_at desc, p.user_id desc
      limit ${request.fetch})`;
  };

  // Past the PRO segment, its branch is not even planned.
  const branches = request.after?.segment === 1 ? [branch(1)] : [branch(0), branch(1)];
  return sql`select * from (${sql.join(branches, sql` union all `)}) page
    order by segment, created_at desc, user_id desc
    limit ${request.fetch}`;
}

/** The row every list query answers, whatever its card columns. */
export interface ListRowKey {
  created_at_key: string;
  user_id: string;
  segment: 0 | 1;
}

/** Splits the fetched rows into the page and the position the next page starts after. */
export function toPage<Row extends ListRowKey>(rows: Row[], limit: number, now: Date): { rows: Row[]; next: ListPosition | undefined } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || !last) return { rows: page, next: undefined };
  return { rows: page, next: { now, segment: last.segment, createdAt: last.created_at_key, userId: last.user_id } };
}
