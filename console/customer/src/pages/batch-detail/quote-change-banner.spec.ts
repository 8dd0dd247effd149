import { quoteChangeTitle } from './quote-change-banner';

describe('the quote-change banner title', () => {
  it('names what the buyer changed', () => {
    expect(quoteChangeTitle('item price')).toEqual({ key: 'batch.quoteChange.banner', values: { what: 'item price' } });
  });

  it('says the quote was updated when nothing is named, never the Shipping Fees', () => {
    expect(quoteChangeTitle('')).toEqual({ key: 'batch.quoteChange.general' });
  });
});
