import type { Ctx, Game } from 'boardgame.io';
import * as z from 'zod/mini';
import { ruleError, type RuleError } from '../core/errors.js';
import { getGame, getVariant, listVariants, unknownGameMessage } from '../core/registry.js';
import { zodToRuleError } from '../core/zod-issues.js';
import { serverChance, newTableKey, type ChanceSource } from './server-chance.js';
import { seatTable } from './seat-table.js';
import { actMove, drawMove, type TableStep } from './table-moves.js';
import { startState } from './table-state.js';
import type { SeatTable, TableRefusal, TableSetup, TableState } from './table-types.js';

/** boardgame.io's `INVALID_MOVE` (a plain string), written here so this module loads without boardgame.io. */
const INVALID_MOVE = 'INVALID_MOVE';

/**
 * What {@link createBoardgameIoGame} takes: the registered game, the defaults of every match
 * (variant, options, component data; a match's `setupData` may choose its own variant and
 * options), boardgame.io's game `name` (default: the game id), where chance is drawn from
 * (default {@link serverChance}) and a hook told of every refused move.
 *
 * @example
 * const options: BoardgameIoOptions = { game: 'goldfield-gully', onRefusal: (r) => console.warn(r.error.code) };
 */
export interface BoardgameIoOptions {
  readonly game: string;
  readonly name?: string;
  readonly variant?: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly data?: unknown;
  readonly chance?: ChanceSource;
  readonly onRefusal?: (refusal: TableRefusal) => void;
}

/**
 * The result of {@link createBoardgameIoGame}: the boardgame.io `Game`, or why the options are
 * refused (an unregistered game names the import that registers it).
 *
 * @example
 * const made = createBoardgameIoGame({ game: 'lost-valley' });
 * if (made.ok) Server({ games: [made.game] });
 */
export type BoardgameIoGameResult = { readonly ok: true; readonly game: Game<TableState> } | { readonly ok: false; readonly error: RuleError };

const SetupDataSchema = z.optional(
  z.strictObject({
    variant: z.optional(z.string()),
    options: z.optional(z.record(z.string(), z.unknown())),
  }),
);

function tableSetup(options: BoardgameIoOptions, setupData: unknown, players: number): { ok: true; setup: TableSetup } | { ok: false; error: RuleError } {
  const parsed = SetupDataSchema.safeParse(setupData);
  if (!parsed.success) return { ok: false, error: zodToRuleError('invalid-setup', 'The setupData', parsed.error) };
  const setup: TableSetup = {
    game: options.game,
    variant: parsed.data?.variant ?? options.variant ?? 'standard',
    players,
    options: { ...(options.options ?? {}), ...(parsed.data?.options ?? {}) },
  };
  const started = startState(setup, options.data);
  return started.ok ? { ok: true, setup } : started;
}

function refusedOptions(options: BoardgameIoOptions): RuleError | null {
  const game = getGame(options.game);
  if (!game) return ruleError('invalid-setup', unknownGameMessage(options.game), { path: ['game'] });
  const variant = options.variant ?? 'standard';
  if (!getVariant(game, variant)) {
    return ruleError('invalid-setup', `Game '${game.id}' has no variant '${variant}'. Variants: ${listVariants(game.id).join(', ')}.`, { path: ['variant'] });
  }
  return null;
}

/**
 * A boardgame.io (0.50) `Game` for any registered game. The engine owns the rules and the turn
 * order: every seat may send a move at any time and the engine judges it. Two moves, both run on
 * the server only (`client: false`): `act(action, step?)` plays one of the seat's legal actions
 * (redacted in the log for the other seats), and `draw()` has the server draw the chance
 * outcomes the start waits for. Chance is drawn from `chance` (a generator per table held in the
 * server process, never in `G`): boardgame.io sends `initialState` unfiltered, and that `G` holds
 * no engine state, only the setup and the table key. `playerView` gives each seat its
 * {@link SeatTable}. A refused move returns `INVALID_MOVE` (the state stays as it was) and is
 * reported to `onRefusal` with its typed reason. Undo is off.
 *
 * @example
 * import 'lost-valley-engine/lost-valley';
 * import { createBoardgameIoGame } from 'lost-valley-engine/boardgame.io';
 * import { Server } from 'boardgame.io/server';
 * const made = createBoardgameIoGame({ game: 'lost-valley' });
 * if (!made.ok) throw new Error(made.error.message);
 * Server({ games: [made.game] }).run(8000);
 */
export function createBoardgameIoGame(options: BoardgameIoOptions): BoardgameIoGameResult {
  const refused = refusedOptions(options);
  if (refused) return { ok: false, error: refused };
  const facts = getGame(options.game)!.facts;
  const chance = options.chance ?? serverChance();
  const report = (table: TableState, seat: string, move: TableRefusal['move'], args: readonly unknown[], step: TableStep): TableState | typeof INVALID_MOVE => {
    if (step.ok) return step.table;
    options.onRefusal?.({ table: table.table, step: table.step, seat, move, args, error: step.error });
    return INVALID_MOVE;
  };
  const game: Game<TableState> = {
    name: options.name ?? options.game,
    minPlayers: facts.minPlayers,
    maxPlayers: facts.maxPlayers,
    disableUndo: true,
    // Whole states, not patches: boardgame.io 0.50.2 bases a patch on the stateID the sender
    // named, so an `act` from behind (which the engine may accept) would leave every other client
    // ignoring the patches that follow.
    deltaState: false,
    setup: ({ ctx }: { ctx: Ctx }, setupData?: unknown): TableState => {
      const made = tableSetup(options, setupData, ctx.numPlayers);
      const fallback: TableSetup = { game: options.game, variant: options.variant ?? 'standard', players: ctx.numPlayers, options: options.options ?? {} };
      return {
        table: newTableKey(),
        step: 0,
        setup: made.ok ? made.setup : fallback,
        state: null,
        events: [],
        changed: Array.from({ length: ctx.numPlayers }, () => 0),
        gameover: null,
        fault: made.ok ? null : made.error,
      };
    },
    validateSetupData: (setupData: unknown, numPlayers: number): string | undefined => {
      const made = tableSetup(options, setupData, numPlayers);
      return made.ok ? undefined : `${made.error.code}: ${made.error.message}`;
    },
    moves: {
      act: {
        move: ({ G, playerID }: { G: TableState; playerID: string }, ...args: unknown[]) => report(G, playerID, 'act', args, actMove(G, playerID, args, chance)),
        client: false,
        redact: true,
        // The engine judges a submit from behind by the step it names (boardgame.io/stale).
        ignoreStaleStateID: true,
      },
      draw: {
        move: ({ G, playerID }: { G: TableState; playerID: string }, ...args: unknown[]) => report(G, playerID, 'draw', args, drawMove(G, playerID, chance, options.data)),
        client: false,
      },
    },
    // Every seat is in boardgame.io's stage 'play' (which has no moves of its own, so the game's
    // two apply): the engine's active seats are in each seat's view.
    turn: { activePlayers: { all: 'play' } },
    endIf: ({ G }: { G: TableState }) => G.gameover ?? undefined,
    playerView: ({ G, playerID }: { G: TableState; playerID: string | null }): SeatTable => seatTable(G, playerID, options.data),
  };
  return { ok: true, game };
}
