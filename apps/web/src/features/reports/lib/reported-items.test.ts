import { afterEach, describe, expect, it } from 'vitest';
import { forgetReportedItems, markReported, reportedItemKey, wasReported } from './reported-items.ts';

describe('reported items', () => {
  afterEach(forgetReportedItems);

  it('remembers an item by its kind and id', () => {
    markReported({ kind: 'message', id: 'm1' });
    expect(wasReported({ kind: 'message', id: 'm1' })).toBe(true);
    expect(wasReported({ kind: 'review', id: 'm1' })).toBe(false);
    expect(reportedItemKey({ kind: 'shoot_package', id: 'p1' })).toBe('shoot_package:p1');
  });
});
