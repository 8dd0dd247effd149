import { type AppWorldOptions, givenBatch, http, type HttpAnswer, useAppWorld } from '../support/kit';
import { BatchPartiesWorld, type BatchParty } from './batch-parties.fixture';

export const NOT_AUTHORIZED = 'You are not authorized to do this action!';

export interface Detail {
  status: string;
  items: {
    id: string;
    price: number;
    quantity: number;
    declined: boolean;
    seller_shipping: number;
    image_url: string | null;
  }[];
  fees: Record<string, number | string | boolean>;
  amount_due: { currency: string; value: number };
  fees_updated_by_buyer: boolean;
  allowed_commands: string[];
  warehouse: string;
  buyer_remark?: string | null;
  requester: Record<string, unknown>;
  buyer: Record<string, unknown>;
  batch: { fees: Record<string, unknown>; buyerRemark?: string | null };
  chat_room: string | null;
}

const BUYER_ACTION_PARTIES = {
  requester: { firstName: 'Tai Man', lastName: 'Chan', accountType: 'r', mobile: '+85291234567' },
  buyer: { firstName: 'Siu Ming', lastName: 'Wong', accountType: 'b' },
  otherRequester: { id: 'req-other', accountType: 'r' },
  otherBuyer: { id: 'buyer-other', accountType: 'b' },
  staff: { id: 'staff-1', accountType: 's' },
  auditor: { id: 'auditor-1', accountType: 'x' },
} as const;

/**
 * What the buyer-action suites share: one app per suite file (the kit's AppWorld), a requester and a
 * buyer with names, tokens for every role, an empty assignment pool and the database's US→HK rate.
 */
export class BuyerActionsWorld extends BatchPartiesWorld<'otherBuyer' | 'auditor'> {
  private rate!: { flat: number; perLb: number };

  get otherBuyer(): string {
    return this.tokens.otherBuyer;
  }
  get auditor(): string {
    return this.tokens.auditor;
  }

  override async start(options: AppWorldOptions<BatchParty | 'otherBuyer' | 'auditor'>): Promise<void> {
    await super.start(options);
    const [row]: Array<{ flat: number | string; per_lb: number | string }> = await this.app.dataSource.query(
      `SELECT fee_flat_cents AS flat, fee_per_weight_cents AS per_lb FROM fee_rates WHERE fee_country_from = 1 AND fee_country_to = 2 ORDER BY id LIMIT 1`,
    );
    this.rate = { flat: Number(row.flat), perLb: Number(row.per_lb) };
  }

  eventTypes = async (batchId: string) => (await this.store.readStream(`batch-${batchId}`)).map((e) => e.type);
  accepted = (itemIds?: string[]) =>
    givenBatch(this.store, 'accepted', { requesterId: this.requesterId, buyerId: this.buyerId, itemIds });
  detail = (id: string, token: string, after: HttpAnswer) =>
    http<Detail>(this.app, 'GET', `/api/batch/requests/${id}`, token, undefined, {
      'x-event-position': String(after.body.position),
    });
  /** US shipping estimate for `lb` pounds with the database's US→HK rate (at least US$10). */
  shipping = (lb: number) => Math.max(1000, this.rate.flat + lb * this.rate.perLb);
}

/** One world for the calling suite file: started before its first test, stopped after its last. */
export function useBuyerActionsWorld(): BuyerActionsWorld {
  return useAppWorld({ accounts: BUYER_ACTION_PARTIES, pool: [] }, new BuyerActionsWorld());
}
