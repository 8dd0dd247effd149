import { given } from '../../testing/given-when-then';
import { BUYER, command, fees } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import { replayFacts } from '../batch.fold';
import type { BatchEvent } from '../batch.events';

const dims = { lengthCm: 30, widthCm: 20.5, heightCm: 10 };

describe('ModifyItems with measured sides (spec §9 parcel rules)', () => {
  it('keeps the buyer’s dimensions on the event and the item', () => {
    const r = given(eventsTo('accepted')).when(
      command('ModifyItems', { items: [{ id: 'item-1', weight: 100, dimensions: dims }], fees: fees() }, BUYER),
    );
    const [modified] = r.result as BatchEvent[];
    expect(modified.type === 'ItemsModified' && modified.data.items).toEqual([
      { id: 'item-1', weight: 100, dimensions: dims },
    ]);
    const s = r.thenStatus('modified');
    expect(s.context.items[0].dimensions).toEqual(dims);
    expect(s.context.items[1].dimensions).toBeUndefined();
  });

  it('a later change without dimensions keeps the measured ones, and the fold agrees', () => {
    const first = given(eventsTo('accepted')).when(
      command('ModifyItems', { items: [{ id: 'item-1', dimensions: dims }], fees: fees() }, BUYER),
    );
    const events = [...eventsTo('accepted'), ...(first.result as BatchEvent[])];
    const second = given(events).when(
      command('ModifyItems', { items: [{ id: 'item-1', weight: 200 }], fees: fees() }, BUYER),
    );
    const s = second.thenStatus('modified');
    expect(s.context.items[0]).toMatchObject({ weight: 200, dimensions: dims });
    const facts = replayFacts([...events, ...(second.result as BatchEvent[])]);
    expect(facts.context.items[0].dimensions).toEqual(dims);
  });

  it.each([
    [{ lengthCm: 0, widthCm: 1, heightCm: 1 }, 'items[0].dimensions.lengthCm'],
    [{ lengthCm: 10, widthCm: -1, heightCm: 1 }, 'items[0].dimensions.widthCm'],
    [{ lengthCm: 10, widthCm: 10, heightCm: 1001 }, 'items[0].dimensions.heightCm'],
    [{ lengthCm: 10.123, widthCm: 10, heightCm: 10 }, 'items[0].dimensions.lengthCm'],
    [{ lengthCm: 10, widthCm: 10 }, 'items[0].dimensions.heightCm'],
  ])('refuses %j naming %s', (bad, field) => {
    given(eventsTo('accepted'))
      .when(command('ModifyItems', { items: [{ id: 'item-1', dimensions: bad as typeof dims }], fees: fees() }, BUYER))
      .thenError('BATCH_VALIDATION', { field });
  });
});

describe('MeasureParcel: the warehouse stages measure what arrived (spec §9)', () => {
  const STAFF_ACTOR = { id: 'staff-1', role: 'staff' as const, accountType: 's' };

  it('records sides and weight at a shipping stage without changing the status', () => {
    const r = given(eventsTo('item_sent')).when(
      command('MeasureParcel', { items: [{ id: 'item-1', dimensions: dims, weight: 450 }] }, STAFF_ACTOR),
    );
    const [measured] = r.result as BatchEvent[];
    expect(measured).toEqual({
      type: 'ParcelMeasured',
      data: { items: [{ id: 'item-1', dimensions: dims, weight: 450 }], stage: 'item_sent' },
    });
    const s = r.thenStatus('item_sent');
    expect(s.context.items[0]).toMatchObject({ dimensions: dims, weight: 450 });
    const facts = replayFacts([...eventsTo('item_sent'), ...(r.result as BatchEvent[])]);
    expect(facts.value).toBe('item_sent');
    expect(facts.context.items[0]).toMatchObject({ dimensions: dims, weight: 450 });
  });

  it('is staff’s: the buyer and the requester are refused', () => {
    for (const actor of [BUYER, { id: 'req-1', role: 'requester' as const, accountType: 'r' }]) {
      const r = given(eventsTo('item_sent')).when(
        command('MeasureParcel', { items: [{ id: 'item-1', dimensions: dims }] }, actor),
      );
      expect((r.result as { code?: string }).code).toBeDefined();
      expect(Array.isArray(r.result)).toBe(false);
    }
  });

  it('is refused before the goods are bought (not a warehouse stage)', () => {
    const r = given(eventsTo('accepted')).when(
      command('MeasureParcel', { items: [{ id: 'item-1', dimensions: dims }] }, STAFF_ACTOR),
    );
    expect(Array.isArray(r.result)).toBe(false);
  });

  it('needs the sides and checks them and the weight', () => {
    given(eventsTo('item_sent'))
      .when(command('MeasureParcel', { items: [{ id: 'item-1', dimensions: { ...dims, widthCm: 0 } }] }, STAFF_ACTOR))
      .thenError('BATCH_VALIDATION', { field: 'items[0].dimensions.widthCm' });
    given(eventsTo('item_sent'))
      .when(command('MeasureParcel', { items: [{ id: 'item-1', dimensions: dims, weight: 0 }] }, STAFF_ACTOR))
      .thenError('BATCH_VALIDATION', { field: 'items[0].weight' });
    given(eventsTo('item_sent'))
      .when(command('MeasureParcel', { items: [] }, STAFF_ACTOR))
      .thenError('BATCH_VALIDATION', { field: 'items' });
  });
});
