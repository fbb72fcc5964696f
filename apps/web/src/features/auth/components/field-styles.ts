export const labelClassName = 'mb-1.5 block text-sm font-medium text-gray-900';

export const inputClassName =
  'block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-400 ' +
  'transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
