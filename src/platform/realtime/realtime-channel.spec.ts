import { accountRoom, parseEnvelope, STAFF_ROOM } from './realtime-channel';

describe('realtime channel envelopes', () => {
  it('parses what producers send and drops anything malformed', () => {
    const envelope = {
      rooms: [accountRoom('a1'), 'batch:b1', STAFF_ROOM],
      event: 'batch:changed',
      data: { batch_id: 'b1' },
    };
    expect(parseEnvelope(JSON.stringify(envelope))).toEqual(envelope);
    expect(parseEnvelope(JSON.stringify({ ...envelope, rooms: ['account:a1', 7] }))?.rooms).toEqual(['account:a1']);
    expect(parseEnvelope('not json')).toBeNull();
    expect(parseEnvelope(undefined)).toBeNull();
    expect(parseEnvelope(JSON.stringify({ rooms: 'staff', event: 'x', data: {} }))).toBeNull();
    expect(parseEnvelope(JSON.stringify({ rooms: [], event: 'x', data: null }))).toBeNull();
  });
});
