import { canonicalJson, requestFingerprint } from './request-fingerprint';

describe('requestFingerprint: what makes a retry "the same request"', () => {
  const base = { method: 'POST', url: '/api/batch/requests/create', body: { a: 1, b: [1, { c: 'x', d: null }] } };

  it('ignores the order of object keys, not the order of arrays', async () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    const reordered = { ...base, body: { b: [1, { d: null, c: 'x' }], a: 1 } };
    expect(await requestFingerprint(reordered)).toBe(await requestFingerprint(base));
    const swapped = { ...base, body: { a: 1, b: [{ c: 'x', d: null }, 1] } };
    expect(await requestFingerprint(swapped)).not.toBe(await requestFingerprint(base));
  });

  it('tells apart another method, URL, body value or file', async () => {
    const first = await requestFingerprint(base);
    expect(await requestFingerprint({ ...base, method: 'PUT' })).not.toBe(first);
    expect(await requestFingerprint({ ...base, url: '/api/batch/requests/create?x=1' })).not.toBe(first);
    expect(await requestFingerprint({ ...base, body: { ...base.body, a: 2 } })).not.toBe(first);
    const withFile = await requestFingerprint({ ...base, file: { buffer: Buffer.from([1, 2, 3]) } });
    expect(withFile).not.toBe(first);
    expect(await requestFingerprint({ ...base, file: { buffer: Buffer.from([1, 2, 4]) } })).not.toBe(withFile);
    expect(await requestFingerprint({ ...base, file: { buffer: Buffer.from([1, 2, 3]) } })).toBe(withFile);
  });

  it('tells apart several files by field, bytes and order (a report with another photo)', async () => {
    const photo = (byte: number) => ({ buffer: Buffer.from([byte]) });
    const two = await requestFingerprint({ ...base, files: { photos: [photo(1), photo(2)] } });
    expect(two).not.toBe(await requestFingerprint(base));
    expect(await requestFingerprint({ ...base, files: { photos: [photo(1), photo(2)] } })).toBe(two);
    expect(await requestFingerprint({ ...base, files: { photos: [photo(1), photo(3)] } })).not.toBe(two);
    expect(await requestFingerprint({ ...base, files: { photos: [photo(2), photo(1)] } })).not.toBe(two);
    expect(await requestFingerprint({ ...base, files: { scans: [photo(1), photo(2)] } })).not.toBe(two);
    const listed = await requestFingerprint({ ...base, files: [photo(1), photo(2)] });
    expect(await requestFingerprint({ ...base, files: [photo(1), photo(3)] })).not.toBe(listed);
  });
});
