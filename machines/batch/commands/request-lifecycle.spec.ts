import { given } from '../../testing/given-when-then';
import { AT, BUYER, REQUESTER, STAFF, SYSTEM, command, item } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import type { BatchEvent } from '../batch.events';
import { NOT_IN_STATUS, emits, endsIn, invalid, itDecides, refused } from '../../testing/decision-table';

describe('CancelRequest', () => {
  describe.each(['new', 'requested', 'assigned', 'accepted', 'modified', 'confirmed', 'overdue'] as const)(
    'in %s',
    (status) => {
      it('the requester cancels without fees', () => {
        given(eventsTo(status))
          .when(command('CancelRequest', { reason: 'changed_mind' }, REQUESTER))
          .thenStatus('canceled');
      });
    },
  );
  const cancel = command('CancelRequest', {}, REQUESTER);
  itDecides([
    ['is refused after payment (cancel payment instead)', 'payment_authorized', cancel, refused(NOT_IN_STATUS)],
    ['is final', 'canceled', cancel, refused(NOT_IN_STATUS)],
    ['a declined request is closed: no cancel', 'declined', cancel, refused(NOT_IN_STATUS)],
    ['nor by staff', 'declined', command('CancelRequest', {}, STAFF), refused(NOT_IN_STATUS)],
  ]);
});

describe('MarkOverdue', () => {
  describe.each(['accepted', 'modified', 'requested_payment', 'confirmed'] as const)('in %s', (status) => {
    it('the scheduler marks the unpaid request overdue', () => {
      given(eventsTo(status))
        .when(command('MarkOverdue', {}, SYSTEM))
        .then([{ type: 'RequestOverdue', data: { at: AT } }]);
    });
  });
  itDecides([['is refused while paying', 'paying', command('MarkOverdue', {}, SYSTEM), refused(NOT_IN_STATUS)]]);
});

describe('CombineRequests and MergeIntoRequest', () => {
  const combine = (batchNumber: string, itemId: string) =>
    command('CombineRequests', { absorbed: [{ batchNumber, items: [item(itemId)] }] }, REQUESTER);
  const merge = (targetBatchNumber: string) => command('MergeIntoRequest', { targetBatchNumber }, REQUESTER);
  describe('in requested', () => {
    it('takes the items of another request', () => {
      const s = given(eventsTo('requested')).when(combine('B-0009', 'x-1')).thenStatus('requested');
      expect(s.context.items.map((i) => i.id)).toEqual(['item-1', 'item-2', 'x-1']);
      expect(s.context.combinedFrom).toEqual(['B-0009']);
    });
    it('the absorbed request ends canceled with a reference', () => {
      const s = given(eventsTo('requested')).when(merge('B-0100')).thenStatus('canceled');
      expect(s.context.mergedInto).toBe('B-0100');
    });
  });
  itDecides([
    ['refuses item id clashes', 'requested', combine('B-0009', 'item-1'), invalid('absorbed[0].items[0].id')],
    ['refuses combining with itself', 'requested', combine('B-0001', 'z'), invalid('absorbed[0].batchNumber')],
    ['combining is refused once a buyer accepted', 'accepted', combine('B-0009', 'x-1'), refused(NOT_IN_STATUS)],
    ['merging is refused once a buyer accepted', 'accepted', merge('B-1'), refused(NOT_IN_STATUS)],
  ]);
});

describe('UpdateWarehouse', () => {
  const update = (warehouse: string, actor = REQUESTER) => command('UpdateWarehouse', { warehouse }, actor);
  const updated = (warehouse: string): BatchEvent => ({ type: 'WarehouseUpdated', data: { warehouse } });
  itDecides([
    ['the requester changes it before acceptance', 'requested', update('jp-tk'), emits(updated('jp-tk'))],
    ['refuses the same warehouse', 'requested', update('us-or'), invalid('warehouse')],
    ['the buyer may change it', 'payment_authorized', update('jp-tk', BUYER), endsIn('payment_authorized')],
    ['the requester may not', 'payment_authorized', update('jp-tk'), refused(NOT_IN_STATUS)],
    ['is refused once shipped', 'item_sent', update('jp-tk', STAFF), refused(NOT_IN_STATUS)],
  ]);
});

describe('AddBuyerRemark', () => {
  const remark = (text: string, actor = STAFF) => command('AddBuyerRemark', { remark: text }, actor);
  const added = (text: string): BatchEvent => ({ type: 'BuyerRemarkAdded', data: { remark: text } });
  itDecides([
    ['the buyer adds an internal remark', 'accepted', remark('check size', BUYER), emits(added('check size'))],
    ['is internal: not for the requester', 'accepted', remark('x', REQUESTER), refused('BATCH_NOT_AUTHORIZED')],
    ['needs text', 'accepted', remark(' '), invalid('remark')],
    ['is refused in a final status', 'completed', remark('x'), refused(NOT_IN_STATUS)],
  ]);
});

describe('ToggleAutoWorkflow', () => {
  const toggle = (enabled: boolean, actor = STAFF) => command('ToggleAutoWorkflow', { enabled }, actor);
  itDecides([
    [
      'staff switch it on',
      'payment_authorized',
      toggle(true),
      emits({ type: 'AutoWorkflowToggled', data: { enabled: true } }),
    ],
    ['refuses setting the current value', 'payment_authorized', toggle(false), invalid('enabled')],
    ['is for staff only', 'payment_authorized', toggle(true, BUYER), refused('BATCH_NOT_AUTHORIZED')],
  ]);
});
