import {
  type CreateShootPackageBody,
  type ShootCategory,
  type ShootLocationKind,
  type ShootPackageStatus,
  type ShootPackageView,
  SHOOT_DURATION_MAX_MINUTES,
  SHOOT_DURATION_MIN_MINUTES,
  SHOOT_DURATION_STEP_MINUTES,
  createShootPackageBodySchema,
  currencyInputToCentavos,
  formatCurrencyInput,
} from '@passarela/shared';
import { durationText } from './shoot-text.ts';

/** An extra as its row in the form: the price as the currency field shows it ('80,00'). */
export interface ExtraRow {
  /** The server's id of an extra that exists (bookings refer to it); null for a new one. */
  id: string | null;
  /** Stable key for React while rows are added and removed. */
  key: string;
  label: string;
  price: string;
}

/** The package form's values: numbers as typed text, the price as the currency field shows it. */
export interface PackageFormValues {
  title: string;
  description: string;
  category: ShootCategory | '';
  durationMinutes: string;
  editedPhotos: string;
  deliveryDays: string;
  locationKind: ShootLocationKind;
  address: string;
  city: string;
  uf: string;
  price: string;
  extras: ExtraRow[];
  coverMediaIds: string[];
  status: ShootPackageStatus;
}

export type PackageFormField = keyof Omit<PackageFormValues, 'extras'> | `extras.${number}.label` | `extras.${number}.price` | 'extras';
export type PackageFormErrors = Partial<Record<PackageFormField, string>>;

/** Durations offered: every half hour from 30 minutes to 12 hours. */
export const durationOptions = Array.from(
  { length: (SHOOT_DURATION_MAX_MINUTES - SHOOT_DURATION_MIN_MINUTES) / SHOOT_DURATION_STEP_MINUTES + 1 },
  (_, index) => {
    const minutes = SHOOT_DURATION_MIN_MINUTES + index * SHOOT_DURATION_STEP_MINUTES;
    return { value: String(minutes), label: durationText(minutes) };
  },
);

const centsShown = (cents: number) => formatCurrencyInput(String(cents));

let rowCounter = 0;
export function newExtraRow(): ExtraRow {
  rowCounter += 1;
  return { id: null, key: `novo-${rowCounter}`, label: '', price: '' };
}

/** A new package starts in the photographer's own city, 2 hours, 20 photos, delivered in 7 days. */
export function packageFormValues(pkg: ShootPackageView | null, home: { city: string | null; state: string | null }): PackageFormValues {
  if (!pkg) {
    return {
      title: '',
      description: '',
      category: '',
      durationMinutes: '120',
      editedPhotos: '20',
      deliveryDays: '7',
      locationKind: 'studio',
      address: '',
      city: home.city ?? '',
      uf: home.state ?? '',
      price: '',
      extras: [],
      coverMediaIds: [],
      status: 'active',
    };
  }
  return {
    title: pkg.title,
    description: pkg.description,
    category: pkg.category,
    durationMinutes: String(pkg.duration_minutes),
    editedPhotos: String(pkg.edited_photos),
    deliveryDays: String(pkg.delivery_days),
    locationKind: pkg.location_kind,
    address: pkg.address ?? '',
    city: pkg.city,
    uf: pkg.uf,
    price: centsShown(pkg.price_cents),
    extras: pkg.extras.map((extra) => ({ id: extra.id, key: extra.id, label: extra.label, price: centsShown(extra.price_cents) })),
    coverMediaIds: pkg.covers.map((cover) => cover.media_id),
    status: pkg.status,
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The body of POST /api/shoots (and of PATCH, which takes the same fields), checked with the
 * server's own schema; its messages land on the fields they are about.
 */
export function packageRequest(values: PackageFormValues): { body: CreateShootPackageBody } | { errors: PackageFormErrors } {
  const candidate = {
    title: values.title,
    description: values.description,
    category: values.category || undefined,
    duration_minutes: wholeNumber(values.durationMinutes),
    edited_photos: wholeNumber(values.editedPhotos),
    delivery_days: wholeNumber(values.deliveryDays),
    location_kind: values.locationKind,
    address: values.locationKind === 'studio' ? values.address : null,
    city: values.city,
    uf: values.uf || undefined,
    price_cents: currencyInputToCentavos(values.price),
    extras: values.extras.map((row) => ({ ...(row.id ? { id: row.id } : {}), label: row.label, price_cents: currencyInputToCentavos(row.price) })),
    cover_media_ids: values.coverMediaIds,
    status: values.status,
  };
  const parsed = createShootPackageBodySchema.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  const errors: PackageFormErrors = {};
  // The schema checks the studio's address only once every field is valid: say it with the rest.
  if (values.locationKind === 'studio' && !values.address.trim()) errors.address = 'Informe o endereço do estúdio.';
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}

const fieldByKey: Record<string, PackageFormField> = {
  title: 'title',
  description: 'description',
  category: 'category',
  duration_minutes: 'durationMinutes',
  edited_photos: 'editedPhotos',
  delivery_days: 'deliveryDays',
  location_kind: 'locationKind',
  address: 'address',
  city: 'city',
  uf: 'uf',
  price_cents: 'price',
  cover_media_ids: 'coverMediaIds',
  status: 'status',
};

function formFieldOf(path: ReadonlyArray<PropertyKey>): PackageFormField | null {
  const [key, index, part] = path;
  if (key === 'extras') {
    if (typeof index !== 'number') return 'extras';
    return part === 'price_cents' ? `extras.${index}.price` : `extras.${index}.label`;
  }
  return typeof key === 'string' ? (fieldByKey[key] ?? null) : null;
}
