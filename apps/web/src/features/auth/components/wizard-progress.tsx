import { wizardProgressPercent } from '../lib/register-steps.ts';

export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = wizardProgressPercent('register', step, total);
  return (
    <div className="mb-6">
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="font-medium text-gray-700">
          Passo {step} de {total}
        </span>
        <span className="text-gray-500" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <progress
        aria-label="Progresso do cadastro"
        value={percent}
        max={100}
        className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-gradient-to-r [&::-webkit-progress-value]:from-brand-400 [&::-webkit-progress-value]:to-brand-600 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
      />
    </div>
  );
}
