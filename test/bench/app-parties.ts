import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { givenBuyerProfile, requestBody } from '../support/kit/batch-driver';
import { call } from '../support/kit/http';
import { benchCall } from './bench-http';
import type { AccountType } from '../support/kit/sign-in';
import type { Outcome } from './app-load';
import type { AppServer } from './app-server';

/**
 * Accounts and batches the bench acts with, through HTTP. An account's session lives in its token
 * (as the kit's `signedIn`); on a server that names its database, each party also gets the users and
 * accounts rows sign-up leaves (an e-mail address, a language), so that the reactions do for it what
 * they do for a real customer: the notification e-mails are rendered and stored in the outbox rather
 * than skipped for want of a recipient.
 */
export interface Party {
  id: string;
  accountType: AccountType;
  token: string;
}

export function party(
  server: Pick<AppServer, 'tokens'> & { databaseUrl?: string },
  accountType: AccountType,
  id: string = randomUUID(),
): Party {
  const made = { id, accountType, token: server.tokens.issue({ id, accountType }).token };
  if (server.databaseUrl) enrol(server.databaseUrl, made);
  return made;
}

/** Ids that have an account row already (the bulk log's, the seed's) are left as they are. */
const ENROL_SQL = `
  WITH t AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, account_type, language)
     WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = t.id)
  ), u AS (
    INSERT INTO users (email, user_code, status, language_country)
    SELECT 'bench-' || t.id || '@example.com', 'B' || upper(replace(t.id::text, '-', '')), 0, t.language FROM t
    RETURNING id, email
  )
  INSERT INTO accounts (id, user_id, account_type)
  SELECT t.id, u.id, t.account_type FROM t JOIN u ON u.email = 'bench-' || t.id || '@example.com'
  ON CONFLICT DO NOTHING`;

interface Enrolment {
  pool: Pool;
  queue: Party[];
  writes: Promise<unknown>[];
}

const enrolments = new Map<string, Enrolment>();

/**
 * Queues the party's rows; the parties made in one turn of the event loop go in one statement.
 * party() stays synchronous: phases call partiesEnrolled() before they start measuring.
 */
function enrol(databaseUrl: string, made: Party): void {
  let e = enrolments.get(databaseUrl);
  if (!e) {
    e = { pool: new Pool({ connectionString: databaseUrl, max: 2, allowExitOnIdle: true }), queue: [], writes: [] };
    enrolments.set(databaseUrl, e);
  }
  const enrolment = e;
  enrolment.queue.push(made);
  if (enrolment.queue.length > 1) return;
  const write = new Promise((next) => setImmediate(next)).then(async () => {
    const batch = enrolment.queue.splice(0);
    // Half of them read their e-mails in Chinese: both templates' work is in the figures.
    await enrolment.pool.query(ENROL_SQL, [
      batch.map((p) => p.id),
      batch.map((p) => p.accountType),
      batch.map((_, i) => (i % 2 ? 'zh-hk' : 'en-us')),
    ]);
  });
  // Kept for partiesEnrolled(), which reports a failure; caught here so it is not an unhandled rejection meanwhile.
  write.catch(() => undefined);
  enrolment.writes.push(write);
}

/** Resolves once every party made so far has its rows; throws if writing them failed. */
export async function partiesEnrolled(): Promise<void> {
  for (const e of enrolments.values()) await Promise.all(e.writes.splice(0));
}

/** The answer of every batch command (src/batch/http respond). */
export interface CommandAnswer {
  id: string;
  batch_number?: string;
  status: string;
  revision: number;
  position: string;
}

