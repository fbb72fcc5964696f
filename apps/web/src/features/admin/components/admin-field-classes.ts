/** Inputs of the admin area: the account forms' look, a little more compact. */
export const adminInputClassName =
  'block h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-400 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600';

export const adminTextareaClassName =
  'block w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-400 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

export const adminLabelClassName = 'mb-1.5 block text-sm font-medium text-gray-900';

/** The message of an API error, or a generic Portuguese one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Algo deu errado. Tente novamente.';
}
