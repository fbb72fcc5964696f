import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * The owner's "hide me" switch: a native checkbox with role="switch" (Space toggles it, screen
 * readers say on/off), drawn as a track and thumb. Saved with the rest of the form.
 */
export function VisibilitySwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-gray-900">
          Ocultar meu perfil das listas e buscas
        </label>
        <p id={`${id}-dica`} className="mt-1 text-sm text-gray-600">
          {checked
            ? 'Seu perfil não aparece nas listas nem nas buscas do site. O link do seu perfil continua funcionando para quem já o tem.'
            : 'Seu perfil aparece nas listas e nas buscas. Se ocultar, o link do seu perfil continua funcionando para quem já o tem.'}{' '}
          A mudança vale quando você salvar.
        </p>
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-dica`}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className={cn(
            'flex h-7 w-12 items-center rounded-full p-0.5 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
            checked ? 'bg-brand-600' : 'bg-gray-300',
          )}
        >
          <span className={cn('size-6 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')} />
        </span>
      </span>
    </div>
  );
}
