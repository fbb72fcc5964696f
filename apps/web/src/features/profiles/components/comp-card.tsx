import type { PublicProfile } from '@passarela/shared';
import { Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import { compCard } from '../lib/profile-details.ts';

/**
 * A model's "comp card": the numbers and looks a booker asks first, Brazilian style ('1,75 m',
 * 'Busto 86 · Cintura 62 · Quadril 90'). Anything not filled is left out; nothing filled, no card.
 */
export function CompCard({ profile }: { profile: PublicProfile }) {
  const card = compCard(profile);
  const facts: Array<[string, string | null]> = [
    ['Idade', card.age],
    ['Altura', card.height],
    ['Medidas', card.measurements],
    ['Cabelo', card.hair],
    ['Olhos', card.eyes],
    ['Calçado', card.shoeSize],
  ];
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (shown.length === 0 && card.categories.length === 0) return null;

  return (
    <section aria-labelledby="comp-card-titulo" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 md:col-span-2">
      <h2 id="comp-card-titulo" className="mb-4 flex items-center gap-2 text-base font-semibold text-gray-900">
        <Ruler className="size-5" aria-hidden="true" />
        Comp card
      </h2>
      {shown.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4 text-sm sm:grid-cols-4">
          {shown.map(([term, value]) => (
            <Fact key={term} term={term} wide={term === 'Medidas'}>
              {value}
            </Fact>
          ))}
        </dl>
      )}
      {card.categories.length > 0 && (
        <div className={shown.length > 0 ? 'mt-5 border-t border-gray-100 pt-4' : undefined}>
          <h3 className="mb-2 text-xs font-medium tracking-wide text-gray-500 uppercase">Categorias</h3>
          <LabelChips items={card.categories} />
        </div>
      )}
    </section>
  );
}

function Fact({ term, wide, children }: { term: string; wide: boolean; children: ReactNode }) {
  // The measurements line is long: it gets two columns so it does not wrap mid-line.
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-base font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

/** Read-only labels as chips (categories, specialties). */
export function LabelChips({ items }: { items: string[] }) {
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
