import { replyFor } from './reply-id';

describe("a staff reply's id", () => {
  let n = 0;
  const newId = () => `id-${++n}`;

  it('is new for a first send', () => {
    expect(replyFor(undefined, 'acc-1_CS', 'Hello', newId)).toEqual({ room: 'acc-1_CS', message: 'Hello', id: 'id-1' });
  });

  it('is the unanswered one when the same words are sent again in the same room', () => {
    const first = replyFor(undefined, 'acc-1_CS', 'We are on it', newId);
    expect(replyFor(first, 'acc-1_CS', 'We are on it', newId).id).toBe(first.id);
  });

  it('is new for other words or another room', () => {
    const first = replyFor(undefined, 'acc-1_CS', 'We are on it', newId);
    expect(replyFor(first, 'acc-1_CS', 'We are on it now', newId).id).not.toBe(first.id);
    expect(replyFor(first, 'acc-2_CS', 'We are on it', newId).id).not.toBe(first.id);
  });
});
