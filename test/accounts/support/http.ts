import type { TestApp } from '../../support/test-app';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON (or multipart) call against the running test app; `token` goes in as the bearer. */
export async function call<T = Record<string, unknown>>(
  testApp: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${testApp.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // non-JSON bodies (images) stay text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export async function countRows(testApp: TestApp, table: string): Promise<number> {
  const [{ count }] = await testApp.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`);
  return count;
}

/** Row counts of every table a failed account call must leave untouched. */
export async function snapshot(testApp: TestApp): Promise<Record<string, number>> {
  const tables = ['users', 'accounts', 'user_identities', 'otp_verifications', 'outbox_sms', 'outbox_email'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(testApp, table);
  return counts;
}
