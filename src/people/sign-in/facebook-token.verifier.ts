import { createHmac } from 'node:crypto';
import { getJson } from './http-json';
import type { LoginStates } from './login-state';
import { invalidAccessToken, loginNotAuthorized, providerUnavailable } from './sign-in.errors';
import type { IdentityVerifier, LoginInput, SocialIdentity } from './social-identity';

interface DebugTokenData {
  app_id?: string | number;
  is_valid?: boolean;
  expires_at?: number;
  user_id?: string;
}

interface FacebookMe {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * Checks a Facebook user access token with the Graph API: /debug_token (valid, issued to our app,
 * not expired), then /me with appsecret_proof (the token is only usable together with our secret).
 */
export class FacebookTokenVerifier implements IdentityVerifier {
  constructor(
    private readonly appId: string | undefined,
    private readonly appSecret: string | undefined,
    private readonly graphUrl: string,
    private readonly states: LoginStates,
    private readonly now: () => number,
  ) {}

  async verify({ token, state }: LoginInput): Promise<SocialIdentity> {
    if (!this.appId || !this.appSecret) throw providerUnavailable('facebook', 'not_configured');
    if (!state || !this.states.consume(state)) throw invalidAccessToken('state_mismatch');
    const base = this.graphUrl.replace(/\/+$/, '');
    const debug = await this.get(
      `${base}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${this.appId}|${this.appSecret}` })}`,
    );
    const data = (debug.body as { data?: DebugTokenData })?.data;
    if (debug.status !== 200 || !data || data.is_valid !== true) throw invalidAccessToken('token_invalid');
    if (String(data.app_id) !== this.appId) throw loginNotAuthorized('wrong_app');
    // expires_at 0 means a token without expiry (Facebook's convention).
    if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 <= this.now())
      throw invalidAccessToken('expired');
    const proof = createHmac('sha256', this.appSecret).update(token).digest('hex');
    const meResponse = await this.get(
      `${base}/me?${new URLSearchParams({ fields: 'id,email,first_name,last_name', access_token: token, appsecret_proof: proof })}`,
    );
    const me = meResponse.body as FacebookMe | undefined;
    if (meResponse.status !== 200 || !me?.id) throw invalidAccessToken('profile_unavailable');
    if (data.user_id !== undefined && String(data.user_id) !== me.id) throw invalidAccessToken('user_mismatch');
    // Without the e-mail permission there is no e-mail: the service answers 403 for that.
    if (me.email && (!me.first_name || !me.last_name)) throw invalidAccessToken('missing_fields');
    // Graph only returns confirmed e-mail addresses.
    return {
      provider: 'facebook',
      subject: me.id,
      email: me.email,
      emailVerified: true,
      firstName: me.first_name,
      lastName: me.last_name,
    };
  }

  private async get(url: string): Promise<Awaited<ReturnType<typeof getJson>>> {
    try {
      return await getJson(url);
    } catch {
      throw providerUnavailable('facebook', 'graph_unreachable');
    }
  }
}
