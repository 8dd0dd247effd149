/**
 * Wraps and unwraps data keys with a master key the application never stores beside them. The
 * local adapter keeps the master key in configuration; a cloud KMS adapter would implement the same
 * two calls (one round trip each, so callers cache unwrapped keys).
 */
export interface KeyManagement {
  /** An opaque, self-describing text to store in place of the key. */
  wrap(dataKey: Buffer): Promise<string>;
  unwrap(wrapped: string): Promise<Buffer>;
}

export const KEY_MANAGEMENT = Symbol('KEY_MANAGEMENT');
