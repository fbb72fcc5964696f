import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { citext, moderationHiddenBy, timestamptz } from './columns.ts';

/** The sign-up wizard's model-only answers; empty for contractors and photographers. */
const modelAnswerColumns = {
  gender: text('gender'),
  modelType: text('model_type'),
  modelPhysicalType: text('model_physical_type'),
  modelCharacteristics: text('model_characteristics').array().notNull().default(sql`'{}'::text[]`),
  workInterests: text('work_interests').array().notNull().default(sql`'{}'::text[]`),
};

/**
 * A minor's legal guardian: never public; the contractor of an accepted contract reaches the
 * model through this phone instead of hers, and the guardian gets a copy of her emails.
 * Cleared whenever the profile is saved as an adult's.
 */
const minorGuardianColumns = {
  guardianName: text('guardian_name'),
  guardianEmail: text('guardian_email'),
  /** Digits only, like phone. */
  guardianPhone: text('guardian_phone'),
  /**
   * When the guardian above confirmed by the emailed link (the record is in guardian_consents);
   * null until then and again whenever the guardian changes. A minor cannot apply or be
   * proposed to while it is null (README "Minors reach contractors through a guardian").
   */
  guardianConfirmedAt: timestamptz('guardian_confirmed_at'),
};

/** The comp card (docs/product.md "Profiles and media"): kept for models only, cleared for other types. */
const compCardColumns = {
  heightCm: smallint('height_cm'),
  bustCm: smallint('bust_cm'),
  waistCm: smallint('waist_cm'),
  hipsCm: smallint('hips_cm'),
  hairColor: text('hair_color'),
  eyeColor: text('eye_color'),
  shoeSize: text('shoe_size'),
  profileCategories: text('profile_categories').array().notNull().default(sql`'{}'::text[]`),
};

