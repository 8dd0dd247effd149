import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import pino from 'pino';
import { requestLogging } from './request-logging';

/** A pino logger at `level` whose lines land in `lines`. */
function loggerAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines, child: jest.spyOn(logger, 'child') };
}

/** Runs one request through the middleware; `during` runs inside it, then the response finishes with `status`. */
function serve(middleware: ReturnType<typeof requestLogging>, status: number, during: () => void = () => undefined) {
  const res = Object.assign(new EventEmitter(), { statusCode: status, setHeader: jest.fn() });
  const req = { method: 'GET', originalUrl: '/api/x?email=a@example.com', headers: { 'x-request-id': 'r-1' } };
  middleware(req as unknown as Request, res as unknown as Response, (() => during()) as NextFunction);
  res.emit('finish');
}

describe('requestLogging', () => {
  it('makes no child logger for a request that logs nothing at the level', () => {
    const { logger, lines, child } = loggerAt('warn');
    serve(requestLogging(logger), 200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("writes the request's line, and lines logged while serving it, with its id, method and scrubbed URL", () => {
    const { logger, lines } = loggerAt('info');
    const middleware = requestLogging(logger);
    const inside = new PinoLogger({});
    serve(middleware, 404, () => {
      expect(storage.getStore()).toBeDefined();
      inside.warn('looked up');
    });
    const req = { id: 'r-1', method: 'GET', url: '/api/x?email=[redacted]' };
    expect(lines).toEqual([
      expect.objectContaining({ req, msg: 'looked up' }),
      expect.objectContaining({ req, res: { statusCode: 404 }, msg: 'GET /api/x?email=[redacted] 404' }),
    ]);
  });
});
