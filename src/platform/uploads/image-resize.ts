/** Decoded pixels, 4 bytes (R, G, B, A) per pixel, rows top to bottom. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Size that keeps the aspect ratio with the longest side at most maxSide; images never grow. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Shrinks an image so its longest side is at most maxSide, by area averaging: each output pixel is
 * the mean of the source area it covers (fractional edges weighted). Unlike point or bilinear
 * sampling this never skips source pixels, so large reductions do not alias into moiré.
 * Done as two one-dimensional passes, which keeps the work proportional to the source size.
 */
export function resizeToFit(image: RgbaImage, maxSide: number): RgbaImage {
  const target = fitWithin(image.width, image.height, maxSide);
  if (target.width === image.width && target.height === image.height) return image;
  const { width: sw, height: sh } = image;
  const { width: dw, height: dh } = target;
  const columns = coverage(sw, dw);
  const rows = coverage(sh, dh);

  // Horizontal pass: sw×sh → dw×sh, kept as floats so rounding happens once.
  const wide = new Float32Array(dw * sh * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < dw; x++) {
      const { start, weights } = columns[x];
      const out = (y * dw + x) * 4;
      for (let k = 0; k < weights.length; k++) {
        const src = (y * sw + start + k) * 4;
        const w = weights[k];
        for (let c = 0; c < 4; c++) wide[out + c] += image.data[src + c] * w;
      }
    }
  }

  // Vertical pass: dw×sh → dw×dh.
  const data = new Uint8Array(dw * dh * 4);
  for (let y = 0; y < dh; y++) {
    const { start, weights } = rows[y];
    for (let x = 0; x < dw; x++) {
      const out = (y * dw + x) * 4;
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let k = 0; k < weights.length; k++) sum += wide[((start + k) * dw + x) * 4 + c] * weights[k];
        data[out + c] = Math.min(255, Math.max(0, Math.round(sum)));
      }
    }
  }
  return { width: dw, height: dh, data };
}

/** For each output index, the source indexes it covers and their weights (summing to 1). */
function coverage(sourceSize: number, targetSize: number): { start: number; weights: Float64Array }[] {
  const scale = sourceSize / targetSize;
  return Array.from({ length: targetSize }, (_, i) => {
    const from = i * scale;
    const to = Math.min(sourceSize, (i + 1) * scale);
    const start = Math.floor(from);
    const end = Math.ceil(to);
    const weights = new Float64Array(end - start);
    for (let j = start; j < end; j++) weights[j - start] = (Math.min(to, j + 1) - Math.max(from, j)) / (to - from);
    return { start, weights };
  });
}
