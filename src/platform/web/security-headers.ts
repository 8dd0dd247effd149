import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  production: boolean;
  /**
   * Origins the apps may frame besides their own: the card provider's secure fields page (the only
   * frame the pay page needs) and the social sign-in widgets. Read per response, because the
   * development card provider simulator picks its port at start-up.
   */
  frameSources: () => string[];
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
        connectSrc: ["'self'", 'https://accounts.google.com', 'https://graph.facebook.com'],
        frameSrc: ["'self'", ...SOCIAL_FRAMES, () => options.frameSources().join(' ')],
        workerSrc: ["'self'", 'blob:'],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  const withoutCsp = helmet({ ...common, contentSecurityPolicy: false });
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.originalUrl.split('?')[0];
    (path.startsWith('/api/docs') ? withoutCsp : withCsp)(req, res, next);
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
