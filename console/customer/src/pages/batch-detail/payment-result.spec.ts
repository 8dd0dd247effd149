import { outcomeOf } from './payment-result';

describe('payment answer', () => {
  it('given an authorisation, then it is a success with the position to wait for', () => {
    expect(
      outcomeOf({
        code: 'PAYMENT_SUCCESSFUL',
        message: 'Payment Successful!',
        result_code: 'Authorised',
        position: '42',
      }),
    ).toEqual({ kind: 'success', position: '42' });
  });

  it('given a pending answer, then it is pending, never a success', () => {
    expect(
      outcomeOf({
        code: 'PAYMENT_PENDING',
        message: 'Payment is being processed',
        result_code: 'Pending',
        status: 'paying',
      }),
    ).toEqual({ kind: 'pending' });
  });

  it('given a challenge, then the browser goes to its page', () => {
    expect(
      outcomeOf({
        code: 'PAYMENT_REDIRECT',
        result_code: 'RedirectShopper',
        action: { url: 'http://127.0.0.1/challenge', method: 'GET' },
      }),
    ).toEqual({
      kind: 'redirect',
      url: 'http://127.0.0.1/challenge',
    });
  });
});
