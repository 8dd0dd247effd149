/**
 * Polls until `check` returns a value (anything but undefined, null or false): for effects of
 * asynchronous reactions, jobs and webhooks, which have no position to wait for. The deadline only
 * ends a hung test; no assertion is ever about time.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  options: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20000);
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
