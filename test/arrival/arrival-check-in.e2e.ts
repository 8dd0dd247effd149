import sharp from 'sharp';
import {
  call,
  connectAs,
  Inbox,
  givenOrder,
  type GivenOrder,
  http,
  png,
  startTestApp,
  storedTypes,
  type TestApp,
  tokenFor,
} from '../support/kit';

type Body = Record<string, unknown> & {
  code?: string;
  params?: { field?: string };
  status?: string;
  position?: string;
  check_in?: { photos: { url: string; width: number; height: number }[]; weight: number; charged_weight: number };
  arrival?: {
    reviews: { item_id: string; status: string }[];
    check_ins: unknown[];
    disputes: { messages: { internal: boolean; body: string }[] }[];
  } | null;
};

type File = { bytes: Buffer; type: string; name?: string };
const photo = (n: number): File => ({ bytes: png(64 + n, 48), type: 'image/png', name: `p${n}.png` });

describe('warehouse check-in: POST /api/admin/batches/{id}/check_ins', () => {
  let t: TestApp;
  let staff: string;

  const form = (files: File[], over: Record<string, string | undefined> = {}) => {
    const data = new FormData();
    const fields = {
      item_ids: 'item-1,item-2',
      weight: '420',
      length_cm: '30',
      width_cm: '20.5',
      height_cm: '10',
      condition: 'good',
      note: 'Box intact',
      ...over,
    };
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) data.append(k, v);
    for (const f of files)
      data.append('photos', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name ?? 'p.png');
    return data;
  };
  const checkIn = (batchId: string, token: string, data: FormData) =>
    call<Body>(t, 'POST', `/api/admin/batches/${batchId}/check_ins`, { token, form: data });
  const storedPhotos = async () => {
    const { readdir } = await import('node:fs/promises');
    return readdir(`${t.config.dataDir}/uploads/arrivals`).catch(() => [] as string[]);
  };

  beforeAll(async () => {
    t = await startTestApp({ JOBS_WORKER_ENABLED: 'false' });
    staff = t.tokenFor({ id: 'staff-arrival', accountType: 's' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('staff check a sent order in with two photos: re-encoded, served, on the order page for requester and buyer', async () => {
    const o = await givenOrder(t, 'item_sent');
    // A real camera-like JPEG whose EXIF names a place.
    const withExif = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'GPS 22.3193N 114.1694E' } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('GPS 22.3193N'))).toBe(true);
    const gps = { bytes: withExif, type: 'image/jpeg', name: 'gps.jpg' };
    // The requester's open order page hears the check-in as it commits.
    const socket = await connectAs(t, tokenFor(t, o.requester));
    const inbox = new Inbox(socket, ['batch:arrival']);
    const r = await checkIn(o.batchId, staff, form([photo(1), gps]));
    const pushed = await inbox.waitFor('batch:arrival', (d) => d.batch_id === o.batchId);
    socket.disconnect();
    expect(pushed).toMatchObject({ step: 'checked_in', item_ids: ['item-1', 'item-2'], position: r.body.position });
    expect([r.status, r.body.status]).toEqual([200, 'arrived_oversea_warehouse']);
    expect(r.body.check_in).toMatchObject({ weight: 420, charged_weight: 420 });
    const photos = r.body.check_in?.photos ?? [];
    expect(photos).toHaveLength(2);
    for (const p of photos) {
      const served = await fetch(`${t.baseUrl}${p.url}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      // Re-encoded: no EXIF (and so no location) survives.
      expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('GPS 22.3193N'))).toBe(false);
    }
    for (const token of [tokenFor(t, o.requester), tokenFor(t, o.buyer)]) {
      const detail = await http<Body>(t, 'GET', `/api/batch/orders/${o.batchId}`, token, undefined, {
        'x-event-position': String(r.body.position),
      });
      expect(detail.body.arrival?.reviews.map((v) => [v.item_id, v.status])).toEqual([
        ['item-1', 'awaiting_review'],
        ['item-2', 'awaiting_review'],
      ]);
      // The machine's record travels in `batch` too (the app restores its machine from it); staff's
      // internal notes are left out of it for requester and buyer (arrival-revision.e2e.ts).
      const record = (detail.body.batch as { arrival?: { reviews: { itemId: string; status: string }[] } }).arrival;
      expect(record?.reviews.map((v) => [v.itemId, v.status])).toEqual([
        ['item-1', 'awaiting_review'],
        ['item-2', 'awaiting_review'],
      ]);
    }
    // The lists' arrival tabs: the order is under "awaiting review" (the requester's "to review"),
    // not under "awaiting check-in" or "in dispute", for requester, buyer and staff alike.
    for (const token of [tokenFor(t, o.requester), tokenFor(t, o.buyer), staff]) {
      const ids = async (tab: string) => {
        const list = await http<{ results: Array<{ id: string }> }>(
          t,
          'GET',
          `/api/batch/orders?arrival=${tab}`,
          token,
          undefined,
          { 'x-event-position': String(r.body.position) },
        );
        expect(list.status).toBe(200);
        return list.body.results.map((row) => row.id);
      };
      expect(await ids('awaiting_review')).toContain(o.batchId);
      expect(await ids('awaiting_check_in')).not.toContain(o.batchId);
      expect(await ids('in_dispute')).not.toContain(o.batchId);
    }
    // The tabs' counts: the requester's and the buyer's own orders exactly; staff count every order.
    const counts = async (token: string) =>
      (
        await http<Record<string, number>>(t, 'GET', '/api/batch/arrival/counts', token, undefined, {
          'x-event-position': String(r.body.position),
        })
      ).body;
    for (const token of [tokenFor(t, o.requester), tokenFor(t, o.buyer)])
      expect(await counts(token)).toEqual({ awaiting_check_in: 0, awaiting_review: 1, in_dispute: 0 });
    expect((await counts(staff)).awaiting_review).toBeGreaterThanOrEqual(1);
  });

  it('bad input gets a coded error naming the field, and nothing is stored', async () => {
    const o = await givenOrder(t, 'item_sent');
    const before = await storedTypes(t, o.batchId);
    const filesBefore = await storedPhotos();
    const cases: Array<[string, Promise<{ status: number; body: Body }>, number, string, string | undefined]> = [
      ['no photo', checkIn(o.batchId, staff, form([])), 400, 'ARRIVAL_PHOTOS_REQUIRED', 'photos'],
      [
        'eleven photos',
        checkIn(o.batchId, staff, form(Array.from({ length: 11 }, (_, n) => photo(n)))),
        400,
        'ARRIVAL_TOO_MANY_PHOTOS',
        'photos',
      ],
      [
        'a 30 MB photo',
        checkIn(o.batchId, staff, form([{ bytes: Buffer.alloc(30 * 1024 * 1024, 1), type: 'image/jpeg' }])),
        400,
        'IMAGE_TOO_LARGE',
        'photos',
      ],
      [
        'not an image',
        checkIn(o.batchId, staff, form([{ bytes: Buffer.from('%PDF-1.4 not a picture'), type: 'image/png' }])),
        400,
        'IMAGE_NOT_AN_IMAGE',
        'photos',
      ],
      [
        'a negative weight',
        checkIn(o.batchId, staff, form([photo(1)], { weight: '-5' })),
        400,
        'VALIDATION_FAILED',
        'weight',
      ],
      [
        'a side in exponent form (class-validator threw on it: 500)',
        checkIn(o.batchId, staff, form([photo(1)], { length_cm: '1e-7' })),
        400,
        'VALIDATION_FAILED',
        'length_cm',
      ],
      [
        "another order's item",
        checkIn(o.batchId, staff, form([photo(1)], { item_ids: 'item-9' })),
        422,
        'BATCH_ITEM_NOT_FOUND',
        'items',
      ],
      [
        'a requester checking in',
        checkIn(o.batchId, tokenFor(t, o.requester), form([photo(1)])),
        403,
        'AUTH_NOT_AUTHORIZED',
        undefined,
      ],
    ];
    for (const [what, answer, status, code, field] of cases) {
      const r = await answer;
      expect([what, r.status, r.body.code, r.body.params?.field]).toEqual([what, status, code, field]);
    }
    const unpaid: GivenOrder = await givenOrder(t, 'confirmed');
    const r = await checkIn(unpaid.batchId, staff, form([photo(1)]));
    expect([r.status, r.body.code]).toEqual([409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS']);
    expect(await storedTypes(t, o.batchId)).toEqual(before);
    expect(await storedTypes(t, unpaid.batchId)).not.toContain('ParcelCheckedIn');
    expect(await storedPhotos()).toEqual(filesBefore);
  });

  it('staff find an order by batch number or by tracking number', async () => {
    const o = await givenOrder(t, 'item_sent', { trackingNumber: 'TNFIND12345' });
    // The lookup reads the detail read model: wait until it holds the order (read-your-writes).
    await http(t, 'GET', `/api/batch/orders/${o.batchId}`, staff, undefined, { 'x-event-position': o.position });
    const byTracking = await http<{ results: { id: string; matched: string }[] }>(
      t,
      'GET',
      '/api/admin/arrivals/lookup?q=TNFIND12345',
      staff,
    );
    expect(byTracking.body.results.map((x) => [x.id, x.matched])).toEqual([[o.batchId, 'tracking_number']]);
    const byNumber = await http<{ results: { id: string; matched: string }[] }>(
      t,
      'GET',
      `/api/admin/arrivals/lookup?q=${o.batchNumber}`,
      staff,
    );
    expect(byNumber.body.results.map((x) => [x.id, x.matched])).toEqual([[o.batchId, 'batch_number']]);
    const asRequester = await http(t, 'GET', '/api/admin/arrivals/lookup?q=TNFIND12345', tokenFor(t, o.requester));
    expect(asRequester.status).toBe(403);
  });
});
