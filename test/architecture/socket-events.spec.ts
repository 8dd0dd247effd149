import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOCKET_EVENTS } from '@contracts/realtime';
import { sourcesUnder, SRC } from './source-imports';

// Every Socket.IO event the server pushes or listens to is described in contracts/realtime.ts (and
// so in the OpenAPI document's x-socket-events): a push named in src/ but not there fails here.
const NAME = String.raw`'([a-z]+:[a-z_]+)'`;
const PUSHES = [
  new RegExp(String.raw`\bevent: ${NAME}`, 'g'),
  new RegExp(String.raw`\.emit\(${NAME}`, 'g'),
  new RegExp(String.raw`_EVENT = ${NAME}`, 'g'),
];
const LISTENS = [new RegExp(String.raw`\bsocket\.on\(${NAME}`, 'g')];

// src/dev/ plays a client at times (the demo seed sends chat messages): not the server's own events.
const namesIn = (patterns: RegExp[]) =>
  [
    ...new Set(
      sourcesUnder(SRC, (name) => /\.ts$/.test(name) && !/\.spec\.ts$/.test(name))
        .filter((file) => !file.startsWith(join(SRC, 'dev')))
        .flatMap((file) => {
          const text = readFileSync(file, 'utf8');
          return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[1]));
        }),
    ),
  ].sort();

describe('Socket.IO events in contracts/realtime.ts', () => {
  it('lists every event the server pushes', () => {
    const pushed = namesIn(PUSHES);
    expect(pushed).toContain('batch:arrival');
    expect(pushed.filter((n) => !(n in SOCKET_EVENTS.server))).toEqual([]);
  });

  it('lists every event the server listens to', () => {
    const heard = namesIn(LISTENS);
    expect(heard).toContain('support:start');
    expect(heard.filter((n) => !(n in SOCKET_EVENTS.client))).toEqual([]);
  });
});
