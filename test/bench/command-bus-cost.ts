/**
 * What the CommandBus adds to a batch command: the real CqrsModule with the real per-type handlers
 * (src/batch/write/cqrs), whose writer is replaced by one that answers at once, so only the bus's
 * routing is measured. Prints CPU µs per dispatch (process CPU, not wall time) to set beside a
 * remark's server CPU per request from `npm run bench:app`.
 * `node scripts/run-ts.cjs test/bench/command-bus-cost.ts [dispatches=200000]`
 */
import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { BatchWriter } from '../../src/batch/write/batch-writer';
import { BATCH_COMMAND_HANDLERS } from '../../src/batch/write/cqrs/batch-command.handlers';
import { batchCommandMessage, type WriteAttempt } from '../../src/batch/write/cqrs/batch-command.messages';

async function main(): Promise<void> {
  const dispatches = Number(process.argv[2] ?? 200_000);
  const answer = { batchId: 'b', position: '1', revision: 1, status: 'assigned', events: [], eventIds: [] };
  const writer = { decideAndAppend: () => Promise.resolve(answer) };
  const moduleRef = await Test.createTestingModule({
    imports: [CqrsModule.forRoot()],
    providers: [...BATCH_COMMAND_HANDLERS, { provide: BatchWriter, useValue: writer }],
  }).compile();
  await moduleRef.init();
  const bus = moduleRef.get(CommandBus);
  const attempt = {} as WriteAttempt;
  const run = async (n: number, viaBus: boolean) => {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i += 1) {
      if (viaBus) await bus.execute(batchCommandMessage('AddBuyerRemark', attempt));
      else await writer.decideAndAppend();
    }
    const used = process.cpuUsage(start);
    return (used.user + used.system) / n;
  };
  await run(20_000, true);
  await run(20_000, false);
  const viaBus = await run(dispatches, true);
  const direct = await run(dispatches, false);
  console.log(
    JSON.stringify({
      dispatches,
      cpuUsPerCommandViaBus: viaBus,
      cpuUsPerDirectCall: direct,
      busCostUs: viaBus - direct,
    }),
  );
  await moduleRef.close();
}

void main();
