import type { TestApp } from '../test-app';

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** Anything with a base URL: the test app, a second instance. */
export type Server = Pick<TestApp, 'baseUrl'>;

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * One real HTTP call against a running server; `token` goes in as the bearer. A JSON body is sent
 * as JSON (a string as is), a form as multipart. The answer's body is parsed JSON, `{}` when empty
 * and the raw text when it is not JSON (images, the error page of a proxy).
 */
export async function call<T = Record<string, unknown>>(
  server: Server,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...options.headers },
    body,
  });
  const text = await response.text();
  let parsed: unknown = {};
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** The short form most suites use: method, path, bearer token, JSON body, extra headers. */
export function http<T = Record<string, unknown>>(
  server: Server,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  return call<T>(server, method, path, { token, body, headers });
}

/** Fails with the server's answer unless the status is the expected one (set-up steps, not assertions). */
export async function expectStatus<T>(
  what: string,
  answer: Promise<HttpAnswer<T>>,
  expected: number | readonly number[] = 200,
): Promise<HttpAnswer<T>> {
  const r = await answer;
  const allowed = typeof expected === 'number' ? [expected] : expected;
  if (!allowed.includes(r.status)) throw new Error(`${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/** Row count of a table (what a refused call must leave untouched). */
export async function countRows(app: Pick<TestApp, 'dataSource'>, table: string): Promise<number> {
  const [{ count }]: Array<{ count: number }> = await app.dataSource.query(
    `SELECT count(*)::int AS count FROM ${table}`,
  );
  return count;
}

/** Row counts of every table a refused account call must leave untouched. */
export async function snapshot(app: Pick<TestApp, 'dataSource'>): Promise<Record<string, number>> {
  const tables = ['users', 'accounts', 'user_identities', 'otp_verifications', 'outbox_sms', 'outbox_email'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(app, table);
  return counts;
}
