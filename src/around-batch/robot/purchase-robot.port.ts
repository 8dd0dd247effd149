/** One robot run: buy these items on their shops. The key makes a repeated call answer the first result. */
export interface RobotPurchaseRequest {
  /** The SentToRobot event id: a job retried after the robot answered must not buy twice. */
  readonly idempotencyKey: string;
  readonly batchId: string;
  readonly batchNumber: string;
  readonly items: readonly {
    readonly id: string;
    readonly link: string;
    readonly name: string;
    readonly quantity: number;
  }[];
}

export type RobotPurchaseAnswer =
  | { readonly ok: true; readonly orders: readonly { readonly itemId: string; readonly purchaseSiteOrderId: string }[] }
  /** Spec §3 robot failure record: code and message. Nothing was bought. */
  | { readonly ok: false; readonly code: string; readonly message: string };

/** The purchase robot (an outside service). The local simulator implements it in development and tests. */
export abstract class PurchaseRobot {
  abstract purchase(request: RobotPurchaseRequest): Promise<RobotPurchaseAnswer>;
}
