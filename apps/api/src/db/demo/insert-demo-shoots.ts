import { type ImageUseTerms, notificationTitle, type ShootCategory } from '@passarela/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { createLedgerRepository } from '../../modules/ledger/index.ts';
import { type ShootStep, takeShootStep } from '../../modules/shoots/index.ts';
import type { Database } from '../client.ts';
import { notifications, profileMedia, profiles, reviews, shootAvailability, shootBookings, shootPackages, users } from '../schema/index.ts';
import { DEMO_ID_PREFIX } from './generate-demo-profile.ts';
import { randomFor } from './seeded-random.ts';

/**
 * Shoots in the demo marketplace (issue 27): the seed's first photographers sell packages with
 * weekly hours, and each has past bookings paid, delivered and confirmed through the same steps
 * as the app's (takeShootStep on one transaction: money through the ledger, so it balances), with
 * both sides' reviews. Runs once per seed (skipped when its photographers already have packages).
 */

const DEMO_SHOOT_PHOTOGRAPHERS = 6;
const BOOKINGS_PER_PHOTOGRAPHER = 2;
const DAY_MS = 86_400_000;

interface PackageTemplate {
  title: string;
  description: string;
  category: ShootCategory;
  durationMinutes: number;
  editedPhotos: number;
  deliveryDays: number;
  priceCents: number;
  extras: { id: string; label: string; price_cents: number }[];
}

const templates: PackageTemplate[] = [
  {
    title: 'Book fotográfico — 2 h, 3 looks',
    description: 'Ensaio em estúdio para montar o seu primeiro book: três trocas de roupa, direção de poses e 30 fotos tratadas.',
    category: 'book',
    durationMinutes: 120,
    editedPhotos: 30,
    deliveryDays: 7,
    priceCents: 80_000,
    extras: [
      { id: 'look', label: 'Look extra', price_cents: 15_000 },
      { id: 'make', label: 'Maquiagem profissional', price_cents: 20_000 },
    ],
  },
  {
    title: 'Retrato profissional — 1 h',
    description: 'Retratos para perfil, currículo e redes sociais, com fundo neutro e luz de estúdio. 15 fotos tratadas.',
    category: 'retrato',
    durationMinutes: 60,
    editedPhotos: 15,
    deliveryDays: 5,
    priceCents: 35_000,
    extras: [{ id: 'express', label: 'Entrega expressa em 48 horas', price_cents: 10_000 }],
  },
  {
    title: 'Ensaio de moda externo — 3 h',
    description: 'Ensaio de moda em locação a combinar, com até quatro looks e 40 fotos tratadas em alta resolução.',
    category: 'moda',
    durationMinutes: 180,
    editedPhotos: 40,
    deliveryDays: 10,
    priceCents: 150_000,
    extras: [{ id: 'look', label: 'Look extra', price_cents: 20_000 }],
  },
  {
    title: 'Fotos de produto para loja virtual',
    description: 'Fotos de produto em fundo branco e ambientadas, prontas para a loja virtual. Até 20 produtos.',
    category: 'produto',
    durationMinutes: 240,
    editedPhotos: 60,
    deliveryDays: 7,
    priceCents: 120_000,
    extras: [],
  },
];

const imageUses: ImageUseTerms[] = [
  { who: 'both', where: ['portfolio', 'social'], duration: 'indefinite' },
  { who: 'buyer', where: ['portfolio', 'social', 'commercial'], duration: '2y' },
];

export interface DemoShootCounts {
  packages: number;
  bookings: number;
  reviews: number;
}

