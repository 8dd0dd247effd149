import { paymentLinesOf } from './payment-lines';

// The payment block speaks the user's words: held, charged, released, refunded (HKD minor units).
describe('payment lines', () => {
  const kinds = (p: Parameters<typeof paymentLinesOf>[0]) => paymentLinesOf(p).map((l) => [l.kind, l.amount]);

  it('an authorisation alone is money held on the card', () => {
    expect(kinds({ authorised: 39390, captured: 0, released: 0, refunded: 0 })).toEqual([['held', 39390]]);
  });

  it('a capture of part of the hold: charged, and the rest released; nothing held any more', () => {
    expect(kinds({ authorised: 39390, captured: 30000, released: 9390, refunded: 0 })).toEqual([
      ['charged', 30000],
      ['released', 9390],
    ]);
  });

  it('a cancelled order before any charge: only released', () => {
    expect(kinds({ authorised: 39390, captured: 0, released: 39390, refunded: 0 })).toEqual([['released', 39390]]);
  });

  it('a higher revision paid: its increase is a charge of its own, after the rest', () => {
    expect(kinds({ authorised: 20000, captured: 20000, released: 0, refunded: 0, top_up: 780 })).toEqual([
      ['charged', 20000],
      ['topUp', 780],
    ]);
  });

  it('a refund after the charge is its own line; a summary without `released` reads as none', () => {
    expect(kinds({ authorised: 20000, captured: 20000, refunded: 5000 })).toEqual([
      ['charged', 20000],
      ['refunded', 5000],
    ]);
  });
});
