import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Set once the process was asked to stop (SIGTERM, graceful drain): readiness answers
 * 503 so a load balancer stops sending traffic, new requests get 503 SERVICE_UNAVAILABLE with
 * Retry-After and `Connection: close`, while requests already running finish.
 */
@Injectable()
export class Draining {
  private draining = false;
  private inFlight = 0;
  private readonly idle: Array<() => void> = [];

  get active(): boolean {
    return this.draining;
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  start(): void {
    this.draining = true;
  }

  requestStarted(): void {
    this.inFlight++;
  }

  requestEnded(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
  }

  /** Resolves when no request is in flight, or after `timeoutMs` (true when every request finished). */
  waitForIdle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

@Global()
@Module({ providers: [Draining], exports: [Draining] })
export class LifecycleModule {}
