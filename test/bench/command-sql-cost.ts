// The PostgreSQL cost of the small statements a command request may send besides its append, run
// unnamed (parsed and planned every time, as DataSource.query sends them) and named (prepared once
// per connection, as the server sends them now):
//   nice -n 10 node scripts/run-ts.cjs test/bench/command-sql-cost.ts [runs=3000] [rounds=3]
// Each statement runs `runs` times sequentially from one pg client, unnamed then named, `rounds`
// times interleaved; the backend's CPU (utime + stime of /proc/<pid>/stat) and this process's CPU
// before and after give CPU µs per statement, which the machine's load inflates far less than
// wall-clock time. Not a test: figures for a report.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SESSION_CHECK_SQL, SESSION_TOUCH_SQL } from '../../src/platform/auth/session-store';
import { NOTIFY_SQL } from '../../src/platform/event-store/postgres/pg-notifications';
import { startBenchDatabase } from './bench-database';
import { cpuMsOf } from './app-server';
import { runMain } from './bench-main';

interface Case {
  label: string;
  text: string;
  values: (i: number) => unknown[];
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3000);
  const rounds = Number(process.argv[3] ?? 3);
  const db = await startBenchDatabase();
  try {
    const client = new Client({ connectionString: await db.createDatabase('commandsql') });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = rows[0].pid;
    const account = randomUUID();
    const sessions = Array.from({ length: 64 }, () => randomUUID());
    const issuedAt = Date.now() - 60_000;
    const cases: Case[] = [
      // One push after an append (the batch writer's batch:changed), on a channel nobody listens to.
      { label: 'post-commit NOTIFY', text: NOTIFY_SQL, values: () => [['cost_bench'], ['{"event":"batch:changed"}']] },
      { label: 'session check', text: SESSION_CHECK_SQL, values: (i) => [account, sessions[i % 64]] },
      {
        label: 'session touch',
        text: SESSION_TOUCH_SQL,
        values: (i) => [sessions[i % 64], account, issuedAt, issuedAt + i],
      },
    ];
    const results: Record<string, Record<string, number[]>> = {};
    for (let round = 0; round < rounds; round += 1) {
      for (const c of cases) {
        for (const named of [false, true]) {
          const pgAt = cpuMsOf(pid);
          const nodeAt = process.cpuUsage();
          for (let i = 0; i < runs; i += 1) {
            if (named) await client.query({ name: `cost_${cases.indexOf(c)}`, text: c.text, values: c.values(i) });
            else await client.query(c.text, c.values(i));
          }
          const node = process.cpuUsage(nodeAt);
          const row = (results[c.label] ??= {});
          (row[named ? 'namedPgUs' : 'unnamedPgUs'] ??= []).push(((cpuMsOf(pid) - pgAt) * 1000) / runs);
          (row[named ? 'namedClientUs' : 'unnamedClientUs'] ??= []).push((node.user + node.system) / runs);
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const [label, row] of Object.entries(results))
      console.log(
        JSON.stringify({
          statement: label,
          runs,
          rounds,
          ...Object.fromEntries(Object.entries(row).map(([k, xs]) => [k, +median(xs).toFixed(1)])),
        }),
      );
    console.log(JSON.stringify({ load: (await import('node:os')).loadavg().map((x) => +x.toFixed(2)) }));
    await client.end();
  } finally {
    await db.stop();
  }
}

runMain(main);
