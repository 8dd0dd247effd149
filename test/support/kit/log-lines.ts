import { Writable } from 'node:stream';

/** A log destination for the app that keeps each written line, for suites that read what was logged. */
export function capturedLog(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logStream };
}
