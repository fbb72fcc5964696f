type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Completed work and its reviews, so the cards' ratings (kept on profiles by the reviews'
 * triggers, migration 0018) are made from a realistic table rather than an empty one: a fifth of the models worked one to four times for contractors and
 * photographers (picked by position, so every run loads the same); the contractor reviewed every
 * job and the model most of them. Four jobs in five ended before the review window (14 days), so
 * their reviews are visible; the recent ones are visible only when both sides have reviewed,
 * which exercises every branch of the visibility rule.
 */
export async function bulkLoadReviews(query: Query): Promise<{ contracts: number; reviews: number }> {
  await query('drop table if exists bench_work', []);
  await query(
    `create unlogged table bench_work as
     with models as (select user_id, row_number() over (order by user_id) as n from profiles where user_type = 'model'),
          hirers as (select user_id, row_number() over (order by user_id) - 1 as k, count(*) over () as total
                       from profiles where user_type in ('contractor', 'photographer'))
     select gen_random_uuid() as proposal_id, gen_random_uuid() as contract_id, m.user_id as model_id, h.user_id as owner_id,
            (case when (m.n + w) % 5 = 0 then (m.n + w) % 10 else 20 + (m.n * 3 + w) % 300 end)::int as days_ago,
            (m.n + w) % 4 <> 0 as model_reviewed,
            (3 + (m.n + w) % 3)::smallint as owner_rating,
            (4 + (m.n * w) % 2)::smallint as model_rating
       from models m
       cross join lateral generate_series(1, 1 + (m.n % 4)::int) as w
       join hirers h on h.k = (m.n * 7 + w * 13) % h.total
      where m.n % 5 = 0`,
    [],
  );
  await query(
    `insert into proposals (id, owner_id, model_id, title, work_date, place, amount_cents, status, created_at)
     select proposal_id, owner_id, model_id, 'Ensaio para catálogo', current_date - days_ago - 7, 'São Paulo, SP', 60000, 'accepted', now() - make_interval(days => days_ago + 10)
       from bench_work`,
    [],
  );
  await query(
    `insert into contracts (id, proposal_id, owner_id, model_id, title, work_date, place, amount_cents, status, fee_bps,
                            funded_at, owner_confirmed_at, model_confirmed_at, completed_at, created_at)
     select contract_id, proposal_id, owner_id, model_id, 'Ensaio para catálogo', current_date - days_ago - 7, 'São Paulo, SP', 60000, 'completed', 1000,
            now() - make_interval(days => days_ago + 8), now() - make_interval(days => days_ago), now() - make_interval(days => days_ago),
            now() - make_interval(days => days_ago), now() - make_interval(days => days_ago + 9)
       from bench_work`,
    [],
  );
  await query(
    `insert into reviews (contract_id, reviewer_id, reviewee_id, rating, comment, created_at)
     select contract_id, owner_id, model_id, owner_rating, 'Profissional e pontual.', least(now(), now() - make_interval(days => days_ago) + interval '1 day') from bench_work
     union all
     select contract_id, model_id, owner_id, model_rating, 'Equipe atenciosa, pagamento em dia.', least(now(), now() - make_interval(days => days_ago) + interval '2 days')
       from bench_work where model_reviewed`,
    [],
  );
  const { rows } = await query(`select (select count(*)::int from contracts) as contracts, (select count(*)::int from reviews) as reviews`, []);
  await query('drop table bench_work', []);
  return { contracts: Number(rows[0]?.contracts ?? 0), reviews: Number(rows[0]?.reviews ?? 0) };
}
