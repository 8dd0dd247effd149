import { attachPayPanel, handOverRefusal, takeWaitingRefusal } from './payment-return-refusal';

describe('the refusal after the challenge page, handed to the pay panel', () => {
  it('given the panel on screen, when the refusal comes back, then the panel shows it at once', () => {
    const shown: string[] = [];
    const detach = attachPayPanel('b1', (key) => shown.push(key));
    handOverRefusal('b1', 'checkout.errors.refused');
    expect(shown).toEqual(['checkout.errors.refused']);
    expect(takeWaitingRefusal('b1')).toBeUndefined();
    detach();
  });

  it('given no panel yet, when the order becomes payable again and its panel appears, then it shows the refusal once', () => {
    handOverRefusal('b2', 'checkout.errors.refused');
    const shown: string[] = [];
    attachPayPanel('b3', (key) => shown.push(key))();
    expect(shown).toEqual([]);
    const detach = attachPayPanel('b2', (key) => shown.push(key));
    expect(shown).toEqual(['checkout.errors.refused']);
    detach();
    attachPayPanel('b2', (key) => shown.push(key))();
    expect(shown).toHaveLength(1);
  });

  it('given no panel ever, then the refusal is still there for the page to say elsewhere', () => {
    handOverRefusal('b4', 'checkout.errors.refused');
    expect(takeWaitingRefusal('b4')).toBe('checkout.errors.refused');
    expect(takeWaitingRefusal('b4')).toBeUndefined();
  });
});
