/** The content codings this server sends, best first. */
export type SentEncoding = 'br' | 'gzip';

/**
 * The codings of an `Accept-Encoding` header this server can send, best first (brotli before gzip):
 * those listed, or matched by `*`, with a q-value above zero (RFC 9110 §12.5.3). `identity` is always
 * acceptable and is not listed.
 */
export function acceptedEncodings(header: string | string[] | undefined): SentEncoding[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: SentEncoding) =>
    q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  // Highest q first; on a tie brotli (smaller) before gzip (sort is stable).
  return (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}
