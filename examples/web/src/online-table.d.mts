/** A refusal, as the table shows it. */
export interface TableError {
  code: string;
  message: string;
}
type Answer = Promise<{ ok: true } | { ok: false; error: TableError }>;
/** Who holds a seat (lost-valley-engine/colyseus's `SeatHolder`). */
export interface SeatHolder {
  seat: number;
  holder: 'open' | 'person' | 'bot';
  connected: boolean;
  bot: string | null;
}
/** What online-source.mjs's `openOnlineTable` resolves with (the part online-table.mjs uses). */
export interface OnlineSource {
  readonly seat: number | null;
  readonly seats: SeatHolder[];
  readonly roomId: string;
  readonly link: string;
  readonly closed: boolean;
  subscribe(listener: (message: unknown) => void): () => void;
  onNews(listener: () => void): () => void;
  submit(action: unknown, atStep?: number): Answer;
  undoRefusal(): TableError | null;
  undo(): Answer;
  redo(): Answer;
  close(): void;
}
/** One update the table draws (table-source.mjs's `TableUpdate`, as an online table sends it). */
export interface TableUpdate {
  change: 'start' | 'action' | 'undo' | 'redo';
  step: number;
  seat: number | null;
  view: unknown;
  events: readonly unknown[];
  legalActions: readonly unknown[];
  active: boolean;
  teams: null;
  thinking: null;
  cover: null;
  past?: readonly unknown[];
}
/** The table source main.mjs draws for an online table. */
export interface OnlineTableSource {
  readonly online: { roomId: string; link: string; url: string };
  readonly closed: boolean;
  readonly seat: number | null;
  readonly seatNames: string[];
  subscribe(listener: (update: TableUpdate) => void): () => void;
  submit(action: unknown, atStep: number): Answer;
  undoRefusal(): TableError | null;
  undo(): Answer;
  redo(): Answer;
  redoRefusal(): TableError | null;
  seatKinds(): string[];
  seatHolders(): string[];
  onNews(listener: () => void): () => void;
  close(): void;
}
export function tableOfLink(link: string): string | null;
export function serverAddress(address: string): string;
export function onlineTableOptions(form: { game: string; variant: string; players: number; others: string }): { game: string; variant: string; players: number; bots: (string | null)[] };
export function openOnline(options: { url: string; create?: object; roomId?: string; locale: () => string; storage?: Storage | null }): Promise<{ ok: true; source: OnlineTableSource } | { ok: false; error: TableError }>;
export function onlineTableSource(online: OnlineSource, options: { url: string; locale: () => string }): OnlineTableSource;
export function onlineLinkHtml(source: OnlineTableSource, locale: string, address: string): string;
export function onlineSeatsHtml(source: OnlineTableSource): string;
