export const TEMPLATE_DATABASE = 'concierge_test_template';

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** CREATE/DROP DATABASE must run from another database than the one being changed. */
export function adminUrl(serverUrl: string): string {
  return withDatabase(serverUrl, 'postgres');
}
