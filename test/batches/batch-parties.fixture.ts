import { AppWorld } from '../support/kit';

/** The parties every batch-action suite acts as; a suite's world may name more. */
export type BatchParty = 'requester' | 'buyer' | 'otherRequester' | 'staff';

/**
 * The kit's AppWorld with the batch-action suites' parties under short names: `w.requester` is the
 * requester's token, `w.requesterId` their account's id (both read once the app runs).
 */
export class BatchPartiesWorld<K extends string = never> extends AppWorld<BatchParty | K> {
  get requesterId(): string {
    return this.accounts.requester.id;
  }
  get buyerId(): string {
    return this.accounts.buyer.id;
  }
  get requester(): string {
    return this.tokens.requester;
  }
  get otherRequester(): string {
    return this.tokens.otherRequester;
  }
  get buyer(): string {
    return this.tokens.buyer;
  }
  get staff(): string {
    return this.tokens.staff;
  }
}
