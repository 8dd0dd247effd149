import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue';
import { JobWorker } from './job-worker';

/** Durable PostgreSQL job queue shared by features (assignment windows, purchase deadlines). */
@Global()
@Module({
  providers: [JobQueue, JobWorker],
  exports: [JobQueue, JobWorker],
})
export class JobsModule {}
