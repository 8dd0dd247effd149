import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { DataKeys } from './data-keys';
import { ErasureSteps } from './erasure-steps';
import { KEY_MANAGEMENT, type KeyManagement } from './key-management.port';
import { LocalKeyManagement } from './local-key-management';
import { resolvePersonalDataMasterKey } from './master-key';
import { PersonalDataCipher } from './personal-data-cipher';

/** Unwrapped data keys kept per instance; a key is 32 bytes, so 10,000 cost well under a megabyte. */
export const DATA_KEY_CACHE_SIZE = 10_000;
/** How long another instance may still open an erased subject's fields from memory. */
export const DATA_KEY_TTL_MS = 60_000;

export function createPersonalDataCipher(
  run: (sql: string, params: unknown[]) => Promise<unknown[]>,
  keyManagement: KeyManagement,
): PersonalDataCipher {
  return new PersonalDataCipher(
    new DataKeys(run, keyManagement, { capacity: DATA_KEY_CACHE_SIZE, ttlMs: DATA_KEY_TTL_MS }),
  );
}

/** The key-management port (local adapter: the configured master key) and the cipher every read and write uses. */
@Global()
@Module({
  providers: [
    {
      provide: KEY_MANAGEMENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): KeyManagement => new LocalKeyManagement(resolvePersonalDataMasterKey(config)),
    },
    {
      provide: PersonalDataCipher,
      inject: [DataSource, KEY_MANAGEMENT],
      useFactory: (dataSource: DataSource, keyManagement: KeyManagement) =>
        createPersonalDataCipher((sql, params) => dataSource.query(sql, params), keyManagement),
    },
    ErasureSteps,
  ],
  exports: [KEY_MANAGEMENT, PersonalDataCipher, ErasureSteps],
})
export class PersonalDataModule {}
