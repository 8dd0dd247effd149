import {
  DASHBOARD_GROUPS,
  EXTRA_LABELS,
  LEGACY_GROUPS,
  LIST_TABS,
  SHIPPING_JOURNEY,
  SHIPPING_STAGES,
  STATUSES,
  STATUS_LABELS_EN,
  groupOf,
  legacyGroupOf,
  statusByName,
  statusesByCode,
  stepOf,
  tabOf,
} from './statuses';

describe('status table (spec §3)', () => {
  it('holds every row of the spec table with its code and step', () => {
    const rows = STATUSES.map((s) => `${s.step}:${s.name}:${s.code}`);
    expect(rows).toEqual([
      '1:new:0',
      '1:requested:1',
      '2:assigned:2',
      '2:declined:256',
      '2:canceled:258',
      '2:refunded:259',
      '2:payment_canceled:260',
      '2:overdue:261',
      '3:accepted:4',
      '3:modified:8',
      '3:requested_payment:10',
      '3:paying:14',
      '3:confirmed:16',
      '4:paid:32',
      '4:payment_authorized:33',
      '4:wait_for_auto_purchase:33',
      '4:manual:33',
      '4:partially_purchased:34',
      '4:purchase_completed:35',
      '4:purchased_p:36',
      '4:error:37',
      '4:purchased:64',
      '4:payment_captured:65',
      '4:all_refunded:500',
      '4:all_payment_canceled:502',
      '5:item_sent:128',
      '5:arrived_oversea_warehouse:130',
      '5:oversea_shipping:131',
      '5:arrived_local_warehouse:132',
      '5:courier_delivery:133',
      '5:shipping:200',
      '5:bns_shipping:200',
      '5:bns_in:201',
      '5:bns_out:202',
      '5:bns_warehouse:203',
      '5:bns_warehouse_out:204',
      '5:bns_complete:205',
      '5:defer_shipped:206',
      '5:all_defer_shipped:207',
      '6:received:220',
      '6:item_received:220',
      '6:completed:513',
      '7:all_abandoned:501',
      '7:abandoned:516',
    ]);
  });

  it('keeps shared codes as distinct names', () => {
    expect(statusesByCode(33).map((s) => s.name)).toEqual(['payment_authorized', 'wait_for_auto_purchase', 'manual']);
    expect(statusesByCode(200).map((s) => s.name)).toEqual(['shipping', 'bns_shipping']);
    expect(statusesByCode(220).map((s) => s.name)).toEqual(['received', 'item_received']);
    expect(statusesByCode(999)).toEqual([]);
  });

  it('looks statuses up by name', () => {
    expect(statusByName('paid')).toMatchObject({ code: 32, step: 4, labelKey: 'status.paid' });
    expect(statusByName('nope')).toBeUndefined();
    expect(stepOf('courier_delivery')).toBe(5);
  });

  it('labels per spec §4', () => {
    const label = (n: string) => STATUS_LABELS_EN[`status.${n}`];
    expect(label('payment_authorized')).toBe('Paid');
    expect(label('payment_captured')).toBe('Purchased');
    expect(label('modified')).toBe('Ready for Payment');
    expect(label('confirmed')).toBe('Ready for Payment');
    expect(label('bns_shipping')).toBe('Shipped by Seller');
    expect(label('courier_delivery')).toBe('Final Delivery');
    expect(label('arrived_oversea_warehouse')).toBe('Overseas Warehouse');
    expect(label('oversea_shipping')).toBe('Overseas Shipping');
    expect(label('arrived_local_warehouse')).toBe('Hong Kong Warehouse');
  });

  it('has a label for every status and extra label, keyed by labelKey', () => {
    for (const s of [...STATUSES, ...EXTRA_LABELS]) expect(STATUS_LABELS_EN[s.labelKey]).toEqual(expect.any(String));
    expect(Object.keys(STATUS_LABELS_EN)).toHaveLength(STATUSES.length + EXTRA_LABELS.length);
    expect(EXTRA_LABELS.map((l) => l.name)).toEqual([
      'adding',
      'bought',
      'delivered',
      'problematic_shipment',
      'pending',
    ]);
  });
});

