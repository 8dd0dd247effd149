import { declareConcern } from './env-variable';
import { type Env, readBool, readEnum, readPositiveNumber } from './env-readers';

/** The default links to a public multi-carrier tracker; `none` turns the links off. */
export const DEFAULT_TRACKING_LINK_TEMPLATE = 'https://t.17track.net/en#nums={tracking_number}';

export const businessConcern = declareConcern({
  title: 'Business options and demo data',
  summary:
    'Where the spec leaves a choice (docs/spec-readings.md lists the readings taken) and the workflow timers; the demo seed is for development.',
  variables: {
    SEED_DEMO_DATA: {
      defaultText: 'on outside production',
      description: "Seed the demo accounts and the living demo's batches; `accounts` seeds the accounts only",
    },
    DISABLE_SIGNUP: { default: true, description: 'Spec: "disableSignup on"' },
    FORCE_HONG_KONG_ENGLISH: { default: true, description: 'Spec: "forceHongKongEnglish on"' },
    CANCEL_PAYMENT_REASON: { default: true, description: 'Spec: "cancel-payment reason enabled"' },
    ALLOW_CANCEL_PAYMENT_BEFORE_PURCHASE: {
      default: true,
      description:
        "The requester may cancel a paid request while nothing is purchased; `false` is the spec's stricter reading",
    },
    SERVICE_FEE_BASIS: {
      default: 'items_and_local_shipping',
      description: "What the 12 % service fee is charged on; `items_only` is the spec's other reading",
    },
    PARCEL_LIMITS_READING: {
      default: 'A',
      description:
        "Which of spec §9's three parcel-limit texts applies (`A`, `B` or `C`, see machines/pricing/README.md); beyond it the quote carries a warning",
    },
    PARCEL_LIMITS_BEYOND: {
      default: 'refuse',
      description:
        'Spec §9 "extra fees or rejection may apply": a new or combined request over the reading\'s limits is refused (`refuse`), or taken with the warning (`warn`)',
    },
    TRACKING_LINK_TEMPLATE: {
      default: DEFAULT_TRACKING_LINK_TEMPLATE,
      description: 'B2B tracking link, `{tracking_number}` replaced by the number; `none` shows no links',
    },
    ACCEPTANCE_WINDOW_HOURS: {
      default: 24,
      description:
        'Time an assigned buyer has to accept or decline before the request goes to the next best buyer (fractions allowed)',
    },
    OVERDUE_UNPAID_HOURS: {
      default: 72,
      description: 'A request Ready for Payment but unpaid this long is declined as `overdue_unpaid_request`',
    },
    PURCHASE_DEADLINE_HOURS: {
      default: 24,
      description:
        'The buyer purchases within this many hours of payment; after that the order goes to manual with a staff alert',
    },
    ABANDON_AFTER_DAYS: {
      default: 30,
      description:
        'Days an order may stay overdue at the pickup point (after free storage and its notice) before staff are alerted to extend, hand over or abandon it; goods are never abandoned without a staff decision',
    },
    ARRIVAL_REVIEW_DAYS: {
      default: 3,
      description:
        'Days after a warehouse check-in before items the requester has not reviewed are approved automatically (a reminder goes `ARRIVAL_REVIEW_REMINDER_HOURS` before; fractions allowed)',
    },
    ARRIVAL_REVIEW_REMINDER_HOURS: {
      default: 24,
      description:
        'Hours before the auto-approval at which the requester is reminded (in-app notification, e-mail and SMS) of the items still awaiting review; at least the review period sends it right after the check-in',
    },
    DISPUTE_WINDOW_DAYS: {
      default: 14,
      description: 'Days after arrival at the overseas warehouse within which the requester may report a problem',
    },
    CHARGE_BASIS: {
      default: 'actual',
      description:
        'The weight delivery is charged by: `actual` (the spec) or `volumetric` (max of actual and volumetric); the volumetric weight is a limit check either way',
    },
  },
});

const { names: v, variables: d } = businessConcern;

export interface BusinessConfig {
  seedDemoData: boolean;
  /** The living demo's batches (src/dev/seed/demo-batches.ts); SEED_DEMO_DATA=accounts seeds the accounts only. */
  seedDemoBatches: boolean;
  disableSignup: boolean;
  forceHongKongEnglish: boolean;
  cancelPaymentReason: boolean;
  allowCancelPaymentBeforePurchase: boolean;
  serviceFeeBasis: 'items_and_local_shipping' | 'items_only';
  /** Spec §9 gives three parcel-limit texts (PARCEL_LIMITS_READING, default A: the strictest sides). */
  parcelLimitsReading: 'A' | 'B' | 'C';
  /** What a new or combined request over those limits gets (PARCEL_LIMITS_BEYOND, default refuse). */
  parcelLimitsBeyond: 'refuse' | 'warn';
  /** B2B tracking link (TRACKING_LINK_TEMPLATE): `{tracking_number}` is replaced by the number; empty = no links. */
  trackingLinkTemplate: string | null;
  /** Hours an assigned buyer has to accept or decline before the request goes to the next best buyer. */
  acceptanceWindowHours: number;
  /** Timers (src/around-batch/timers): hours a ready-for-payment request may stay unpaid before it is declined as overdue. */
  overdueUnpaidHours: number;
  /** Hours after payment within which something must be bought, else staff take over (MarkManual). */
  purchaseDeadlineHours: number;
  /** Days goods may stay overdue at the pickup point before staff are alerted (never abandoned by the system). */
  abandonAfterDays: number;
  /** Arrival (docs/arrival.md): days to review arrived items before auto-approval, and the dispute window. */
  arrivalReviewDays: number;
  /** Hours before that auto-approval at which the requester is reminded. */
  arrivalReviewReminderHours: number;
  disputeWindowDays: number;
  /** What delivery is charged by (CHARGE_BASIS): actual weight unless configured volumetric. */
  chargeBasis: 'actual' | 'volumetric';
}

