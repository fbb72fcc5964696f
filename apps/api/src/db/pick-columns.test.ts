import { describe, expect, it } from 'vitest';
import { pickColumns } from './pick-columns.ts';
import { profiles, users } from './schema/index.ts';

describe('pickColumns', () => {
  it('names each picked column by its own key, in the order given', () => {
    const columns = pickColumns(users, 'name', 'id');
    expect(Object.keys(columns)).toEqual(['name', 'id']);
    expect(columns.name).toBe(users.name);
    expect(columns.id).toBe(users.id);
  });

  it('spreads beside other tables as a select list', () => {
    const selection = { ...pickColumns(users, 'id'), ...pickColumns(profiles, 'city', 'state') };
    expect(selection).toEqual({ id: users.id, city: profiles.city, state: profiles.state });
  });
});
