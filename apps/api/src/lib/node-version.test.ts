import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, unsupportedNodeMessage } from './node-version.ts';

describe('unsupportedNodeMessage', () => {
  it('refuses Node 20 and 22, naming the version and how to run on the right one', () => {
    for (const version of ['20.20.2', '22.12.0', '23.11.1']) {
      const message = unsupportedNodeMessage(version);
      expect(message).toContain(`this is Node ${version}`);
      expect(message).toContain('npm start');
    }
  });

  it('accepts Node 24 and later', () => {
    for (const version of ['24.0.0', '24.21.0', '25.1.0', '30.0.0']) expect(unsupportedNodeMessage(version)).toBeUndefined();
  });

  it('refuses a version it cannot read', () => {
    expect(unsupportedNodeMessage('')).toBeDefined();
    expect(unsupportedNodeMessage('v24')).toBeDefined();
  });

  it('agrees with the engines field of the root package.json', () => {
    const root = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as { engines: { node: string } };
    expect(root.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
  });
});
