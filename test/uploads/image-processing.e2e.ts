import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { call, eventually, png, startTestApp, type TestApp } from '../support/kit';

type Json = Record<string, unknown>;

/** A real camera-sized JPEG (about 23 megapixels) carrying EXIF with a secret, built by libvips. */
async function cameraJpeg(secret: string): Promise<Buffer> {
  return sharp({ create: { width: 5900, height: 3900, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .withExif({ IFD0: { Copyright: secret, ImageDescription: `GPS ${secret}` } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe('Uploads processed by libvips off the event loop: real images, a decompression bomb', () => {
  jest.setTimeout(120_000);
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'image-processing-e2e-'));
  const token = () => app.tokenFor({ id: '00000000-0000-4000-8000-00000000b001', accountType: 'r' });
  const upload = (bytes: Buffer, type: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return call<Json>(app, 'POST', '/api/upload/', { token: token(), form });
  };
  const stored = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'items'));
    } catch {
      return [];
    }
  };

  // Built before the server starts: deflating 75 MB takes seconds on a loaded machine, and a pause that
  // long between requests let the server's keep-alive timeout close the socket fetch was about to reuse
  // (ECONNRESET, seen at load 15-20 whether uploads were processed on or off the event loop).
  let bomb: Buffer;
  // Where the multipart parser streams upload bodies (DATA_DIR/incoming-uploads), to see it emptied.
  const leftovers = () => readdirSync(join(dataDir, 'incoming-uploads'));

  beforeAll(async () => {
    bomb = png(5000, 5000);
    app = await startTestApp({ DATA_DIR: dataDir, UPLOAD_STORAGE: 'local' });
  });
  afterAll(async () => app.close());

  it('re-encodes a 23-megapixel camera JPEG to the item size and strips its EXIF', async () => {
    const photo = await cameraJpeg('SECRET-4711');
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const reply = await upload(photo, 'image/jpeg', 'camera.jpg');
    expect(reply.status).toBe(201);
    const served = Buffer.from(await (await fetch(`${app.baseUrl}${reply.body.url as string}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1600,
      height: 1058,
    });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('SECRET-4711');
  });

  it('refuses a real decompression bomb (a 75 KB PNG of 25 megapixels) before decoding it; nothing is stored', async () => {
    const before = stored().length;
    expect(bomb.length).toBeLessThan(200_000);
    const reply = await upload(bomb, 'image/png', 'bomb.png');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
    expect(stored().length).toBe(before);
    // The body went to a temporary file, never held whole in memory; it is removed with the answer.
    await eventually(() => leftovers().length === 0, { what: 'the temporary upload file to be removed' });
  });

  it('processes four maximum-size uploads at once (bounded concurrency): every one is stored', async () => {
    const photo = await cameraJpeg('x');
    const before = stored().length;
    const replies = await Promise.all([1, 2, 3, 4].map((i) => upload(photo, 'image/jpeg', `p${i}.jpg`)));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(stored().length).toBe(before + 4);
    await eventually(() => leftovers().length === 0, { what: 'the temporary upload files to be removed' });
  });
});