/** One profile per user: everything the sign-up wizard collects (docs/product.md "Spec 3", "profiles"). */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Readable, stable and unique whatever the case: 'ana-souza', 'ana-souza-2'. */
    profileSlug: citext('profile_slug').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits only, null when empty; never public (docs/security.md #11). */
    phone: text('phone'),
    city: text('city'),
    state: text('state'),
    instagramHandle: text('instagram_handle'),
    instagramHandleRaw: text('instagram_handle_raw'),
    ...modelAnswerColumns,
    profileImageUrl: text('profile_image_url'),
    companyName: text('company_name'),
    companyWebsite: text('company_website'),
    companyDetails: text('company_details'),
    bio: text('bio'),
    /** A model under 18 on this date needs the guardian below (docs/security.md #23, minor-guardian.ts). */
    birthDate: date('birth_date', { mode: 'string' }),
    ...minorGuardianColumns,
    ...compCardColumns,
    photographerSpecialties: text('photographer_specialties').array().notNull().default(sql`'{}'::text[]`),
    /** Set by an admin after checking documents (a later issue); shown as a badge. */
    isVerified: boolean('is_verified').notNull().default(false),
    /** The owner took the profile out of lists and search; the profile page stays reachable by link. */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Hidden by three reporters or an admin (columns.ts moderationHiddenBy): out of lists, the page answers as for a suspended person. */
    moderationHiddenBy: moderationHiddenBy('moderation_hidden_by'),
    /**
     * What free-text search looks in: names, city, bio and company, lower-cased and without accents,
     * so 'sao paulo' finds 'São Paulo'. Computed by PostgreSQL (passarela_fold is an IMMUTABLE
     * wrapper of unaccent, created in migration 0004) and indexed with pg_trgm.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`passarela_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(bio, ''))`,
    ),
    /**
     * Copies of users.user_type and of the PRO end (users.subscription_expires_at while
     * subscription_type = 'pro', else null), kept by triggers (migration 0006). Lists filter and
     * order by them; on users they could not share an index with the profile filters, and a page
     * of /modelos with a few filters cost tens of milliseconds at 100,000 profiles.
     */
    userType: text('user_type'),
    proUntil: timestamptz('pro_until'),
    /**
     * users.suspended_at is not null, copied by triggers (migration 0012) for the same reason: a
     * list page then reads profiles alone, with no join to plan or walk, and at 100,000 profiles
     * planning the join cost more than running the page. Also true while moderation_hidden_by is
     * set (migration 0027): a profile hidden by moderation leaves the lists as a suspended one
     * does. So it means "out of the lists", not "the account is suspended" (users.suspended_at).
     */
    isSuspended: boolean('is_suspended').notNull().default(false),
    /**
     * Whether anyone's review of this person is not hidden by an admin (published or still in its
     * window), kept by triggers on reviews (migration 0015). A list card's rating looks reviews
     * up only when it is set: most profiles have none, and that lookup was a quarter of a first
     * page's time in PostgreSQL.
     */
    hasReviews: boolean('has_reviews').notNull().default(false),
    /**
     * The person's rating as a list card shows it, kept by triggers on reviews (migration 0018):
     * how many reviews others may see and the sum of their stars, as of a review window of
     * rating_window_days, exact until rating_stale_at (when the first review still waiting for
     * its window shows; null when none waits). A card reads these instead of aggregating the
     * person's reviews, which cost 40% of a page of contractors in PostgreSQL and grows with every
     * review; a card whose copy is stale (another window, or past rating_stale_at) is rated from
     * the reviews (profile-list-sql.ts), and the rating refresh (reviews/rating-summaries.ts) catches the copies up.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingWindowDays: smallint('rating_window_days'),
    ratingStaleAt: timestamptz('rating_stale_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Lists walk these newest first and stop after a page (keyset pagination).
    index('profiles_created_at_idx').on(t.createdAt, t.userId),
    index('profiles_state_created_at_idx').on(t.state, t.createdAt, t.userId),
    index('profiles_type_created_at_idx').on(t.userType, t.createdAt, t.userId),
    index('profiles_type_state_created_at_idx').on(t.userType, t.state, t.createdAt, t.userId),
    // Contractors and photographers together (/contratantes without a type), newest first: two
    // values of user_type cannot be walked in one order through the type index.
    index('profiles_hirers_created_at_idx').on(t.createdAt, t.userId).where(sql`${t.userType} in ('contractor', 'photographer')`),
    // Their PRO segment: walking all hirers for the PRO ones read ~13 rows per card kept.
    index('profiles_pro_hirers_created_at_idx')
      .on(t.createdAt, t.userId)
      .where(sql`${t.userType} in ('contractor', 'photographer') and ${t.proUntil} is not null`),
    // The PRO segment of a list: the few PRO profiles of one type, newest first; by state, the
    // filter nearly every search sets; and by state and appearance, the search /modelos is built
    // around ('morenas em SP'). Without the type first, a PRO page of photographers intersected
    // every PRO profile with every photographer. Migration 0014 adds INCLUDE columns to these PRO
    // indexes (Drizzle's builder has none): a search's walk of the PRO segment reads the index alone.
    index('profiles_pro_type_created_at_idx').on(t.userType, t.createdAt, t.userId).where(sql`${t.proUntil} is not null`),
    index('profiles_pro_type_state_created_at_idx').on(t.userType, t.state, t.createdAt, t.userId).where(sql`${t.proUntil} is not null`),
    index('profiles_pro_type_state_model_type_created_at_idx')
      .on(t.userType, t.state, t.modelType, t.createdAt, t.userId)
      .where(sql`${t.proUntil} is not null`),
    // The same search outside PRO: the page walks only the matching profiles instead of a whole state.
    index('profiles_type_state_model_type_created_at_idx').on(t.userType, t.state, t.modelType, t.createdAt, t.userId),
    index('profiles_city_fold_idx').on(sql`passarela_fold(${t.city})`),
    index('profiles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // What the rating refresh (reviews/rating-summaries.repository.ts) looks for: copies past their stale time, copies of another window.
    index('profiles_rating_stale_at_idx').on(t.ratingStaleAt).where(sql`${t.ratingStaleAt} is not null`),
    index('profiles_rating_window_days_idx').on(t.ratingWindowDays).where(sql`${t.hasReviews}`),
  ],
);
