import { formatLocation, type PublicProfile, safeWebsiteUrl } from '@passarela/shared';
import { AtSign, Building2, Globe, MapPin, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { fullName, instagramUrl, modelDetails, userTypeLabels } from '../lib/profile-details.ts';
import { CompCard } from './comp-card.tsx';
import { ProProfileBadge } from './pro-profile-badge.tsx';
import { PhotographerSpecialties, ProfileBio } from './profile-about.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/** What other features add to a public profile; the screen composes them (features stay independent). */
export interface PublicProfileParts {
  /** The stars and average, beside the place, when the profile has reviews. */
  rating: ReactNode;
  /** The heart, for visitors. */
  favorite: ReactNode;
  /** 'Contratar', for visitors of a model's profile. */
  hire: ReactNode;
  gallery: ReactNode;
  /** 'Vagas abertas': the jobs a contractor, agency or photographer has open. */
  openJobs: ReactNode;
  /** 'Ensaios': a photographer's shoot packages, to book. */
  shoots?: ReactNode;
  /** The reviews list, when the profile has reviews. */
  reviews: ReactNode;
  /** "Denunciar", for visitors, at the end of the page. */
  report?: ReactNode;
}

/**
 * /perfil/{slug}: what anyone may see. The phone is never part of a public profile. A model's
 * photos come right after the header, then her comp card and details, as on Backstage or Model
 * Mayhem: a booker looks first. Anyone else's open jobs come first, what a model visits them for.
 */
export function PublicProfileView({ profile, isOwner, parts }: { profile: PublicProfile; isOwner: boolean; parts: PublicProfileParts }) {
  const name = fullName(profile);
  const place = formatLocation(profile);
  const instagram = instagramUrl(profile.instagram_handle);
  const isModel = profile.user_type === 'model';
  const website = safeWebsiteUrl(profile.company_website);
  const hasCompany = !isModel && Boolean(profile.company_name || website || profile.company_details);

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-end sm:text-left">
        <ProfilePhoto
          url={profile.profile_image_url}
          alt={`Foto de ${name}`}
          size={192}
          sizes="192px"
          priority
          className="size-40 shrink-0 rounded-3xl shadow-lg ring-4 ring-white sm:size-48"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {userTypeLabels[profile.user_type] ?? 'Perfil'}
            </p>
            {profile.is_verified && <VerifiedBadge />}
            {profile.is_pro && <ProProfileBadge />}
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-gray-900 sm:text-4xl">{name}</h1>
          <div className="mt-3 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-gray-600 sm:justify-start">
            {place && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {place}
              </span>
            )}
            {instagram && (
              <a
                href={instagram}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <AtSign className="size-4" aria-hidden="true" />
                {profile.instagram_handle}
                <span className="sr-only"> no Instagram (abre em nova aba)</span>
              </a>
            )}
            {profile.rating_count ? parts.rating : null}
          </div>
        </div>
        {!isOwner && parts.favorite}
        {!isOwner && isModel && parts.hire}
        {isOwner && (
          <Link to="/dashboard?tab=profile" className={buttonVariants({ variant: 'outline' })}>
            <Pencil className="size-4" aria-hidden="true" />
            Editar perfil
          </Link>
        )}
      </header>

      {profile.user_type === 'photographer' && parts.shoots}
      {isModel ? parts.gallery : parts.openJobs}
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {isModel && <CompCard profile={profile} />}
        <ProfileBio profile={profile} />
        {isModel && <ModelSections profile={profile} />}
        <PhotographerSpecialties profile={profile} />
        {hasCompany && (
          <Section title="Empresa" icon={<Building2 className="size-5" aria-hidden="true" />}>
            <dl className="grid gap-3 text-sm">
              {profile.company_name && <Detail term="Nome">{profile.company_name}</Detail>}
              {website && (
                <Detail term="Site">
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 font-medium break-all text-brand-700 hover:underline"
                  >
                    <Globe className="size-4 shrink-0" aria-hidden="true" />
                    {profile.company_website}
                  </a>
                </Detail>
              )}
              {profile.company_details && <Detail term="Sobre">{<span className="whitespace-pre-line">{profile.company_details}</span>}</Detail>}
            </dl>
          </Section>
        )}
      </div>
      {!isModel && parts.gallery}
      {profile.rating_count ? parts.reviews : null}
      {!isOwner && parts.report && <div className="mt-8 flex justify-end">{parts.report}</div>}
    </article>
  );
}

function ModelSections({ profile }: { profile: PublicProfile }) {
  const details = modelDetails(profile);
  return (
    <>
      <Section title="Aparência e perfil físico">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {details.gender && <Detail term="Gênero">{details.gender}</Detail>}
          {details.appearance && <Detail term="Aparência">{details.appearance}</Detail>}
          {details.physical && <Detail term="Perfil físico">{details.physical}</Detail>}
        </dl>
      </Section>
      <Section title="Características">
        <Chips items={details.characteristics} empty="Nenhuma característica informada." />
      </Section>
      <Section title="Interesses de trabalho" className="md:col-span-2">
        <Chips items={details.interests} empty="Nenhum interesse informado." />
      </Section>
    </>
  );
}

function Section({ title, icon, className, children }: { title: string; icon?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={`rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 ${className ?? ''}`}>
      <h2 className="mb-4 flex items-center gap-2 text-base font-semibold text-gray-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{term}</dt>
      <dd className="mt-0.5 font-medium text-gray-900">{children}</dd>
    </div>
  );
}

function Chips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-gray-500">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  );
}
