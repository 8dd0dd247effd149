import type { NextFunction, Request, Response } from 'express';
import { securityHeaders } from './security-headers';

/** The headers a response ends with after the middleware, and what it passed to next. */
function respond(middleware: ReturnType<typeof securityHeaders>, url: string) {
  const headers = new Map<string, string>([['x-powered-by', 'Express']]);
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let passed: unknown = 'not called';
  middleware(
    { originalUrl: url } as Request,
    res as unknown as Response,
    ((error?: unknown) => {
      passed = error;
    }) as NextFunction,
  );
  return { headers: Object.fromEntries(headers), passed };
}

describe('securityHeaders', () => {
  it('sets the same headers on every response, working the frame sources out once', () => {
    const frameSources = jest.fn(() => ['https://checkout.example']);
    const middleware = securityHeaders({ production: true, frameSources });
    const first = respond(middleware, '/api/batch/requests?page=1');
    const second = respond(middleware, '/dashboard');
    expect(first.passed).toBeUndefined();
    expect(second.headers).toEqual(first.headers);
    expect(frameSources).toHaveBeenCalledTimes(1);
    expect(first.headers['content-security-policy']).toContain(
      "frame-src 'self' https://accounts.google.com https://www.facebook.com https://web.facebook.com https://checkout.example",
    );
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'cross-origin-resource-policy': 'same-site',
    });
    expect(first.headers['x-powered-by']).toBeUndefined();
  });

  it("adds the card provider's web component hosts to connect-src only when given", () => {
    const csp = (connectSources?: () => string[]) =>
      respond(securityHeaders({ production: false, frameSources: () => [], connectSources }), '/').headers[
        'content-security-policy'
      ];
    expect(csp()).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com https:\/\/graph\.facebook\.com ?;/);
    expect(csp(() => ['https://checkoutshopper-test.adyen.com'])).toContain(
      "connect-src 'self' https://accounts.google.com https://graph.facebook.com https://checkoutshopper-test.adyen.com;",
    );
  });

  it('leaves the CSP off the API docs only', () => {
    const middleware = securityHeaders({ production: false, frameSources: () => [] });
    const docs = respond(middleware, '/api/docs/index.html');
    const api = respond(middleware, '/api/docs-json');
    expect(docs.headers['content-security-policy']).toBeUndefined();
    expect(docs.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(respond(middleware, '/api/config').headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers['strict-transport-security']).toBeUndefined();
  });

  it('passes on a directive helmet refuses, every time', () => {
    const middleware = securityHeaders({ production: false, frameSources: () => ["'self';script-src *"] });
    expect(respond(middleware, '/').passed).toBeInstanceOf(Error);
    expect(respond(middleware, '/').passed).toBeInstanceOf(Error);
  });
});
