/**
 * The bench's progress on stderr: one line per phase, with a count that ticks while it runs
 * (rewritten in place on a terminal, a line every 5 s otherwise, so logs stay short).
 */
export class Progress {
  private readonly tty = Boolean(process.stderr.isTTY);

  phase(name: string): Ticker {
    return new Ticker(name, this.tty);
  }

  note(text: string): void {
    process.stderr.write(`  ${text}\n`);
  }
}

export class Ticker {
  private count = 0;
  private readonly started = Date.now();
  private readonly timer: NodeJS.Timeout;
  private lastLine = 0;
  private detail = '';

  constructor(
    private readonly name: string,
    private readonly tty: boolean,
  ) {
    this.timer = setInterval(() => this.render(false), tty ? 500 : 5000);
    this.timer.unref();
    if (!tty) process.stderr.write(`${name} …\n`);
  }

  tick(n = 1): void {
    this.count += n;
  }

  /** A short live status beside the count (e.g. "lag 1,234 events"). */
  status(text: string): void {
    this.detail = text;
  }

  done(summary: string): void {
    clearInterval(this.timer);
    const line = `${this.name}: ${summary} (${this.elapsed()} s)`;
    process.stderr.write(this.tty ? `\r\x1b[K${line}\n` : `${line}\n`);
  }

  private elapsed(): string {
    return ((Date.now() - this.started) / 1000).toFixed(0);
  }

  private render(force: boolean): void {
    if (!force && !this.tty && Date.now() - this.lastLine < 4000) return;
    this.lastLine = Date.now();
    const line = `${this.name}: ${this.count.toLocaleString('en')} … ${this.elapsed()} s${this.detail ? `, ${this.detail}` : ''}`;
    process.stderr.write(this.tty ? `\r\x1b[K${line}` : `  ${line}\n`);
  }
}
