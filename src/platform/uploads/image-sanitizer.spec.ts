import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { jpeg as jpegHeaderOnly, jpegMarkers, jpegWithExif, png as greyPng } from '../../../test/support/kit/images';
import { sanitizeImage, type SanitizedImage } from './image-sanitizer';

const MAX_SIDE = 512;

/** A decodable PNG with a colour gradient, optional transparency and a tEXt chunk right after IHDR. */
function pngWithText(width: number, height: number, text: string, alpha = 255): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([(i % width) % 256, 128, 64, alpha], i * 4);
  const bytes = PNG.sync.write(image);
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`Comment\0${text}`, 'latin1')]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const afterIhdr = 8 + 12 + 13;
  return Buffer.concat([bytes.subarray(0, afterIhdr), head, body, crc, bytes.subarray(afterIhdr)]);
}

function expectCleanJpeg(result: SanitizedImage, width: number, height: number, secret: string): void {
  expect(result.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(result.bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  const seen = jpegMarkers(result.bytes);
  // No application segment but at most a JFIF APP0 (libvips writes none): no EXIF, XMP, ICC or comment.
  expect(seen.filter((m) => m === 0xe0).length).toBeLessThanOrEqual(1);
  expect(seen.filter((m) => (m >= 0xe1 && m <= 0xef) || m === 0xfe)).toEqual([]);
  expect(result.bytes.toString('latin1')).not.toContain(secret);
  expect(result).toMatchObject({ width, height });
  const decoded = decodeJpeg(result.bytes, { useTArray: true });
  expect({ width: decoded.width, height: decoded.height }).toEqual({ width, height });
}

// Building the fixtures with pure-JS pngjs/jpeg-js is the slow part on a loaded machine.
jest.setTimeout(30_000);

describe('sanitizeImage', () => {
  it('re-encodes a PNG as JPEG without its text chunk, shrunk to the maximum side', async () => {
    const result = (await sanitizeImage(pngWithText(800, 400, 'GPS 22.3,114.1'), MAX_SIDE)) as SanitizedImage;
    expectCleanJpeg(result, 512, 256, 'GPS');
  });

  it('re-encodes a JPEG without its EXIF segment, keeping a portrait aspect ratio', async () => {
    const result = (await sanitizeImage(
      jpegWithExif(300, 1200, 'SerialNumber 12345', 0x60),
      MAX_SIDE,
    )) as SanitizedImage;
    expectCleanJpeg(result, 128, 512, 'SerialNumber');
  });

  it('re-encodes small images without enlarging them', async () => {
    const result = (await sanitizeImage(pngWithText(40, 30, 'note'), MAX_SIDE)) as SanitizedImage;
    expectCleanJpeg(result, 40, 30, 'note');
  });

  it('flattens transparency onto white', async () => {
    const result = (await sanitizeImage(pngWithText(16, 16, 'x', 0), MAX_SIDE)) as SanitizedImage;
    const pixels = decodeJpeg(result.bytes, { useTArray: true }).data;
    expect(Math.min(...Array.from(pixels))).toBeGreaterThan(245);
  });

  it('refuses a decompression bomb by its declared size, before decoding', async () => {
    // These files hold no decodable pixels at all, so only the header check can answer too_many_pixels.
    expect(await sanitizeImage(greyPng(50_000, 50_000, { declaredOnly: true }), MAX_SIDE)).toBe('too_many_pixels');
    expect(await sanitizeImage(greyPng(9_000, 9_000, { declaredOnly: true }), MAX_SIDE)).toBe('too_many_pixels');
    expect(await sanitizeImage(greyPng(5_000, 5_000, { declaredOnly: true }), MAX_SIDE)).toBe('too_many_pixels');
    expect(await sanitizeImage(jpegHeaderOnly(65_000, 65_000), MAX_SIDE)).toBe('too_many_pixels');
    expect(await sanitizeImage(jpegHeaderOnly(6_000, 6_000), MAX_SIDE)).toBe('too_many_pixels');
  });

  it('refuses things that are not images or do not decode', async () => {
    expect(await sanitizeImage(Buffer.from('GIF89a not supported'), MAX_SIDE)).toBe('not_an_image');
    expect(await sanitizeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), MAX_SIDE)).toBe(
      'not_an_image',
    );
    expect(await sanitizeImage(Buffer.alloc(0), MAX_SIDE)).toBe('not_an_image');
    const badCrc = greyPng(4, 3);
    badCrc[29] ^= 0xff; // IHDR CRC no longer matches
    expect(await sanitizeImage(badCrc, MAX_SIDE)).toBe('not_an_image');
    const png = pngWithText(64, 64, 'x');
    expect(await sanitizeImage(png.subarray(0, png.length - 40), MAX_SIDE)).toBe('not_an_image');
    // Valid JPEG headers around garbage scan data.
    expect(await sanitizeImage(jpegHeaderOnly(10, 10), MAX_SIDE)).toBe('not_an_image');
    const jpeg = jpegWithExif(64, 64, 'x', 0x60);
    expect(await sanitizeImage(jpeg.subarray(0, 30), MAX_SIDE)).toBe('not_an_image');
  });

  it('reads an upload from its file (as the multipart parser leaves it), even with headers longer than the first read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sanitize-spec-'));
    try {
      // Six 60 KB APP1 segments (360 KB of metadata) before the frame header.
      let jpeg = jpegWithExif(300, 200, 'SerialNumber 777', 0x60);
      const afterApp0 = 4 + jpeg.readUInt16BE(4);
      const filler = Buffer.concat(
        Array.from({ length: 6 }, () => {
          const segment = Buffer.alloc(60_000, 0x41);
          segment.writeUInt16BE(0xffe1, 0);
          segment.writeUInt16BE(60_000 - 2, 2);
          return segment;
        }),
      );
      jpeg = Buffer.concat([jpeg.subarray(0, afterApp0), filler, jpeg.subarray(afterApp0)]);
      const photo = join(dir, 'photo');
      writeFileSync(photo, jpeg);
      expectCleanJpeg((await sanitizeImage(photo, MAX_SIDE)) as SanitizedImage, 300, 200, 'SerialNumber');
      const bomb = join(dir, 'bomb');
      writeFileSync(bomb, greyPng(50_000, 50_000, { declaredOnly: true }));
      expect(await sanitizeImage(bomb, MAX_SIDE)).toBe('too_many_pixels');
      const cut = join(dir, 'cut');
      writeFileSync(cut, jpeg.subarray(0, 200_000));
      expect(await sanitizeImage(cut, MAX_SIDE)).toBe('not_an_image');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
