/** What the requester's QR code holds (src/around-batch/pickup qrTextOf): `hkc-pickup:<batch_number>:<code>`. */
export function readPickupScan(text: string): { batchNumber: string; code: string } | null {
  const m = /^hkc-pickup:(BN[0-9A-Za-z_-]{1,60}):([0-9]{6})$/.exec(text.trim());
  return m ? { batchNumber: m[1], code: m[2] } : null;
}

/** The six digits as typed: spaces and dashes people add while reading them out are dropped. */
export const typedCode = (text: string): string => text.replace(/[\s-]/g, '');

const POINT_KEY = 'hkc.pickup.point';

/** The counter's pickup point, remembered on this device (a phone stays at one counter). */
export const rememberedPoint = {
  get: (): string => {
    try {
      return localStorage.getItem(POINT_KEY) ?? '';
    } catch {
      return '';
    }
  },
  set: (id: string): void => {
    try {
      localStorage.setItem(POINT_KEY, id);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  },
};
