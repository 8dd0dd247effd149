import { Global, Injectable, Module } from '@nestjs/common';

/** The one source of "now" on the server (OTP expiry, archive rule, batch times), so tests can move time. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
