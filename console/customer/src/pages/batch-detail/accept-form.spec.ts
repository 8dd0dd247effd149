import type { BatchItemView } from '@contracts/batch/batch-detail';
import { isShopLink, updatedLinks } from './accept-form';

const item = (id: string, link: string, state = 'requested') => ({ id, link, state }) as BatchItemView;

describe('accept form', () => {
  const items = [
    item('a', 'https://shop.example.com/a'),
    item('b', 'https://shop.example.com/b'),
    item('c', 'https://shop.example.com/c', 'declined'),
  ];

  it('given untouched links, when accepting, then no updated_links are sent', () => {
    expect(updatedLinks(items, { a: 'https://shop.example.com/a', b: 'https://shop.example.com/b ' })).toEqual([]);
  });

  it('given a replaced link, when accepting, then only that item goes, trimmed', () => {
    expect(updatedLinks(items, { a: 'https://shop.example.com/a', b: '  https://shop.example.com/b2 ' })).toEqual([
      { item_id: 'b', link: 'https://shop.example.com/b2' },
    ]);
  });

  it('given a cleared link or a declined item, when accepting, then neither is sent', () => {
    expect(updatedLinks(items, { a: '  ', c: 'https://shop.example.com/c2' })).toEqual([]);
  });

  it('takes only http(s) shop links', () => {
    expect(isShopLink('https://shop.example.com/p?id=1')).toBe(true);
    expect(isShopLink('javascript:alert(1)')).toBe(false);
    expect(isShopLink('data:text/html,hi')).toBe(false);
    expect(isShopLink('shop.example.com/p')).toBe(false);
    expect(isShopLink('https://localhost/p')).toBe(false);
  });
});
