import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlOfDataSource, type Sql } from './sql';

/**
 * A read model or table that speaks SQL through `sqlOfDataSource`. Nest reads the constructor's
 * parameter types through the class chain, so a subclass without a constructor still gets the DataSource.
 */
@Injectable()
export abstract class SqlRepository {
  protected readonly sql: Sql;

  constructor(dataSource: DataSource) {
    this.sql = sqlOfDataSource(dataSource);
  }
}
