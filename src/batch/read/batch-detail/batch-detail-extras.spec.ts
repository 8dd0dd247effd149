import type { BatchView } from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import { BatchDetailExtras, type BatchDetailExtraInput } from './batch-detail-extras';

const input = {
  batchId: 'b-1',
  view: {} as BatchView,
  actor: { id: 's-1', role: 'operator' } as unknown as Actor,
  audience: 'staff',
} satisfies BatchDetailExtraInput;

describe('BatchDetailExtras', () => {
  it('merges the extras lowest order first, whatever the registration order', async () => {
    const extras = new BatchDetailExtras();
    extras.register({ order: 20, fields: () => ({ robot_records: [] }) });
    extras.register({ order: 10, fields: () => Promise.resolve({ assignment: [] }) });
    expect(Object.keys(await extras.fieldsFor(input))).toEqual(['assignment', 'robot_records']);
  });

  it('fills a key the view already has in place, so the answer keeps its key order', async () => {
    const extras = new BatchDetailExtras();
    extras.register({ order: 10, fields: () => ({ assignment: ['why'] }) });
    extras.register({ order: 0, fields: () => ({ proofs: ['p-1'] }) });
    const answer = {
      payment: null,
      proofs: [] as unknown[],
      rating: null,
      ...(await extras.fieldsFor(input)),
      allowed_commands: [],
    };
    expect(Object.keys(answer)).toEqual(['payment', 'proofs', 'rating', 'assignment', 'allowed_commands']);
    expect(answer.proofs).toEqual(['p-1']);
  });

  it('adds nothing when no feature registered', async () => {
    expect(await new BatchDetailExtras().fieldsFor(input)).toEqual({});
  });
});
