import { encode as encodeJpeg } from 'jpeg-js';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of width×height (grey pixels) with optional text metadata. Pixel data is only built for small images. */
export function png(width: number, height: number, options: { text?: string; declaredOnly?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = options.declaredOnly
    ? Buffer.alloc(16)
    : Buffer.concat(
        Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)])),
      );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(options.text ? [chunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))] : []),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A structurally valid baseline JPEG header with EXIF (APP1) and a comment, then scan bytes and EOI. */
export function jpeg(width: number, height: number, options: { exif?: string; comment?: string } = {}): Buffer {
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(options.exif ? [segment(0xe1, Buffer.from(`Exif\0\0${options.exif}`, 'latin1'))] : []),
    ...(options.comment ? [segment(0xfe, Buffer.from(options.comment, 'latin1'))] : []),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, sof),
    segment(0xc4, Buffer.alloc(29, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0x56, 0x78]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A decodable JPEG (jpeg-js, one flat colour) with an EXIF APP1 segment inserted after the encoder's JFIF APP0. */
export function jpegWithExif(width: number, height: number, exif: string, fill = 0x90): Buffer {
  const encoded = encodeJpeg({ width, height, data: Buffer.alloc(width * height * 4, fill) }, 90).data;
  const payload = Buffer.from(`Exif\0\0${exif}`, 'latin1');
  const app1 = Buffer.from([0xff, 0xe1, 0, 0]);
  app1.writeUInt16BE(payload.length + 2, 2);
  const afterApp0 = 4 + encoded.readUInt16BE(4);
  return Buffer.concat([encoded.subarray(0, afterApp0), app1, payload, encoded.subarray(afterApp0)]);
}

/** Markers of a JPEG's segments up to the scan data (what metadata a re-encoder kept). */
export function jpegMarkers(bytes: Buffer): number[] {
  const found: number[] = [];
  for (
    let offset = 2;
    offset + 4 <= bytes.length && bytes[offset] === 0xff;
    offset += 2 + bytes.readUInt16BE(offset + 2)
  ) {
    found.push(bytes[offset + 1]);
    if (bytes[offset + 1] === 0xda) break;
  }
  return found;
}
