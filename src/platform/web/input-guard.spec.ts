import type { Request, Response } from 'express';
import { findInputProblem, INPUT_LIMITS, parsedInputGuard } from './input-guard';

describe('findInputProblem (what no route may receive)', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { a: value };
    return value;
  };

  it('accepts ordinary bodies, emoji, right-to-left marks and paired surrogates', () => {
    expect(findInputProblem({ items: [{ name: '\u202e😀\u200f 手袋 👨‍👩‍👧', quantity: 2 }], ok: true })).toBeUndefined();
    expect(findInputProblem(nested(INPUT_LIMITS.depth - 1))).toBeUndefined();
  });

  it('names the field of a NUL character, in a value or a key', () => {
    expect(findInputProblem({ items: [{ name: 'a\u0000b' }] })).toEqual({
      field: 'items.0.name',
      constraint: 'nul_character',
      message: 'Wrong Input',
    });
    expect(findInputProblem({ ['k\u0000']: 1 })).toMatchObject({ constraint: 'nul_character' });
  });

  it('names the field of a lone surrogate, high or low', () => {
    expect(findInputProblem({ remark: 'x\ud800' })).toMatchObject({ field: 'remark', constraint: 'lone_surrogate' });
    expect(findInputProblem({ remark: '\udc00x' })).toMatchObject({ field: 'remark', constraint: 'lone_surrogate' });
    expect(findInputProblem('\ud83d\ude00')).toBeUndefined();
  });

  it('refuses nesting beyond the limit and prototype keys', () => {
    expect(findInputProblem(nested(5000))).toMatchObject({ constraint: 'depth' });
    expect(findInputProblem(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toMatchObject({
      field: 'a.__proto__',
      constraint: 'prototype_key',
    });
    expect(findInputProblem({ constructor: 'x' })).toMatchObject({ constraint: 'prototype_key' });
  });
});

describe('parsedInputGuard', () => {
  /** What the guard passes to next for a request with this URL (path and query as Express gives them). */
  function guard(originalUrl: string, body?: unknown): unknown {
    const [path, search = ''] = originalUrl.split('?');
    const req = {
      originalUrl,
      path,
      get query() {
        return Object.fromEntries(new URLSearchParams(search));
      },
      body,
    };
    let passed: unknown = 'not called';
    parsedInputGuard()(req as unknown as Request, {} as Response, (error?: unknown) => (passed = error));
    return passed;
  }

  it('refuses a NUL or a lone surrogate escaped in the path or the query, and passes plain requests', () => {
    expect(guard('/api/batch/requests/a%00b')).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'path' } });
    expect(guard('/api/x/%ED%A0%80')).toBeUndefined(); // not UTF-8: the router answers it
    expect(guard('/api/x?name=a%00b')).toMatchObject({ params: { field: 'name', constraint: 'nul_character' } });
    expect(guard('/api/batch/notifications/unread-count')).toBeUndefined();
    expect(guard('/api/x?page=1', { remark: 'ok' })).toBeUndefined();
    expect(guard('/api/x', { remark: 'a\u0000' })).toMatchObject({ params: { field: 'remark' } });
  });
});
