import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../app-instance.ts';
import type { Database } from '../db/client.ts';
import type { DemoProfile, DemoUser } from '../db/demo/generate-demo-profile.ts';
import { insertDemoProfiles } from '../db/demo/insert-demo-profiles.ts';

/** One person a list test needs, with only the fields that matter to it pinned. */
export interface ListPerson {
  /** Unique within a test: becomes the last name, so cards are easy to tell apart. */
  label: string;
  user?: Partial<DemoUser>;
  profile?: Partial<DemoProfile>;
  /** created_at of the profile; default: one minute older than the person before. */
  createdAt?: Date;
}

export interface ListGroup {
  /** Every person of a test shares a city nobody else has, so a city filter isolates the test. */
  city: string;
  state?: string;
  /** created_at of the first person (later ones are older). */
  newest?: Date;
}

// Each call takes a new demo seed, so demo ids never collide between calls.
let nextSeed = 9000;

/**
 * Inserts people through the demo generator (the path the benchmark and the demo seed use), as
 * neutral models unless told otherwise: not PRO, not hidden, not suspended, the same appearance,
 * and a bio that names no place, so each test changes exactly what it asserts on.
 */
export async function insertPeople(db: Database, group: ListGroup, people: ListPerson[]): Promise<Map<string, Date>> {
  const newest = group.newest ?? new Date(Date.now() - 60_000);
  const createdAt = new Map<string, Date>();
  await insertDemoProfiles(db, {
    seed: nextSeed++,
    count: people.length,
    modelShare: 1,
    adjust: (person, index) => {
      const wanted = people[index] as ListPerson;
      const created = wanted.createdAt ?? new Date(newest.getTime() - index * 60_000);
      createdAt.set(wanted.label, created);
      return {
        slugBase: `pessoa-${wanted.label}`.toLowerCase(),
        user: {
          ...person.user,
          userType: 'model',
          subscriptionType: null,
          subscriptionExpiresAt: null,
          createdAt: created,
          ...wanted.user,
        },
        profile: {
          ...person.profile,
          firstName: 'Pessoa',
          lastName: wanted.label,
          city: group.city,
          state: group.state ?? 'MG',
          bio: 'Trabalho com moda há alguns anos.',
          companyName: null,
          gender: 'feminino',
          modelType: 'morena',
          modelPhysicalType: 'normal',
          modelCharacteristics: [],
          workInterests: ['catalogo'],
          profileCategories: ['other'],
          heightCm: 170,
          isHidden: false,
          createdAt: created,
          ...wanted.profile,
        },
      };
    },
  });
  return createdAt;
}

export interface ListPage {
  items: Array<{ last_name: string; is_pro: boolean } & Record<string, unknown>>;
  nextCursor: string | null;
}

export function getList(app: AppInstance, path: '/api/models' | '/api/contractors', query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  return app.inject({ method: 'GET', url: `${path}?${search.toString()}` });
}

export async function getPage(app: AppInstance, path: '/api/models' | '/api/contractors', query: Record<string, string | number>): Promise<ListPage> {
  const res: LightMyRequestResponse = await getList(app, path, query);
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json() as ListPage;
}

export const labels = (page: ListPage) => page.items.map((item) => item.last_name);

/**
 * Follows the cursors to the end, calling `between` after each page (to change the data while a
 * visitor scrolls). Answers the labels in the order they were shown.
 */
export async function scrollAll(
  app: AppInstance,
  path: '/api/models' | '/api/contractors',
  query: Record<string, string | number>,
  between?: (pageIndex: number, shown: string[]) => Promise<void>,
): Promise<string[]> {
  const shown: string[] = [];
  let cursor: string | null = null;
  for (let pageIndex = 0; pageIndex < 200; pageIndex++) {
    const page = await getPage(app, path, cursor ? { ...query, cursor } : query);
    shown.push(...labels(page));
    if (!page.nextCursor) return shown;
    cursor = page.nextCursor;
    await between?.(pageIndex, shown);
  }
  throw new Error('the list never ended');
}
