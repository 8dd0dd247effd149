import { Injectable, Module } from '@nestjs/common';
import type { BatchView } from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import type { Audience } from './batch-detail.view';

/** What a feature's extra gets: the batch it is asked about and who is asking. */
export interface BatchDetailExtraInput {
  batchId: string;
  view: BatchView;
  actor: Actor;
  audience: Audience;
}

/**
 * A feature's contribution to the batch detail answer: the fields it adds (or fills, when the view
 * already has the key, e.g. `proofs`), or `{}` for a viewer who may not see them.
 */
export interface BatchDetailExtra {
  /** Wire order of the added keys: lower first (the answer's key order is part of the contract). */
  order: number;
  fields(input: BatchDetailExtraInput): Promise<Record<string, unknown>> | Record<string, unknown>;
}

/**
 * Where features around the batch (assignment, robot, proofs) add what the batch detail shows, so
 * the read side imports none of them. They register in their module's `onModuleInit`.
 */
@Injectable()
export class BatchDetailExtras {
  private readonly extras: BatchDetailExtra[] = [];

  register(extra: BatchDetailExtra): void {
    this.extras.push(extra);
    this.extras.sort((a, b) => a.order - b.order);
  }

  async fieldsFor(input: BatchDetailExtraInput): Promise<Record<string, unknown>> {
    const parts = await Promise.all(this.extras.map((extra) => Promise.resolve(extra.fields(input))));
    return Object.assign({}, ...parts) as Record<string, unknown>;
  }
}

/** One registry for the app: the batch API reads it, the features import this module to add to it. */
@Module({ providers: [BatchDetailExtras], exports: [BatchDetailExtras] })
export class BatchDetailExtrasModule {}
