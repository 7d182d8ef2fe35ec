/** The little a migrator needs from a connection; implemented for pg.Client and for PGlite. */
export interface SqlSession {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}