/** Calls a command and fails loudly unless it was accepted (set-up steps). */
export async function must(
  server: AppServer,
  what: string,
  method: string,
  path: string,
  token: string,
  body: unknown = {},
): Promise<CommandAnswer> {
  const answer = await call<CommandAnswer>(server, method, path, { token, body });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/** What a refused call said, short: status and error code. */
export function refusal(answer: { status: number; body: unknown }): string {
  const body = answer.body as { code?: unknown; error?: unknown } | string;
  const code = typeof body === 'object' && body ? (body.code ?? body.error ?? '') : body;
  return `${answer.status} ${(typeof code === 'string' ? code : JSON.stringify(code)).slice(0, 60)}`;
}

export interface Cast {
  staff: Party;
  auditor: Party;
}

export interface AcceptedBatch {
  id: string;
  batchNumber: string;
  requester: Party;
  buyer: Party;
  /** Last revision seen (revision of the last event: events in the stream - 1). */
  revision: number;
  busy: boolean;
}

/** A request created by the requester, assigned by staff to the buyer and accepted: the buyer may add remarks. */
export async function acceptedBatch(server: AppServer, cast: Cast, requester: Party, buyer: Party) {
  const created = await must(server, 'create', 'POST', '/api/batch/requests/create', requester.token, requestBody());
  await givenBuyerProfile(server, cast.staff.token, buyer.id);
  await must(server, 'assign', 'PUT', `/api/admin/batches/${created.id}/assign`, cast.staff.token, {
    buyer_id: buyer.id,
    // The automatic assignment may have given the batch to another buyer first: a reassignment needs a reason.
    explanation: 'bench: the buyer under test takes the batch',
  });
  const accepted = await must(server, 'accept', 'PUT', `/api/batch/requests/accept/${created.id}`, buyer.token);
  return {
    id: created.id,
    batchNumber: created.batch_number ?? '',
    requester,
    buyer,
    revision: accepted.revision,
    busy: false,
  } satisfies AcceptedBatch;
}

/** `count` accepted batches made `parallel` at a time, each with its own requester and buyer. */
export async function acceptedBatches(
  server: AppServer,
  cast: Cast,
  count: number,
  parallel = 8,
  parties?: (n: number) => { requester: Party; buyer: Party },
): Promise<AcceptedBatch[]> {
  const batches: AcceptedBatch[] = new Array<AcceptedBatch>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      for (let n = next++; n < count; n = next++) {
        const p = parties?.(n) ?? { requester: party(server, 'r'), buyer: party(server, 'b') };
        batches[n] = await acceptedBatch(server, cast, p.requester, p.buyer);
      }
    }),
  );
  return batches;
}

let remarkCount = 0;

/** A JSON call that can be aborted: an open loop drops what is still unanswered when it stops waiting. */
function send<T>(server: AppServer, method: string, path: string, token: string, body: unknown, signal?: AbortSignal) {
  return benchCall<T>(server, method, path, { token, body, signal });
}

/** PUT …/buyer/remark: the cheapest command (one small event, no status change). */
export async function remark(
  server: AppServer,
  batch: AcceptedBatch,
  signal?: AbortSignal,
): Promise<{ outcome: Outcome; answer?: CommandAnswer }> {
  remarkCount += 1;
  const answer = await send<CommandAnswer>(
    server,
    'PUT',
    `/api/batch/requests/add/${batch.id}/buyer/remark`,
    batch.buyer.token,
    { buyer_remark: `Checked with the shop, note ${remarkCount}` },
    signal,
  );
  if (answer.status !== 200) return { outcome: refusal(answer) };
  batch.revision = Math.max(batch.revision, answer.body.revision);
  return { outcome: true, answer: answer.body };
}

/**
 * Batches handed to concurrent senders: an idle one when there is one, so the figures measure the
 * server rather than conflicts the bench made itself; round robin when all are busy.
 */
export class BatchPool {
  private cursor = 0;

  constructor(readonly batches: AcceptedBatch[]) {}

  async remark(server: AppServer, signal?: AbortSignal): Promise<Outcome> {
    const batch = this.take();
    batch.busy = true;
    try {
      return (await remark(server, batch, signal)).outcome;
    } finally {
      batch.busy = false;
    }
  }

  private take(): AcceptedBatch {
    for (let k = 0; k < this.batches.length; k += 1) {
      const batch = this.batches[(this.cursor + k) % this.batches.length];
      if (!batch.busy) {
        this.cursor = (this.cursor + k + 1) % this.batches.length;
        return batch;
      }
    }
    this.cursor = (this.cursor + 1) % this.batches.length;
    return this.batches[this.cursor];
  }
}
