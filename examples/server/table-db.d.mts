import type { Match } from 'lost-valley-engine/match';
import type { SavedSeat, TableOptions, TableStore } from 'lost-valley-engine/colyseus';

/** The example server's database: PGlite or a real Postgres, with its schema. */
export interface TableDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** Where PGlite runs: on a worker thread of its own or on the server's thread; null for a real Postgres. */
  readonly thread?: 'worker' | 'main' | null;
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  exec?(text: string): Promise<unknown>;
  /** PGlite only: runs the prepared step write with these rows (JSON text), the one that also sets the tables' over (step, updated_at) of the rows whose `over_changed` is true when `ends`; the step writer uses the parameterised queries without it. */
  writeSteps?(json: string, ends?: boolean): Promise<unknown>;
  close(): Promise<void>;
}
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; pgliteThread?: 'worker' | 'main' | undefined }): Promise<TableDatabase>;
export function tableStore(db: TableDatabase, owner: string, options?: { writeGapMs?: number; writeDepth?: number; trace?: { saving(roomId: string, step: number): object } }): TableStore & { wake(id: string): void };
export function loadTable(db: TableDatabase, roomId: string): Promise<{ options: TableOptions; match: Match; seats: SavedSeat[] } | null>;
export function openTables(db: TableDatabase, owner: string): Promise<string[]>;
/** `text` as an SQL string literal (quotes doubled; with a backslash, an E'' literal with the backslashes doubled). */
export function quoteLiteral(text: string): string;
