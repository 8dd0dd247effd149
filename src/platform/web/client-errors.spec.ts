import { readFileSync } from 'node:fs';
import { maxHeaderSize } from 'node:http';
import { join } from 'node:path';
import { clientErrorResponse } from './client-errors';

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe("Node's refused requests as the error contract's JSON", () => {
  it('answers an oversized request line or header block 431 REQUEST_HEADERS_TOO_LARGE', () => {
    const raw = clientErrorResponse('HPE_HEADER_OVERFLOW');
    expect(raw.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(bodyOf(raw)).toEqual({
      code: 'REQUEST_HEADERS_TOO_LARGE',
      message: 'Request Header Fields Too Large',
      params: {},
    });
  });

  it('answers anything else the parser refuses 400 HTTP_400', () => {
    expect(bodyOf(clientErrorResponse('HPE_INVALID_METHOD'))).toMatchObject({ code: 'HTTP_400' });
  });

  // The proxy of the production shape (deploy/nginx.conf) must not answer first with its own HTML.
  it("lets requests up to Node's limit through the proxy, and answers longer ones with the same JSON", () => {
    const conf = readFileSync(join(__dirname, '../../../deploy/nginx.conf'), 'utf8');
    const [, count, size] = /large_client_header_buffers\s+(\d+)\s+(\d+)k;/.exec(conf) ?? [];
    expect(Number(size) * 1024).toBeGreaterThanOrEqual(maxHeaderSize);
    expect(Number(count) * Number(size) * 1024).toBeGreaterThanOrEqual(maxHeaderSize);
    expect(conf).toMatch(/error_page 414 494 = @headers_too_large;/);
    const proxied = /return 431 '(.+)';/.exec(conf)?.[1] ?? '{}';
    expect(JSON.parse(proxied)).toEqual(bodyOf(clientErrorResponse('HPE_HEADER_OVERFLOW')));
  });
});
