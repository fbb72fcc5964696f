import type { CreateShootBookingBody, CreateShootPackageBody } from '@passarela/shared';
import { expect } from 'vitest';
import { dateFromToday } from './hiring.ts';
import type { TestApp } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** Test-only: shoot packages, availability and bookings made through the API, as the shoots tests need them. */

export function send(t: TestApp, who: TestPerson | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    headers: { ...who?.headers, ...headers },
    ...(method === 'GET' ? {} : { payload: (payload ?? {}) as Record<string, unknown> }),
  });
}

export function packageBody(overrides: Partial<CreateShootPackageBody> = {}): CreateShootPackageBody {
  return {
    title: 'Book fotográfico — 2 h, 3 looks',
    description: 'Ensaio em estúdio com três trocas de roupa e fotos tratadas.',
    category: 'book',
    duration_minutes: 120,
    edited_photos: 30,
    delivery_days: 7,
    location_kind: 'studio',
    address: 'Rua Augusta, 1000',
    city: 'São Paulo',
    uf: 'SP',
    price_cents: 80_000,
    extras: [
      { label: 'Look extra', price_cents: 15_000 },
      { label: 'Maquiagem', price_cents: 20_000 },
    ],
    ...overrides,
  };
}

/** Every day 08:00 to 20:00, nothing blocked. */
export const everyDayHours = {
  weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
  blocked_dates: [] as string[],
};

/** A photographer's active package with every-day hours; answers its id and extras. */
export async function publishedPackage(t: TestApp, photographer: TestPerson, overrides: Partial<CreateShootPackageBody> = {}) {
  const hours = await send(t, photographer, 'PUT', '/api/shoots/availability', everyDayHours);
  expect(hours.statusCode, hours.body).toBe(200);
  const created = await send(t, photographer, 'POST', '/api/shoots', packageBody(overrides));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().package as { id: string; extras: { id: string; label: string; price_cents: number }[]; price_cents: number };
}

let dayOffset = 20;
/** A day far enough ahead that nothing else in the file booked it (each call a new day). */
export function freshShootDay(): string {
  dayOffset += 1;
  return dateFromToday(dayOffset);
}

export function bookingBody(packageId: string, overrides: Partial<CreateShootBookingBody> = {}): CreateShootBookingBody {
  return {
    package_id: packageId,
    date: freshShootDay(),
    start_time: '10:00',
    extra_ids: [],
    note: 'Quero fotos para o meu book.',
    image_use: { who: 'both', where: ['portfolio', 'social'], duration: '1y' },
    ...overrides,
  };
}
