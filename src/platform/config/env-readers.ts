// Parsing of single environment values: each reader returns a usable value and, when the raw text
// is wrong, records a problem instead of throwing, so start-up can name every bad variable at once.

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

export function readEnum<T extends string>(
  env: Env,
  key: string,
  allowed: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return fallback;
}

export function readBool(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  problems.push(`${key} must be true or false (got "${raw}")`);
  return fallback;
}

export function readPort(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`${key} must be a port number 0-65535 (got "${raw}")`);
    return fallback;
  }
  return port;
}

export function readUrl(env: Env, key: string, protocols: string[], problems: string[]): string | undefined {
  const raw = env[key];
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) problems.push(`${key} must use ${protocols.join(' or ')}`);
  } catch {
    problems.push(`${key} is not a valid URL`);
  }
  return raw;
}

export function readCount(env: Env, key: string, fallback: number, problems: string[]): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    problems.push(`${key} must be a whole number, 0 or more (got "${raw}")`);
    return fallback;
  }
  return value;
}

export function readPositiveNumber(
  env: Env,
  key: string,
  fallback: number,
  problems: string[],
  whole: boolean,
): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value))) {
    problems.push(`${key} must be a positive ${whole ? 'whole ' : ''}number (got "${raw}")`);
    return fallback;
  }
  return value;
}

export function readList(
  env: Env,
  key: string,
  fallback: string,
  allowed: readonly string[],
  problems: string[],
): string[] {
  const items = (env[key] || fallback)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wrong = items.filter((v) => !allowed.includes(v) && !allowed.includes(v.toUpperCase()));
  if (wrong.length || items.length === 0)
    problems.push(`${key} must be a comma-separated list of ${allowed.join(', ')}`);
  return items;
}

/** A secret that, when given, must be long enough to resist guessing; unset stays undefined. */
export function readSecret(env: Env, key: string, problems: string[]): string | undefined {
  const value = env[key] || undefined;
  if (value !== undefined && value.length < 32) problems.push(`${key} must be at least 32 characters`);
  return value;
}
