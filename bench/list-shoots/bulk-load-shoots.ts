import { shootCategories } from '@passarela/shared';
import { randomFor } from '../../apps/api/src/db/demo/seeded-random.ts';
import { type BenchDatabase, settleAfterLoad } from '../list-models/bench-database.ts';
import { loadDemoPeopleWithoutIndexes } from '../list-bulk-people.ts';

/** Issue 27: the packages list at 20,000 packages, from the demo's photographers (and contractors, as sellers). */
export const BENCH_SHOOTS = 20_000;
const BENCH_PEOPLE_MODELS = 8_000;
const BENCH_SEED = 27;
const CHUNK = 5_000;

const titles = ['Book fotográfico', 'Retrato profissional', 'Ensaio de moda', 'Fotos de produto', 'Ensaio gestante', 'Cobertura de evento', 'Retrato corporativo'];
const cities: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Florianópolis', 'SC'],
  ['Goiânia', 'GO'],
];
/** One package in RARE_CITY_EVERY is in a small city: the city filter's worst case without its index. */
export const RARE_CITY: [string, string] = ['Petrópolis', 'RJ'];
const RARE_CITY_EVERY = 250;
/** Weekday bits (Sunday = 1): Monday and Wednesday; Tuesday to Saturday; the weekend. */
const AVAILABILITY_MASKS = [10, 124, 65];

/**
 * The demo people, then BENCH_SHOOTS packages spread over the non-model accounts (as sellers;
 * the list does not look at the seller's type) with weekly hours for each seller, bulk-loaded
 * with the secondary indexes dropped and rebuilt from their own definitions, then ANALYZE.
 */
export async function seedBenchShoots(database: BenchDatabase): Promise<{ ms: number; packages: number; sellers: number }> {
  const started = performance.now();
  const people = { seed: BENCH_SEED, models: BENCH_PEOPLE_MODELS };
  const { indexes, nonModelIds: sellers, newest } = await loadDemoPeopleWithoutIndexes(database, ['profiles', 'users', 'shoot_packages'], people);
  // Three kinds of week, so a date filter keeps some sellers and turns others down.
  await database.query(
    `insert into shoot_availability (photographer_id, weekly_hours, weekday_mask, blocked_dates)
     select id, (select jsonb_agg(jsonb_build_object('weekday', d, 'start', '09:00', 'end', '18:00')) from generate_series(0, 6) d where mask & (1 << d) <> 0), mask, '{}'::text[]
       from (select id, (array[${AVAILABILITY_MASKS.join(', ')}])[1 + (n::int % ${AVAILABILITY_MASKS.length})]::smallint as mask from unnest($1::text[]) with ordinality as t(id, n)) s`,
    [sellers],
  );
  for (let from = 0; from < BENCH_SHOOTS; from += CHUNK) {
    const rows = [];
    for (let index = from; index < Math.min(from + CHUNK, BENCH_SHOOTS); index++) {
      const random = randomFor(BENCH_SEED, index);
      const [city, uf] = index % RARE_CITY_EVERY === 0 ? RARE_CITY : random.pick(cities);
      const title = random.pick(titles);
      rows.push({
        photographer_id: sellers[index % sellers.length],
        title: `${title} em ${city}`,
        description: `${title} com direção de poses, luz de estúdio e fotos tratadas. Atendo em ${city} e região.`,
        category: random.pick([...shootCategories]),
        duration_minutes: 30 * random.int(1, 8),
        edited_photos: random.int(5, 60),
        delivery_days: random.int(3, 20),
        location_kind: 'studio',
        address: `Rua ${index}, ${random.int(1, 2000)}`,
        city,
        uf,
        price_cents: 5_000 * random.int(4, 60),
        status: random.next() < 0.9 ? 'active' : 'paused',
        created_at: new Date(newest.getTime() - index * 60_000).toISOString(),
      });
    }
    const list = Object.keys(rows[0] ?? {}).join(', ');
    await database.query(
      `insert into shoot_packages (${list}) select ${list} from json_populate_recordset(null::shoot_packages, $1::json)`,
      [JSON.stringify(rows)],
    );
  }
  for (const index of indexes) await database.query(String(index.indexdef), []);
  await settleAfterLoad(database);
  return { ms: performance.now() - started, packages: BENCH_SHOOTS, sellers: sellers.length };
}
