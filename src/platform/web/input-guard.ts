import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

/**
 * What every request must pass before a route sees it: no input causes a 5xx. The body
 * parsers are ours (createApp turns Nest's off) so that this guard runs right after them, on every
 * route, with the same `{ code, message, params }` answers the routes give.
 */
export const INPUT_LIMITS = {
  /** The largest JSON or form body (bytes as body-parser counts them); larger → 413. */
  bodyBytes: '100kb',
  /** Objects and arrays nested deeper than this → 400 (no form of ours nests more than a few levels). */
  depth: 32,
} as const;

/** Body types the routes read: JSON, multipart uploads, and the form posts of payment redirects. */
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

export interface InputProblem {
  field: string;
  constraint: 'depth' | 'nul_character' | 'lone_surrogate' | 'prototype_key';
  message: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function textProblem(text: string, field: string): InputProblem | undefined {
  // PostgreSQL stores neither NUL nor an unpaired surrogate in text or jsonb.
  if (text.includes('\u0000')) return { field, constraint: 'nul_character', message: 'Wrong Input' };
  if (LONE_SURROGATE.test(text)) return { field, constraint: 'lone_surrogate', message: 'Wrong Input' };
  return undefined;
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/**
 * The first thing in a parsed body (or query) that no route may receive: nesting beyond
 * INPUT_LIMITS.depth, NUL or a lone surrogate in any string (values and keys), a prototype key.
 * The field is the path as the validation pipe names it (`items.0.name`).
 */
export function findInputProblem(
  value: unknown,
  field = '',
  depth = 0,
  maxDepth: number = INPUT_LIMITS.depth,
): InputProblem | undefined {
  if (typeof value === 'string') return textProblem(value, field || 'body');
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= maxDepth) return { field: field || 'body', constraint: 'depth', message: 'Wrong Input' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findInputProblem(value[i], join(field, String(i)), depth + 1, maxDepth);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const at = join(field, key);
    if (PROTOTYPE_KEYS.has(key)) return { field: at, constraint: 'prototype_key', message: 'Wrong Input' };
    const problem =
      textProblem(key, at) ?? findInputProblem((value as Record<string, unknown>)[key], at, depth + 1, maxDepth);
    if (problem) return problem;
  }
  return undefined;
}

export const inputRefused = (problem: InputProblem): ApiError =>
  new ApiError(400, 'VALIDATION_FAILED', problem.message, { ...problem });

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function mediaType(req: Request): string {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** 415 for a body of a type no route reads (before parsing, so nothing reads it). */
export function contentTypeGuard(req: Request, _res: Response, next: NextFunction): void {
  if (!hasBody(req) || req.method === 'GET' || req.method === 'HEAD') return next();
  const type = mediaType(req);
  if (ACCEPTED_TYPES.includes(type) || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return next();
  next(
    new ApiError(415, 'HTTP_415', 'Unsupported Media Type', {
      field: 'content-type',
      content_type: type || null,
      accepted: ACCEPTED_TYPES,
    }),
  );
}

function pathProblem(req: Request): InputProblem | undefined {
  // Unescaped, a request line holds neither NUL (Node's parser refuses it) nor a surrogate (its
  // bytes are read one character each): only an escape can bring one in.
  if (!req.originalUrl.includes('%')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return undefined; // the router answers a malformed escape with its own 400
  }
  return textProblem(path, 'path');
}

/** Nesting allowed on the routes given as `deepBodyPaths` (a recorded DOM tree nests far deeper than a form). */
export const DEEP_BODY_DEPTH = 400;

/** 400 naming the field for a parsed body, query or path carrying what no route may receive. */
export function parsedInputGuard(deepBodyPaths: readonly string[] = []) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const maxDepth = deepBodyPaths.includes(req.path) ? DEEP_BODY_DEPTH : INPUT_LIMITS.depth;
    const problem =
      pathProblem(req) ??
      // Express parses the query string on every read of req.query: with none there is nothing to read.
      (req.originalUrl.includes('?') ? findInputProblem(req.query) : undefined) ??
      (req.body === undefined ? undefined : findInputProblem(req.body, '', 0, maxDepth));
    if (problem) return next(inputRefused(problem));
    next();
  };
}

/**
 * Installs the body parsers and the guards, in order: type (415) → parse (413, malformed 400) →
 * content (400). Call on an app created with `bodyParser: false`, before it initialises.
 */
export function useInputGuards(app: INestApplication, options: { deepBodyPaths?: readonly string[] } = {}): void {
  const express = app as NestExpressApplication;
  express.use(contentTypeGuard);
  express.useBodyParser('json', { limit: INPUT_LIMITS.bodyBytes, type: ['application/json', 'application/*+json'] });
  express.useBodyParser('urlencoded', { limit: INPUT_LIMITS.bodyBytes, extended: true });
  express.use(parsedInputGuard(options.deepBodyPaths));
}
