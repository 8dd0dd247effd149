import { parseRoom, supportRoomOf } from './chat-room';

describe('parseRoom', () => {
  it('reads support and order rooms', () => {
    expect(parseRoom('acc-1_CS')).toEqual({ kind: 'support', name: 'acc-1_CS', accountId: 'acc-1' });
    expect(parseRoom('b-1_r-1_BN0001')).toEqual({
      kind: 'order',
      name: 'b-1_r-1_BN0001',
      buyerId: 'b-1',
      requesterId: 'r-1',
      batchNumber: 'BN0001',
    });
    expect(parseRoom(supportRoomOf('8b0a4c7e-1f2d-4c1b-9a51-2c3d4e5f6a7b'))?.kind).toBe('support');
  });

  it('refuses anything else', () => {
    for (const bad of [
      undefined,
      42,
      '',
      'acc-1',
      'acc-1_cs',
      'a_b_c_d',
      'a__b',
      'a b_CS',
      '_CS',
      'x'.repeat(301),
      'chat:a_CS',
    ]) {
      expect(parseRoom(bad)).toBeNull();
    }
  });
});
