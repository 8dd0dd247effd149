import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The support widget's identity hash (spec §7): HMAC-SHA256 of the account id with the server's
 * secret, hex. Only the server knows the secret, so a widget start naming an account id with the
 * right hash was handed that id by this server for the signed-in account, not typed in.
 */
export function supportIdentityHash(secret: string, accountId: string): string {
  return createHmac('sha256', secret).update(accountId, 'utf8').digest('hex');
}

/** Constant-time check of a hash a client sent back. */
export function verifySupportIdentityHash(secret: string, accountId: string, hash: unknown): boolean {
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return false;
  return timingSafeEqual(Buffer.from(supportIdentityHash(secret, accountId), 'hex'), Buffer.from(hash, 'hex'));
}

/** SUPPORT_CHAT_SECRET, or a key derived from the session key (so development needs no setting). */
export function supportChatSecret(configured: string | undefined, sessionSecret: string): string {
  return configured ?? createHmac('sha256', sessionSecret).update('support-chat-identity-v1').digest('hex');
}
