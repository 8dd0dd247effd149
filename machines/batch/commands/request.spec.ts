import { given } from '../../testing/given-when-then';
import {
  AT,
  BUYER,
  OTHER_BUYER,
  REQUESTER,
  STAFF,
  SYSTEM,
  command,
  createData,
  fees,
  item,
} from '../../testing/batch-fixtures';
import { eventsTo, scenarioAt } from '../../testing/batch-scenario';
import { cloneItems, clonedFromRef } from '../batch.clone';
import type { BatchEvent } from '../batch.events';
import { isDomainError } from '../batch.errors';

describe('CreateRequest', () => {
  describe('when nothing exists', () => {
    it('creates and submits in one command by default', () => {
      const r = given([]).when(command('CreateRequest', createData(), REQUESTER));
      r.thenStatus('requested');
      const [created, submitted] = r.result as BatchEvent[];
      expect(created).toMatchObject({
        type: 'RequestCreated',
        data: { batchNumber: 'B-0001', requesterId: REQUESTER.id, createdAt: AT },
      });
      expect(submitted).toEqual({ type: 'RequestSubmitted', data: { submittedAt: AT } });
    });
    it('keeps a draft in new when submit is false', () => {
      given([])
        .when(command('CreateRequest', createData({ submit: false }), REQUESTER))
        .thenStatus('new');
    });
    it('defaults an unknown weight to 3.00 lb (300)', () => {
      const s = given([])
        .when(command('CreateRequest', createData(), REQUESTER))
        .thenStatus('requested');
      expect(s.context.items.map((i) => i.weight)).toEqual([300, 300]);
      expect(s.context.items.every((i) => i.state === 'requested')).toBe(true);
    });
    it('needs at least one contains option', () => {
      const data = createData({ items: [item('item-1', { contains: [] })] });
      const r = given([]).when(command('CreateRequest', data, REQUESTER));
      r.thenError('BATCH_VALIDATION', { field: 'items[0].contains' });
      expect(isDomainError(r.result) && r.result.message).toBe('Please select at least one.');
    });
    it('refuses "none" together with another option', () => {
      const data = createData({ items: [item('item-1', { contains: ['none', 'liquids'] })] });
      given([])
        .when(command('CreateRequest', data, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'items[0].contains' });
    });
    it('needs the restriction confirmation', () => {
      given([])
        .when(command('CreateRequest', createData({ restrictionsConfirmed: false }), REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'restrictionsConfirmed' });
    });
    it('refuses float prices and inconsistent fees', () => {
      given([])
        .when(
          command(
            'CreateRequest',
            createData({ items: [item('i', { price: { amount: 25.5, currency: 'USD' } })] }),
            REQUESTER,
          ),
        )
        .thenError('BATCH_VALIDATION', { field: 'items[0].price.amount' });
      given([])
        .when(command('CreateRequest', createData({ fees: { ...fees(), total: 1 } }), REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'fees.total' });
      given([])
        .when(command('CreateRequest', createData({ fees: fees({ serviceFee: -1 }) }), REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'fees.serviceFee' });
    });
    it('refuses duplicate item ids, no items and a bad delivery', () => {
      given([])
        .when(command('CreateRequest', createData({ items: [item('a'), item('a')] }), REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'items[1].id' });
      given([])
        .when(command('CreateRequest', createData({ items: [] }), REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'items' });
      given([])
        .when(command('CreateRequest', createData({ delivery: { kind: 'pickup', locationId: '' } }), REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'delivery.locationId' });
    });
    it('is for requesters only', () => {
      given([])
        .when(command('CreateRequest', createData(), BUYER))
        .thenError('BATCH_NOT_AUTHORIZED');
      given([])
        .when(command('CreateRequest', createData(), STAFF))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
    it('creates a clone carrying clonedFrom', () => {
      const source = scenarioAt('completed').state;
      const items = cloneItems(source, ['item-2'], ['new-1']);
      if (isDomainError(items)) throw new Error(items.code);
      const data = createData({ batchNumber: 'B-0002', items, clonedFrom: clonedFromRef(source, ['item-2']) });
      const s = given([])
        .when(command('CreateRequest', data, REQUESTER))
        .thenStatus('requested');
      expect(s.context.clonedFrom).toEqual({ batchNumber: 'B-0001', itemIds: ['item-2'] });
      expect(s.context.items.map((i) => [i.id, i.state, i.purchaseSiteOrderId])).toEqual([
        ['new-1', 'requested', null],
      ]);
    });
  });
  describe('in requested', () => {
    it('refuses a second creation', () => {
      given(eventsTo('requested'))
        .when(command('CreateRequest', createData(), REQUESTER))
        .thenError('BATCH_ALREADY_EXISTS');
    });
  });
});

describe('clone helper', () => {
  it('refuses unknown items and mismatched ids', () => {
    const source = scenarioAt('requested').state;
    expect(cloneItems(source, ['nope'], ['n'])).toMatchObject({ code: 'BATCH_ITEM_NOT_FOUND' });
    expect(cloneItems(source, ['item-1'], [])).toMatchObject({ code: 'BATCH_VALIDATION' });
  });
});

describe('SubmitRequest', () => {
  describe('in new', () => {
    it('submits', () => {
      given(eventsTo('new'))
        .when(command('SubmitRequest', {}, REQUESTER))
        .then([{ type: 'RequestSubmitted', data: { submittedAt: AT } }]);
    });
  });
  describe('in requested', () => {
    it('is refused', () => {
      given(eventsTo('requested'))
        .when(command('SubmitRequest', {}, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('when nothing exists', () => {
    it('is not found', () => {
      given([])
        .when(command('SubmitRequest', {}, REQUESTER))
        .thenError('BATCH_NOT_FOUND');
    });
  });
});

describe('AssignBuyer', () => {
  describe('in requested', () => {
    it('assigns (system)', () => {
      given(eventsTo('requested'))
        .when(command('AssignBuyer', { buyerId: BUYER.id }, SYSTEM))
        .then([{ type: 'BuyerAssigned', data: { buyerId: BUYER.id, previousBuyerId: null, explanation: '' } }]);
    });
    it('is not for requesters or buyers', () => {
      given(eventsTo('requested'))
        .when(command('AssignBuyer', { buyerId: BUYER.id }, REQUESTER))
        .thenError('BATCH_NOT_AUTHORIZED');
      given(eventsTo('requested'))
        .when(command('AssignBuyer', { buyerId: BUYER.id }, BUYER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
  describe('in new', () => {
    it('is refused before submission', () => {
      given(eventsTo('new'))
        .when(command('AssignBuyer', { buyerId: BUYER.id }, SYSTEM))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('in assigned', () => {
    it('reassigns with an explanation (staff)', () => {
      given(eventsTo('assigned'))
        .when(command('AssignBuyer', { buyerId: OTHER_BUYER.id, explanation: 'buyer on leave' }, STAFF))
        .then([
          {
            type: 'BuyerAssigned',
            data: { buyerId: OTHER_BUYER.id, previousBuyerId: BUYER.id, explanation: 'buyer on leave' },
          },
        ]);
    });
    it('needs the explanation and a different buyer', () => {
      given(eventsTo('assigned'))
        .when(command('AssignBuyer', { buyerId: OTHER_BUYER.id }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'explanation' });
      given(eventsTo('assigned'))
        .when(command('AssignBuyer', { buyerId: BUYER.id, explanation: 'x' }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'buyerId' });
    });
  });
  describe('in accepted', () => {
    it('reassigns back to assigned', () => {
      given(eventsTo('accepted'))
        .when(command('AssignBuyer', { buyerId: OTHER_BUYER.id, explanation: 'slow' }, STAFF))
        .thenStatus('assigned');
    });
  });
  describe('in declined', () => {
    it('reassigns a declined request', () => {
      const s = given(eventsTo('declined'))
        .when(command('AssignBuyer', { buyerId: OTHER_BUYER.id, explanation: 'second try' }, SYSTEM))
        .thenStatus('assigned');
      expect(s.context.declined).toBeNull();
    });
    it('gives a request whose items were all declined back to the new buyer', () => {
      const allDeclined = [
        ...eventsTo('accepted'),
        {
          type: 'ItemsDeclined',
          data: { itemIds: ['item-1', 'item-2'], reason: 'out_of_stock', remark: '', fees: null },
        } satisfies BatchEvent,
      ];
      const s = given(allDeclined)
        .when(command('AssignBuyer', { buyerId: OTHER_BUYER.id, explanation: 'retry' }, STAFF))
        .thenStatus('assigned');
      expect(s.context.items.map((i) => [i.state, i.declinedReason])).toEqual([
        ['requested', null],
        ['requested', null],
      ]);
    });
    it('does not reassign an overdue unpaid decline', () => {
      const events = [
        ...eventsTo('overdue'),
        { type: 'RequestDeclined', data: { reason: 'overdue_unpaid_request', remark: '' } } as const,
      ];
      given(events)
        .when(command('AssignBuyer', { buyerId: OTHER_BUYER.id, explanation: 'x' }, STAFF))
        .thenError('BATCH_NOT_REASSIGNABLE');
    });
  });
  describe('in payment_authorized', () => {
    it('is refused after payment', () => {
      given(eventsTo('payment_authorized'))
        .when(command('AssignBuyer', { buyerId: OTHER_BUYER.id, explanation: 'x' }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('AcceptRequest', () => {
  describe('in assigned', () => {
    it('accepts, updating links', () => {
      const s = given(eventsTo('assigned'))
        .when(
          command(
            'AcceptRequest',
            { updatedLinks: [{ itemId: 'item-1', link: 'https://new' }], confirmCouponUpdate: true },
            BUYER,
          ),
        )
        .thenStatus('accepted');
      expect(s.context.items[0].link).toBe('https://new');
    });
    it('is only for the assigned buyer', () => {
      given(eventsTo('assigned'))
        .when(command('AcceptRequest', {}, OTHER_BUYER))
        .thenError('BATCH_NOT_ASSIGNED_BUYER');
    });
    it('refuses links for unknown items', () => {
      given(eventsTo('assigned'))
        .when(command('AcceptRequest', { updatedLinks: [{ itemId: 'zz', link: 'https://x' }] }, BUYER))
        .thenError('BATCH_ITEM_NOT_FOUND');
    });
  });
  describe('in accepted', () => {
    it('is refused', () => {
      given(eventsTo('accepted'))
        .when(command('AcceptRequest', {}, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('DeclineRequest', () => {
  describe('in assigned', () => {
    it('declines with a reason and remark', () => {
      given(eventsTo('assigned'))
        .when(command('DeclineRequest', { reason: 'prohibited_restricted_item', remark: 'battery' }, BUYER))
        .then([{ type: 'RequestDeclined', data: { reason: 'prohibited_restricted_item', remark: 'battery' } }]);
    });
    it('needs a listed reason, and a remark for other', () => {
      given(eventsTo('assigned'))
        .when(command('DeclineRequest', { reason: 'bored' as never }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'reason' });
      given(eventsTo('assigned'))
        .when(command('DeclineRequest', { reason: 'other' }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'remark' });
    });
    it('keeps overdue_unpaid_request for overdue requests', () => {
      given(eventsTo('assigned'))
        .when(command('DeclineRequest', { reason: 'overdue_unpaid_request' }, BUYER))
        .thenError('BATCH_VALIDATION', { field: 'reason' });
    });
  });
  describe('in confirmed', () => {
    it('the buyer may still decline before payment', () => {
      given(eventsTo('confirmed'))
        .when(command('DeclineRequest', { reason: 'out_of_stock' }, BUYER))
        .thenStatus('declined');
    });
  });
  describe('in overdue', () => {
    it('the scheduler declines as overdue unpaid', () => {
      given(eventsTo('overdue'))
        .when(command('DeclineRequest', { reason: 'overdue_unpaid_request' }, SYSTEM))
        .thenStatus('declined');
    });
    it('the scheduler uses no other reason', () => {
      given(eventsTo('overdue'))
        .when(command('DeclineRequest', { reason: 'out_of_stock' }, SYSTEM))
        .thenError('BATCH_VALIDATION', { field: 'reason' });
    });
  });
  describe('in paying', () => {
    it('is refused', () => {
      given(eventsTo('paying'))
        .when(command('DeclineRequest', { reason: 'out_of_stock' }, BUYER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});
