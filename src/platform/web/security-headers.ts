import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  production: boolean;
  /**
   * Origins the apps may frame besides their own: the card provider's secure fields page (the only
   * frame the pay page needs) and the social sign-in widgets. Read at the first response, because
   * the development card provider simulator picks its port at start-up.
   */
  frameSources: () => string[];
  /** Origins the pages may fetch from besides their own and sign-in: the card provider's web component. */
  connectSources?: () => string[];
  /** The customer app is served from another origin (CORS_ORIGINS): its <img> tags load uploads from here. */
  crossOriginResources?: boolean;
}

const SOCIAL_SCRIPTS = ['https://accounts.google.com', 'https://connect.facebook.net'];
const SOCIAL_FRAMES = ['https://accounts.google.com', 'https://www.facebook.com', 'https://web.facebook.com'];

/**
 * Security headers on every response (helmet): a Content Security Policy whose `frame-ancestors
 * 'none'` (with `X-Frame-Options: DENY` for older browsers) stops clickjacking of the customer app
 * and the console, `X-Content-Type-Options: nosniff`, a `Referrer-Policy`, and HSTS in production.
 * Scripts load only from this origin and the two social sign-in SDKs; frames only from this origin,
 * the card provider's page and the sign-in widgets. The API docs (`/api/docs`, swagger-ui's inline
 * bootstrap) get every header but the CSP.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const common = {
    strictTransportSecurity: options.production ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xFrameOptions: { action: 'deny' as const },
    // Google and Facebook sign-in open popups that must talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    // Avatars and item images may come from other origins (social profile pictures).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: {
      policy: options.crossOriginResources ? ('cross-origin' as const) : ('same-site' as const),
    },
  };
  const withCsp = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...SOCIAL_SCRIPTS],
        // MUI (emotion) injects its style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'https://accounts.google.com',
          'https://graph.facebook.com',
          () => (options.connectSources?.() ?? []).join(' '),
        ],
        frameSrc: ["'self'", ...SOCIAL_FRAMES, () => options.frameSources().join(' ')],
        workerSrc: ["'self'", 'blob:'],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  const withoutCsp = helmet({ ...common, contentSecurityPolicy: false });
  const replayCsp = replayed(withCsp);
  const replayWithoutCsp = replayed(withoutCsp);
  return (req: Request, res: Response, next: NextFunction) => {
    (req.originalUrl.startsWith('/api/docs') ? replayWithoutCsp : replayCsp)(req, res, next);
  };
}

/** A header helmet sets (with its value), or removes (undefined). */
type HeaderStep = readonly [name: string, value: string | undefined];

/**
 * Helmet's headers are the same on every response once the frame sources are known, yet helmet
 * works them out per response: a dozen chained middlewares, and the CSP string rebuilt and
 * validated each time because one directive is a function (about 3 % of a cheap request's CPU).
 * So helmet runs once against a recorder, and each response replays what it did. A failure (a
 * directive helmet refuses) is not remembered: helmet runs again and reports it every time.
 */
function replayed(handler: RequestHandler): RequestHandler {
  let steps: readonly HeaderStep[] | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!steps) {
      const recorded: HeaderStep[] = [];
      const recorder = {
        setHeader: (name: string, value: unknown) => recorded.push([name, String(value)]),
        removeHeader: (name: string) => recorded.push([name, undefined]),
      };
      let failure: unknown;
      // Helmet's middlewares only set and remove headers, synchronously.
      void handler(req, recorder as unknown as Response, (error?: unknown) => (failure = error));
      if (failure) return next(failure);
      steps = recorded;
    }
    for (const [name, value] of steps) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/** The origin of a URL, or nothing when it is not one. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
