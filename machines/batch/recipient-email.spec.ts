import { given } from '../testing/given-when-then';
import { REQUESTER, command, createData } from '../testing/batch-fixtures';
import type { BatchEvent } from './batch.events';
import { localShippingBalance } from './local-shipping-balance';
import { isRecipientEmail } from './recipient-email';
import type { BatchContext } from './batch.types';
import { fees } from '../testing/batch-fixtures';

const address = (recipientEmail?: string) => ({
  kind: 'address' as const,
  address: {
    recipientName: 'Chan Tai Man',
    ...(recipientEmail === undefined ? {} : { recipientEmail }),
    contactNumber: '+85261234567',
    addressLine1: '1 Queen’s Road',
    country: 'hk',
  },
});

describe('the batch recipient e-mail (spec §3)', () => {
  it('is kept on the address when it is an address', () => {
    const r = given([]).when(command('CreateRequest', createData({ delivery: address('mei@example.hk') }), REQUESTER));
    r.thenStatus('requested');
    const [created] = r.result as BatchEvent[];
    expect(created.type === 'RequestCreated' && created.data.delivery).toEqual(address('mei@example.hk'));
  });
  it('is optional', () => {
    given([])
      .when(command('CreateRequest', createData({ delivery: address() }), REQUESTER))
      .thenStatus('requested');
  });
  it.each(['mei', 'mei@', 'mei@example', 'mei example@x.hk', '@example.hk', `${'a'.repeat(250)}@x.hk`, ''])(
    'refuses %j naming the field',
    (email) => {
      given([])
        .when(command('CreateRequest', createData({ delivery: address(email) }), REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'delivery.address.recipientEmail' });
    },
  );
  it('accepts ordinary addresses', () => {
    expect(isRecipientEmail('a.b+c@mail.example.com.hk')).toBe(true);
    expect(isRecipientEmail('a@b.c')).toBe(true);
  });
});

describe('the available local shipping fee balance (spec §3)', () => {
  const refund = (local: number, status: 'requested' | 'completed') =>
    ({ details: { refund_local_shipping_fee: local }, status }) as unknown as BatchContext['refundRequests'][number];

  it('is null before the batch has fees', () => {
    expect(localShippingBalance({ fees: null, refundRequests: [] })).toBeNull();
  });
  it('is the whole local shipping fee while nothing is refunded', () => {
    expect(localShippingBalance({ fees: fees({ localShipping: 500 }), refundRequests: [] })).toEqual({
      currency: 'USD',
      charged: 500,
      refunded: 0,
      available: 500,
    });
  });
  it('loses what open and completed refund requests give back of it', () => {
    const b = localShippingBalance({
      fees: fees({ localShipping: 500 }),
      refundRequests: [refund(120, 'completed'), refund(80, 'requested')],
    });
    expect(b).toEqual({ currency: 'USD', charged: 500, refunded: 200, available: 300 });
  });
  it('counts the items’ seller shipping as local shipping (plus any extra local shipping)', () => {
    // Seller shipping US$15.00 + extra local shipping US$5.00 = US$20.00 charged; US$6.00 given back.
    const b = localShippingBalance({
      fees: fees({ sellerShipping: 1500, localShipping: 500 }),
      refundRequests: [refund(600, 'completed')],
    });
    expect(b).toEqual({ currency: 'USD', charged: 2000, refunded: 600, available: 1400 });
  });
  it('never goes below zero', () => {
    const b = localShippingBalance({ fees: fees({ localShipping: 100 }), refundRequests: [refund(150, 'completed')] });
    expect(b?.available).toBe(0);
  });
});
