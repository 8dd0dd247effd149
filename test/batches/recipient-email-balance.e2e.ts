// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { createRequest, http, requestBody, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

const address = (recipientEmail?: string) => ({
  recipient_name: 'Chan Tai Man',
  ...(recipientEmail === undefined ? {} : { recipient_email: recipientEmail }),
  contact_number: '+85261234567',
  address_line1: '1 Queen’s Road Central',
  district: 'Central',
  country: 'hk',
});

type Detail = {
  batch: { delivery: { kind: string; address?: { recipientEmail?: string } } };
  delivery: { kind: string; address?: { recipientEmail?: string } };
  fees: { currency: string; local_shipping: number } | null;
  local_shipping_balance: { currency: string; charged: number; refunded: number; available: number } | null;
};

describe('the batch recipient e-mail and available local shipping fee balance (spec §3) over HTTP', () => {
  const world = useAppWorld({
    accounts: {
      requester: { id: 'req-email-1', accountType: 'r' },
      staff: { id: 'staff-email-1', accountType: 's' },
    },
  });
  const who = world.tokens;

  const countEvents = async () =>
    Number((await world.app.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM es_events`))[0].n);

  it('keeps the recipient e-mail of a delivery address and shows it in the detail, with the balance', async () => {
    const body = requestBody({ pickup_location_id: undefined, shipping_address: address('mei.chan@example.hk') });
    const { id } = await createRequest(world.app, who.requester, body);
    for (const token of [who.requester, who.staff]) {
      const { status, body: d } = await http<Detail>(world.app, 'GET', `/api/batch/requests/${id}`, token);
      expect(status).toBe(200);
      expect(d.delivery).toMatchObject({ kind: 'address', address: { recipientEmail: 'mei.chan@example.hk' } });
      expect(d.batch.delivery.address?.recipientEmail).toBe('mei.chan@example.hk');
      // Nothing refunded yet: the whole local shipping fee of the estimate is available.
      expect(d.fees).not.toBeNull();
      expect(d.local_shipping_balance).toEqual({
        currency: d.fees!.currency,
        charged: d.fees!.local_shipping,
        refunded: 0,
        available: d.fees!.local_shipping,
      });
    }
  });

  it('leaves the e-mail out when none is given', async () => {
    const { id } = await createRequest(
      world.app,
      who.requester,
      requestBody({ pickup_location_id: undefined, shipping_address: address() }),
    );
    const { body: d } = await http<Detail>(world.app, 'GET', `/api/batch/requests/${id}`, who.requester);
    expect(d.delivery.address).not.toHaveProperty('recipientEmail');
  });

  it.each(['mei', 'mei@', 'mei at example.hk', '@example.hk', ''])(
    'refuses the recipient e-mail %j with 400 naming the field, and stores nothing',
    async (email) => {
      const before = await countEvents();
      const res = await http<{ code: string; params: { field?: string } }>(
        world.app,
        'POST',
        '/api/batch/requests/create',
        who.requester,
        requestBody({ pickup_location_id: undefined, shipping_address: address(email) }),
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.params.field).toBe('shipping_address.recipient_email');
      expect(await countEvents()).toBe(before);
    },
  );
});
