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
import { NOT_IN_STATUS, emits, endsIn, invalid, itDecides, refused } from '../../testing/decision-table';
import type { Actor, DeclineReason } from '../batch.types';
import type { CommandOf } from './index';
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
  const submit = command('SubmitRequest', {}, REQUESTER);
  itDecides([
    ['submits', 'new', submit, emits({ type: 'RequestSubmitted', data: { submittedAt: AT } })],
    ['is refused', 'requested', submit, refused(NOT_IN_STATUS)],
  ]);
  it('when nothing exists: is not found', () => {
    given([]).when(submit).thenError('BATCH_NOT_FOUND');
  });
});

describe('AssignBuyer', () => {
  const assign = (buyerId: string, actor: Actor, explanation?: string) =>
    command('AssignBuyer', explanation === undefined ? { buyerId } : { buyerId, explanation }, actor);
  const assigned = (buyerId: string, previousBuyerId: string | null, explanation: string): BatchEvent => ({
    type: 'BuyerAssigned',
    data: { buyerId, previousBuyerId, explanation },
  });
  itDecides([
    ['assigns (system)', 'requested', assign(BUYER.id, SYSTEM), emits(assigned(BUYER.id, null, ''))],
    ['is not for requesters', 'requested', assign(BUYER.id, REQUESTER), refused('BATCH_NOT_AUTHORIZED')],
    ['is not for buyers', 'requested', assign(BUYER.id, BUYER), refused('BATCH_NOT_AUTHORIZED')],
    ['is refused before submission', 'new', assign(BUYER.id, SYSTEM), refused(NOT_IN_STATUS)],
    [
      'reassigns with an explanation (staff)',
      'assigned',
      assign(OTHER_BUYER.id, STAFF, 'buyer on leave'),
      emits(assigned(OTHER_BUYER.id, BUYER.id, 'buyer on leave')),
    ],
    ['needs the explanation', 'assigned', assign(OTHER_BUYER.id, STAFF), invalid('explanation')],
    ['needs a different buyer', 'assigned', assign(BUYER.id, STAFF, 'x'), invalid('buyerId')],
    ['reassigns back to assigned', 'accepted', assign(OTHER_BUYER.id, STAFF, 'slow'), endsIn('assigned')],
    ['is refused after payment', 'payment_authorized', assign(OTHER_BUYER.id, STAFF, 'x'), refused(NOT_IN_STATUS)],
  ]);
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
});

describe('AcceptRequest', () => {
  const accept = (data: CommandOf<'AcceptRequest'>['data'], actor = BUYER) => command('AcceptRequest', data, actor);
  const linkFor = (itemId: string) => ({ updatedLinks: [{ itemId, link: 'https://x' }] });
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
  });
  itDecides([
    ['is only for the assigned buyer', 'assigned', accept({}, OTHER_BUYER), refused('BATCH_NOT_ASSIGNED_BUYER')],
    ['refuses links for unknown items', 'assigned', accept(linkFor('zz')), refused('BATCH_ITEM_NOT_FOUND')],
    ['is refused', 'accepted', accept({}), refused(NOT_IN_STATUS)],
  ]);
});

describe('DeclineRequest', () => {
  const decline = (reason: DeclineReason, actor = BUYER, remark?: string) =>
    command('DeclineRequest', remark === undefined ? { reason } : { reason, remark }, actor);
  itDecides([
    [
      'declines with a reason and remark',
      'assigned',
      decline('prohibited_restricted_item', BUYER, 'battery'),
      emits({ type: 'RequestDeclined', data: { reason: 'prohibited_restricted_item', remark: 'battery' } }),
    ],
    ['needs a listed reason', 'assigned', decline('bored' as never), invalid('reason')],
    ['needs a remark for other', 'assigned', decline('other'), invalid('remark')],
    [
      'keeps overdue_unpaid_request for overdue requests',
      'assigned',
      decline('overdue_unpaid_request'),
      invalid('reason'),
    ],
    ['the buyer may still decline before payment', 'confirmed', decline('out_of_stock'), endsIn('declined')],
    [
      'the scheduler declines as overdue unpaid',
      'overdue',
      decline('overdue_unpaid_request', SYSTEM),
      endsIn('declined'),
    ],
    ['the scheduler uses no other reason', 'overdue', decline('out_of_stock', SYSTEM), invalid('reason')],
    ['is refused', 'paying', decline('out_of_stock'), refused(NOT_IN_STATUS)],
  ]);
});
