import { revisionBody } from './propose-revision-form';

// Staff's charge change after payment: the line's new figure in minor units, with a remark.
describe('propose a quote revision', () => {
  it('given more local shipping in US$, when sent, then the local shipping line goes in cents', () => {
    expect(revisionBody({ reason: 'local_shipping', amount: '12.50', remark: ' Second parcel ' }, 'USD')).toEqual({
      body: { reason: 'local_shipping', local_shipping_fee: 1250, remark: 'Second parcel' },
    });
  });

  it('given a surcharge in TWD, when sent, then it is the additional fee in whole dollars', () => {
    expect(revisionBody({ reason: 'surcharge', amount: '300', remark: 'Oversize' }, 'TWD')).toEqual({
      body: { reason: 'surcharge', additional_fee: 300, remark: 'Oversize' },
    });
  });

  it('given a wrong reason, amount or no remark, when checked, then that field is named and nothing is sent', () => {
    expect(revisionBody({ reason: 'reweigh', amount: '1', remark: 'x' }, 'USD')).toEqual({ field: 'reason' });
    expect(revisionBody({ reason: 'surcharge', amount: '-1', remark: 'x' }, 'USD')).toEqual({ field: 'amount' });
    expect(revisionBody({ reason: 'surcharge', amount: '1.234', remark: 'x' }, 'USD')).toEqual({ field: 'amount' });
    expect(revisionBody({ reason: 'surcharge', amount: '5', remark: 'x' }, 'EUR')).toEqual({ field: 'amount' });
    expect(revisionBody({ reason: 'surcharge', amount: '5', remark: ' ' }, 'USD')).toEqual({ field: 'remark' });
  });
});
