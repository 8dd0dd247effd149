import { randomUUID } from 'node:crypto';
import {
  call,
  givenOrder,
  type GivenOrder,
  http,
  png,
  startTestApp,
  storedState,
  storedTypes,
  type TestApp,
  tokenFor,
} from '../support/kit';

type Body = Record<string, unknown> & {
  code?: string;
  message?: string;
  params?: { field?: string };
  proof?: Record<string, unknown>;
};

describe('purchase receipts (proofs): POST /api/bns/proof/upload_proof/{id}, delete_proof/{id}', () => {
  let t: TestApp;
  let staff: string;
  const buyerToken = (o: GivenOrder) => tokenFor(t, o.buyer);

  const fields = (overrides: Record<string, string | undefined> = {}) => ({
    receipt_amount: '12000',
    refund_amount: '0',
    master_purchase_transaction_batch_number: 'MPT-1',
    shop_name: 'Acme Outdoor',
    proof_type: 'receipt',
    proof_remark: 'order confirmation page',
    transaction_account_id: 'card-4242',
    ...overrides,
  });
  const form = (
    values: Record<string, string | undefined>,
    file: { bytes: Buffer; type: string } | null = { bytes: png(40, 30), type: 'image/png' },
  ) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== undefined) data.append(k, v);
    if (file) data.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'receipt.png');
    return data;
  };
  const upload = (batchId: string, token: string, data: FormData) =>
    call<Body>(t, 'POST', `/api/bns/proof/upload_proof/${batchId}`, { token, form: data });
  const remove = (batchId: string, token: string, body: unknown) =>
    http<Body>(t, 'POST', `/api/bns/proof/delete_proof/${batchId}`, token, body);
  const storedFiles = async () => {
    const { readdir } = await import('node:fs/promises');
    return readdir(`${t.config.dataDir}/uploads/proofs`).catch(() => [] as string[]);
  };

  beforeAll(async () => {
    // Local disk, so "a refusal stores nothing" is seen in the folder.
    t = await startTestApp({ JOBS_WORKER_ENABLED: 'false', UPLOAD_STORAGE: 'local' });
    staff = t.tokenFor({ id: 'staff-proofs', accountType: 's' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the assigned buyer uploads a receipt: stored as a re-encoded image, listed on the batch, then deleted', async () => {
    const o = await givenOrder(t, 'partially_purchased');
    const r = await upload(o.batchId, buyerToken(o), form(fields()));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: o.batchId, status: 'partially_purchased', events: ['ProofUploaded'] });
    expect(r.body.proof).toMatchObject({
      receipt_amount: 12000,
      refund_amount: 0,
      master_purchase_transaction_batch_number: 'MPT-1',
      shop_name: 'Acme Outdoor',
      proof_type: 'receipt',
      proof_remark: 'order confirmation page',
      transaction_account_id: 'card-4242',
      uploaded_by: o.buyer.id,
    });
    const proof = r.body.proof as { id: string; url: string };
    expect(proof.url).toMatch(/^\/api\/uploads\/proofs\/[0-9a-f-]+\.jpg$/);
    const served = await fetch(`${t.baseUrl}${proof.url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    const detail = await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, tokenFor(t, o.requester), undefined, {
      'x-event-position': String(r.body.position),
    });
    expect(detail.body.proofs).toEqual([r.body.proof]);

    const wrongNumber = await remove(o.batchId, buyerToken(o), { proof_id: proof.id, batch_number: 'BN-OTHER' });
    expect([wrongNumber.status, wrongNumber.body.params?.field]).toEqual([400, 'batch_number']);
    const unknown = await remove(o.batchId, buyerToken(o), { proof_id: randomUUID(), batch_number: o.batchNumber });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PROOF_NOT_FOUND']);
    const gone = await remove(o.batchId, buyerToken(o), { proof_id: proof.id, batch_number: o.batchNumber });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ events: ['ProofDeleted'], proof_id: proof.id });
    expect((await storedState(t, o.batchId)).context.proofs).toEqual([]);
    expect((await fetch(`${t.baseUrl}${proof.url}`)).status).toBe(404);
  });

  it('refuses bad input with the field, storing neither an event nor a file', async () => {
    const o = await givenOrder(t, 'payment_authorized');
    const before = await storedTypes(t, o.batchId);
    const filesBefore = await storedFiles();
    const cases: [FormData, number, string, string][] = [
      [form(fields({ receipt_amount: undefined })), 400, 'VALIDATION_FAILED', 'receipt_amount'],
      [form(fields({ receipt_amount: '12.50' })), 400, 'VALIDATION_FAILED', 'receipt_amount'],
      [form(fields({ receipt_amount: '-1' })), 400, 'VALIDATION_FAILED', 'receipt_amount'],
      [form(fields({ shop_name: undefined })), 400, 'VALIDATION_FAILED', 'shop_name'],
      [form(fields({ proof_type: 'selfie' })), 400, 'VALIDATION_FAILED', 'proof_type'],
      [form(fields({ proof_remark: 'x'.repeat(2001) })), 400, 'VALIDATION_FAILED', 'proof_remark'],
      [form(fields(), null), 400, 'FIELD_REQUIRED', 'file'],
      [
        form(fields(), { bytes: Buffer.from('%PDF-1.4 not allowed'), type: 'application/pdf' }),
        400,
        'IMAGE_INVALID_TYPE',
        'file',
      ],
      [
        form(fields(), { bytes: Buffer.from('<script>x</script>'), type: 'image/png' }),
        400,
        'IMAGE_NOT_AN_IMAGE',
        'file',
      ],
    ];
    for (const [data, status, code, field] of cases) {
      const r = await upload(o.batchId, buyerToken(o), data);
      expect([field, r.status, r.body.code, r.body.params?.field]).toEqual([field, status, code, field]);
    }
    const badDelete = await remove(o.batchId, buyerToken(o), { batch_number: o.batchNumber });
    expect([badDelete.status, badDelete.body.params?.field]).toEqual([400, 'proof_id']);
    expect(await storedTypes(t, o.batchId)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('is for the assigned buyer and staff: 403 for the requester, 404 for another buyer, 409 before payment', async () => {
    const o = await givenOrder(t, 'payment_authorized');
    const filesBefore = await storedFiles();
    const requester = await upload(o.batchId, tokenFor(t, o.requester), form(fields()));
    expect([requester.status, requester.body.code, requester.body.message]).toEqual([
      403,
      'AUTH_NOT_AUTHORIZED',
      'You are not authorized to do this action!',
    ]);
    const foreign = await upload(o.batchId, t.tokenFor({ id: randomUUID(), accountType: 'b' }), form(fields()));
    expect([foreign.status, foreign.body.code]).toEqual([404, 'BATCH_NOT_FOUND']);
    const missing = await upload(randomUUID(), buyerToken(o), form(fields()));
    expect(missing.status).toBe(404);
    const unpaid = await givenOrder(t, 'confirmed');
    const early = await upload(unpaid.batchId, buyerToken(unpaid), form(fields()));
    expect([early.status, early.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    expect(await storedFiles()).toEqual(filesBefore);

    const byStaff = await upload(o.batchId, staff, form(fields({ proof_type: 'invoice' })));
    expect(byStaff.status).toBe(200);
    const proofId = (byStaff.body.proof as { id: string }).id;
    const requesterDelete = await remove(o.batchId, tokenFor(t, o.requester), {
      proof_id: proofId,
      batch_number: o.batchNumber,
    });
    expect(requesterDelete.status).toBe(403);
    const foreignDelete = await remove(o.batchId, t.tokenFor({ id: randomUUID(), accountType: 'b' }), {
      proof_id: proofId,
      batch_number: o.batchNumber,
    });
    expect(foreignDelete.status).toBe(404);
    expect((await storedState(t, o.batchId)).context.proofs.map((p) => p.id)).toEqual([proofId]);
  });
});
