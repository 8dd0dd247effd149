import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { DATABASE_URL } from '../database/database.module';
import { createEventStore } from './create-event-store';
import { EVENT_STORE, type EventStore } from './event-store.port';
import { UpcasterRegistry } from './upcaster-registry';
import { tracedEventStore } from '../observability/traced-event-store';
import { PersonalDataModule } from '../personal-data/personal-data.module';
import { PersonalDataCipher } from '../personal-data/personal-data-cipher';
import { openingEventStore } from '../personal-data/opening-event-store';

@Injectable()
class EventStoreShutdown implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/**
 * Provides EVENT_STORE (the adapter chosen by configuration) and the shared UpcasterRegistry:
 * inject the registry and register upcasters in onModuleInit; reads consult it at read time.
 */
@Global()
@Module({
  imports: [PersonalDataModule],
  providers: [
    { provide: UpcasterRegistry, useFactory: () => new UpcasterRegistry() },
    {
      provide: EVENT_STORE,
      inject: [APP_CONFIG, DATABASE_URL, UpcasterRegistry, PersonalDataCipher],
      // Personal fields are opened above the adapter (docs/personal-data.md), whichever it is.
      useFactory: (
        config: AppConfig,
        databaseUrl: string,
        upcasters: UpcasterRegistry,
        cipher: PersonalDataCipher,
      ): EventStore =>
        tracedEventStore(
          openingEventStore(createEventStore(config, databaseUrl, { upcasters, postgres: { poolSize: 20 } }), cipher),
        ),
    },
    EventStoreShutdown,
  ],
  exports: [EVENT_STORE, UpcasterRegistry],
})
export class EventStoreModule {}
