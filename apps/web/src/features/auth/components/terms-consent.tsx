import { Check } from 'lucide-react';

const linkClassName = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The consent the API records with its version (docs/security.md #22). The documents open in a new
 * tab so the wizard keeps what was typed.
 */
export function TermsConsent({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const errorId = error ? `${id}-erro` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3 rounded-xl bg-gray-50 p-4">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className="peer size-5 cursor-pointer appearance-none rounded-md border-2 border-gray-400 bg-white aria-[invalid=true]:border-red-600 checked:border-brand-600 checked:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          />
          <Check className="pointer-events-none absolute inset-0.5 size-4 text-white opacity-0 peer-checked:opacity-100" strokeWidth={3} aria-hidden="true" />
        </span>
        <label htmlFor={id} className="text-sm leading-6 text-gray-700">
          Li e aceito os{' '}
          <a href="/termos" target="_blank" rel="noopener noreferrer" className={linkClassName}>
            Termos de Uso
          </a>{' '}
          e a{' '}
          <a href="/privacidade" target="_blank" rel="noopener noreferrer" className={linkClassName}>
            Política de Privacidade
          </a>
          .
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
