import {
  ageOn,
  hideMinorContacts,
  isMinorOn,
  normalizeInstagramHandle,
  type OwnProfile,
  type PublicProfile,
  type UpdateOwnProfileData,
  PROFILE_SLUG_PATTERN,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { SessionUser } from '../../plugins/route-access.ts';
import { createGuardianConsentRepository, type GuardianConsentService, type GuardianInvite, storeGuardianInvite } from '../guardian-consent/index.ts';
import { cardRating } from '../search/index.ts';
import { assertBirthDateKept, type GuardianEdit, guardianSwapRefusal, planGuardianEdit } from './profile-guardian-edit.ts';
import { prepareProfilePhoto, profilePhotoKeysOf, storeProfilePhoto } from './profile-photo.ts';
import { type ProfileEdit, type ProfileRow, type ProfilesRepository, createProfilesRepository } from './profiles.repository.ts';

/**
 * The public view: never the phone (docs/security.md #11), never the email. A minor's Instagram,
 * and any contact written in her bio, only with `showMinorContacts` (herself, admins): anyone else
 * reaches her through her guardian (README "Minors reach contractors through a guardian").
 */
export function toPublicProfile(profile: ProfileRow, userType: PublicProfile['user_type'], options: { showMinorContacts?: boolean } = {}): PublicProfile {
  const hideHandles = isMinorOn(profile.birthDate) && !options.showMinorContacts;
  return {
    user_id: profile.userId,
    profile_slug: profile.profileSlug,
    user_type: userType,
    first_name: profile.firstName,
    last_name: profile.lastName,
    profile_image_url: profile.profileImageUrl,
    city: profile.city,
    state: profile.state,
    instagram_handle: hideHandles ? null : profile.instagramHandle,
    instagram_handle_raw: hideHandles ? null : profile.instagramHandleRaw,
    gender: profile.gender,
    model_type: profile.modelType,
    model_physical_type: profile.modelPhysicalType,
    model_characteristics: profile.modelCharacteristics,
    work_interests: profile.workInterests,
    company_name: profile.companyName,
    company_website: profile.companyWebsite,
    company_details: profile.companyDetails,
    created_at: profile.createdAt.toISOString(),
    bio: hideHandles && profile.bio ? hideMinorContacts(profile.bio) : profile.bio,
    // The age, not the birth date: enough for a contractor, less for a stalker.
    age: profile.birthDate ? ageOn(profile.birthDate) : null,
    height_cm: profile.heightCm,
    bust_cm: profile.bustCm,
    waist_cm: profile.waistCm,
    hips_cm: profile.hipsCm,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    shoe_size: profile.shoeSize,
    profile_categories: profile.profileCategories,
    photographer_specialties: profile.photographerSpecialties,
    is_verified: profile.isVerified,
    // profiles.pro_until mirrors users.subscription_expires_at while the plan is 'pro' (trigger, 0006).
    is_pro: profile.proUntil !== null && profile.proUntil.getTime() > Date.now(),
  };
}

export interface ProfilesServiceDeps {
  repository: ProfilesRepository;
  storage: Storage;
  runInTransaction: TransactionRunner;
  logger: FastifyBaseLogger;
  /** A minor's guardian: its status in "Meu Perfil" and the email of a newly named one. */
  guardianConsent: Pick<GuardianConsentService, 'statusOf' | 'allowInvite' | 'sendInvite'>;
  /** Whether `blockerId` blocked `blockedId` (blocks): her page is then missing to the one she blocked. */
  blockedBy: (blockerId: string, blockedId: string) => Promise<boolean>;
  now?: () => Date;
}

/** What "Meu Perfil" may change. Model-only answers are dropped for other account types, and company ones for models. */
function toProfileEdit(data: UpdateOwnProfileData, userType: string): ProfileEdit {
  const isModel = userType === 'model';
  const orNull = (value: string | null | undefined) => (value ? value : null);
  return {
    firstName: data.first_name,
    lastName: data.last_name,
    phone: data.phone || null,
    city: data.city,
    state: data.state,
    instagramHandle: normalizeInstagramHandle(data.instagram_handle_raw) || null,
    instagramHandleRaw: data.instagram_handle_raw,
    gender: isModel ? orNull(data.gender) : null,
    modelType: isModel ? orNull(data.model_type) : null,
    modelPhysicalType: isModel ? orNull(data.model_physical_type) : null,
    modelCharacteristics: isModel ? [...new Set(data.model_characteristics)] : [],
    workInterests: isModel ? [...new Set(data.work_interests)] : [],
    companyName: isModel ? null : orNull(data.company_name),
    companyWebsite: isModel ? null : orNull(data.company_website),
    companyDetails: isModel ? null : orNull(data.company_details),
    ...toProfileDetailsEdit(data, userType),
  };
}

/** Keeps a stored value when the field was not sent (older forms), clears it on null. */
function keepOr<T, S>(value: T | null | undefined, map: (v: T) => S, clear: S): S | undefined {
  if (value === undefined) return undefined;
  return value === null ? clear : map(value);
}

const same = <T>(v: T) => v;

/**
 * The fields beyond the wizard. Comp-card fields belong to models and specialties to
 * photographers: for other types they are always cleared, whatever was sent.
 */
function toProfileDetailsEdit(data: UpdateOwnProfileData, userType: string): Partial<ProfileEdit> {
  const isModel = userType === 'model';
  const modelOnly = <T, S>(value: T | null | undefined, map: (v: T) => S, clear: S) => (isModel ? keepOr(value, map, clear) : clear);
  const edit: Partial<ProfileEdit> = {
    bio: keepOr(data.bio, (bio) => bio || null, null),
    birthDate: keepOr(data.birth_date, same, null),
    heightCm: modelOnly(data.height_cm, same, null),
    bustCm: modelOnly(data.bust_cm, same, null),
    waistCm: modelOnly(data.waist_cm, same, null),
    hipsCm: modelOnly(data.hips_cm, same, null),
    hairColor: modelOnly(data.hair_color, same, null),
    eyeColor: modelOnly(data.eye_color, same, null),
    shoeSize: modelOnly(data.shoe_size, same, null),
    profileCategories: modelOnly(data.profile_categories, (list) => [...new Set(list)], []),
    photographerSpecialties: userType === 'photographer' ? keepOr(data.photographer_specialties, (list) => [...new Set(list)], []) : [],
    isHidden: data.is_hidden,
  };
  // undefined means "not sent": drop it so the update leaves the column alone.
  return Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
}

type OwnProfileRow = NonNullable<Awaited<ReturnType<ProfilesRepository['findOwnByUserId']>>>;

/**
 * What a save of "Meu Perfil" writes, decided from the profile as stored: the birth date is kept
 * once set, and the guardian follows the birth date on file after the save (profile-guardian-edit.ts).
 */
function planSave(data: UpdateOwnProfileData, found: OwnProfileRow) {
  const profileEdit = toProfileEdit(data, found.userType);
  assertBirthDateKept(found.profile.birthDate, profileEdit.birthDate);
  const birthDate = profileEdit.birthDate === undefined ? found.profile.birthDate : profileEdit.birthDate;
  const guardian = planGuardianEdit(data, found.profile, {
    userType: found.userType,
    birthDate,
    accountEmail: found.email,
    ownPhone: profileEdit.phone ?? null,
  });
  return { edit: { ...profileEdit, ...guardian.fields }, guardian };
}

/** Her guardian is not swapped under a contract awaiting payment, funded or disputed: the support does it. */
async function refuseSwapDuringContract(repository: ProfilesRepository, userId: string, guardian: GuardianEdit, stored: ProfileRow): Promise<void> {
  if (guardian.replacesAnother && (await repository.hasRunningContractAsModel(userId))) throw guardianSwapRefusal(guardian, stored);
}

export function createProfilesService({
  repository,
  storage,
  runInTransaction,
  logger,
  guardianConsent,
  blockedBy,
  now = () => new Date(),
}: ProfilesServiceDeps) {
  async function getOwnProfile(userId: string): Promise<OwnProfile> {
    const found = await repository.findOwnByUserId(userId);
    if (!found) throw new AppError('PROFILE_NOT_FOUND');
    return {
      ...toPublicProfile(found.profile, found.userType as PublicProfile['user_type'], { showMinorContacts: true }),
      user_id: found.profile.userId,
      email: found.email,
      phone: found.profile.phone,
      updated_at: found.profile.updatedAt.toISOString(),
      birth_date: found.profile.birthDate,
      is_hidden: found.profile.isHidden,
      guardian_name: found.profile.guardianName,
      guardian_email: found.profile.guardianEmail,
      guardian_phone: found.profile.guardianPhone,
      guardian_consent: await guardianConsent.statusOf({ ...found.profile, userType: found.userType }),
    };
  }

  return {
    /** Missing, suspended and (to all but its owner and admins) hidden by moderation look the same to visitors (docs/security.md #10). */
    async getPublicProfile(slug: string, viewer: SessionUser | null = null): Promise<PublicProfile> {
      // Slugs are only ever letters, digits and hyphens; anything else cannot exist (and a NUL
      // byte would make PostgreSQL fail), so it is simply not found.
      if (!PROFILE_SLUG_PATTERN.test(slug)) throw new AppError('PROFILE_NOT_FOUND');
      const found = await repository.findVisibleBySlug(slug, viewer);
      if (!found) throw new AppError('PROFILE_NOT_FOUND');
      // Someone who blocked the viewer is missing to her, as a hidden profile is; the one who blocked
      // still opens the blocked person's page (to unblock from it, or from Configurações).
      const ownerId = found.profile.userId;
      if (viewer && viewer.userType !== 'admin' && viewer.id !== ownerId && (await blockedBy(ownerId, viewer.id))) throw new AppError('PROFILE_NOT_FOUND');
      const rating = await repository.findRating(found.profile.userId);
      const showMinorContacts = viewer !== null && (viewer.userType === 'admin' || viewer.id === found.profile.userId);
      return { ...toPublicProfile(found.profile, found.userType as PublicProfile['user_type'], { showMinorContacts }), ...cardRating(rating ?? {}) };
    },

    /** The owner's own view, private fields included ("Meu Perfil"). */
    getOwnProfile,

    /**
     * Saves "Meu Perfil"; profile and account name change together. The slug stays as it is. A
     * guardian named or changed must confirm (again): the link is stored with the save and emailed
     * once it committed. A guardian cannot be swapped while one of her contracts runs.
     */
    async updateOwnProfile(userId: string, data: UpdateOwnProfileData): Promise<OwnProfile> {
      const found = await repository.findOwnByUserId(userId);
      if (!found) throw new AppError('PROFILE_NOT_FOUND');
      // Checked first, so a refused save sends nothing; the limit is counted outside the
      // transaction (on PGlite a query beside it would wait for it).
      const planned = planSave(data, found);
      await refuseSwapDuringContract(repository, userId, planned.guardian, found.profile);
      if (planned.guardian.invite) await guardianConsent.allowInvite(userId, planned.guardian.invite.email);
      const invite = await runInTransaction(async (tx): Promise<GuardianInvite | null> => {
        const txRepository = createProfilesRepository(tx);
        // Decided again on the locked row: a save beside this one, or a contract accepted meanwhile, counts.
        const locked = await txRepository.findOwnByUserId(userId, { lock: true });
        if (!locked) throw new AppError('PROFILE_NOT_FOUND');
        const { edit, guardian } = planSave(data, locked);
        await refuseSwapDuringContract(txRepository, userId, guardian, locked.profile);
        await txRepository.updateOwn(userId, edit);
        await txRepository.updateUserName(userId, `${edit.firstName} ${edit.lastName}`);
        if (guardian.cleared) await createGuardianConsentRepository(tx).revokePending(userId, now());
        if (!guardian.invite) return null;
        return storeGuardianInvite(tx, { userId, modelName: `${edit.firstName} ${edit.lastName}`, guardian: guardian.invite, now: now() });
      });
      if (invite) await guardianConsent.sendInvite(userId, invite);
      return getOwnProfile(userId);
    },

    /**
     * Replaces the photo: the new one is checked and stored first, then the profile points at it,
     * then the old files go. A failure before the switch leaves the old photo in place.
     */
    async replacePhoto(userId: string, upload: Buffer): Promise<OwnProfile> {
      const previousUrl = await repository.findImageUrl(userId);
      if (previousUrl === undefined) throw new AppError('PROFILE_NOT_FOUND');
      const variants = await prepareProfilePhoto(upload);
      const stored = await storeProfilePhoto(storage, userId, variants);
      try {
        await repository.setImageUrl(userId, stored.url);
      } catch (error) {
        await Promise.all(stored.keys.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      }
      for (const key of profilePhotoKeysOf(userId, previousUrl)) {
        await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, userId }, 'could not remove an old profile photo'));
      }
      return getOwnProfile(userId);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
