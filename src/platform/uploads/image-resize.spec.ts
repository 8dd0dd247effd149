import { fitWithin, resizeToFit, type RgbaImage } from './image-resize';

const image = (
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number, number],
): RgbaImage => {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data };
};
const at = (img: RgbaImage, x: number, y: number) =>
  Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4));

describe('fitWithin', () => {
  it('scales the longest side down to the maximum and keeps the aspect ratio', () => {
    expect(fitWithin(1024, 512, 512)).toEqual({ width: 512, height: 256 });
    expect(fitWithin(300, 1200, 512)).toEqual({ width: 128, height: 512 });
    expect(fitWithin(4000, 3000, 512)).toEqual({ width: 512, height: 384 });
  });

  it('never enlarges, and never collapses a side to zero', () => {
    expect(fitWithin(40, 30, 512)).toEqual({ width: 40, height: 30 });
    expect(fitWithin(512, 512, 512)).toEqual({ width: 512, height: 512 });
    expect(fitWithin(10_000, 1, 512)).toEqual({ width: 512, height: 1 });
  });
});

describe('resizeToFit', () => {
  it('returns the same image when it already fits', () => {
    const small = image(3, 2, () => [1, 2, 3, 255]);
    expect(resizeToFit(small, 3)).toBe(small);
  });

  it('averages the area each output pixel covers', () => {
    // Left half black, right half white: halving keeps the edge sharp, each block is averaged.
    const src = image(4, 2, (x, y) => (x < 2 ? [0, 0, 0, 255] : [200, 100, 50 + y * 100, 255]));
    const out = resizeToFit(src, 2);
    expect(out).toMatchObject({ width: 2, height: 1 });
    expect(at(out, 0, 0)).toEqual([0, 0, 0, 255]);
    expect(at(out, 1, 0)).toEqual([200, 100, 100, 255]);
  });

  it('weights partly covered source pixels by their fraction (3 → 2)', () => {
    const src = image(3, 1, (x) => [[0, 90, 180][x], 0, 0, 255]);
    const out = resizeToFit(src, 2);
    // Output 0 covers source 0 fully and half of source 1: (0·1 + 90·0.5) / 1.5 = 30.
    expect(at(out, 0, 0)).toEqual([30, 0, 0, 255]);
    expect(at(out, 1, 0)).toEqual([150, 0, 0, 255]);
  });

  it('keeps a flat colour exactly through a large, uneven reduction', () => {
    const out = resizeToFit(
      image(1031, 517, () => [12, 34, 56, 255]),
      512,
    );
    expect(out).toMatchObject({ width: 512, height: 257 });
    expect(out.data.length).toBe(512 * 257 * 4);
    for (let i = 0; i < out.data.length; i += 4)
      expect(Array.from(out.data.subarray(i, i + 4))).toEqual([12, 34, 56, 255]);
  });
});
