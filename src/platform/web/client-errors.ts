import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody } from './api-error';

/** What Node's HTTP parser refused, answered in the API's `{code, message}` shape. */
const ANSWERS = {
  // A request line or headers past Node's limit (16 KB unless --max-http-header-size says otherwise).
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'REQUEST_HEADERS_TOO_LARGE'],
  // The headers did not arrive within the server's headersTimeout / requestTimeout.
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'REQUEST_TIMEOUT'],
} as const;
const MALFORMED = [400, 'Bad Request', 'HTTP_400'] as const;

/** The raw HTTP answer to a request the parser refused: JSON, then the connection closes. */
export function clientErrorResponse(errorCode: string | undefined): string {
  const [status, reason, code] = ANSWERS[errorCode as keyof typeof ANSWERS] ?? MALFORMED;
  const body: ApiErrorBody = { code, message: reason, params: {} };
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(json)}\r\n` +
    'Connection: close\r\n\r\n' +
    json
  );
}

/**
 * Node answers a request its parser refuses (an oversized request line or header block, a
 * malformed request) itself, with an empty body and before any middleware runs. This listener
 * replaces that answer with the error contract's JSON body and the same status.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset connection or a half-sent answer has nobody to answer (Node's own handler does the same).
    if (error.code === 'ECONNRESET' || !socket.writable || ('_httpMessage' in socket && socket._httpMessage)) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error.code));
  });
}
