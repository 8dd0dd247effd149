import type { ClientBase } from 'pg';
import type { DataSource } from 'typeorm';

/** Runs one statement and returns its rows, whatever the command (TypeORM shapes UPDATE results differently). */
export type Sql = <Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) => Promise<Row[]>;

export function sqlOfDataSource(dataSource: DataSource): Sql {
  return async <Row>(text: string, params: readonly unknown[] = []) => {
    const runner = dataSource.createQueryRunner();
    try {
      const result = await runner.query(text, [...params], true);
      return (result.records ?? []) as Row[];
    } finally {
      await runner.release();
    }
  };
}

/** For callers already inside a transaction (e.g. a projection's runner client): the job commits with it. */
export function sqlOfClient(client: ClientBase): Sql {
  return async <Row>(text: string, params: readonly unknown[] = []) =>
    (await client.query(text, [...params])).rows as Row[];
}
