/**
 * The order's arrival timeline (docs/arrival.md): the arrival steps of a batch's stream as the order
 * page lists them, with who did each (their role) and why (codes the client translates, the words
 * as written). Pure: the query reads the stream and says who is reading.
 */
import type {
  ArrivalTimelineEntry,
  ArrivalTimelineStep,
  DisputeDecision,
  ParcelCondition,
  ProblemKind,
  QuoteRevisionReason,
} from '@contracts/batch/arrival';

/** What the mapper reads of a stored event (RecordedEvent has these). */
export interface StoredStep {
  type: string;
  data: unknown;
  streamRevision: number;
  createdAt: Date;
  metadata: { actor?: { id: string; role: string }; at?: string };
}

const STEPS: ReadonlySet<string> = new Set<ArrivalTimelineStep>([
  'ParcelCheckedIn',
  'ArrivalReviewReminded',
  'ItemsApproved',
  'ItemsAutoApproved',
  'ProblemReported',
  'DisputeResolved',
  'QuoteRevised',
  'QuoteRevisionAccepted',
  'QuoteDifferenceRefunded',
  'QuoteRevisionDeclined',
  'ItemsRefunded',
  'TopUpPaymentStarted',
  'TopUpPaymentFailed',
  'TopUpPaymentAuthorised',
  'TopUpPaymentCaptured',
]);

const ROLES = new Set(['requester', 'buyer', 'staff']);

type Data = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const code = <T extends string>(v: unknown): T | null => (typeof v === 'string' && v ? (v as T) : null);

/** A refund is an arrival step only when a dispute decision made it; other refunds have their own pages. */
const isArrivalStep = (type: string, d: Data) =>
  STEPS.has(type) && (type !== 'ItemsRefunded' || d.reason === 'arrival_dispute');

function itemIdsOf(d: Data): string[] {
  if (Array.isArray(d.itemIds)) return d.itemIds.filter((id): id is string => typeof id === 'string');
  return typeof d.itemId === 'string' ? [d.itemId] : [];
}

/** A decision's reason is words; a revision's is a code; a refund's is a code. */
function reasonsOf(type: string, d: Data) {
  return {
    decision: type === 'DisputeResolved' ? code<DisputeDecision>(d.decision) : null,
    revision_reason: type === 'QuoteRevised' ? code<QuoteRevisionReason>(d.reason) : null,
    refund_reason: type === 'ItemsRefunded' ? code<string>(d.reason) : null,
    words: [type === 'DisputeResolved' ? text(d.reason) : '', text(d.note), text(d.message), text(d.remark)]
      .filter(Boolean)
      .join(' · '),
  };
}

function amountOf(type: string, d: Data): number | null {
  const n =
    type === 'QuoteRevised'
      ? d.chargeHkd
      : type === 'QuoteRevisionAccepted'
        ? d.paidHkd
        : type === 'ItemsRefunded' || type === 'QuoteDifferenceRefunded' || type.startsWith('TopUpPayment')
          ? d.amount
          : null;
  return typeof n === 'number' ? n : null;
}

/** What the stream said of a revision's top-up so far: who started paying it and what was authorised. */
interface TopUpSeen {
  by: string | null;
  authorised: number | null;
}

/**
 * A revision accepted by paying its increase: the requester who paid and what. The acceptance names
 * them (`paidBy`, `paidHkd`); the first top-ups recorded did not, so the top-up steps before it do.
 */
function paidAcceptance(d: Data, seen: TopUpSeen | undefined): { by: string | null; hkd: number } | null {
  if (typeof d.paidHkd === 'number') return { by: code<string>(d.paidBy) ?? seen?.by ?? null, hkd: d.paidHkd };
  if (seen?.authorised == null) return null;
  return { by: seen.by, hkd: seen.authorised };
}

/** Notes a top-up step of the revision (read before the step itself is listed). */
function noteTopUp(topUps: Map<string, TopUpSeen>, event: StoredStep, d: Data): void {
  const revisionId = code<string>(d.revisionId);
  if (!revisionId || !event.type.startsWith('TopUpPayment')) return;
  const seen = topUps.get(revisionId) ?? { by: null, authorised: null };
  if (event.type === 'TopUpPaymentStarted') {
    const actor = event.metadata.actor;
    seen.by = code<string>(d.by) ?? (actor?.role === 'requester' ? actor.id : null);
    seen.authorised = null;
  }
  if (event.type === 'TopUpPaymentAuthorised' && typeof d.amount === 'number') seen.authorised = d.amount;
  topUps.set(revisionId, seen);
}

/**
 * The arrival steps, oldest first. `staff` (staff and auditors) also get who did each step by id;
 * requester and buyer see roles only. Timers and other system work read as `system` (the card
 * provider's answers too), but a revision accepted by paying its increase reads as the requester who paid.
 */
export function arrivalTimeline(events: readonly StoredStep[], staff: boolean): ArrivalTimelineEntry[] {
  const topUps = new Map<string, TopUpSeen>();
  return events.flatMap((event) => {
    const d = (event.data && typeof event.data === 'object' ? event.data : {}) as Data;
    noteTopUp(topUps, event, d);
    if (!isArrivalStep(event.type, d)) return [];
    const paid =
      event.type === 'QuoteRevisionAccepted' ? paidAcceptance(d, topUps.get(code<string>(d.revisionId) ?? '')) : null;
    const actor = event.metadata.actor;
    const role = paid
      ? 'requester'
      : actor && ROLES.has(actor.role)
        ? (actor.role as 'requester' | 'buyer' | 'staff')
        : 'system';
    const actorId = paid ? paid.by : (actor?.id ?? null);
    const at = typeof event.metadata.at === 'string' ? event.metadata.at : event.createdAt.toISOString();
    const entry: ArrivalTimelineEntry = {
      revision: event.streamRevision,
      step: event.type as ArrivalTimelineStep,
      at,
      actor_role: role,
      actor_id: staff ? actorId : null,
      item_ids: itemIdsOf(d),
      dispute_id: code<string>(d.disputeId),
      revision_id: code<string>(d.revisionId),
      condition: event.type === 'ParcelCheckedIn' ? code<ParcelCondition>(d.condition) : null,
      kind: event.type === 'ProblemReported' ? code<ProblemKind>(d.kind) : null,
      ...reasonsOf(event.type, d),
      amount_hkd: paid ? paid.hkd : amountOf(event.type, d),
      accepted_by_payment: paid !== null,
    };
    return [entry];
  });
}
