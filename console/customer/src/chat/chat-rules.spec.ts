import { canSend, mergeLines, orderRoom, otherNames, supportRoom, toLine, type ChatLine } from './chat-rules';

const msg = (id: string, sender: string, at: string, message = id) => ({
  id,
  sender,
  message,
  created_at: at,
  message_type: 'text',
});

describe('chat rules', () => {
  it('names rooms as the contract says', () => {
    expect(supportRoom('acc-1')).toBe('acc-1_CS');
    expect(orderRoom('buyer-1', 'req-1', 'BN1')).toBe('buyer-1_req-1_BN1');
  });

  it('refuses an empty message', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });

  it('merges history, echoes and live messages by id, oldest first, marking mine', () => {
    const history = [
      toLine(msg('2', 'them', '2026-01-01T10:02:00Z'), 'me'),
      toLine(msg('1', 'me', '2026-01-01T10:01:00Z'), 'me'),
    ];
    const pending: ChatLine = { ...toLine(msg('3', 'me', '2026-01-01T10:03:00Z'), 'me'), pending: true };
    let lines = mergeLines([], history);
    lines = mergeLines(lines, [pending]);
    lines = mergeLines(lines, [{ ...pending, pending: false, error: true }]);
    lines = mergeLines(lines, [toLine(msg('2', 'them', '2026-01-01T10:02:00Z'), 'me')]);
    expect(lines.map((l) => [l.id, l.mine, l.error])).toEqual([
      ['1', true, false],
      ['2', false, false],
      ['3', true, true],
    ]);
  });

  it('shows the other side by name', () => {
    expect(otherNames({ me: 'Rita', b: 'Ben' }, 'me')).toEqual(['Ben']);
    expect(otherNames({ me: 'Rita' }, 'me')).toEqual([]);
  });
});
