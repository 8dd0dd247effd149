import { given } from '../../testing/given-when-then';
import { acceptedChargeHkd } from '../batch.arrival';
import { captureAmountFor } from '../capture-amount';
import { capturedInAll, topUpDueHkd } from '../batch.top-up';
import { REQUESTER, STAFF, SYSTEM, command, fees, hkd, PAY_HKD } from '../../testing/batch-fixtures';
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

/** The HK$5.00 increase of revision rv-1 paid by a top-up: started, authorised, captured. */
const paidTopUp = (s: Scenario) =>
  s
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

describe('a higher revision paid: each capture stays bounded by its own payment', () => {
  // The checkout's capture takes at most its authorisation; the increase is the top-up's own capture
  // (top-up-payment.spec.ts), and together they never exceed the accepted charge.
  it('the checkout capture takes at most the authorisation once the top-up took the increase', () => {
    const s = arrived('purchase_completed', report, reweighed(PAY_HKD + 500), paidTopUp);
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

describe('a lower revision after a paid top-up: the whole difference goes back, across both payments', () => {
  /** Captured at checkout, then a revision HK$5.00 higher (rv-1) paid and captured by a top-up. */
  const toppedUp = () => arrived('purchase_completed', captured, report, reweighed(PAY_HKD + 500), paidTopUp);
  const revise = (s: Scenario, revisionId: string, chargeHkd: number) =>
    s.run(
      command(
        'ReviseQuote',
        { revisionId, reason: 'surcharge', remark: 'waived', fees: s.state.context.fees ?? fees(), chargeHkd },
        STAFF,
        AT,
      ),
    );
  const acceptRv = (revisionId: string) => command('AcceptQuoteRevision', { revisionId }, REQUESTER, AT);
  const keptHkd = (s: Scenario) => {
    const p = s.state.context.payments;
    return capturedInAll(s.state.context) - p.refunded - (p.topUpRefunded ?? 0);
  };

  it('the checkout payment gives back all it holds, the captured top-up the rest on its own payment', () => {
    const s = revise(toppedUp(), 'rv-2', 100);
    given(s.events)
      .when(acceptRv('rv-2'))
      .then([
        { type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-2' } },
        {
          type: 'QuoteDifferenceRefunded',
          data: {
            revisionId: 'rv-2',
            amount: PAY_HKD,
            topUps: [{ revisionId: 'rv-1', pspReference: 'psp-top-1', amount: 400 }],
          },
        },
      ]);
    s.run(acceptRv('rv-2'));
    expect(s.state.context.payments).toMatchObject({ refunded: PAY_HKD, topUpRefunded: 400 });
    expect(s.state.context.arrival?.revisions[0].topUp).toMatchObject({ refunded: 400 });
    expect(s.state.context.arrival?.revisions[1]).toMatchObject({ refundedHkd: PAY_HKD + 400 });
    expect(keptHkd(s)).toBe(100);
    expect(acceptedChargeHkd(s.state.context)).toBe(100);
  });

  it('a further lower revision takes the top-up only up to what it still holds; a higher one is paid again', () => {
    const s = revise(toppedUp(), 'rv-2', 100).run(acceptRv('rv-2'));
    revise(s, 'rv-3', 50);
    given(s.events)
      .when(acceptRv('rv-3'))
      .then([
        { type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-3' } },
        {
          type: 'QuoteDifferenceRefunded',
          data: {
            revisionId: 'rv-3',
            amount: 0,
            topUps: [{ revisionId: 'rv-1', pspReference: 'psp-top-1', amount: 50 }],
          },
        },
      ]);
    s.run(acceptRv('rv-3'));
    expect(s.state.context.arrival?.revisions[0].topUp).toMatchObject({ amount: 500, refunded: 450 });
    expect(keptHkd(s)).toBe(50);
    // The card payments now cover HK$0.50 only: a revision to HK$2.00 asks for the HK$1.50 above it.
    expect(topUpDueHkd(s.state.context, { chargeHkd: 200 })).toBe(150);
  });

  it('an event recorded before top-ups were refunded folds as it always did', () => {
    const s = revise(toppedUp(), 'rv-2', PAY_HKD - 1000).run(acceptRv('rv-2'));
    const stored = s.events.find((e) => e.type === 'QuoteDifferenceRefunded');
    expect(stored?.data).toEqual({ revisionId: 'rv-2', amount: 1500 });
    expect(s.state.context.payments.topUpRefunded).toBeUndefined();
    expect(s.state.context.arrival?.revisions[0].topUp?.refunded).toBeUndefined();
  });
});
