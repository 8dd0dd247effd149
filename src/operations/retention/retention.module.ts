import { Module } from '@nestjs/common';
import { RetentionSchedule } from './retention.schedule';
import { RetentionSweeper } from './retention.sweeper';

/** Personal data kept only as long as configured (README.md). */
@Module({ providers: [RetentionSweeper, RetentionSchedule] })
export class RetentionModule {}
