import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LOGIN_STATE_TTL_SECONDS = 600;

/**
 * The OAuth `state` for the Facebook dialog (spec §5: accepted only if the state matches and has not
 * expired). We issue it signed, so any server instance can check it, and remember used ones so a
 * state works once. The used-set is per process: enough for one instance, a shared store is for later.
 */
export class LoginStates {
  private readonly key: Buffer;
  private readonly used = new Map<string, number>();

  constructor(
    serverSecret: string,
    private readonly now: () => number,
  ) {
    this.key = createHmac('sha256', serverSecret).update('login-state-v1').digest();
  }

  issue(): { state: string; expires_in: number } {
    const nonce = randomBytes(16).toString('base64url');
    const expires = Math.floor(this.now() / 1000) + LOGIN_STATE_TTL_SECONDS;
    const body = `${nonce}.${expires}`;
    return { state: `${body}.${this.sign(body)}`, expires_in: LOGIN_STATE_TTL_SECONDS };
  }

  /** True once per valid, unexpired state. */
  consume(state: string): boolean {
    const [nonce, expires, signature] = state.split('.');
    if (!nonce || !expires || !signature) return false;
    const expected = Buffer.from(this.sign(`${nonce}.${expires}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const now = this.now();
    if (Number(expires) * 1000 <= now) return false;
    for (const [seen, until] of this.used) if (until <= now) this.used.delete(seen);
    if (this.used.has(nonce)) return false;
    this.used.set(nonce, Number(expires) * 1000);
    return true;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
