import { given } from '../../testing/given-when-then';
import { AT, BUYER, REQUESTER, STAFF, SYSTEM, command, item } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';

describe('CancelRequest', () => {
  describe.each(['new', 'requested', 'assigned', 'accepted', 'modified', 'confirmed', 'overdue', 'declined'] as const)(
    'in %s',
    (status) => {
      it('the requester cancels without fees', () => {
        given(eventsTo(status))
          .when(command('CancelRequest', { reason: 'changed_mind' }, REQUESTER))
          .thenStatus('canceled');
      });
    },
  );
  describe('in payment_authorized', () => {
    it('is refused after payment (cancel payment instead)', () => {
      given(eventsTo('payment_authorized'))
        .when(command('CancelRequest', {}, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('in canceled', () => {
    it('is final', () => {
      given(eventsTo('canceled'))
        .when(command('CancelRequest', {}, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('MarkOverdue', () => {
  describe.each(['accepted', 'modified', 'requested_payment', 'confirmed'] as const)('in %s', (status) => {
    it('the scheduler marks the unpaid request overdue', () => {
      given(eventsTo(status))
        .when(command('MarkOverdue', {}, SYSTEM))
        .then([{ type: 'RequestOverdue', data: { at: AT } }]);
    });
  });
  describe('in paying', () => {
    it('is refused while paying', () => {
      given(eventsTo('paying'))
        .when(command('MarkOverdue', {}, SYSTEM))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('CombineRequests and MergeIntoRequest', () => {
  describe('in requested', () => {
    it('takes the items of another request', () => {
      const s = given(eventsTo('requested'))
        .when(command('CombineRequests', { absorbed: [{ batchNumber: 'B-0009', items: [item('x-1')] }] }, REQUESTER))
        .thenStatus('requested');
      expect(s.context.items.map((i) => i.id)).toEqual(['item-1', 'item-2', 'x-1']);
      expect(s.context.combinedFrom).toEqual(['B-0009']);
    });
    it('refuses item id clashes and combining with itself', () => {
      given(eventsTo('requested'))
        .when(command('CombineRequests', { absorbed: [{ batchNumber: 'B-0009', items: [item('item-1')] }] }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'absorbed[0].items[0].id' });
      given(eventsTo('requested'))
        .when(command('CombineRequests', { absorbed: [{ batchNumber: 'B-0001', items: [item('z')] }] }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'absorbed[0].batchNumber' });
    });
    it('the absorbed request ends canceled with a reference', () => {
      const s = given(eventsTo('requested'))
        .when(command('MergeIntoRequest', { targetBatchNumber: 'B-0100' }, REQUESTER))
        .thenStatus('canceled');
      expect(s.context.mergedInto).toBe('B-0100');
    });
  });
  describe('in accepted', () => {
    it('is refused once a buyer accepted', () => {
      given(eventsTo('accepted'))
        .when(command('CombineRequests', { absorbed: [{ batchNumber: 'B-0009', items: [item('x-1')] }] }, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
      given(eventsTo('accepted'))
        .when(command('MergeIntoRequest', { targetBatchNumber: 'B-1' }, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('UpdateWarehouse', () => {
  describe('in requested', () => {
    it('the requester changes it before acceptance', () => {
      given(eventsTo('requested'))
        .when(command('UpdateWarehouse', { warehouse: 'jp-tk' }, REQUESTER))
        .then([{ type: 'WarehouseUpdated', data: { warehouse: 'jp-tk' } }]);
    });
    it('refuses the same warehouse', () => {
      given(eventsTo('requested'))
        .when(command('UpdateWarehouse', { warehouse: 'us-or' }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'warehouse' });
    });
  });
  describe('in payment_authorized', () => {
    it('the buyer may change it, the requester may not', () => {
      given(eventsTo('payment_authorized'))
        .when(command('UpdateWarehouse', { warehouse: 'jp-tk' }, BUYER))
        .thenStatus('payment_authorized');
      given(eventsTo('payment_authorized'))
        .when(command('UpdateWarehouse', { warehouse: 'jp-tk' }, REQUESTER))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
  describe('in item_sent', () => {
    it('is refused once shipped', () => {
      given(eventsTo('item_sent'))
        .when(command('UpdateWarehouse', { warehouse: 'jp-tk' }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('AddBuyerRemark', () => {
  describe('in accepted', () => {
    it('the buyer adds an internal remark', () => {
      given(eventsTo('accepted'))
        .when(command('AddBuyerRemark', { remark: 'check size' }, BUYER))
        .then([{ type: 'BuyerRemarkAdded', data: { remark: 'check size' } }]);
    });
    it('is internal: not for the requester', () => {
      given(eventsTo('accepted'))
        .when(command('AddBuyerRemark', { remark: 'x' }, REQUESTER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
    it('needs text', () => {
      given(eventsTo('accepted'))
        .when(command('AddBuyerRemark', { remark: ' ' }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'remark' });
    });
  });
  describe('in completed', () => {
    it('is refused in a final status', () => {
      given(eventsTo('completed'))
        .when(command('AddBuyerRemark', { remark: 'x' }, STAFF))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    });
  });
});

describe('ToggleAutoWorkflow', () => {
  describe('in payment_authorized', () => {
    it('staff switch it on', () => {
      given(eventsTo('payment_authorized'))
        .when(command('ToggleAutoWorkflow', { enabled: true }, STAFF))
        .then([{ type: 'AutoWorkflowToggled', data: { enabled: true } }]);
    });
    it('refuses setting the current value', () => {
      given(eventsTo('payment_authorized'))
        .when(command('ToggleAutoWorkflow', { enabled: false }, STAFF))
        .thenError('BATCH_VALIDATION', { field: 'enabled' });
    });
    it('is for staff only', () => {
      given(eventsTo('payment_authorized'))
        .when(command('ToggleAutoWorkflow', { enabled: true }, BUYER))
        .thenError('BATCH_NOT_AUTHORIZED');
    });
  });
});
