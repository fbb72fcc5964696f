import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface GeneratedSecrets {
  authSecret: string;
}

/**
 * Outside production, secrets that were not given are generated once and kept in DATA_DIR
 * (mode 600), so a newcomer needs no configuration and sessions survive a restart.
 */
export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
    if (typeof stored.authSecret === 'string' && stored.authSecret.length >= 32) return { authSecret: stored.authSecret };
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = { authSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
