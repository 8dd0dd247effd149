/** Buyer assignment (src/around-batch/assignment): profiles, the pool, why a batch went to whom. */

/**
 * A buyer profile with its open load (GET /api/admin/assignment/buyers/{id}, GET /api/assignment/availability).
 * @additionalProperties false
 */
export interface BuyerProfileView {
  buyer_id: string;
  /** The buyer's name when the id is a registered account (the list's answer; staff pick buyers by name). */
  name?: string | null;
  /** Lower-case country codes the buyer buys from; empty = any. */
  origin_countries: string[];
  /** Item category codes the buyer knows; empty = any. */
  categories: string[];
  available: boolean;
  /** Most open (assigned, not yet answered) requests at once. */
  capacity: number;
  /** 0-5; with rating_count 0 scoring uses a neutral 3. */
  rating: number;
  rating_count: number;
  /** Requests assigned to the buyer and not yet answered. */
  open_load: number;
}

/**
 * GET/PUT /api/admin/assignment/buyers
 * @additionalProperties false
 */
export interface BuyerProfileList {
  results: BuyerProfileView[];
}

/** PUT /api/admin/assignment/buyers (staff): the listed buyers become available, everyone else unavailable. */
export interface AssignmentPoolBody {
  buyer_ids: string[];
}

/** PUT /api/admin/assignment/buyers/{id} (staff): creates the profile if missing; fields left out keep their value. */
export interface BuyerProfileBody {
  origin_countries?: string[];
  categories?: string[];
  available?: boolean;
  capacity?: number;
  rating?: number;
  rating_count?: number;
}

/** PUT /api/assignment/availability (buyer): pause or resume new assignments. */
export interface AvailabilityBody {
  available: boolean;
}

export type Ineligibility = 'unavailable' | 'at_capacity' | 'wrong_origin' | 'already_had_batch';

/**
 * One buyer as a decision scored them.
 * @additionalProperties false
 */
export interface ScoredCandidate {
  buyer_id: string;
  eligible: boolean;
  ineligible_reason: Ineligibility | null;
  /** Out of 100. */
  score: number;
  components: { location: number; category: number; rating: number; headroom: number };
  open_load: number;
  capacity: number;
  rating: number;
  rating_count: number;
}

export type AssignmentTrigger = 'submitted' | 'declined' | 'acceptance_window';

/**
 * One assignment decision about a batch, with every buyer considered (best first).
 * @additionalProperties false
 */
export interface AssignmentDecision {
  id: string;
  trigger: AssignmentTrigger;
  /** The event (or timed-out assignment) that caused the decision. */
  trigger_id: string;
  outcome: 'assigned' | 'unassigned' | 'skipped';
  chosen_buyer_id: string | null;
  previous_buyer_id: string | null;
  candidates: ScoredCandidate[];
  reason: string;
  decided_at: string;
}

/**
 * GET /api/admin/batches/{id}/assignment: the batch's assignment state and the decisions behind it.
 * @additionalProperties false
 */
export interface BatchAssignment {
  batch_id: string;
  /** null: never assigned. */
  current: { status: 'assigned' | 'accepted' | 'declined' | 'canceled'; buyer_id: string | null } | null;
  decisions: AssignmentDecision[];
}
