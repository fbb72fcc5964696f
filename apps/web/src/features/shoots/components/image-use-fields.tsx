import {
  type ImageUseDuration,
  type ImageUseWhere,
  type ImageUseWho,
  imageUseDurationLabels,
  imageUseDurations,
  imageUseWhere,
  imageUseWhereLabels,
  imageUseWho,
  imageUseWhoLabels,
} from '@passarela/shared';
import type { ReactNode } from 'react';

const optionClassName =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 text-sm text-gray-900 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

function Group({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-900">{legend}</legend>
      {children}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

/**
 * The image-use terms of a booking (who may use the photos, where, for how long), chosen from the
 * shared lists; both sides' receipts show them.
 */
export function ImageUseFields({
  name,
  who,
  where,
  duration,
  onChange,
  errors,
}: {
  name: string;
  who: ImageUseWho | null;
  where: ImageUseWhere[];
  duration: ImageUseDuration | null;
  onChange: (change: { who?: ImageUseWho; where?: ImageUseWhere[]; duration?: ImageUseDuration }) => void;
  errors: { who?: string; where?: string; duration?: string };
}) {
  return (
    <div className="grid gap-4">
      <Group legend="Quem pode usar as fotos" error={errors.who}>
        {imageUseWho.map((value) => (
          <label key={value} className={optionClassName}>
            <input type="radio" name={`${name}-quem`} className="size-4 accent-brand-600" checked={who === value} onChange={() => onChange({ who: value })} />
            {imageUseWhoLabels[value]}
          </label>
        ))}
      </Group>
      <Group legend="Onde as fotos podem ser usadas" error={errors.where}>
        {imageUseWhere.map((value) => {
          const checked = where.includes(value);
          return (
            <label key={value} className={optionClassName}>
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={checked}
                onChange={() => onChange({ where: checked ? where.filter((item) => item !== value) : [...where, value] })}
              />
              {imageUseWhereLabels[value]}
            </label>
          );
        })}
      </Group>
      <Group legend="Por quanto tempo" error={errors.duration}>
        <div className="grid grid-cols-2 gap-2">
          {imageUseDurations.map((value) => (
            <label key={value} className={optionClassName}>
              <input
                type="radio"
                name={`${name}-prazo`}
                className="size-4 accent-brand-600"
                checked={duration === value}
                onChange={() => onChange({ duration: value })}
              />
              {imageUseDurationLabels[value]}
            </label>
          ))}
        </div>
      </Group>
    </div>
  );
}
