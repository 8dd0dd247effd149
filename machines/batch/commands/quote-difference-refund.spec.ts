import { given } from '../../testing/given-when-then';
import { acceptedChargeHkd } from '../batch.arrival';
import { captureAmountFor } from '../capture-amount';
import { REQUESTER, SYSTEM, command, hkd, PAY_HKD } from '../../testing/batch-fixtures';
import { AT, arrived, report, reweighed } from '../../testing/arrival-scenario';
import type { Scenario } from '../../testing/batch-scenario';

const captured = (s: Scenario) => s.run(command('CapturePayment', { amount: hkd(PAY_HKD) }, SYSTEM));
const accept = command('AcceptQuoteRevision', { revisionId: 'rv-1' }, REQUESTER, AT);

describe('AcceptQuoteRevision after capture: the difference goes back to the card', () => {
  it('a lower revision accepted after capture refunds exactly the difference, recorded on the batch', () => {
    const s = arrived('purchase_completed', captured, report, reweighed(PAY_HKD - 2000));
    given(s.events)
      .when(accept)
      .then([
        { type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-1' } },
        { type: 'QuoteDifferenceRefunded', data: { revisionId: 'rv-1', amount: 2000 } },
      ]);
    s.run(accept);
    expect(s.state.context.payments).toMatchObject({ captured: PAY_HKD, refunded: 2000 });
    expect(s.state.context.arrival?.revisions[0]).toMatchObject({ status: 'accepted', refundedHkd: 2000 });
  });

  it('accepting again refunds nothing twice: the revision no longer waits', () => {
    const s = arrived('purchase_completed', captured, report, reweighed(PAY_HKD - 2000)).run(accept);
    given(s.events).when(accept).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });

  it('before capture acceptance refunds nothing; a higher charge is not accepted without paying it', () => {
    given(arrived('purchase_completed', report, reweighed(PAY_HKD - 2000)).events)
      .when(accept)
      .then([{ type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-1' } }]);
    given(arrived('purchase_completed', captured, report, reweighed(PAY_HKD + 500)).events)
      .when(accept)
      .thenError('BATCH_QUOTE_REVISION_PAYMENT_REQUIRED', { field: 'revisionId', due: 500 });
  });
});

describe('a higher revision paid: each capture stays bounded by its own payment', () => {
  // The checkout's capture takes at most its authorisation; the increase is the top-up's own capture
  // (top-up-payment.spec.ts), and together they never exceed the accepted charge.
  it('the checkout capture takes at most the authorisation once the top-up took the increase', () => {
    const s = arrived('purchase_completed', report, reweighed(PAY_HKD + 500))
      .run(command('StartTopUpPayment', { revisionId: 'rv-1', amount: hkd(500), paymentReference: 'pa-1' }, REQUESTER))
      .run(
        command(
          'RecordTopUpPaymentAuthorisation',
          { revisionId: 'rv-1', amount: hkd(500), pspReference: 'psp-top-1' },
          SYSTEM,
          AT,
        ),
      )
      .run(command('CaptureTopUpPayment', { revisionId: 'rv-1', amount: hkd(500) }, SYSTEM));
    expect(acceptedChargeHkd(s.state.context)).toBe(PAY_HKD + 500);
    expect(captureAmountFor(s.state.context)).toBe(PAY_HKD);
    given(s.events)
      .when(command('CapturePayment', { amount: hkd(PAY_HKD + 500) }, SYSTEM))
      .thenError('BATCH_CAPTURE_EXCEEDS_AUTHORISED');
    const itemIds = s.state.context.items.map((i) => i.id);
    given(s.events)
      .when(command('CapturePayment', { amount: hkd(PAY_HKD) }, SYSTEM))
      .then([{ type: 'PaymentCaptured', data: { amount: PAY_HKD, released: 0, itemIds } }]);
  });
});
