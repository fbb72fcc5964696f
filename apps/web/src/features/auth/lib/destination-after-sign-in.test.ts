import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, safeReturnPath } from './destination-after-sign-in.ts';

describe('destinationAfterSignIn', () => {
  it('goes to the profile when there is a slug, else to the dashboard', () => {
    expect(destinationAfterSignIn({ profile_slug: 'ana-souza' }, '')).toBe('/perfil/ana-souza');
    expect(destinationAfterSignIn({ profile_slug: null }, '?auth=login')).toBe('/dashboard');
  });

  it('returns to the protected page that asked for the login', () => {
    expect(destinationAfterSignIn({ profile_slug: 'ana' }, '?auth=login&next=%2Ffavoritos')).toBe('/favoritos');
    expect(destinationAfterSignIn({ profile_slug: 'ana' }, '?auth=login&next=/dashboard?tab=wallet')).toBe('/dashboard?tab=wallet');
  });
});

describe('safeReturnPath', () => {
  it('refuses other origins and loops back to the modal', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'favoritos', '/cadastro', '/?auth=login', ''])
      expect(safeReturnPath(bad)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath('/vagas?estado=SP#lista')).toBe('/vagas?estado=SP#lista');
  });
});
