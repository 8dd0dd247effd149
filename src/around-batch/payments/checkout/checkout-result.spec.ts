import { CardProviderError } from '../provider/card-provider.port';
import { checkoutResultOf, checkoutResultOfProviderError } from './checkout-result';

describe('checkoutResultOf', () => {
  it('Authorised → the spec success message', () => {
    expect(checkoutResultOf({ resultCode: 'Authorised', pspReference: 'P' })).toEqual({
      status: 'authorised',
      code: 'PAYMENT_SUCCESSFUL',
      message: 'Payment Successful! Your request will be processed shortly.',
      pspReference: 'P',
    });
  });

  it('Refused with a fixable reason → input error; otherwise payment failed', () => {
    expect(checkoutResultOf({ resultCode: 'Refused', refusalReason: 'Expired Card' })).toMatchObject({
      status: 'refused',
      code: 'PAYMENT_INPUT_ERROR',
      message: 'Input Error. Please Check Your Credit Card Information',
    });
    expect(checkoutResultOf({ resultCode: 'Refused', refusalReason: 'FRAUD' })).toMatchObject({
      status: 'refused',
      code: 'PAYMENT_FAILED',
      message: 'payment Failed. Please Check Your Credit Card Information',
    });
    expect(checkoutResultOf({ resultCode: 'Error', refusalReason: 'Acquirer Error' })).toMatchObject({
      status: 'error',
      code: 'PAYMENT_FAILED',
    });
  });

  it('RedirectShopper carries the challenge action; Pending waits for the webhook', () => {
    const action = { type: 'redirect' as const, method: 'GET' as const, url: 'https://issuer/challenge' };
    expect(checkoutResultOf({ resultCode: 'RedirectShopper', pspReference: 'P', action })).toMatchObject({
      status: 'redirect',
      action,
    });
    expect(checkoutResultOf({ resultCode: 'Pending', pspReference: 'P' })).toMatchObject({
      status: 'pending',
      code: 'PAYMENT_PENDING',
    });
  });

  it('a 422 from the provider is the card data; other refusals are our configuration', () => {
    expect(
      checkoutResultOfProviderError(new CardProviderError(422, '174', 'Unable to decrypt data', 'validation')),
    ).toMatchObject({ code: 'PAYMENT_INPUT_ERROR' });
    expect(checkoutResultOfProviderError(new CardProviderError(401, '000', 'Unauthorized', 'security'))).toMatchObject({
      code: 'PAYMENT_FAILED',
    });
  });
});
