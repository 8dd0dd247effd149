import { CommandBus, EventBus } from '@nestjs/cqrs';
import { ExplorerService } from '@nestjs/cqrs/dist/services/explorer.service';
import { COMMAND_TYPES, type CommandType } from '@machines/batch';
import { BATCH_COMMAND_MESSAGES } from '../../src/batch/write/cqrs/batch-command.messages';
import type { BatchCommandHandler } from '../../src/batch/write/cqrs/batch-command.handlers';
import { GetBatchDetailHandler, ListBatchesHandler } from '../../src/batch/read/batch-query-bus';
import { DurableEventsDiscovery } from '../../src/platform/projections/durable-events/durable-events-discovery';
import { DurableLogSlice } from '../../src/platform/projections/durable-events/durable-events-handler';
import { eventually, givenBatch, http, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/** @nestjs/cqrs's metadata keys (decorators/constants, not exported by its index). */
const COMMAND_HANDLER_METADATA = '__commandHandler__';
const COMMAND_METADATA = '__command__';
const READ_MODELS = [
  'batch-detail',
  'batch-list',
  'notifications',
  'buyer-statistics',
  'shipment-list',
  'shipment-detail',
];
const REACTIONS = [
  'robot',
  'timers',
  'assignment',
  'payments-after-purchase',
  'notification-email',
  'shipments.join',
  'shipments.cutoff',
  'shipment-moves',
];

/**
 * NestJS CQRS as the application runs it: every batch command reaches the append through its one
 * CommandBus handler, the detail and lists through the QueryBus, and the read models are
 * @EventsHandler classes that only their durable dispatcher feeds (the in-memory EventBus carries nothing).
 */
describe('CQRS buses: one handler per batch command, queries on the QueryBus, read models fed by the log only', () => {
  const world = useAppWorld({ pool: [], accounts: { requester: { accountType: 'r' }, buyer: { accountType: 'b' } } });
  const ids = () => ({ requesterId: world.accounts.requester.id, buyerId: world.accounts.buyer.id });
  const typeOfMessage = new Map([...BATCH_COMMAND_MESSAGES].map(([type, message]) => [message as unknown, type]));

  /** The batch command handlers Nest discovered in the running application, by command type. */
  function discoveredHandlers(): Map<CommandType, BatchCommandHandler[]> {
    const found = new Map<CommandType, BatchCommandHandler[]>();
    for (const wrapper of world.app.app.get(ExplorerService).explore().commands ?? []) {
      const type = typeOfMessage.get(Reflect.getMetadata(COMMAND_HANDLER_METADATA, wrapper.metatype as object));
      if (!type) continue;
      found.set(type, [...(found.get(type) ?? []), wrapper.instance as BatchCommandHandler]);
    }
    return found;
  }

  const remark = (batchId: string, text: string) =>
    http(world.app, 'PUT', `/api/batch/requests/add/${batchId}/buyer/remark`, world.tokens.buyer, {
      buyer_remark: text,
    });

  it('finds exactly one CommandBus handler for every command of machines/batch, each bound on the bus', () => {
    const handlers = discoveredHandlers();
    const bus: unknown = world.app.app.get(CommandBus);
    const bound = (bus as { handlers: Map<string, unknown> }).handlers;
    for (const type of COMMAND_TYPES) {
      expect({ type, handlers: handlers.get(type)?.length ?? 0 }).toEqual({ type, handlers: 1 });
      const message = BATCH_COMMAND_MESSAGES.get(type) as object;
      expect(bound.has((Reflect.getMetadata(COMMAND_METADATA, message) as { id: string }).id)).toBe(true);
    }
    expect([...handlers.keys()].sort()).toEqual([...COMMAND_TYPES].sort());
  });

  it("appends a buyer's remark through AddBuyerRemark's handler, and only through it", async () => {
    const given = await givenBatch(world.store, 'assigned', ids());
    const handlers = discoveredHandlers();
    const spies = [...handlers.values()].flat().map((handler) => jest.spyOn(handler, 'execute'));
    try {
      const answer = await remark(given.batchId, 'via the bus');
      expect(answer.status).toBe(200);
      const called = [...handlers].filter(([, [handler]]) => (handler.execute as jest.Mock).mock.calls.length > 0);
      expect(called.map(([type]) => type)).toEqual(['AddBuyerRemark']);
      const events = await world.store.readStream(`batch-${given.batchId}`);
      expect(events.at(-1)?.type).toBe('BuyerRemarkAdded');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('answers the detail and the lists through their QueryBus handlers', async () => {
    const given = await givenBatch(world.store, 'assigned', ids());
    const detail = jest.spyOn(world.app.app.get(GetBatchDetailHandler), 'execute');
    const list = jest.spyOn(world.app.app.get(ListBatchesHandler), 'execute');
    try {
      const shown = await http(
        world.app,
        'GET',
        `/api/batch/requests/${given.batchId}`,
        world.tokens.requester,
        undefined,
        {
          'x-event-position': given.position,
        },
      );
      expect(shown.status).toBe(200);
      expect(shown.body.id).toBe(given.batchId);
      expect((await http(world.app, 'GET', '/api/batch/requests', world.tokens.requester)).status).toBe(200);
      expect(detail).toHaveBeenCalledTimes(1);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      detail.mockRestore();
      list.mockRestore();
    }
  });

  it('changes nothing when events are published on the EventBus; the read models get them from the dispatcher', async () => {
    const given = await givenBatch(world.store, 'assigned', ids());
    const found = world.app.app.get(DurableEventsDiscovery).handlers();
    // The read models and the reactions, each a class Nest found (none registered by hand).
    expect(found.map((h) => h.projection.name).sort()).toEqual([...READ_MODELS, ...REACTIONS].sort());
    const busCalls = found.map((handler) => jest.spyOn(handler, 'handle'));
    const applied = found.map((handler) => jest.spyOn(handler.projection, 'handle'));
    const appliedTo = (batchId: string) =>
      applied
        .flatMap((spy) => spy.mock.calls)
        .filter(([events]) => events.some((e) => e.streamId === `batch-${batchId}`));
    try {
      const eventBus = world.app.app.get(EventBus);
      eventBus.publish(new DurableLogSlice());
      eventBus.publishAll([{ type: 'BuyerRemarkAdded', data: { buyerRemark: 'from memory' } }, new DurableLogSlice()]);
      // EventBus delivery is synchronous: a handler bound to it would have been called by now.
      for (const spy of busCalls) expect(spy).not.toHaveBeenCalled();
      expect(appliedTo(given.batchId)).toEqual([]);

      expect((await remark(given.batchId, 'from the log')).status).toBe(200);
      await eventually(() => appliedTo(given.batchId).length >= 2, { what: 'the dispatcher to feed the read models' });
      for (const [, context] of appliedTo(given.batchId)) expect(context.client).toBeDefined();
      for (const spy of busCalls) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of [...busCalls, ...applied]) spy.mockRestore();
    }
  });
});
