import { describe, expect, it } from 'vitest';
import { createOwnNavigations } from './own-navigations.ts';

describe('own navigations of a list', () => {
  it('a late render of an older change is not the latest; the newest one is', () => {
    const own = createOwnNavigations();
    own.made('?state=DF');
    own.made('?state=DF&model_type=outro');
    expect(own.rendered('?state=DF')).toBe(false);
    expect(own.rendered('?state=DF&model_type=outro')).toBe(true);
  });

  it('a change whose older sibling never renders is still the latest', () => {
    const own = createOwnNavigations();
    own.made('?state=DF');
    own.made('?state=DF&model_type=outro');
    expect(own.rendered('?state=DF&model_type=outro')).toBe(true);
    // A render of the same URL again (nothing pending): the URL is the truth.
    expect(own.rendered('?state=DF&model_type=outro')).toBe(true);
  });

  it('a URL nobody here made (back, a link) is the truth and forgets what was pending', () => {
    const own = createOwnNavigations();
    own.made('?state=DF');
    expect(own.rendered('?state=SP')).toBe(true);
    own.made('?q=ana');
    expect(own.rendered('?q=ana')).toBe(true);
  });
});
