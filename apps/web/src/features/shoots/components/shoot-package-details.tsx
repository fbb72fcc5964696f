import { formatCentavos, formatLocation, gallerySrcSet, shootLocationKindLabels, type ShootPackageView } from '@passarela/shared';
import { CalendarClock, Camera, Clock, Images, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { deliveryDaysText, durationText, editedPhotosText } from '../lib/shoot-text.ts';
import { PhotographerRating } from './photographer-rating.tsx';

/**
 * /ensaios/:id: the package as a buyer weighs it (photos, what is included, extras, price, the
 * photographer, the place) beside the booking panel the page passes in, and its "Denunciar" after
 * the description. On a phone the panel follows the facts; from 1024 px it sits in a sticky column.
 */
export function ShootPackageDetails({ pkg, bookingPanel, report }: { pkg: ShootPackageView; bookingPanel: ReactNode; report?: ReactNode }) {
  const [cover, ...others] = pkg.covers;
  const place = formatLocation({ city: pkg.city, state: pkg.uf });
  return (
    <article className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
        <div className="min-w-0">
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">{pkg.category_label}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-gray-900 sm:text-4xl">{pkg.title}</h1>
          <p className="mt-2 text-2xl font-bold text-gray-900" data-testid="shoot-price">
            {formatCentavos(pkg.price_cents)}
          </p>
          {pkg.status === 'paused' && (
            <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">Este ensaio está pausado: só você o vê e ninguém pode agendá-lo.</p>
          )}

          <div className="mt-5">
            {cover ? (
              <img
                src={cover.url}
                srcSet={gallerySrcSet(cover.url) || undefined}
                sizes="(min-width: 1024px) 640px, 100vw"
                width={cover.width}
                height={cover.height}
                alt={`Foto de capa do ensaio ${pkg.title}`}
                // The page's largest paint: fetched before the smaller photos below it.
                fetchPriority="high"
                decoding="async"
                className="aspect-[4/3] w-full rounded-2xl bg-gray-100 object-cover"
              />
            ) : (
              <div className="flex aspect-[4/3] w-full items-center justify-center rounded-2xl bg-gray-100 text-gray-400">
                <Camera className="size-12" aria-hidden="true" />
              </div>
            )}
            {others.length > 0 && (
              <ul className="mt-2 grid grid-cols-3 gap-2" aria-label="Mais fotos do ensaio">
                {others.map((photo, index) => (
                  <li key={photo.media_id}>
                    <img
                      src={photo.url}
                      srcSet={gallerySrcSet(photo.url) || undefined}
                      sizes="(min-width: 1024px) 210px, 33vw"
                      width={photo.width}
                      height={photo.height}
                      alt={`Foto ${index + 2} do ensaio`}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full rounded-xl bg-gray-100 object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>

          <PhotographerLine pkg={pkg} />

          <section aria-labelledby="incluido-titulo" className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
            <h2 id="incluido-titulo" className="text-base font-semibold text-gray-900">
              O que está incluído
            </h2>
            <ul className="mt-3 grid gap-2 text-sm text-gray-800">
              <Fact icon={<Clock className="size-4" />}>{durationText(pkg.duration_minutes)} de ensaio</Fact>
              <Fact icon={<Images className="size-4" />}>{editedPhotosText(pkg.edited_photos)}</Fact>
              <Fact icon={<CalendarClock className="size-4" />}>{deliveryDaysText(pkg.delivery_days)} depois do ensaio</Fact>
              <Fact icon={<MapPin className="size-4" />}>
                {pkg.location_kind === 'studio' && pkg.address ? `${pkg.address} · ${place}` : `${shootLocationKindLabels[pkg.location_kind]} · ${place}`}
              </Fact>
            </ul>
            {pkg.extras.length > 0 && (
              <>
                <h3 className="mt-5 text-sm font-semibold text-gray-900">Extras opcionais</h3>
                <ul className="mt-2 grid gap-1.5 text-sm">
                  {pkg.extras.map((extra) => (
                    <li key={extra.id} className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 break-words text-gray-800">{extra.label}</span>
                      <span className="shrink-0 font-medium text-gray-900">+ {formatCentavos(extra.price_cents)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby="descricao-titulo" className="mt-6">
            <h2 id="descricao-titulo" className="text-base font-semibold text-gray-900">
              Sobre o ensaio
            </h2>
            <p className="mt-2 text-base break-words whitespace-pre-line text-gray-700">{pkg.description}</p>
          </section>
          {report && <div className="mt-6 flex justify-end">{report}</div>}
        </div>
        <div className="mt-8 lg:sticky lg:top-20 lg:mt-0">{bookingPanel}</div>
      </div>
    </article>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-gray-500 [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** The photographer: photo, name (to the profile), verified and rating. */
function PhotographerLine({ pkg }: { pkg: ShootPackageView }) {
  const photographer = pkg.photographer;
  const content = (
    <>
      <ProfilePhoto url={photographer.profile_image_url} alt="" size={48} sizes="48px" className="size-12 shrink-0 rounded-full" />
      <span className="min-w-0">
        <span className="block text-xs text-gray-500">Quem fotografa</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="truncate font-semibold text-gray-900">{photographer.name}</span>
          {photographer.is_verified && <IdentityVerifiedBadge />}
          <PhotographerRating rating={photographer.rating} />
        </span>
      </span>
    </>
  );
  return photographer.profile_slug ? (
    <Link
      to={`/perfil/${encodeURIComponent(photographer.profile_slug)}`}
      className="mt-5 flex items-center gap-3 rounded-xl p-1 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {content}
    </Link>
  ) : (
    <div className="mt-5 flex items-center gap-3">{content}</div>
  );
}
