/**
 * One requested item as a batch's events and its detail carry it (a US shop to Hong Kong, 300 g,
 * nothing restricted inside); specs override the fields their rule reads.
 */
export const requestedItem = <T extends object>(overrides: T) => ({
  id: 'item-1',
  link: 'https://shop.example.com',
  name: 'Trail shoes',
  category: 'sports_and_outdoors',
  brand: '',
  quantity: 1,
  color: '',
  size: '',
  price: { amount: 12000, currency: 'USD' },
  weight: 300,
  note: '',
  imageId: null,
  fromCountry: 'us',
  toCountry: 'hk',
  contains: ['none'],
  sellerShipping: 0,
  state: 'requested',
  declinedReason: null,
  ...overrides,
});
