import { connect } from 'node:net';
import { ERROR_STATUS } from '@contracts/error-codes';
import { call, useAppWorld } from '../support/kit';

/** Sends raw bytes (a request Node's parser must refuse) and reads the whole answer until the server closes. */
function rawRequest(baseUrl: string, request: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('Requests Node refuses before any route: JSON in the error contract', () => {
  const world = useAppWorld();

  it('a request line over 16 KB answers 431 REQUEST_HEADERS_TOO_LARGE as JSON', async () => {
    const answer = await rawRequest(
      world.app.baseUrl,
      `GET /api/reference/countries?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'REQUEST_HEADERS_TOO_LARGE',
      message: 'Request Header Fields Too Large',
      params: {},
    });
    expect(ERROR_STATUS.REQUEST_HEADERS_TOO_LARGE).toBe(431);
  });

  it('a header over 16 KB answers the same', async () => {
    const answer = await rawRequest(
      world.app.baseUrl,
      `GET /health/live HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'y'.repeat(20_000)}\r\n\r\n`,
    );
    expect([answer.status, (JSON.parse(answer.body) as { code: string }).code]).toEqual([
      431,
      'REQUEST_HEADERS_TOO_LARGE',
    ]);
  });

  it('a malformed request answers 400 HTTP_400 as JSON', async () => {
    const answer = await rawRequest(world.app.baseUrl, 'NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 'HTTP_400', message: 'Bad Request', params: {} });
  });

  it('the server still answers ordinary requests afterwards', async () => {
    expect((await call(world.app, 'GET', '/health/live')).status).toBe(200);
  });
});
