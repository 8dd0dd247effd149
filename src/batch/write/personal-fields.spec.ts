import { randomBytes } from 'node:crypto';
import { initialState, type BatchEvent, type BatchState } from '@machines/batch';
import { DataKeys, type SqlRows } from '../../platform/personal-data/data-keys';
import { LocalKeyManagement } from '../../platform/personal-data/local-key-management';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { isSealed } from '../../platform/personal-data/sealed-value';
import { sealPersonalFields } from './personal-fields';

function cipher(): PersonalDataCipher {
  const rows = new Map<string, string | null>();
  const run: SqlRows = (sql, params) => {
    if (sql.startsWith('SELECT'))
      return Promise.resolve(
        (params[0] as string[])
          .filter((id) => rows.has(id))
          .map((id) => ({ subject_id: id, wrapped_key: rows.get(id) })),
      );
    if (!rows.has(params[0] as string)) rows.set(params[0] as string, params[1] as string);
    return Promise.resolve([]);
  };
  return new PersonalDataCipher(
    new DataKeys(run, new LocalKeyManagement(randomBytes(32)), { capacity: 10, ttlMs: 1e9 }),
  );
}

const address = {
  recipientName: 'Chan Tai Man',
  recipientEmail: 'chan@example.hk',
  contactNumber: '+85291234567',
  addressLine1: '1 Queen’s Road Central',
  addressLine2: '',
  district: 'Central',
  country: 'hk',
};

const created = (delivery: unknown) =>
  ({
    type: 'RequestCreated',
    data: {
      batchNumber: 'BN1',
      requesterId: 'acc-r',
      items: [],
      warehouse: 'us',
      delivery,
      fees: null,
      clonedFrom: null,
      createdAt: '2026-11-25T00:00:00.000Z',
    },
  }) as BatchEvent;

describe('sealPersonalFields (the batch writer)', () => {
  it('seals the delivery address under the requester, keeps the country and empty fields, opens back', async () => {
    const c = cipher();
    const [stored] = (await sealPersonalFields([created({ kind: 'address', address })], initialState, c)) as {
      delivery: { address: Record<string, unknown> };
    }[];
    const sealed = stored.delivery.address;
    for (const field of ['recipientName', 'recipientEmail', 'contactNumber', 'addressLine1', 'district'])
      expect(isSealed(sealed[field]) && sealed[field].$pd).toBe('acc-r');
    expect(sealed.country).toBe('hk');
    expect(sealed.addressLine2).toBe('');
    expect(JSON.stringify(stored)).not.toMatch(/Chan|Queen|91234567|Central/);
    const [opened] = await c.openEvents([{ data: stored }]);
    expect(opened.data.delivery.address).toEqual(address);
  });

  it('seals the review under the requester of the state; leaves a pickup and other events as they are', async () => {
    const c = cipher();
    const state = { ...initialState, context: { ...initialState.context, requesterId: 'acc-r' } } as BatchState;
    const pickup = created({ kind: 'pickup', locationId: 'bns-hq' });
    const completed = {
      type: 'OrderCompleted',
      data: { rating: { stars: 5, review: 'Ask for Mrs Chan' } },
    } as BatchEvent;
    const noReview = { type: 'OrderCompleted', data: { rating: { stars: 4, review: '' } } } as BatchEvent;
    const stored = (await sealPersonalFields([pickup, completed, noReview], state, c)) as Record<string, unknown>[];
    expect(stored[0]).toBe(pickup.data);
    expect(stored[2]).toBe(noReview.data);
    const review = (stored[1] as { rating: { review: unknown } }).rating.review;
    expect(isSealed(review) && review.$pd).toBe('acc-r');
  });
});
