// The personal-data port's public surface (docs/personal-data.md), for code outside this folder.
export { ERASED, isSealed, type SealedValue } from './sealed-value';
export { KEY_MANAGEMENT, type KeyManagement } from './key-management.port';
export { LocalKeyManagement } from './local-key-management';
export { resolvePersonalDataMasterKey } from './master-key';
export { PersonalDataCipher, type Sealer } from './personal-data-cipher';
export { PersonalDataModule, createPersonalDataCipher } from './personal-data.module';
export { openingEventStore } from './opening-event-store';
export { ErasureSteps, type ErasureStep, type ErasureSubject, type ErasureOutcome } from './erasure-steps';
export type { SqlRows } from './data-keys';
