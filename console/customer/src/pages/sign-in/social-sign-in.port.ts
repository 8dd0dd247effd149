/**
 * Social sign-in behind a port (DESIGN §8): the page asks for a provider token and never touches
 * the vendors' SDKs. The scripts load only when a button is pressed, so pages render without the
 * network and an unreachable provider becomes one clear message instead of console noise.
 */
export type SocialProvider = 'google' | 'facebook';

export type SocialFailure = 'not_configured' | 'script_failed' | 'cancelled';

export class SocialSignInError extends Error {
  constructor(
    readonly provider: SocialProvider,
    readonly reason: SocialFailure,
  ) {
    super(`${provider} sign-in failed: ${reason}`);
  }
}

/** What the login call needs: the provider token, and for Facebook the server's single-use state. */
export interface SocialCredential {
  token: string;
  state?: string;
}

export interface SocialSignInPort {
  token(provider: SocialProvider): Promise<SocialCredential>;
}

// Spec §9: script load timeout 120 s.
const SCRIPT_TIMEOUT_MS = 120_000;

function loadScript(src: string, provider: SocialProvider): Promise<void> {
  const existing = document.querySelector(`script[src="${src}"]`);
  if (existing?.getAttribute('data-loaded') === 'yes') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => reject(new SocialSignInError(provider, 'script_failed')), SCRIPT_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      script.setAttribute('data-loaded', 'yes');
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new SocialSignInError(provider, 'script_failed'));
    };
    document.head.appendChild(script);
  });
}

interface GoogleIdentity {
  accounts: {
    id: { initialize(o: { client_id: string; callback: (r: { credential?: string }) => void }): void; prompt(): void };
  };
}
interface FacebookSdk {
  init(o: { appId: string; version: string; cookie?: boolean }): void;
  login(cb: (r: { authResponse?: { accessToken?: string } | null }) => void, o: { scope: string }): void;
}

/**
 * `loginState` is GET /api/user/login/state/: Facebook's login must hand back a state the server
 * issued (single use, 10 minutes), so it is fetched fresh for every attempt.
 */
export function createBrowserSocialSignIn(
  ids: { googleClientId?: string | null; facebookAppId?: string | null },
  loginState: () => Promise<{ state: string }>,
): SocialSignInPort {
  return {
    async token(provider) {
      if (provider === 'google') {
        if (!ids.googleClientId) throw new SocialSignInError(provider, 'not_configured');
        await loadScript('https://accounts.google.com/gsi/client', provider);
        const google = (window as unknown as { google?: GoogleIdentity }).google;
        if (!google) throw new SocialSignInError(provider, 'script_failed');
        return new Promise<SocialCredential>((resolve, reject) => {
          google.accounts.id.initialize({
            client_id: ids.googleClientId!,
            callback: (r) =>
              r.credential ? resolve({ token: r.credential }) : reject(new SocialSignInError(provider, 'cancelled')),
          });
          google.accounts.id.prompt();
        });
      }
      if (!ids.facebookAppId) throw new SocialSignInError(provider, 'not_configured');
      await loadScript('https://connect.facebook.net/en_US/sdk.js', provider);
      const fb = (window as unknown as { FB?: FacebookSdk }).FB;
      if (!fb) throw new SocialSignInError(provider, 'script_failed');
      fb.init({ appId: ids.facebookAppId, version: 'v19.0', cookie: true });
      const { state } = await loginState();
      return new Promise<SocialCredential>((resolve, reject) => {
        // Spec §9: Facebook scope email and public_profile.
        const done = (r: { authResponse?: { accessToken?: string } | null }) =>
          r.authResponse?.accessToken
            ? resolve({ token: r.authResponse.accessToken, state })
            : reject(new SocialSignInError(provider, 'cancelled'));
        fb.login(done, {
          scope: 'email,public_profile',
        });
      });
    },
  };
}
