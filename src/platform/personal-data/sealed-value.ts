import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A personal value as the event log stores it: AES-256-GCM under its data subject's data key.
 * An object, never a string, so nothing a person types (a name that looks like a ciphertext) can
 * be taken for one. The subject is bound as additional authenticated data: a value moved to
 * another subject's record does not open.
 */
export interface SealedValue {
  /** The data subject (an account id) whose data key sealed it. */
  readonly $pd: string;
  /** 12-byte nonce, base64url. */
  readonly iv: string;
  /** Ciphertext followed by the 16-byte GCM tag, base64url. */
  readonly ct: string;
}

/** What a sealed value reads as once its subject was erased (or its key is lost): stable, never the data. */
export const ERASED = '[erased]';

export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function isSealed(value: unknown): value is SealedValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.$pd === 'string' && typeof v.iv === 'string' && typeof v.ct === 'string';
}

export function sealString(dataKey: Buffer, subject: string, plaintext: string): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { $pd: subject, iv: iv.toString('base64url'), ct: ct.toString('base64url') };
}

/** The plaintext, or ERASED when there is no key or the value does not authenticate under it. */
export function openString(dataKey: Buffer | null, sealed: SealedValue): string {
  if (!dataKey) return ERASED;
  try {
    const body = Buffer.from(sealed.ct, 'base64url');
    if (body.length < TAG_BYTES) return ERASED;
    const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(sealed.iv, 'base64url'));
    decipher.setAAD(Buffer.from(sealed.$pd, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    // A tampered or foreign value is as unreadable as an erased one; the hash chain reports tampering.
    return ERASED;
  }
}

/** The subjects of every sealed value anywhere in a JSON value. */
export function collectSubjects(value: unknown, into: Set<string>): Set<string> {
  if (isSealed(value)) into.add(value.$pd);
  else if (Array.isArray(value)) for (const v of value) collectSubjects(v, into);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) collectSubjects(v, into);
  return into;
}

/** A copy with every sealed value opened; the input is not changed, and untouched branches are shared. */
export function openAll(value: unknown, keyOf: (subject: string) => Buffer | null): unknown {
  if (isSealed(value)) return openString(keyOf(value.$pd), value);
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const opened = openAll(v, keyOf);
      if (opened !== v) changed = true;
      return opened;
    });
    return changed ? out : value;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const opened = openAll(v, keyOf);
      if (opened !== v) changed = true;
      out[k] = opened;
    }
    return changed ? out : value;
  }
  return value;
}
