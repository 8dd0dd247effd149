import type { ServerDuplexStream, ServerWritableStream } from '@grpc/grpc-js';
import { RpcErrors, isGrpcError } from './grpc-errors';

// Writes a server-streaming response with backpressure (a slow reader or a huge read must not
// buffer the whole log in memory) and stops at once when the client cancels, the call ends or
// the simulator stops. Failures end the call with the error's status and trailers.

type WritableCall<T> = ServerWritableStream<unknown, T> | ServerDuplexStream<unknown, T>;

export class ResponseStream<T> {
  private closed = false;
  private readonly wakers = new Set<() => void>();
  private readonly onShutdown = () => this.fail(RpcErrors.shuttingDown());

  constructor(
    private readonly call: WritableCall<T>,
    private readonly lifetime: AbortSignal,
  ) {
    const close = () => this.close();
    call.on('cancelled', close);
    call.on('close', close);
    call.on('error', close);
    call.on('finish', close);
    if (lifetime.aborted) this.closed = true;
    else lifetime.addEventListener('abort', this.onShutdown, { once: true });
  }

  get isOpen(): boolean {
    return !this.closed && !this.call.cancelled;
  }

  /** Resolves false when the call is over (the caller stops producing). */
  async write(message: T): Promise<boolean> {
    if (!this.isOpen) return false;
    if (!this.call.write(message))
      await this.until((wake) => {
        this.call.once('drain', wake);
        return () => this.call.off('drain', wake);
      });
    return this.isOpen;
  }

  /** Waits for `subscribe(wake)` to call wake, or for the call to close; subscribe returns an optional cleanup. */
  async until(subscribe: (wake: () => void) => (() => void) | void): Promise<void> {
    if (!this.isOpen) return;
    await new Promise<void>((resolve) => {
      // `let`, not const: subscribe may call wake synchronously, before cleanup holds its result.
      // eslint-disable-next-line prefer-const -- a const would be read in its temporal dead zone then
      let cleanup: (() => void) | void;
      const wake = () => {
        this.wakers.delete(wake);
        if (typeof cleanup === 'function') cleanup();
        resolve();
      };
      this.wakers.add(wake);
      cleanup = subscribe(wake);
    });
  }

  end(): void {
    if (!this.isOpen) return;
    this.closed = true;
    this.call.end();
    this.wakeAll();
  }

  fail(error: unknown): void {
    if (!this.isOpen) return;
    this.closed = true;
    this.call.emit('error', isGrpcError(error) ? error : RpcErrors.unhandled());
    this.wakeAll();
  }

  private close(): void {
    this.closed = true;
    this.wakeAll();
  }

  private wakeAll(): void {
    this.lifetime.removeEventListener('abort', this.onShutdown);
    for (const wake of [...this.wakers]) wake();
  }
}
