import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode as decodeJpeg } from 'jpeg-js';
import { call, png, startTestApp, type TestApp } from '../support/kit';

type Json = Record<string, unknown>;

describe('POST /api/upload/ (item images, spec §5: images only, up to 10 MB)', () => {
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'item-images-e2e-'));
  const requester = () => app.tokenFor({ id: '00000000-0000-4000-8000-00000000a001', accountType: 'r' });
  const form = (bytes: Buffer, type: string, name = 'item.png', field = 'file') => {
    const data = new FormData();
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };
  const stored = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'items'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    app = await startTestApp({ DATA_DIR: dataDir, UPLOAD_STORAGE: 'local' });
  });
  afterAll(async () => app.close());

  it('given a requester and a PNG, when uploaded, then it is stored as a resized JPEG and served by its id', async () => {
    const reply = await call<Json>(app, 'POST', '/api/upload/', {
      token: requester(),
      form: form(png(2400, 1200), 'image/png'),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.id).toMatch(/^items\/[0-9a-f-]{36}\.jpg$/);
    expect(reply.body.url).toBe(`/api/uploads/${reply.body.id as string}`);
    const served = await fetch(`${app.baseUrl}${reply.body.url as string}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const image = decodeJpeg(Buffer.from(await served.arrayBuffer()));
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect(stored()).toEqual([(reply.body.id as string).split('/')[1]]);
  });

  it.each([
    [
      'a text file',
      () => form(Buffer.from('hello'), 'text/plain', 'a.txt'),
      'IMAGE_INVALID_TYPE',
      'Invalid file type. Only images Allowed',
    ],
    ['a fake PNG', () => form(Buffer.from('<script>x</script>'), 'image/png'), 'IMAGE_NOT_AN_IMAGE', 'Not an Image'],
    [
      'an image over 10 MB',
      () => form(Buffer.concat([png(2, 2), Buffer.alloc(10 * 1024 * 1024)]), 'image/png'),
      'ITEM_IMAGE_TOO_LARGE',
      'Image should not exceed 10MB in size',
    ],
    ['no file', () => new FormData(), 'FIELD_REQUIRED', 'Required'],
    [
      'a file under another field',
      () => form(png(4, 4), 'image/png', 'a.png', 'avatar'),
      'UPLOAD_REJECTED',
      'Wrong Input',
    ],
  ])('refuses %s with its code and stores nothing', async (_name, body, code, message) => {
    const before = stored().length;
    const reply = await call<Json>(app, 'POST', '/api/upload/', { token: requester(), form: body() });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code, message });
    expect(stored()).toHaveLength(before);
  });

  it('refuses staff (403) and anonymous callers (401)', async () => {
    const staff = app.tokenFor({ id: '00000000-0000-4000-8000-00000000a003', accountType: 's' });
    expect((await call(app, 'POST', '/api/upload/', { token: staff, form: form(png(4, 4), 'image/png') })).status).toBe(
      403,
    );
    expect((await call(app, 'POST', '/api/upload/', { form: form(png(4, 4), 'image/png') })).status).toBe(401);
  });

  it('serves only known folders and names', async () => {
    expect((await fetch(`${app.baseUrl}/api/uploads/secrets/x.jpg`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/uploads/items/..%2Fx.jpg`)).status).toBe(404);
  });
});