describe('shipping stages in journey order (spec §4)', () => {
  it("lists the spec's seven stages in its order, then every other stage by code, each once", () => {
    const label = (name: string) => statusByName(name)?.label;
    expect(SHIPPING_JOURNEY.slice(0, 7).map(label)).toEqual([
      'Overseas Warehouse',
      'Overseas Shipping',
      'Hong Kong Warehouse',
      'Final Delivery',
      'Ready for Pickup',
      'Picked Up',
      'Delivered',
    ]);
    const codes = SHIPPING_JOURNEY.slice(7).map((name) => statusByName(name)?.code ?? 0);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect([...SHIPPING_JOURNEY].sort()).toEqual([...SHIPPING_STAGES].sort());
  });
});

describe('dashboard groups (spec §4 and §2)', () => {
  it('matches the spec for the groups it defines', () => {
    expect(DASHBOARD_GROUPS.reviewing).toEqual(['new', 'assigned', 'accepted', 'modified', 'confirmed']);
    // The orders labelled Paid: `paid` and `payment_authorized` (the normal card path).
    expect(DASHBOARD_GROUPS.processing).toEqual(['paid', 'payment_authorized']);
    for (const name of DASHBOARD_GROUPS.processing) expect(statusByName(name)?.label).toBe('Paid');
    expect(DASHBOARD_GROUPS.archived).toEqual(['declined', 'canceled']);
    expect(DASHBOARD_GROUPS.completed).toEqual([
      'completed',
      'refunded',
      'all_refunded',
      'all_abandoned',
      'all_payment_canceled',
    ]);
  });

  it('has the nine groups named in §2', () => {
    expect(Object.keys(DASHBOARD_GROUPS)).toEqual([
      'new',
      'reviewing',
      'processing',
      'completed',
      'archived',
      'arrived_overseas',
      'departed_overseas',
      'purchased',
      'shipped',
    ]);
  });

  it('groupOf picks the first group', () => {
    expect(groupOf('new')).toBe('new');
    expect(groupOf('assigned')).toBe('reviewing');
    expect(groupOf('all_refunded')).toBe('completed');
    expect(groupOf('arrived_oversea_warehouse')).toBe('arrived_overseas');
    expect(groupOf('overdue')).toBeUndefined();
  });
});

describe('list tabs (spec §2)', () => {
  it('are the spec tabs in order', () => {
    expect(LIST_TABS.map((t) => t.label)).toEqual([
      'Assigned',
      'Accepted',
      'Ready for Payment',
      'Paid',
      'Partially Purchased',
      'Purchased',
      'Purchased-P',
      'Manual',
      'Error',
      'Completed',
      'All Payment Canceled',
      'All Refunded',
    ]);
  });

  it('never put a status in two tabs', () => {
    const all = LIST_TABS.flatMap((t) => t.statuses);
    expect(new Set(all).size).toBe(all.length);
  });

  it('map statuses to tabs', () => {
    expect(tabOf('confirmed')).toBe('ready_for_payment');
    expect(tabOf('modified')).toBe('ready_for_payment');
    expect(tabOf('payment_authorized')).toBe('paid');
    expect(tabOf('purchased_p')).toBe('purchased_p');
    expect(tabOf('all_refunded')).toBe('all_refunded');
    expect(tabOf('new')).toBeUndefined();
  });
});

describe('legacy grouping (spec §4)', () => {
  // Spec §4's line as written there, so a reader can hold the two side by side.
  const SPEC_LINE =
    'active = accepted, adding, modified, requested_payment, paying; processing = paid, bought, purchased, item_sent, shipping, confirmed, delivered, arrived_oversea_warehouse, oversea_shipping, arrived_local_warehouse, courier_delivery, problematic_shipment, item_received; pending = new, assigned, pending; completed = completed, declined, canceled, refunded';

  it('is exactly the spec list', () => {
    const groups = SPEC_LINE.split('; ').map((group) => group.split(' = '));
    expect(LEGACY_GROUPS).toEqual(Object.fromEntries(groups.map(([name, list]) => [name, list.split(', ')])));
    expect(legacyGroupOf('bought')).toBe('processing');
    expect(legacyGroupOf('overdue')).toBeUndefined();
  });
});
