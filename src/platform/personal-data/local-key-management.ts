import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyManagement } from './key-management.port';

const PREFIX = 'local-v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM key wrapping under the configured master key (`PERSONAL_DATA_MASTER_KEY`). */
export class LocalKeyManagement implements KeyManagement {
  constructor(private readonly masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('The personal data master key must be 32 bytes');
  }

  wrap(dataKey: Buffer): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.masterKey, iv);
    cipher.setAAD(Buffer.from(PREFIX));
    const body = Buffer.concat([cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
    return Promise.resolve(`${PREFIX}:${iv.toString('base64url')}:${body.toString('base64url')}`);
  }

  unwrap(wrapped: string): Promise<Buffer> {
    // A failure is a rejection, as a remote KMS's would be.
    return Promise.resolve().then(() => this.unwrapNow(wrapped));
  }

  private unwrapNow(wrapped: string): Buffer {
    const [prefix, iv, body] = wrapped.split(':');
    if (prefix !== PREFIX || !iv || !body) throw new Error('Not a locally wrapped data key');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.masterKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(PREFIX));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    // Throws on a wrong master key: better than reading every personal field as erased.
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]);
  }
}
