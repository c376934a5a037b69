/**
 * lost-valley-engine/boardgame.io: a boardgame.io (0.50) `Game` for any registered game, with
 * boardgame.io as an optional peer dependency (this module imports only its types). Moves run on
 * the server only; chance is drawn on the server from a generator per table that is never part of
 * `G`; each seat receives its own view as `G` (`playerView`); `initialState`, which boardgame.io
 * sends unfiltered, holds no engine state. See docs/hosting.md.
 *
 * This subpath registers no game: import the subpath of each game the server hosts
 * (`import 'lost-valley-engine/lost-valley'`), or `lost-valley-engine` for every game, first.
 *
 * @example
 * import 'lost-valley-engine/goldfield-gully';
 * import { createBoardgameIoGame } from 'lost-valley-engine/boardgame.io';
 * const made = createBoardgameIoGame({ game: 'goldfield-gully' });
 * @packageDocumentation
 * @module boardgame.io
 */
export { createBoardgameIoGame, type BoardgameIoOptions, type BoardgameIoGameResult } from './boardgame-io-game.js';
export { serverChance, newTableKey, type ChanceSource, type ServerChanceOptions } from './server-chance.js';
export { seatTable, seatOfPlayerID } from './seat-table.js';
export { actMove, drawMove, type TableStep } from './table-moves.js';
export type { TableState, TableSetup, TableSetupData, SeatTable, TableRefusal } from './table-types.js';
