import { type ShootPackageView, todayInBrazil } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { availabilityFormValues, availabilityRequest, withBlockedDate } from './availability-form.ts';
import { bookingRequest, bookingTotalCents, emptyBookingDraft, fullRefundDeadline, slotStartsAt } from './booking-form.ts';
import { newExtraRow, packageFormValues, packageRequest } from './package-form.ts';
import { priceOptionsWith, withPriceChange } from './price-filter.ts';
import { durationText } from './shoot-text.ts';
import { addDays, slotWindow } from './slot-window.ts';

const packageId = '7f3c1a52-6d1e-4b8e-9a51-3f0d2c4b5e61';

describe('the booking panel', () => {
  const extras = [
    { id: 'make', label: 'Maquiagem', price_cents: 8_000 },
    { id: 'look', label: 'Look extra', price_cents: 5_000 },
  ];

  it('totals the price and only the chosen extras', () => {
    expect(bookingTotalCents(30_000, extras, [])).toBe(30_000);
    expect(bookingTotalCents(30_000, extras, ['look'])).toBe(35_000);
    expect(bookingTotalCents(30_000, extras, ['look', 'make', 'gone'])).toBe(43_000);
  });

  it('asks for the slot and each image-use term before sending', () => {
    const result = bookingRequest(packageId, emptyBookingDraft);
    expect('errors' in result && result.errors).toEqual({
      slot: 'Escolha a data e o horário do ensaio.',
      who: 'Escolha quem pode usar as fotos.',
      where: 'Escolha ao menos um uso das fotos.',
      duration: 'Escolha por quanto tempo as fotos podem ser usadas.',
    });
  });

  it('sends the slot, extras, note and terms and never a price', () => {
    const result = bookingRequest(packageId, {
      date: '2026-12-05',
      startTime: '10:00',
      extraIds: ['look'],
      note: '  dois looks ',
      who: 'both',
      where: ['portfolio', 'social'],
      duration: '1y',
    });
    expect('body' in result && result.body).toEqual({
      package_id: packageId,
      date: '2026-12-05',
      start_time: '10:00',
      extra_ids: ['look'],
      note: 'dois looks',
      image_use: { who: 'both', where: ['portfolio', 'social'], duration: '1y' },
    });
  });

  it('reads a slot in São Paulo time and gives the full-refund deadline 48 hours before', () => {
    const start = slotStartsAt('2026-12-05', '10:00');
    expect(start.toISOString()).toBe('2026-12-05T13:00:00.000Z');
    expect(fullRefundDeadline(start).toISOString()).toBe('2026-12-03T13:00:00.000Z');
  });
});

describe('the slot windows', () => {
  it('are two weeks each, from today in São Paulo', () => {
    expect(slotWindow('2026-12-30', 0)).toEqual({ from: '2026-12-30', to: '2027-01-12' });
    expect(slotWindow('2026-12-30', 1)).toEqual({ from: '2027-01-13', to: '2027-01-26' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    // 01:30 UTC is still the day before in São Paulo.
    expect(todayInBrazil(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
  });
});

describe('the package form', () => {
  const base = { ...packageFormValues(null, { city: 'Campinas', state: 'SP' }), title: 'Book fotográfico', category: 'book' as const };

  it('puts the server schema’s messages on the fields they are about, extras by row', () => {
    const result = packageRequest({ ...base, description: 'curta', price: '', address: '', extras: [{ ...newExtraRow(), label: 'Maquiagem', price: '' }] });
    expect('errors' in result).toBe(true);
    if (!('errors' in result)) return;
    expect(result.errors.description).toBe('A descrição deve ter pelo menos 20 caracteres.');
    expect(result.errors.address).toBe('Informe o endereço do estúdio.');
    expect(result.errors.price).toBeDefined();
    expect(result.errors['extras.0.price']).toBeDefined();
    expect(result.errors['extras.0.label']).toBeUndefined();
  });

  it('sends centavos and keeps an existing extra’s id', () => {
    const result = packageRequest({
      ...base,
      description: 'Ensaio em estúdio com luz contínua e três trocas de roupa.',
      locationKind: 'a_combinar',
      address: 'ignorado',
      price: '350,00',
      extras: [{ id: 'make', key: 'make', label: 'Maquiagem', price: '80,00' }],
    });
    expect('body' in result).toBe(true);
    if (!('body' in result)) return;
    expect(result.body).toMatchObject({ price_cents: 35_000, address: null, city: 'Campinas', uf: 'SP', duration_minutes: 120 });
    expect(result.body.extras).toEqual([{ id: 'make', label: 'Maquiagem', price_cents: 8_000 }]);
  });

  it('opens an existing package with its values as the fields show them', () => {
    const pkg = { title: 'T', description: 'D', category: 'moda', duration_minutes: 90, edited_photos: 15, delivery_days: 5, location_kind: 'studio', address: 'Rua A, 1', city: 'Recife', uf: 'PE', price_cents: 123_456, extras: [{ id: 'x', label: 'Extra', price_cents: 1_000 }], covers: [{ media_id: 'm1', url: '', width: 1, height: 1 }], status: 'paused' } as unknown as ShootPackageView;
    expect(packageFormValues(pkg, { city: null, state: null })).toMatchObject({ durationMinutes: '90', price: '1.234,56', coverMediaIds: ['m1'], status: 'paused', extras: [{ id: 'x', price: '10,00' }] });
    expect(durationText(90)).toBe('1 h 30 min');
  });
});

describe('the price filter', () => {
  it('keeps the range valid by clearing the other bound', () => {
    type Range = { price_min?: number; price_max?: number };
    expect(withPriceChange<Range>({ price_max: 20_000 }, { price_min: 50_000 })).toEqual({ price_min: 50_000, price_max: undefined });
    expect(withPriceChange<Range>({ price_min: 50_000 }, { price_max: 20_000 })).toEqual({ price_max: 20_000, price_min: undefined });
  });

  it('shows a shared link’s odd price among the choices', () => {
    expect(priceOptionsWith(12_345).map((option) => option.value)).toContain('12345');
    expect(priceOptionsWith(20_000).filter((option) => option.value === '20000')).toHaveLength(1);
  });
});

describe('the availability editor', () => {
  it('shows each weekday as one range and sends only the open days', () => {
    const values = availabilityFormValues({
      weekly_hours: [
        { weekday: 1, start: '14:00', end: '18:00' },
        { weekday: 1, start: '09:00', end: '12:00' },
      ],
      blocked_dates: ['2026-12-25', '2026-12-24'],
      time_zone: 'America/Sao_Paulo',
    });
    expect(values.days[1]).toEqual({ weekday: 1, open: true, start: '09:00', end: '18:00' });
    expect(values.days[0]?.open).toBe(false);
    expect(values.blockedDates).toEqual(['2026-12-24', '2026-12-25']);
    const request = availabilityRequest({ ...values, blockedDates: withBlockedDate(values.blockedDates, '2026-12-24') });
    expect('body' in request && request.body).toEqual({ weekly_hours: [{ weekday: 1, start: '09:00', end: '18:00' }], blocked_dates: ['2026-12-24', '2026-12-25'] });
  });

  it('refuses an end before the start with the server’s message', () => {
    const values = availabilityFormValues(undefined);
    values.days[2] = { weekday: 2, open: true, start: '18:00', end: '09:00' };
    expect(availabilityRequest(values)).toEqual({ error: 'O horário final deve ser depois do inicial.' });
  });
});
