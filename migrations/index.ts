// Every migration in the order it runs. A landed migration is never edited: add a new one.
import { EventStore1763884800000 } from './1763884800000-event-store';
import { EventStoreAppendFunction1763884801000 } from './1763884801000-event-store-append-function';
import { BatchReadModels1763885000000 } from './1763885000000-batch-read-models';
import { Accounts1763886000000 } from './1763886000000-accounts';
import { ReferenceData1763886000100 } from './1763886000100-reference-data';
import { Payments1763887000000 } from './1763887000000-payments';
import { RevokedAccounts1763888000000 } from './1763888000000-revoked-accounts';
import { JobsAndAssignment1763890000000 } from './1763890000000-jobs-and-assignment';
import { PromoCodesAndCheckout1763891000000 } from './1763891000000-promo-codes-and-checkout';
import { Notifications1763892000000 } from './1763892000000-notifications';
import { CaptureAndRefunds1763894000000 } from './1763894000000-capture-and-refunds';
import { TimersAndRobot1763895000000 } from './1763895000000-timers-and-robot';
import { ChatAndStatistics1763896000000 } from './1763896000000-chat-and-statistics';
import { EventHashChain1763897000000 } from './1763897000000-event-hash-chain';
import { OperatorAdmin1763898000000 } from './1763898000000-operator-admin';
import { BatchSnapshots1763899200000 } from './1763899200000-batch-snapshots';
import { ReadModelIndexes1763899300000 } from './1763899300000-read-model-indexes';
import { EventStoreAppendGroup1763899400000 } from './1763899400000-event-store-append-group';
import { JobsDonePurge1763899500000 } from './1763899500000-jobs-done-purge';
import { SessionChangeNotify1763899600000 } from './1763899600000-session-change-notify';
import { Sessions1763899700000 } from './1763899700000-sessions';
import { OperationsObservability1763899800000 } from './1763899800000-operations-observability';
import { TermsAcceptances1763900000000 } from './1763900000000-terms-acceptances';
import { ReadModelsWithoutState1763900100000 } from './1763900100000-read-models-without-state';

export const MIGRATIONS = [EventStore1763884800000, EventStoreAppendFunction1763884801000, BatchReadModels1763885000000, Accounts1763886000000, ReferenceData1763886000100, Payments1763887000000, RevokedAccounts1763888000000, JobsAndAssignment1763890000000, PromoCodesAndCheckout1763891000000, Notifications1763892000000, CaptureAndRefunds1763894000000, TimersAndRobot1763895000000, ChatAndStatistics1763896000000, EventHashChain1763897000000, OperatorAdmin1763898000000, BatchSnapshots1763899200000, ReadModelIndexes1763899300000, EventStoreAppendGroup1763899400000, JobsDonePurge1763899500000, SessionChangeNotify1763899600000, Sessions1763899700000, OperationsObservability1763899800000, TermsAcceptances1763900000000, ReadModelsWithoutState1763900100000];
