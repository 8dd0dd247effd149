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

  it('before capture, or for a higher charge, acceptance refunds nothing', () => {
    given(arrived('purchase_completed', report, reweighed(PAY_HKD - 2000)).events)
      .when(accept)
      .then([{ type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-1' } }]);
    given(arrived('purchase_completed', captured, report, reweighed(PAY_HKD + 500)).events)
      .when(accept)
      .then([{ type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-1' } }]);
  });
});

describe('a higher revision accepted: capture stays bounded by the card authorisation', () => {
  // No second payment exists: the card authorised at checkout is the ceiling of what is taken, so
  // the increase above it is not captured (docs/arrival.md, Money); the accepted charge bounds the rest.
  it('the capture takes at most the authorisation, and a capture above it is refused', () => {
    const s = arrived('purchase_completed', report, reweighed(PAY_HKD + 500)).run(accept);
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
