import { originAllowed } from './cross-origin';

describe('originAllowed (WebSocket handshakes)', () => {
  const configured = ['https://shop.example.com'];

  it('lets in no Origin (not a browser), the server’s own host and a configured origin', () => {
    expect(originAllowed([], undefined, 'api.example.com')).toBe(true);
    expect(originAllowed([], 'https://api.example.com', 'api.example.com')).toBe(true);
    // Behind a TLS-terminating proxy the page is https and the server hears http: the host decides.
    expect(originAllowed([], 'https://localhost:3000', 'localhost:3000')).toBe(true);
    expect(originAllowed(configured, 'https://shop.example.com', 'api.example.com')).toBe(true);
  });

  it('refuses any other page, a look-alike host, and a malformed Origin', () => {
    expect(originAllowed(configured, 'https://evil.example', 'api.example.com')).toBe(false);
    expect(originAllowed([], 'https://api.example.com.evil.example', 'api.example.com')).toBe(false);
    expect(originAllowed(configured, 'http://shop.example.com', 'api.example.com')).toBe(false);
    expect(originAllowed([], 'null', 'api.example.com')).toBe(false);
  });
});
