/** GET a JSON document with a timeout; `undefined` body when it is not JSON. Network failures throw. */
export async function getJson(
  url: string,
  timeoutMs = 5000,
): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, cacheControl: response.headers.get('cache-control') };
}
