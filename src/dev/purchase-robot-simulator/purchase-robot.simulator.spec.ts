import { simulateRobot } from './purchase-robot.simulator';

const req = (...links: string[]) => ({
  idempotencyKey: 'key-1',
  batchId: 'b',
  batchNumber: 'B-1',
  items: links.map((link, n) => ({ id: `item-${n + 1}`, link, name: `Item ${n + 1}`, quantity: 1 })),
});

describe('purchase robot simulator rules', () => {
  it('buys every item and gives each a deterministic shop order id', () => {
    const a = simulateRobot(req('https://shop.example/a', 'https://shop.example/b'));
    expect(a).toEqual({
      ok: true,
      orders: [expect.objectContaining({ itemId: 'item-1' }), expect.objectContaining({ itemId: 'item-2' })],
    });
    expect(simulateRobot(req('https://shop.example/a', 'https://shop.example/b'))).toEqual(a);
    if (a.ok) expect(a.orders[0].purchaseSiteOrderId).toMatch(/^SIM-[0-9A-F]{10}$/);
  });

  it('fails the whole run on the first failing item', () => {
    expect(simulateRobot(req('https://shop.example/a', 'https://fail.example/b'))).toEqual({
      ok: false,
      code: 'ROBOT_CHECKOUT_FAILED',
      message: 'Checkout failed on fail.example for Item 2',
    });
    expect(simulateRobot(req('https://oos-store.example/a'))).toMatchObject({ ok: false, code: 'ROBOT_OUT_OF_STOCK' });
    expect(simulateRobot(req('not a link'))).toMatchObject({ ok: false, code: 'ROBOT_BAD_LINK' });
    expect(simulateRobot(req('ftp://shop.example/a'))).toMatchObject({ ok: false, code: 'ROBOT_BAD_LINK' });
  });
});
