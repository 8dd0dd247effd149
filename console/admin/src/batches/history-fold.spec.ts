import { batchView, replay, type BatchEvent } from '@machines/batch';
import type { HistoryRow } from '@contracts/batch/history';
import { requestedItem } from '@shared/testing/requested-item.fixture';
import { foldTo, sameJson } from './history-fold';

const at = '2026-11-23T10:00:00.000Z';
const item = requestedItem({});
const events = [
  {
    type: 'RequestCreated',
    data: {
      batchNumber: 'BN1',
      requesterId: 'r-1',
      items: [item],
      warehouse: 'us',
      delivery: { kind: 'pickup', locationId: 'bns-hq' },
      fees: null,
      clonedFrom: null,
      createdAt: at,
    },
  },
  { type: 'RequestSubmitted', data: { submittedAt: at } },
  { type: 'BuyerAssigned', data: { buyerId: 'b-1', previousBuyerId: null, explanation: '' } },
] as unknown as BatchEvent[];

const rows: HistoryRow[] = events.map((e, revision) => ({
  revision,
  event_id: `e-${revision}`,
  type: e.type,
  schema_version: 1,
  at,
  recorded_at: at,
  actor_id: 'x',
  actor_role: 'staff',
  actor_name: null,
  command: null,
  correlation_id: null,
  causation_id: null,
  // As the API sends it: JSON, not the objects the machine produced.
  data: JSON.parse(JSON.stringify(e.data)) as unknown,
  status_before: null,
  status_after: null,
  hash: null,
  previous_hash: null,
  chain_ok: true,
}));

describe('history fold (console/admin)', () => {
  it('folds the rows up to a revision with the machine, as the server replays them', () => {
    expect(foldTo(rows, 0).status).toBe('new');
    expect(foldTo(rows, 1).status).toBe('requested');
    const last = foldTo(rows, 2);
    expect(last.status).toBe('assigned');
    expect(last.buyerId).toBe('b-1');
    expect(sameJson(JSON.parse(JSON.stringify(last)), batchView(replay(events)))).toBe(true);
  });

  it('compares JSON regardless of key order, and notices a difference', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson(foldTo(rows, 1), foldTo(rows, 2))).toBe(false);
  });
});
