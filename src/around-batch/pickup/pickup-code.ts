import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the QR code holds: the pickup screen's camera reads the order's number and its code from it. */
export const qrTextOf = (batchNumber: string, code: string): string => `hkc-pickup:${batchNumber}:${code}`;

/**
 * One-time pickup codes without storing them: the code of (batch, generation) is an HMAC under a key
 * derived from the server secret, so the server can show it again to the requester, and the database
 * keeps only a keyed hash of it (useless without the key, even though six digits are few).
 * Regenerating bumps the generation: the old code no longer matches the stored hash.
 */
export class PickupCodes {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // A key of its own: a pickup code never doubles as anything signed with the session key.
    this.key = createHmac('sha256', serverSecret).update('pickup-code-key/v1').digest();
  }

  /** The six digits of this batch's code in this generation. */
  code(batchId: string, generation: number): string {
    const mac = createHmac('sha256', this.key).update(`code:${batchId}:${generation}`).digest();
    return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  /** What is stored: a keyed hash of the code, bound to its batch and generation. */
  hash(batchId: string, generation: number, code: string): string {
    return createHmac('sha256', this.key).update(`hash:${batchId}:${generation}:${code}`).digest('hex');
  }

  matches(batchId: string, generation: number, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(batchId, generation, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
