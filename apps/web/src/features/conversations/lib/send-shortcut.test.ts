import { describe, expect, it } from 'vitest';
import { isSendShortcut } from './send-shortcut.ts';

describe('isSendShortcut', () => {
  it('sends on Ctrl+Enter or ⌘+Enter only', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
