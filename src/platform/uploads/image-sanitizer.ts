import { open } from 'node:fs/promises';
import sharp from 'sharp';

// Images are recognised from their bytes, never from the declared type or name, then decoded and
// written out as a fresh JPEG (spec §9) by libvips (sharp). Re-encoding is what removes metadata:
// sharp writes no EXIF, XMP, ICC or comment unless asked, so GPS positions, camera serials and
// anything hidden in unknown chunks never reach storage. The declared size is checked from the
// header before decoding, so a tiny file claiming huge dimensions (a decompression bomb) is
// refused before any pixel memory is allocated; libvips enforces the same pixel limit again.
// Decoding, resizing and encoding run in libuv's thread pool, never on the event loop;
// `ImageWork` bounds how many images are processed at once. Uploads arrive as a file on disk (the
// multipart parser streams them there), so no upload is ever held or copied whole in JavaScript.

export interface SanitizedImage {
  /** Always JPEG. */
  bytes: Buffer;
  width: number;
  height: number;
}

export type ImageProblem = 'not_an_image' | 'too_many_pixels';

export const MAX_IMAGE_SIDE = 10_000;
// 24 MP (a 6000×4000 camera photo): about 100 MB of pixels at most while libvips streams it.
export const MAX_IMAGE_PIXELS = 24_000_000;
const JPEG_QUALITY = 85;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Kind = 'png' | 'jpeg';

// One image at a time uses one libvips worker thread; parallelism comes from ImageWork's slots.
sharp.concurrency(1);
// No decoded-image cache: every upload is a different image.
sharp.cache(false);

// Enough for the headers of camera photos (EXIF, XMP and ICC segments come before the frame header).
const HEAD_BYTES = 256 * 1024;
// A frame header further in than this is not worth reading for: such a file is refused.
const MAX_HEAD_BYTES = 4 * 1024 * 1024;

/**
 * Checks, decodes, shrinks to maxSide (longest side) and re-encodes an image as JPEG, off the event
 * loop. `input` is the image's bytes or the path of a file holding them.
 */
export async function sanitizeImage(input: Buffer | string, maxSide: number): Promise<SanitizedImage | ImageProblem> {
  let header = readHeader(typeof input === 'string' ? await readHead(input, HEAD_BYTES) : input);
  if (header === 'need_more' && typeof input === 'string') header = readHeader(await readHead(input, MAX_HEAD_BYTES));
  if (header === 'need_more') return 'not_an_image';
  if (typeof header === 'string') return header;
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      // Strict: a truncated or damaged file (bad CRC, cut scan) is refused rather than stored half grey.
      failOn: 'warning',
      sequentialRead: true,
    })
      .flatten({ background: '#ffffff' }) // JPEG has no transparency: transparent logos stay readable on white.
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) return 'too_many_pixels';
    return 'not_an_image';
  }
}

/** The first bytes of a file (fewer when it is shorter). */
async function readHead(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Type and declared dimensions, from the header alone (`need_more`: the header goes on past these bytes). */
function readHeader(input: Buffer): { kind: Kind; width: number; height: number } | ImageProblem | 'need_more' {
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) {
    // IHDR must be the first chunk; libvips verifies CRCs and the rest while decoding (failOn: 'warning').
    if (input.length < 33 || input.readUInt32BE(8) !== 13 || input.toString('latin1', 12, 16) !== 'IHDR')
      return 'not_an_image';
    return withSize('png', input.readUInt32BE(16), input.readUInt32BE(20));
  }
  if (input.length >= 4 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
    const size = jpegFrameSize(input);
    if (size === 'need_more') return size;
    return size ? withSize('jpeg', size.width, size.height) : 'not_an_image';
  }
  return 'not_an_image';
}

function withSize(
  kind: Kind,
  width: number,
  height: number,
): { kind: Kind; width: number; height: number } | ImageProblem {
  if (width < 1 || height < 1) return 'not_an_image';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return 'too_many_pixels';
  return { kind, width, height };
}

// SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the marker segments up to the first frame header, which must come before the scan data. */
function jpegFrameSize(input: Buffer): { width: number; height: number } | 'need_more' | undefined {
  let offset = 2;
  for (;;) {
    if (offset + 4 > input.length) return 'need_more';
    if (input[offset] !== 0xff) return undefined;
    const marker = input[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = input.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (offset + 2 + length > input.length) return 'need_more';
    if (isStartOfFrame(marker)) {
      if (length < 8) return undefined;
      return { height: input.readUInt16BE(offset + 5), width: input.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) return undefined; // scan before any frame header
    offset += 2 + length;
  }
}
