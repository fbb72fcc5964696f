import { formatLocation, type ModelCard } from '@passarela/shared';
import { BadgeCheck, Crown, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';

/** Two columns on phones, three from 640 px, four from 1024 px (the section is at most 80rem wide). */
const PHOTO_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw';

/**
 * 'Modelos em destaque': PRO and verified models first (GET /api/home decides the order). Each
 * card opens the profile; nothing is shown while there are none (or while they load).
 */
export function FeaturedModelsSection({ models }: { models: readonly ModelCard[] }) {
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="modelos-destaque-titulo" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <h2 id="modelos-destaque-titulo" className="text-3xl font-bold tracking-tight text-gray-900">
            Modelos em destaque
          </h2>
          <Link
            to="/modelos"
            className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            Ver todas
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {models.map((model) => {
            const name = `${model.first_name} ${model.last_name}`.trim();
            const place = formatLocation(model);
            return (
              <li key={model.profile_slug}>
                <Link
                  to={`/perfil/${model.profile_slug}`}
                  className="group block overflow-hidden rounded-2xl bg-gray-100 ring-1 ring-gray-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <div className="relative aspect-[3/4] overflow-hidden bg-gradient-to-br from-brand-100 to-brand-300">
                    <ProfilePhoto
                      url={model.profile_image_url}
                      alt=""
                      size={480}
                      sizes={PHOTO_SIZES}
                      loading="lazy"
                      className="size-full! transition-transform group-hover:scale-105"
                    />
                    {model.is_pro && (
                      <span className="absolute top-2 left-2 inline-flex h-6 items-center gap-1 rounded-full bg-gray-950/80 px-2 text-xs font-bold tracking-wide text-amber-300">
                        <Crown className="size-3.5" aria-hidden="true" />
                        PRO
                      </span>
                    )}
                  </div>
                  <div className="bg-white p-3">
                    <p className="flex items-center gap-1 font-semibold text-gray-900">
                      <span className="truncate">{name}</span>
                      {model.is_verified && (
                        <span title="Identidade verificada" className="inline-flex shrink-0 text-sky-600">
                          <BadgeCheck className="size-4" aria-hidden="true" />
                          <span className="sr-only">Identidade verificada</span>
                        </span>
                      )}
                    </p>
                    {place && (
                      <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600">
                        <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                        <span className="truncate">{place}</span>
                      </p>
                    )}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
