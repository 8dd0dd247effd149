import { given } from '../../testing/given-when-then';
import {
  BUYER,
  OTHER_REQUESTER,
  REQUESTER,
  STAFF,
  SYSTEM,
  command,
  fees,
  hkd,
  PAY_HKD,
} from '../../testing/batch-fixtures';
import { AT, arrived, report, reweighed } from '../../testing/arrival-scenario';
import type { Scenario } from '../../testing/batch-scenario';
import { pendingRevision } from '../batch.arrival';
import { allowedCommands } from '../batch.permissions';
import { capturedInAll, topUpDueHkd } from '../batch.top-up';

const captured = (s: Scenario) => s.run(command('CapturePayment', { amount: hkd(PAY_HKD) }, SYSTEM));
/** Captured at checkout, then re-weighed to HK$5.00 more: a higher revision waiting (rv-1). */
const higher = () => arrived('purchase_completed', captured, report, reweighed(PAY_HKD + 500));
const start = (amount = 500, paymentReference = 'pa-1', revisionId = 'rv-1') =>
  command('StartTopUpPayment', { revisionId, amount: hkd(amount), paymentReference }, REQUESTER);
const authorised = (amount = 500) =>
  command(
    'RecordTopUpPaymentAuthorisation',
    { revisionId: 'rv-1', amount: hkd(amount), pspReference: 'psp-top-1' },
    SYSTEM,
    AT,
  );
const failed = command(
  'RecordTopUpPaymentFailure',
  { revisionId: 'rv-1', code: 'PAYMENT_INPUT_ERROR', message: 'CVC Declined' },
  SYSTEM,
);
const captureTopUp = (amount = 500) =>
  command('CaptureTopUpPayment', { revisionId: 'rv-1', amount: hkd(amount) }, SYSTEM);

describe('topUpDueHkd', () => {
  it('is what the revision charges above the card payments: 0 for a lower one and before checkout', () => {
    const s = higher();
    const rv = pendingRevision(s.state.context);
    expect(rv && topUpDueHkd(s.state.context, rv)).toBe(500);
    expect(topUpDueHkd(s.state.context, { chargeHkd: PAY_HKD - 100 })).toBe(0);
    expect(
      topUpDueHkd({ ...s.state.context, payments: { ...s.state.context.payments, authorised: 0 } }, { chargeHkd: 900 }),
    ).toBe(0);
  });

  it('counts a paid top-up and what was given back', () => {
    const s = higher().run(start()).run(authorised()).run(captureTopUp());
    expect(topUpDueHkd(s.state.context, { chargeHkd: PAY_HKD + 500 })).toBe(0);
    expect(topUpDueHkd(s.state.context, { chargeHkd: PAY_HKD + 800 })).toBe(300);
  });
});

describe('AcceptQuoteRevision of a higher revision', () => {
  it('is refused: the increase is paid, never accepted unpaid', () => {
    given(higher().events)
      .when(command('AcceptQuoteRevision', { revisionId: 'rv-1' }, REQUESTER))
      .thenError('BATCH_QUOTE_REVISION_PAYMENT_REQUIRED', { due: 500 });
  });
});

describe('StartTopUpPayment', () => {
  it('the requester starts paying exactly the increase; the revision still waits', () => {
    given(higher().events)
      .when(start())
      .then([
        {
          type: 'TopUpPaymentStarted',
          data: { revisionId: 'rv-1', amount: 500, paymentReference: 'pa-1', by: REQUESTER.id },
        },
      ]);
    const s = higher().run(start());
    expect(pendingRevision(s.state.context)).toMatchObject({ id: 'rv-1', topUp: { status: 'started', amount: 500 } });
    expect(s.status).toBe('payment_captured');
  });

  it('refuses another amount, another revision, a second payment in flight, and anyone but the requester', () => {
    given(higher().events)
      .when(start(499))
      .thenError('BATCH_PAYMENT_AMOUNT_MISMATCH', { field: 'amount', expected: 500 });
    given(higher().events)
      .when(start(500, 'pa-1', 'rv-x'))
      .thenError('BATCH_QUOTE_REVISION_NOT_FOUND', { field: 'revisionId' });
    given(higher().events).when(start(500, ' ')).thenError('BATCH_VALIDATION', { field: 'paymentReference' });
    given(higher().run(start()).events).when(start(500, 'pa-2')).thenError('BATCH_TOP_UP_IN_PROGRESS');
    const other = { ...start(), metadata: { ...start().metadata, actor: OTHER_REQUESTER } };
    given(higher().events).when(other).thenError('BATCH_NOT_OWNER');
    for (const actor of [BUYER, STAFF, SYSTEM]) {
      const cmd = { ...start(), metadata: { ...start().metadata, actor } };
      given(higher().events).when(cmd).thenError('BATCH_NOT_AUTHORIZED');
    }
  });

  it('is not offered for a lower revision, which is accepted as before', () => {
    const s = arrived('purchase_completed', captured, report, reweighed(PAY_HKD - 500));
    expect(allowedCommands(s.state, REQUESTER)).not.toContain('StartTopUpPayment');
    expect(allowedCommands(higher().state, REQUESTER)).toContain('StartTopUpPayment');
  });

  it('declining waits while the card is being asked', () => {
    given(higher().run(start()).events)
      .when(command('DeclineQuoteRevision', { revisionId: 'rv-1', disputeId: 'd-2', message: 'No' }, REQUESTER))
      .thenError('BATCH_TOP_UP_IN_PROGRESS');
  });
});

