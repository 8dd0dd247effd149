import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseListener } from './database-listener';
import { DatabaseAvailability } from './database-availability';
import { PreparedStatements } from './prepared-statements';

export const DATABASE_URL = Symbol('DATABASE_URL');

/** Hands the already-migrated DataSource (and its URL, for modules that need their own pool) to Nest. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(dataSource: DataSource, url: string): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DataSource, useValue: dataSource },
        { provide: DATABASE_URL, useValue: url },
        { provide: DatabaseListener, useFactory: () => new DatabaseListener(url) },
        { provide: DatabaseAvailability, useValue: new DatabaseAvailability(dataSource) },
        { provide: PreparedStatements, useValue: new PreparedStatements(dataSource) },
      ],
      exports: [DataSource, DATABASE_URL, DatabaseListener, DatabaseAvailability, PreparedStatements],
    };
  }
}
