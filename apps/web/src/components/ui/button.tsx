import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonVariants } from './button-variants.ts';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button (e.g. 'Entrando...'). */
  isLoading?: boolean;
}

export function Button({ variant, size, isLoading = false, className, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonVariants({ variant, size, className })} disabled={disabled || isLoading} aria-busy={isLoading || undefined} {...props}>
      {isLoading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
