import { describe, expect, it } from 'vitest';
import { authModeFromLocation } from './auth-mode-from-location.ts';

describe('authModeFromLocation', () => {
  it('opens register on /cadastro, login with ?mode=login', () => {
    expect(authModeFromLocation('/cadastro', '')).toBe('register');
    expect(authModeFromLocation('/cadastro', '?mode=register')).toBe('register');
    expect(authModeFromLocation('/cadastro', '?mode=login')).toBe('login');
    expect(authModeFromLocation('/cadastro', '?mode=whatever')).toBe('register');
  });

  it('reads ?auth= elsewhere and ignores anything else', () => {
    expect(authModeFromLocation('/', '?auth=login')).toBe('login');
    expect(authModeFromLocation('/modelos', '?auth=register')).toBe('register');
    expect(authModeFromLocation('/', '?auth=admin')).toBeNull();
    expect(authModeFromLocation('/', '')).toBeNull();
  });
});
