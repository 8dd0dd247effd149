import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardFieldsPage, parentOrigin } from './card-fields-page';
import { challengePage, returnUrlWith } from './challenge-page';
import { SimulatorApi, type ApiReply } from './simulator-api';
import { SimulatorError, SIM_ERRORS } from './simulator-error';
import { SimulatorLedger, type SimPayment } from './simulator-ledger';
import { SimulatorWebhooks, type WebhookTarget } from './simulator-webhooks';
import { DEFAULT_ACCEPTED_BRANDS, type CardBrand } from './test-cards';
import { CARD_FIELDS_PATH } from '../../around-batch/payments';

// Where the page is served is the provider's path, which payments also builds its link from.
export { CARD_FIELDS_PATH };

export interface CardProviderSimulatorOptions {
  readonly apiKey: string;
  readonly merchantAccount: string;
  /** Hex HMAC key the notifications are signed with (the merchant verifies with the same key). */
  readonly hmacKeyHex: string;
  /** The merchant's webhook endpoint; a function when it is known only once the app listens. */
  readonly webhookUrl?: WebhookTarget;
  readonly acceptedBrands?: readonly CardBrand[];
  readonly currencies?: readonly string[];
  /** Keep state across restarts in this JSON file (the simulator stands in for a remote service). */
  readonly stateFile?: string;
  readonly now?: () => Date;
  readonly webhookRetryDelaysMs?: readonly number[];
  /** Where shoppers' browsers reach it (challenge and card pages), when not its listening address. */
  readonly publicUrl?: string;
}

interface IdempotentReply extends ApiReply {
  fingerprint: string;
}

const MAX_BODY_BYTES = 1_000_000;
const API_PATH =
  /^\/v\d+\/(paymentMethods|cardDetails|payments|payments\/details|payments\/([^/]+)\/(captures|cancels|refunds))$/;
const CHALLENGE_PATH = /^\/hpp\/challenge\/([A-Za-z0-9_-]+)$/;

/**
 * A local stand-in for the card provider's Checkout API over real HTTP (DESIGN §8): the same
 * client code the app uses in production talks to it, and it keeps the provider's rules.
 */
export class CardProviderSimulator {
  readonly ledger = new SimulatorLedger();
  readonly webhooks: SimulatorWebhooks;
  private readonly api: SimulatorApi;
  private readonly idempotency = new Map<string, IdempotentReply>();
  private server: Server | undefined;
  private baseUrl = '';

  constructor(private readonly options: CardProviderSimulatorOptions) {
    this.webhooks = new SimulatorWebhooks(options.webhookUrl, options.hmacKeyHex, options.webhookRetryDelaysMs);
    this.api = new SimulatorApi(this.ledger, this.webhooks, {
      merchantAccount: options.merchantAccount,
      acceptedBrands: options.acceptedBrands ?? DEFAULT_ACCEPTED_BRANDS,
      currencies: options.currencies ?? ['HKD'],
      now: options.now ?? (() => new Date()),
      challengeUrl: (token) => `${this.publicUrl}/hpp/challenge/${token}`,
    });
    this.load();
  }

  get url(): string {
    if (!this.server) throw new Error('card provider simulator is not started');
    return this.baseUrl;
  }

  /** The base URL for browsers (challenge and card fields pages). */
  get publicUrl(): string {
    return this.options.publicUrl?.replace(/\/+$/, '') ?? this.url;
  }

  /** Listens on 127.0.0.1 (port 0 = any free port) and resolves to the base URL. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    // Listening on every interface: the app itself still calls it over loopback.
    const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    this.baseUrl = `http://${local}:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    this.webhooks.stop();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  payment(pspReference: string): SimPayment | undefined {
    const payment = this.ledger.payments.get(pspReference);
    return payment && { ...payment };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', 'http://simulator');
      const path = url.pathname;
      if (path === CARD_FIELDS_PATH && request.method === 'GET') {
        // Framed by the merchant's page: it must be allowed in an iframe there, and only there.
        const origin = parentOrigin(url.searchParams.get('origin'));
        response.writeHead(origin ? 200 : 400, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `frame-ancestors ${origin ?? "'none'"}`,
          'cache-control': 'no-store',
        });
        response.end(cardFieldsPage(origin));
        return;
      }
      const challenge = CHALLENGE_PATH.exec(path);
      if (challenge) return await this.handleChallenge(challenge[1], request, response);
      const match = API_PATH.exec(path);
      if (!match || request.method !== 'POST') throw SIM_ERRORS.notFound();
      if (request.headers['x-api-key'] !== this.options.apiKey) throw SIM_ERRORS.unauthorized();
      const raw = await readBody(request);
      const body = parseObject(raw);
      const key = header(request, 'idempotency-key');
      const fingerprint = createHash('sha256').update(`${path}\n${raw}`).digest('hex');
      const previous = key ? this.idempotency.get(key) : undefined;
      if (previous) {
        if (previous.fingerprint !== fingerprint) throw SIM_ERRORS.idempotencyMismatch();
        return send(response, previous.status, previous.body, { 'idempotent-replay': 'true' });
      }
      const reply = this.route(match, body);
      if (key) this.idempotency.set(key, { ...reply, fingerprint });
      this.save();
      send(response, reply.status, reply.body);
    } catch (error) {
      const known =
        error instanceof SimulatorError
          ? error
          : new SimulatorError(500, '905', 'Internal simulator error', 'configuration');
      send(response, known.status, known.toBody());
    }
  }

  /** Refusals are answers too: a retried refused capture with the same key gets the same 422. */
  private route(match: RegExpExecArray, body: Record<string, unknown>): ApiReply {
    try {
      if (match[1] === 'paymentMethods') return this.api.paymentMethods(body);
      if (match[1] === 'cardDetails') return this.api.cardDetails(body);
      if (match[1] === 'payments') return this.api.payments(body);
      if (match[1] === 'payments/details') return this.api.paymentDetails(body);
      return this.api.modify(match[3] as 'captures' | 'cancels' | 'refunds', decodeURIComponent(match[2]), body);
    } catch (error) {
      if (error instanceof SimulatorError && error.status === 422) return { status: 422, body: error.toBody() };
      throw error;
    }
  }

  private async handleChallenge(token: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const payment = this.ledger.byChallengeToken(token);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(challengePage(payment, `/hpp/challenge/${token}`));
      return;
    }
    if (request.method !== 'POST') throw SIM_ERRORS.notFound();
    const outcome = new URLSearchParams(await readBody(request)).get('outcome');
    if (outcome !== 'complete' && outcome !== 'fail') throw SIM_ERRORS.badRequest('outcome must be complete or fail');
    this.ledger.answerChallenge(token, outcome);
    this.save();
    // Back to the merchant: the shopper's browser carries redirectResult to payments/details.
    response.writeHead(302, { location: returnUrlWith(payment.returnUrl, token) });
    response.end();
  }

  private load(): void {
    const file = this.options.stateFile;
    if (!file || !existsSync(file)) return;
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      payments: SimPayment[];
      idempotency: [string, IdempotentReply][];
    };
    this.ledger.restore(state.payments);
    for (const [key, reply] of state.idempotency) this.idempotency.set(key, reply);
  }

  private save(): void {
    const file = this.options.stateFile;
    if (!file) return;
    writeFileSync(file, JSON.stringify({ payments: this.ledger.snapshot(), idempotency: [...this.idempotency] }));
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw SIM_ERRORS.badRequest('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseObject(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // falls through to the provider's validation error
  }
  throw SIM_ERRORS.badRequest('body must be a JSON object');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