export function readBusinessConfig(env: Env, production: boolean, problems: string[]): BusinessConfig {
  const seedOnlyAccounts = env[v.SEED_DEMO_DATA] === 'accounts';
  return {
    seedDemoData: seedOnlyAccounts || readBool(env, v.SEED_DEMO_DATA, !production, problems),
    seedDemoBatches: !seedOnlyAccounts && readBool(env, v.SEED_DEMO_DATA, !production, problems),
    disableSignup: readBool(env, v.DISABLE_SIGNUP, d.DISABLE_SIGNUP.default, problems),
    forceHongKongEnglish: readBool(env, v.FORCE_HONG_KONG_ENGLISH, d.FORCE_HONG_KONG_ENGLISH.default, problems),
    cancelPaymentReason: readBool(env, v.CANCEL_PAYMENT_REASON, d.CANCEL_PAYMENT_REASON.default, problems),
    allowCancelPaymentBeforePurchase: readBool(
      env,
      v.ALLOW_CANCEL_PAYMENT_BEFORE_PURCHASE,
      d.ALLOW_CANCEL_PAYMENT_BEFORE_PURCHASE.default,
      problems,
    ),
    serviceFeeBasis: readEnum(
      env,
      v.SERVICE_FEE_BASIS,
      ['items_and_local_shipping', 'items_only'] as const,
      d.SERVICE_FEE_BASIS.default,
      problems,
    ),
    parcelLimitsReading: readEnum(
      env,
      v.PARCEL_LIMITS_READING,
      ['A', 'B', 'C'] as const,
      d.PARCEL_LIMITS_READING.default,
      problems,
    ),
    parcelLimitsBeyond: readEnum(
      env,
      v.PARCEL_LIMITS_BEYOND,
      ['refuse', 'warn'] as const,
      d.PARCEL_LIMITS_BEYOND.default,
      problems,
    ),
    trackingLinkTemplate: readTrackingTemplate(env, problems),
    // Fractions are allowed so a demo or a test can use a window of seconds.
    acceptanceWindowHours: readPositiveNumber(
      env,
      v.ACCEPTANCE_WINDOW_HOURS,
      d.ACCEPTANCE_WINDOW_HOURS.default,
      problems,
      false,
    ),
    overdueUnpaidHours: readPositiveNumber(
      env,
      v.OVERDUE_UNPAID_HOURS,
      d.OVERDUE_UNPAID_HOURS.default,
      problems,
      false,
    ),
    purchaseDeadlineHours: readPositiveNumber(
      env,
      v.PURCHASE_DEADLINE_HOURS,
      d.PURCHASE_DEADLINE_HOURS.default,
      problems,
      false,
    ),
    abandonAfterDays: readPositiveNumber(env, v.ABANDON_AFTER_DAYS, d.ABANDON_AFTER_DAYS.default, problems, false),
    arrivalReviewDays: readPositiveNumber(env, v.ARRIVAL_REVIEW_DAYS, d.ARRIVAL_REVIEW_DAYS.default, problems, false),
    arrivalReviewReminderHours: readPositiveNumber(
      env,
      v.ARRIVAL_REVIEW_REMINDER_HOURS,
      d.ARRIVAL_REVIEW_REMINDER_HOURS.default,
      problems,
      false,
    ),
    disputeWindowDays: readPositiveNumber(env, v.DISPUTE_WINDOW_DAYS, d.DISPUTE_WINDOW_DAYS.default, problems, false),
    chargeBasis: readEnum(env, v.CHARGE_BASIS, ['actual', 'volumetric'] as const, d.CHARGE_BASIS.default, problems),
  };
}

function readTrackingTemplate(env: Env, problems: string[]): string | null {
  const raw = env[v.TRACKING_LINK_TEMPLATE] ?? DEFAULT_TRACKING_LINK_TEMPLATE;
  if (raw === '' || raw === 'none') return null;
  if (
    !raw.includes('{tracking_number}') ||
    !/^https?:\/\//.test(raw) ||
    !URL.canParse(raw.replace('{tracking_number}', 'X'))
  )
    problems.push('TRACKING_LINK_TEMPLATE must be an http(s) URL containing {tracking_number}');
  return raw;
}