export async function insertDemoShoots(db: Database, options: { seed: number; now?: Date }): Promise<DemoShootCounts | null> {
  const now = options.now ?? new Date();
  const pattern = `${DEMO_ID_PREFIX}${options.seed}\\_%`;
  const people = await db
    .select({ id: users.id, userType: users.userType, city: profiles.city, state: profiles.state, name: users.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(like(users.id, pattern), inArray(users.userType, ['photographer', 'model', 'contractor'])))
    .orderBy(users.createdAt, users.id)
    .limit(400);
  const photographers = people.filter((person) => person.userType === 'photographer').slice(0, DEMO_SHOOT_PHOTOGRAPHERS);
  const buyers = people.filter((person) => person.userType !== 'photographer');
  if (photographers.length === 0 || buyers.length === 0) return null;
  const existing = await db
    .select({ id: shootPackages.id })
    .from(shootPackages)
    .where(
      inArray(
        shootPackages.photographerId,
        photographers.map((p) => p.id),
      ),
    )
    .limit(1);
  if (existing.length > 0) return null;
  const covers = await db
    .select({ id: profileMedia.id, userId: profileMedia.userId })
    .from(profileMedia)
    .where(
      inArray(
        profileMedia.userId,
        photographers.map((p) => p.id),
      ),
    );

  const counts: DemoShootCounts = { packages: 0, bookings: 0, reviews: 0 };
  await db.transaction(async (handle) => {
    const tx = handle as unknown as Database;
    for (const [index, photographer] of photographers.entries()) {
      const random = randomFor(options.seed + 27, index);
      await tx.insert(shootAvailability).values({
        photographerId: photographer.id,
        weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })).concat([{ weekday: 6, start: '09:00', end: '13:00' }]),
        weekdayMask: 0b1111110,
        blockedDates: [],
      });
      const mine = covers.filter((cover) => cover.userId === photographer.id).map((cover) => cover.id);
      const city = photographer.city ?? 'São Paulo';
      const uf = photographer.state ?? 'SP';
      const chosen = [templates[index % templates.length], templates[(index + 1) % templates.length]] as PackageTemplate[];
      const packages = await tx
        .insert(shootPackages)
        .values(
          chosen.map((template, n) => ({
            photographerId: photographer.id,
            title: template.title,
            description: template.description,
            category: template.category,
            durationMinutes: template.durationMinutes,
            editedPhotos: template.editedPhotos,
            deliveryDays: template.deliveryDays,
            locationKind: template.category === 'moda' ? ('a_combinar' as const) : ('studio' as const),
            address: template.category === 'moda' ? null : `Rua das Flores, ${100 + index * 10}`,
            city,
            uf,
            priceCents: template.priceCents + random.int(0, 8) * 5_000,
            extras: template.extras,
            coverMediaIds: mine.slice(n, n + 2),
            createdAt: new Date(now.getTime() - (30 + index * 3 + n) * DAY_MS),
          })),
        )
        .returning();
      counts.packages += packages.length;

      for (let b = 0; b < BOOKINGS_PER_PHOTOGRAPHER; b++) {
        const pkg = packages[b % packages.length] as (typeof packages)[number];
        const buyer = buyers[(index * BOOKINGS_PER_PHOTOGRAPHER + b) % buyers.length] as (typeof buyers)[number];
        // A weekday morning 20 to 60 days ago, 10:00 in São Paulo (13:00 UTC).
        const day = new Date(now.getTime() - (20 + index * 6 + b * 3) * DAY_MS);
        day.setUTCHours(13, 0, 0, 0);
        const startsAt = day;
        const endsAt = new Date(startsAt.getTime() + pkg.durationMinutes * 60_000);
        const extras = pkg.extras.slice(0, b);
        const totalCents = pkg.priceCents + extras.reduce((sum, extra) => sum + extra.price_cents, 0);
        const bookedAt = new Date(startsAt.getTime() - 6 * DAY_MS);
        const [row] = await tx
          .insert(shootBookings)
          .values({
            packageId: pkg.id,
            buyerId: buyer.id,
            photographerId: photographer.id,
            title: pkg.title,
            category: pkg.category,
            editedPhotos: pkg.editedPhotos,
            deliveryDays: pkg.deliveryDays,
            place: pkg.address ? `${pkg.address} — ${city}, ${uf}` : `Local a combinar — ${city}, ${uf}`,
            startsAt,
            endsAt,
            priceCents: pkg.priceCents,
            extras,
            totalCents,
            note: 'Primeiro book, quero fotos naturais.',
            imageUse: imageUses[b % imageUses.length] as ImageUseTerms,
            payBy: new Date(bookedAt.getTime() + 3_600_000),
            createdAt: bookedAt,
          })
          .returning();
        if (!row) continue;
        // The buyer's money arrives as a settled payment would post it, then the steps of the app.
        await createLedgerRepository(tx).postTransfer({
          kind: 'topup',
          reference: `demo-shoot:${row.id}:topup`,
          description: 'Pagamento de ensaio (Pix)',
          initiatedBy: buyer.id,
          entries: [
            { account: { kind: 'provider_clearing', provider: 'sandbox' }, amountCents: -totalCents },
            { account: { kind: 'user_wallet', userId: buyer.id }, amountCents: totalCents },
          ],
        });
        let current = row;
        const steps: Omit<ShootStep, 'now'>[] = [
          { action: 'pay', actor: 'buyer', actorId: buyer.id, payment: { reference: `shoot:${row.id}:pay`, feeBps: 1000 } },
          { action: 'accept', actor: 'photographer', actorId: photographer.id },
          {
            action: 'deliver',
            actor: 'photographer',
            actorId: photographer.id,
            delivery: { link: 'https://fotos.example.com/ensaio', note: 'Fotos tratadas no link.' },
          },
          { action: 'confirm', actor: 'buyer', actorId: buyer.id },
        ];
        const when = [bookedAt, new Date(bookedAt.getTime() + 3_600_000 * 5), new Date(endsAt.getTime() + 3 * DAY_MS), new Date(endsAt.getTime() + 4 * DAY_MS)];
        for (const [n, step] of steps.entries()) {
          await takeShootStep(tx, null, current, { ...step, now: when[n] as Date });
          const [next] = await tx.select().from(shootBookings).where(eq(shootBookings.id, row.id));
          if (next) current = next;
        }
        counts.bookings += 1;
        const reviewedAt = new Date(endsAt.getTime() + 5 * DAY_MS);
        await tx.insert(reviews).values([
          {
            shootBookingId: row.id,
            reviewerId: buyer.id,
            revieweeId: photographer.id,
            rating: 4 + (b % 2),
            comment: 'Ótimo trabalho de fotografia, atendimento atencioso e pontual.',
            createdAt: reviewedAt,
          },
          {
            shootBookingId: row.id,
            reviewerId: photographer.id,
            revieweeId: buyer.id,
            rating: 5,
            comment: 'Cliente pontual e muito gentil.',
            createdAt: reviewedAt,
          },
        ]);
        counts.reviews += 2;
        await tx.insert(notifications).values({
          userId: photographer.id,
          type: 'shoot_released',
          title: notificationTitle('shoot_released'),
          body: `${buyer.name} confirmou o recebimento das fotos do ensaio "${pkg.title}".`,
          link: '/dashboard?tab=shoots',
          createdAt: when[3] as Date,
        });
      }
    }
  });
  return counts;
}
