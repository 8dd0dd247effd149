import { replay } from '@machines/batch';
import { BUYER, command, REQUESTER, STAFF } from '@machines/testing/batch-fixtures';
import { eventsTo, Scenario, steps } from '@machines/testing/batch-scenario';
import { batchChangedEnvelope } from './batch-changed';

describe('batch:changed from a committed append', () => {
  it('goes to the requester, the buyer, the batch room and staff, with what was decided', () => {
    const events = eventsTo('accepted');
    const state = replay(events);
    expect(
      batchChangedEnvelope({ batchId: 'b1', state, revision: 7, position: 'p7', events: events.slice(-1) }),
    ).toEqual({
      rooms: [`account:${REQUESTER.id}`, `account:${BUYER.id}`, 'batch:b1', 'staff'],
      event: 'batch:changed',
      data: {
        batch_id: 'b1',
        batch_number: state.context.batchNumber,
        batch_type: 'requests',
        status: 'accepted',
        revision: 7,
        position: 'p7',
      },
    });
  });

  it('also tells the buyer taken off the batch; an order is of type orders', () => {
    const s = new Scenario();
    steps.create(s);
    steps.assign(s);
    const from = s.events.length;
    s.run(command('AssignBuyer', { buyerId: 'buy-9', explanation: 'away' }, STAFF));
    const envelope = batchChangedEnvelope({
      batchId: 'b2',
      state: s.state,
      revision: 2,
      position: 'p',
      events: s.events.slice(from),
    });
    expect(envelope.rooms).toEqual([
      `account:${REQUESTER.id}`,
      'account:buy-9',
      `account:${BUYER.id}`,
      'batch:b2',
      'staff',
    ]);
    // The replaced buyer's sockets leave the batch room once told.
    expect(envelope.leave).toEqual({ rooms: [`account:${BUYER.id}`], from: ['batch:b2'] });

    const paid = replay(eventsTo('payment_captured'));
    expect(
      batchChangedEnvelope({ batchId: 'b3', state: paid, revision: 1, position: 'p', events: [] }).data,
    ).toMatchObject({
      batch_type: 'orders',
      status: 'payment_captured',
    });
  });
});
