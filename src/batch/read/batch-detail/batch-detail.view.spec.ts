import { batchView, initialState, type BatchView } from '@machines/batch';
import { detailFields, imageUrl } from './batch-detail.view';
import { chatRoomName } from '../parties.query';

const view = (over: Partial<BatchView> = {}): BatchView => ({
  ...batchView(initialState),
  batchNumber: 'BN20261123000001',
  requesterId: 'r-1',
  buyerId: 'b-1',
  buyerRemark: 'internal',
  fees: {
    currency: 'USD',
    itemSubtotal: 2000,
    sellerShipping: 0,
    localShipping: 0,
    internationalShipping: 1850,
    additionalFee: 0,
    serviceFee: 1000,
    insuranceFee: 0,
    couponDiscount: 0,
    total: 4850,
    buyerEarning: 500,
  },
  ...over,
});
const party = (id: string) => ({
  id,
  first_name: 'A',
  last_name: 'B',
  full_name: 'A B',
  email: `${id}@x.hk`,
  mobile: '+85291234567',
});

describe('batch detail fields', () => {
  it('given a requester, when the detail is built, then the buyer earning and the internal remark are left out', () => {
    const fields = detailFields(view(), {
      audience: 'requester',
      actorId: 'r-1',
      requester: party('r-1'),
      buyer: party('b-1'),
    });
    expect(fields.fees).not.toHaveProperty('you_earn');
    expect(fields).not.toHaveProperty('buyer_remark');
    expect(fields.requester).toMatchObject({ email: 'r-1@x.hk' });
    expect(fields.buyer).not.toHaveProperty('email');
  });

  it('given the buyer, when the detail is built, then you_earn and the remark are there', () => {
    const fields = detailFields(view(), {
      audience: 'buyer',
      actorId: 'b-1',
      requester: party('r-1'),
      buyer: party('b-1'),
    });
    expect(fields.fees).toMatchObject({ you_earn: 500 });
    expect(fields.buyer_remark).toBe('internal');
    expect(fields.requester).not.toHaveProperty('mobile');
  });

  it('given US$48.50, when the amount due is computed, then it is HKD 378.30 at the demo rate', () => {
    const fields = detailFields(view(), { audience: 'staff', actorId: 's-1', requester: null, buyer: null });
    expect(fields.amount_due).toEqual({ currency: 'HKD', value: 37830 });
  });

  it('given image ids and urls, when shown, then ids map under /api/uploads and urls pass through', () => {
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl('items/a.jpg')).toBe('/api/uploads/items/a.jpg');
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('given a batch without a buyer, when the chat room is named, then there is none; with one it is buyer_requester_number', () => {
    expect(chatRoomName(null, 'r-1', 'BN1')).toBeNull();
    expect(chatRoomName('b-1', 'r-1', 'BN1')).toBe('b-1_r-1_BN1');
  });
});
