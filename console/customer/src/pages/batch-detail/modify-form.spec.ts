import type { BatchDetail } from '@contracts/batch/batch-detail';
import { requestedItem } from '@shared/testing/requested-item.fixture';
import { localShippingMismatch, modifyDraftOf, modifyInvalid, toModifyBody } from './modify-form';

const item = (id: string, amount: number, sellerShipping: number, state = 'requested') =>
  requestedItem({ id, name: id, category: '1', price: { amount, currency: 'USD' }, sellerShipping, state });

const detail = {
  id: 'b1',
  batch: {
    items: [item('a', 2000, 500), item('b', 1250, 0), item('gone', 100, 0, 'declined')],
    fees: { currency: 'USD', additionalFee: 0 },
    serviceFeeWaived: false,
  },
} as unknown as BatchDetail;

describe('modify form', () => {
  it('starts from the open items with the local shipping total as their sum', () => {
    const draft = modifyDraftOf(detail);
    expect(draft.rows.map((r) => [r.id, r.price, r.weight, r.sellerShipping])).toEqual([
      ['a', '20.00', '3.00', '5.00'],
      ['b', '12.50', '3.00', '0.00'],
    ]);
    expect(draft.localShippingFee).toBe('5.00');
    expect(localShippingMismatch(draft)).toBe(false);
  });

  it('flags a local shipping total that is not the sum of the items (Local Shipping Fee Summary Error)', () => {
    const draft = modifyDraftOf(detail);
    draft.rows[1].sellerShipping = '2.50';
    expect(localShippingMismatch(draft)).toBe(true);
    draft.localShippingFee = '7.50';
    expect(localShippingMismatch(draft)).toBe(false);
  });

  it('builds the body in minor units and hundredths of a pound', () => {
    const draft = modifyDraftOf(detail);
    draft.rows[0].price = '24';
    draft.rows[0].weight = '2.5';
    expect(toModifyBody(draft, 'USD')).toEqual({
      items: [
        { id: 'a', quantity: 1, weight: 250, price: 2400, seller_shipping: 500 },
        { id: 'b', quantity: 1, weight: 300, price: 1250, seller_shipping: 0 },
      ],
      local_shipping_fee: 500,
      additional_fee: 0,
      remark: undefined,
      final_fee: true,
      is_edit_declined_item: false,
      had_waive_service_fee: false,
    });
  });

  it('refuses a zero quantity or an unreadable price', () => {
    const draft = modifyDraftOf(detail);
    expect(modifyInvalid(draft)).toBe(false);
    draft.rows[0].quantity = '0';
    expect(modifyInvalid(draft)).toBe(true);
    draft.rows[0].quantity = '1';
    draft.rows[0].price = '2.345';
    expect(modifyInvalid(draft)).toBe(true);
  });

  it('sends measured sides (spec §9) only when all three are valid, and starts from the stored ones', () => {
    const draft = modifyDraftOf(detail);
    expect(toModifyBody(draft, 'USD').items[0].dimensions).toBeUndefined();
    draft.rows[0].lengthCm = '30';
    expect(modifyInvalid(draft)).toBe(true);
    draft.rows[0].widthCm = '20.5';
    draft.rows[0].heightCm = '10';
    expect(modifyInvalid(draft)).toBe(false);
    expect(toModifyBody(draft, 'USD').items[0].dimensions).toEqual({ length_cm: 30, width_cm: 20.5, height_cm: 10 });
    for (const bad of ['0', '1001', '1.234', 'x'])
      expect(modifyInvalid({ ...draft, rows: [{ ...draft.rows[0], heightCm: bad }] })).toBe(true);
    const measured = {
      ...detail,
      batch: {
        ...detail.batch,
        items: [{ ...item('a', 2000, 500), dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 } }],
      },
    } as unknown as BatchDetail;
    expect(modifyDraftOf(measured).rows[0]).toMatchObject({ lengthCm: '30', widthCm: '20', heightCm: '10' });
  });
});
