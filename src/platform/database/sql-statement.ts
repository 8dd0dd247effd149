/** A statement with its values, as DataSource.query and pg's client take them. */
export interface SqlStatement {
  text: string;
  values: unknown[];
}
