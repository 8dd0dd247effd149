import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as Twilio's Message resource describes it (the fields this product reads, plus the usual ones). */
export interface SimulatedMessage {
  sid: string;
  account_sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: 'queued' | 'accepted';
  num_segments: string;
  direction: 'outbound-api';
  api_version: '2010-04-01';
  date_created: string;
  uri: string;
}

/** A failure the next request(s) answer instead of creating a message (tests: gateway outage, throttling). */
export interface InjectedFailure {
  status: number;
  code: number;
  message: string;
}

export const TWILIO_ERRORS = {
  auth: { status: 401, code: 20003, message: 'Authenticate' },
  tooManyRequests: { status: 429, code: 20429, message: 'Too Many Requests' },
  internalError: { status: 500, code: 20500, message: 'An internal server error has occurred' },
  serviceUnavailable: { status: 503, code: 20503, message: 'Service unavailable' },
} as const satisfies Record<string, InjectedFailure>;

export interface TwilioSimulatorOptions {
  accountSid: string;
  authToken: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const MAX_BODY = 1600;

/**
 * A local stand-in for Twilio's Programmable Messaging REST API (2010-04-01), faithful where this
 * product depends on it: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with a form-encoded
 * body (To, From or MessagingServiceSid, Body), HTTP Basic auth AccountSid:AuthToken, 201 with the
 * Message resource, and errors as `{code, message, more_info, status}` with Twilio's codes (20003
 * auth, 21211 invalid To, 21604 To missing, 21603 From missing, 21602 Body missing, 21617 Body too
 * long, 20429 too many requests). `GET …/Messages.json` lists what was "sent", newest first, as
 * Twilio's list resource does. Tests inject failures with `failNext`.
 */
export class TwilioSimulator {
  private server: Server | undefined;
  private readonly messages: SimulatedMessage[] = [];
  private readonly failures: InjectedFailure[] = [];
  /** Requests answered, including refused ones (tests count retries with it). */
  requests = 0;

  constructor(private readonly options: TwilioSimulatorOptions) {}

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    return this.url;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('the Twilio simulator is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `times` message requests (after auth) answer this failure. */
  failNext(failure: InjectedFailure, times = 1): void {
    for (let i = 0; i < times; i += 1) this.failures.push(failure);
  }

  /** Messages accepted so far, oldest first. */
  sent(): readonly SimulatedMessage[] {
    return [...this.messages];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests += 1;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!match) return this.error(res, { status: 404, code: 20404, message: 'The requested resource was not found' });
    if (match[1] !== this.options.accountSid || !this.authorised(req)) return this.error(res, TWILIO_ERRORS.auth);
    if (req.method === 'GET') return this.json(res, 200, { messages: [...this.messages].reverse() });
    if (req.method !== 'POST') return this.error(res, { status: 405, code: 20004, message: 'Method not allowed' });
    const form = new URLSearchParams(await readBody(req));
    const failure = this.failures.shift();
    if (failure) return this.error(res, failure);
    const to = form.get('To');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return this.error(res, { status: 400, code: 21604, message: "A 'To' phone number is required." });
    if (!E164.test(to))
      return this.error(res, {
        status: 400,
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
      });
    if (!from && !service)
      return this.error(res, { status: 400, code: 21603, message: "A 'From' phone number is required." });
    if (!body) return this.error(res, { status: 400, code: 21602, message: 'Message body is required.' });
    if (body.length > MAX_BODY)
      return this.error(res, {
        status: 400,
        code: 21617,
        message: 'The concatenated message body exceeds the 1600 character limit.',
      });
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const message: SimulatedMessage = {
      sid,
      account_sid: this.options.accountSid,
      to,
      from,
      messaging_service_sid: service,
      body,
      status: service ? 'accepted' : 'queued',
      num_segments: String(Math.ceil(body.length / 153) || 1),
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${this.options.accountSid}/Messages/${sid}.json`,
    };
    this.messages.push(message);
    return this.json(res, 201, message);
  }

  private authorised(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const given = Buffer.from(header.slice('Basic '.length), 'base64');
    const expected = Buffer.from(`${this.options.accountSid}:${this.options.authToken}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private error(res: ServerResponse, failure: InjectedFailure): void {
    this.json(res, failure.status, {
      code: failure.code,
      message: failure.message,
      more_info: `https://www.twilio.com/docs/errors/${failure.code}`,
      status: failure.status,
    });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
