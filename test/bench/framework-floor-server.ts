// The framework floor's server (framework-floor.ts): a NestJS 11 application on Express, as the
// product's (src/create-app.ts), or on Fastify (PLATFORM=fastify: what a change of Nest's HTTP
// platform alone could buy), with nothing of the product in it: one route that parses a JSON
// body and does what the raw commit floor does (BEGIN; INSERT jsonb; COMMIT on a pooled pg
// connection), then answers JSON; a GET that answers a fixed empty page (the lists' reference); and
// a GET that runs a registered list statement and answers its rows. No auth, validation, logging, tracing, security headers,
// compression, decider, event store or read models: what a command through this stack cannot cost
// less than. Prints `{"port":N}` on stdout once it listens.
import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Body, Controller, Get, Inject, Module, Param, Put } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Pool } from 'pg';

const POOL = Symbol('pool');
const statements = new Map<string, { text: string; values: unknown[] }>();

@Controller()
class FloorController {
  constructor(@Inject(POOL) private readonly pool: Pool) {}

  /** The list rows' reference (emptyRouteAtRate): a GET that answers an empty page and touches nothing. */
  @Get('floor/empty')
  empty(): { results: never[]; count: number } {
    return { results: [], count: 0 };
  }

  /** A list's statement, registered once (the statement-floor reference, statementRouteAtRate). */
  @Put('floor/statements/:name')
  register(@Param('name') name: string, @Body() body: { text: string; values: unknown[] }): { name: string } {
    statements.set(name, body);
    return { name };
  }

  /** The registered statement's rows as JSON: a list's SQL behind the framework, with nothing of the product around it. */
  @Get('floor/statements/:name')
  async statement(@Param('name') name: string): Promise<{ results: unknown[] }> {
    const s = statements.get(name);
    if (!s) return { results: [] };
    const { rows } = await this.pool.query(s.text, s.values);
    return { results: rows };
  }

  @Put('floor/:id')
  async commit(@Param('id') id: string, @Body() body: Record<string, unknown>): Promise<{ id: string }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO bench_framework_floor (stream_id, data) VALUES ($1, $2::jsonb)`, [
        id,
        JSON.stringify(body),
      ]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    return { id };
  }
}

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 8) });
  await pool.query(
    `CREATE TABLE IF NOT EXISTS bench_framework_floor (id bigserial PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL)`,
  );
  @Module({ controllers: [FloorController], providers: [{ provide: POOL, useValue: pool }] })
  class FloorModule {}
  const app =
    process.env.PLATFORM === 'fastify'
      ? await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false })
      : await NestFactory.create(FloorModule, { logger: false });
  app.enableShutdownHooks();
  await app.listen(0, '127.0.0.1');
  const address = (app.getHttpServer() as Server).address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  process.once('SIGTERM', () => {
    void app.close().then(() => pool.end());
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