describe('RecordTopUpPaymentAuthorisation', () => {
  it('the provider authorised it: the revision is accepted in the same append and the order may move on', () => {
    given(higher().run(start()).events)
      .when(authorised())
      .then([
        {
          type: 'TopUpPaymentAuthorised',
          data: { revisionId: 'rv-1', amount: 500, pspReference: 'psp-top-1', at: AT },
        },
        // Attributed to the requester who paid, with what they paid.
        { type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-1', paidBy: REQUESTER.id, paidHkd: 500 } },
      ]);
    const s = higher().run(start()).run(authorised());
    expect(pendingRevision(s.state.context)).toBeNull();
    expect(s.state.context.arrival?.revisions[0]).toMatchObject({
      status: 'accepted',
      topUp: { status: 'authorised', pspReference: 'psp-top-1' },
    });
    expect(s.state.context.payments).toMatchObject({ topUpAuthorised: 500, captured: PAY_HKD });
  });

  it('needs the payment in flight, its amount, and the system', () => {
    given(higher().events).when(authorised()).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    given(higher().run(start()).events)
      .when(authorised(600))
      .thenError('BATCH_PAYMENT_AMOUNT_MISMATCH', { expected: 500 });
    const byStaff = { ...authorised(), metadata: { ...authorised().metadata, actor: STAFF } };
    given(higher().run(start()).events).when(byStaff).thenError('BATCH_NOT_AUTHORIZED');
  });
});

describe('RecordTopUpPaymentFailure', () => {
  it('a refused card leaves the revision waiting; the requester may pay again', () => {
    given(higher().run(start()).events)
      .when(failed)
      .then([
        {
          type: 'TopUpPaymentFailed',
          data: { revisionId: 'rv-1', code: 'PAYMENT_INPUT_ERROR', message: 'CVC Declined' },
        },
      ]);
    const s = higher().run(start()).run(failed);
    expect(pendingRevision(s.state.context)).toMatchObject({
      topUp: { status: 'failed', error: { code: 'PAYMENT_INPUT_ERROR' } },
    });
    expect(s.state.context.payments.topUpAuthorised ?? 0).toBe(0);
    given(s.events)
      .when(start(500, 'pa-2'))
      .then([
        {
          type: 'TopUpPaymentStarted',
          data: { revisionId: 'rv-1', amount: 500, paymentReference: 'pa-2', by: REQUESTER.id },
        },
      ]);
    given(higher().events).when(failed).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});

describe('CaptureTopUpPayment', () => {
  it('captures exactly the authorised top-up, once; the card then holds the accepted charge in all', () => {
    const s = higher().run(start()).run(authorised());
    given(s.events)
      .when(captureTopUp())
      .then([{ type: 'TopUpPaymentCaptured', data: { revisionId: 'rv-1', amount: 500, pspReference: 'psp-top-1' } }]);
    given(s.events).when(captureTopUp(501)).thenError('BATCH_CAPTURE_EXCEEDS_AUTHORISED');
    const done = s.run(captureTopUp());
    expect(capturedInAll(done.state.context)).toBe(PAY_HKD + 500);
    given(done.events).when(captureTopUp()).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    const byStaff = { ...captureTopUp(), metadata: { ...captureTopUp().metadata, actor: STAFF } };
    given(s.events).when(byStaff).thenError('BATCH_NOT_AUTHORIZED');
  });

  it('a later lower revision the checkout payment can return alone is given back from it alone', () => {
    const s = higher().run(start()).run(authorised()).run(captureTopUp());
    s.run(
      command(
        'ReviseQuote',
        {
          revisionId: 'rv-2',
          reason: 'surcharge',
          remark: 'waived',
          fees: s.state.context.fees ?? fees(),
          chargeHkd: PAY_HKD - 1000,
        },
        STAFF,
        AT,
      ),
    );
    given(s.events)
      .when(command('AcceptQuoteRevision', { revisionId: 'rv-2' }, REQUESTER))
      .then([
        { type: 'QuoteRevisionAccepted', data: { revisionId: 'rv-2' } },
        { type: 'QuoteDifferenceRefunded', data: { revisionId: 'rv-2', amount: 1500 } },
      ]);
  });
});
