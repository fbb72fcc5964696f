import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'inverse' | 'inverse-outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors select-none ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  outline: 'border border-gray-300 bg-white text-gray-900 hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  link: 'rounded-md px-0 text-brand-700 underline-offset-4 hover:underline',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50',
  'inverse-outline': 'text-white ring-1 ring-white/70 hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-10',
};

/** Classes for anything that should look like a button (also links: `<Link className={buttonVariants()}>`). */
export function buttonVariants({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto' : sizes[size], className);
}
