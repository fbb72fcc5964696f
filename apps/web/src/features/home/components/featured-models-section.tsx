import { MapPin } from 'lucide-react';
import { Link } from 'react-router';

export interface FeaturedModel {
  slug: string;
  name: string;
  city: string;
  state: string;
  imageUrl: string | null;
}

/**
 * SEAM: 'Modelos em destaque'. Renders nothing until there is data; the profiles issue passes
 * PRO / featured profiles here.
 */
export function FeaturedModelsSection({ models }: { models: readonly FeaturedModel[] }) {
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="modelos-destaque-titulo" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <h2 id="modelos-destaque-titulo" className="text-3xl font-bold tracking-tight text-gray-900">
            Modelos em destaque
          </h2>
          <Link to="/modelos" className="text-sm font-semibold text-brand-700 hover:underline">
            Ver todas
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {models.map((model) => (
            <li key={model.slug}>
              <Link
                to={`/perfil/${model.slug}`}
                className="group block overflow-hidden rounded-2xl bg-gray-100 ring-1 ring-gray-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <div className="aspect-[3/4] bg-gradient-to-br from-brand-100 to-brand-300">
                  {model.imageUrl && (
                    <img src={model.imageUrl} alt="" loading="lazy" className="size-full object-cover transition-transform group-hover:scale-105" />
                  )}
                </div>
                <div className="bg-white p-3">
                  <p className="truncate font-semibold text-gray-900">{model.name}</p>
                  <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {model.city}, {model.state}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
