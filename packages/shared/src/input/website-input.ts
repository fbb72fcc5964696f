import { textInput } from './text-input.ts';

/**
 * The WHATWG URL parser, present in every runtime shared code runs in (browsers and Node); the
 * ES library types this package compiles against do not declare it.
 */
declare const URL: new (input: string) => { readonly protocol: string; readonly href: string };

/**
 * A web address someone typed as their site ('agencia.com.br', 'https://agencia.com.br/book'),
 * as a link others may open: only http and https. `javascript:`, `data:` and the like are not
 * sites, whatever the text says. Null when it is not such an address.
 */
export function safeWebsiteUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export const WEBSITE_MAX_LENGTH = 200;
export const WEBSITE_INVALID_MESSAGE = 'Informe um site válido, como https://suaagencia.com.br.';

/** An optional site field: '' stays '' (no site), anything else must be an http(s) address. */
export function websiteInput() {
  return textInput({ max: WEBSITE_MAX_LENGTH })
    .refine((value) => value === '' || safeWebsiteUrl(value) !== null, WEBSITE_INVALID_MESSAGE)
    .transform((value) => (value === '' ? '' : (safeWebsiteUrl(value) ?? '')));
}
