import { LEGACY_GROUPS, STATUS_NAMES, legacyGroupOf } from '@machines/batch';
import { LEGACY_STATUS, legacyStatusOf, statusesOfLegacyGroup } from './legacy-status';

describe('legacy status mapping (spec §4 legacy grouping)', () => {
  it('gives every status of the new machine a legacy name that sits in a legacy group', () => {
    for (const status of STATUS_NAMES) {
      expect(legacyGroupOf(LEGACY_STATUS[status])).toBeDefined();
    }
  });

  it('keeps the names the legacy grouping already has', () => {
    const named = Object.values(LEGACY_GROUPS).flat() as string[];
    for (const status of STATUS_NAMES.filter((s) => named.includes(s))) {
      expect(legacyStatusOf(status).order_status).toBe(status);
    }
  });

  it('groups as spec §4 says, with the new in-between statuses where an older client expects them', () => {
    expect(legacyStatusOf('requested')).toEqual({ order_status: 'pending', group: 'pending' });
    expect(legacyStatusOf('modified')).toEqual({ order_status: 'modified', group: 'active' });
    expect(legacyStatusOf('confirmed')).toEqual({ order_status: 'confirmed', group: 'processing' });
    expect(legacyStatusOf('payment_authorized')).toEqual({ order_status: 'paid', group: 'processing' });
    expect(legacyStatusOf('payment_captured')).toEqual({ order_status: 'purchased', group: 'processing' });
    expect(legacyStatusOf('all_payment_canceled')).toEqual({ order_status: 'canceled', group: 'completed' });
    expect(legacyStatusOf('completed')).toEqual({ order_status: 'completed', group: 'completed' });
  });

  it('partitions the statuses: each is in exactly one legacy group', () => {
    const groups = (['active', 'processing', 'pending', 'completed'] as const).map(statusesOfLegacyGroup);
    expect(groups.flat().sort()).toEqual([...STATUS_NAMES].sort());
    expect(new Set(groups.flat()).size).toBe(STATUS_NAMES.length);
  });
});
