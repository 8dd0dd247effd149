import { givenBuyerProfile, requestBodyFor } from '../support/kit/batch-driver';
import { driveTo } from '../support/kit/drive-to';
import { call } from '../support/kit/http';
import type { Template } from './app-bulk';
import { acceptedBatch, must, party, remark, type Cast, type Party } from './app-parties';
import type { AppServer } from './app-server';

// The batches the bulk log copies (app-bulk.ts), made through the real HTTP API on the live server.

async function withRemarks(server: AppServer, cast: Cast, count: number): Promise<Template> {
  const requester = party(server, 'r');
  const buyer = party(server, 'b');
  const batch = await acceptedBatch(server, cast, requester, buyer);
  let position = '';
  for (let i = 0; i < count; i += 1) position = (await remark(server, batch)).answer?.position ?? position;
  return {
    batchId: batch.id,
    batchNumber: batch.batchNumber,
    requesterId: requester.id,
    buyerId: buyer.id,
    events: 0,
    revision: batch.revision,
    position,
  };
}

/** Accepted, re-priced with final fees and confirmed by the requester: waiting for payment. */
async function confirmed(server: AppServer, cast: Cast): Promise<Template> {
  const t = await withRemarks(server, cast, 2);
  const buyer: Party = party(server, 'b', t.buyerId);
  const requester: Party = party(server, 'r', t.requesterId);
  // The detail is a read model: wait for the template's last write (it may be behind after the load phases).
  type Detail = {
    revision?: number;
    quote?: { revision: number } | null;
    batch?: { items?: Array<{ id: string; price?: { amount: number } }> };
  };
  const path = `/api/batch/requests/${t.batchId}?after_position=${encodeURIComponent(t.position)}`;
  let detail = await call<Detail>(server, 'GET', path, { token: requester.token });
  for (let tries = 0; tries < 240 && (detail.status !== 200 || Number(detail.body.revision) < t.revision); tries += 1) {
    await new Promise((r) => setTimeout(r, 500));
    detail = await call<Detail>(server, 'GET', path, { token: requester.token });
  }
  const first = detail.body.batch?.items?.[0];
  if (!first) throw new Error(`no items in the detail of ${t.batchId}: ${JSON.stringify(detail.body).slice(0, 200)}`);
  await must(server, 'modify', 'POST', `/api/batch/requests/modify/${t.batchId}/items`, buyer.token, {
    items: [{ id: first.id, price: (first.price?.amount ?? 12000) + 100 }],
    final_fee: true,
  });
  // The modify changed the price: the quote the requester confirms is the next revision.
  await must(server, 'confirm', 'PUT', `/api/batch/requests/confirm/${t.batchId}`, requester.token, {
    quote_revision: (detail.body.quote?.revision ?? 0) + 1,
  });
  return t;
}

async function canceled(server: AppServer): Promise<Template> {
  const requester = party(server, 'r');
  const body = requestBodyFor([{ name: 'Rain jacket', price: 8900 }]);
  const created = await must(server, 'create', 'POST', '/api/batch/requests/create', requester.token, body);
  const done = await must(server, 'cancel', 'PUT', `/api/batch/requests/cancel/${created.id}`, requester.token);
  return {
    batchId: created.id,
    batchNumber: created.batch_number ?? '',
    requesterId: requester.id,
    buyerId: '',
    events: 0,
    revision: done.revision,
    position: done.position,
  };
}

/**
 * Paid, purchased (a purchase-site order id per item) and sent with tracking numbers: what a staff
 * search by tracking number or order id finds. Its tracking number is made unique per copy
 * (`Template.unique`); the order ids carry the item ids, which every copy has new.
 */
async function shipped(server: AppServer, cast: Cast): Promise<Template> {
  const requester = party(server, 'r');
  const buyer = party(server, 'b');
  await givenBuyerProfile(server, cast.staff.token, buyer.id);
  const as = (p: Party) => ({ ...p, email: `${p.id}@example.com` });
  const driven = await driveTo(server, 'item_sent', {
    requester: as(requester),
    buyer: as(buyer),
    staff: as(cast.staff),
  });
  // driveTo's tracking numbers: TN + the batch id's first 8 characters, then -1, -2… per item.
  const tracking = `TN${driven.id.slice(0, 8).toUpperCase()}`;
  return {
    batchId: driven.id,
    batchNumber: driven.batchNumber,
    requesterId: requester.id,
    buyerId: buyer.id,
    events: 0,
    revision: 0,
    position: '',
    unique: [tracking],
  };
}

/**
 * A mix averaging about ten events a batch: confirmed, in progress with remarks, canceled, a long
 * one, and one sent with tracking numbers (when the payment simulator lets it get there: without
 * it the bulk has no tracking numbers or order ids, and their search rows say so).
 */
export async function makeTemplates(server: AppServer, cast: Cast): Promise<Template[]> {
  const made = [
    await confirmed(server, cast),
    await withRemarks(server, cast, 6),
    await canceled(server),
    await withRemarks(server, cast, 14),
    await confirmed(server, cast),
  ];
  const sent = await shipped(server, cast).catch((error: unknown) => {
    process.stderr.write(`the shipped template failed: ${(error as Error).message.slice(0, 300)}\n`);
    return undefined;
  });
  return sent ? [...made, sent] : made;
}
