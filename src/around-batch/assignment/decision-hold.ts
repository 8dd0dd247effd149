import type { BuyerCandidate } from './buyer-profile.types';

/**
 * One hold of AssignmentDecisionLock, shared by the decisions it runs one after the other. The
 * buyers' pool with their open loads is read by the hold's first decision and kept for the next
 * ones, each assignment made under the hold adding one to its buyer's load: nobody else can assign
 * meanwhile (they wait for the lock), so the loads stay exact for what raises them, and an answer
 * that frees a buyer during the hold is seen by the next hold (a load read too high only ever
 * passes a buyer over, never overfills one). Reading the pool (a count per buyer) cost as much as
 * the rest of a decision on a loaded machine.
 */
export class DecisionHold {
  private pool: BuyerCandidate[] | undefined;
  private handOver: (() => void) | undefined;

  async candidates(read: () => Promise<BuyerCandidate[]>): Promise<BuyerCandidate[]> {
    this.pool ??= await read();
    return this.pool;
  }

  /** For the lock: resolves when the decision about to run calls `decided`. */
  turnOver(): Promise<void> {
    return new Promise((resolve) => {
      this.handOver = resolve;
    });
  }

  /**
   * The running decision is made: its assignment (to `buyerId`; none when it appended nothing) is
   * appended and counted here, and the next decision may start while this one records it.
   */
  decided(buyerId?: string): void {
    const buyer = buyerId === undefined ? undefined : this.pool?.find((b) => b.accountId === buyerId);
    if (buyer) buyer.openLoad += 1;
    this.handOver?.();
    this.handOver = undefined;
  }
}
