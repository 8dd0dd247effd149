import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { resizeToFit, type RgbaImage } from './image-resize';

// Images are recognised from their bytes, never from the declared type or name, then decoded and
// written out as a fresh JPEG (spec §9). Re-encoding is what removes metadata: the encoder only
// writes a JFIF header, so EXIF GPS, camera serials, comments and anything hidden in unknown
// chunks never reach storage, and there is no separate stripping path to keep correct.
// The declared size is checked before decoding, so a tiny file claiming huge dimensions
// (a decompression bomb) is refused before any pixel memory is allocated.

export interface SanitizedImage {
  /** Always JPEG. */
  bytes: Buffer;
  width: number;
  height: number;
}

export type ImageProblem = 'not_an_image' | 'too_many_pixels';

export const MAX_IMAGE_SIDE = 10_000;
// Decoding is pure JS on the request thread and costs about 17 bytes per pixel (RGBA output plus
// jpeg-js's per-component buffers): 24 MP (a 6000×4000 camera photo) stays under the 512 MB decode
// cap and takes about 3 s of CPU, so larger pictures are refused rather than decoded.
export const MAX_IMAGE_PIXELS = 24_000_000;
const MAX_DECODE_MEMORY_MB = 512;
const JPEG_QUALITY = 85;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Kind = 'png' | 'jpeg';

/** Checks, decodes, shrinks to maxSide (longest side) and re-encodes an image as JPEG. */
export function sanitizeImage(input: Buffer, maxSide: number): SanitizedImage | ImageProblem {
  const header = readHeader(input);
  if (typeof header === 'string') return header;
  const pixels = decode(header.kind, input);
  if (!pixels || pixels.width !== header.width || pixels.height !== header.height) return 'not_an_image';
  const resized = resizeToFit(pixels, maxSide);
  const encoded = encodeJpeg({ width: resized.width, height: resized.height, data: resized.data }, JPEG_QUALITY);
  return { bytes: encoded.data, width: resized.width, height: resized.height };
}

/** Type and declared dimensions, from the header alone. */
function readHeader(input: Buffer): { kind: Kind; width: number; height: number } | ImageProblem {
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) {
    // IHDR must be the first chunk; pngjs verifies CRCs and the rest while decoding.
    if (input.length < 33 || input.readUInt32BE(8) !== 13 || input.toString('latin1', 12, 16) !== 'IHDR')
      return 'not_an_image';
    return withSize('png', input.readUInt32BE(16), input.readUInt32BE(20));
  }
  if (input.length >= 4 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
    const size = jpegFrameSize(input);
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
function jpegFrameSize(input: Buffer): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 4 <= input.length) {
    if (input[offset] !== 0xff) return undefined;
    const marker = input[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = input.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > input.length) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 8) return undefined;
      return { height: input.readUInt16BE(offset + 5), width: input.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) return undefined; // scan before any frame header
    offset += 2 + length;
  }
  return undefined;
}

/** RGBA pixels, fully opaque, or undefined when the decoder rejects the data. */
function decode(kind: Kind, input: Buffer): RgbaImage | undefined {
  try {
    if (kind === 'jpeg') {
      const image = decodeJpeg(input, {
        useTArray: true,
        formatAsRGBA: true,
        // Strict: a truncated or damaged file is refused rather than stored half grey.
        tolerantDecoding: false,
        maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
        maxMemoryUsageInMB: MAX_DECODE_MEMORY_MB,
      });
      return { width: image.width, height: image.height, data: image.data };
    }
    const png = PNG.sync.read(input);
    return { width: png.width, height: png.height, data: flattenOntoWhite(png.data) };
  } catch {
    return undefined;
  }
}

/** JPEG has no transparency; compositing onto white (not black) keeps transparent logos readable. */
function flattenOntoWhite(rgba: Uint8Array): Uint8Array {
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3];
    if (alpha === 255) continue;
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.round((rgba[i + c] * alpha + 255 * (255 - alpha)) / 255);
    rgba[i + 3] = 255;
  }
  return rgba;
}
