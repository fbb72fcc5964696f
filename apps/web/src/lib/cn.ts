/** Joins class names, skipping falsy ones: `cn('a', isOn && 'b')`. Small enough not to need clsx. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
