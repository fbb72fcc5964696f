import { Building2, Camera, Check, Sparkles, type LucideIcon } from 'lucide-react';
import type { AccountType } from '../lib/register-steps.ts';

const accountTypes: ReadonlyArray<{ value: AccountType; label: string; description: string; icon: LucideIcon }> = [
  { value: 'model', label: 'Modelo', description: 'Encontre oportunidades', icon: Sparkles },
  { value: 'contractor', label: 'Contratante/Agência', description: 'Encontre talentos', icon: Building2 },
  { value: 'photographer', label: 'Fotógrafo', description: 'Ofereça seus serviços', icon: Camera },
];

/** Wizard step 1, 'Tipo de Conta': native radios (arrow keys work) styled as cards. */
export function AccountTypeStep({ value, onChange }: { value: AccountType; onChange: (value: AccountType) => void }) {
  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold text-gray-900">Tipo de Conta</legend>
      <div className="grid gap-3">
        {accountTypes.map((option) => {
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              className="group flex cursor-pointer items-center gap-4 rounded-xl border-2 border-gray-200 p-4 transition-colors hover:border-brand-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
            >
              <input
                type="radio"
                name="accountType"
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-gray-600 transition-colors group-has-[:checked]:bg-brand-600 group-has-[:checked]:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="grid flex-1">
                <span className="font-semibold text-gray-900">{option.label}</span>
                <span className="text-sm text-gray-600">{option.description}</span>
              </span>
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-gray-300 text-white group-has-[:checked]:border-brand-600 group-has-[:checked]:bg-brand-600"
                aria-hidden="true"
              >
                <Check className="size-3.5 opacity-0 group-has-[:checked]:opacity-100" strokeWidth={3} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
