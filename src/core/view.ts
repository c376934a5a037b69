import * as z from 'zod/mini';
import type { GameEvent } from './actions.js';
import type { JsonValue } from './json.js';
import { requireDefinition, type AnyGameState } from './runtime.js';
import type { PlayerId } from './state.js';
import { activePlayers, outcome } from './queries.js';
import type { Outcome } from './actions.js';
import { seedRng } from './rng.js';
import { requireSeat } from './seats.js';

/**
 * What one seat (or a spectator) may see: the public envelope and the game's redacted part.
 * It never holds the random generator's state.
 *
 * @example
 * const mine: PlayerView = view(state, 0);
 */
export interface PlayerView {
  readonly game: string;
  readonly variant: string;
  readonly players: number;
  /** The seat this view is for; `null` for a spectator. */
  readonly seat: PlayerId | null;
  readonly options: unknown;
  readonly data: unknown;
  readonly ply: number;
  readonly activePlayers: readonly PlayerId[];
  readonly awaitingChance: boolean;
  readonly terminal: boolean;
  readonly outcome: Outcome | null;
  /** The game's own part, with everything this seat may not know removed. */
  readonly g: JsonValue;
}

const Seat = z.int().check(z.nonnegative());

/**
 * The schema of a whole view (see {@link PlayerView}) around a game's view schema for `g`: a client
 * that receives views over a network checks them with it. `options` and `data` stay loose (the
 * game's option and component schemas check them where they are set).
 *
 * @example
 * playerViewSchema(GullyViewSchema).parse(view(state, 0)).g.choice;
 */
export function playerViewSchema<G extends z.core.$ZodType>(g: G) {
  return z.strictObject({
    game: z.string(),
    variant: z.string(),
    players: z.int().check(z.positive()),
    seat: z.nullable(Seat),
    options: z.unknown(),
    data: z.unknown(),
    ply: z.int().check(z.nonnegative()),
    activePlayers: z.array(Seat),
    awaitingChance: z.boolean(),
    terminal: z.boolean(),
    outcome: z.nullable(
      z.strictObject({ scores: z.array(z.number()), winners: z.array(Seat), tieBreak: z.nullable(z.string()), reason: z.string() }),
    ),
    g,
  });
}

/**
 * The state as one seat may see it; `null` gives a spectator's view. A seat that is not at the
 * table (9 at a 3-seat table, -1, 1.5, '0') is refused: it throws an `EngineError` with the code
 * `no-such-seat` (check first with `seatRefusal`).
 *
 * @example
 * send(client, view(state, seat));
 */
export function view(state: AnyGameState, player: PlayerId | null): PlayerView {
  const game = requireDefinition(state);
  requireSeat(state, player, { spectator: true });
  const terminal = game.isTerminal(state);
  return {
    game: state.game,
    variant: state.variant,
    players: state.players,
    seat: player,
    options: state.options,
    data: state.data,
    ply: state.ply,
    activePlayers: activePlayers(state),
    awaitingChance: !terminal && game.chanceOutcomes(state).length > 0,
    terminal,
    outcome: outcome(state),
    g: game.view(state, player),
  };
}

/**
 * The events a seat may see (those without `visibleTo`, and those that name it); a spectator
 * (`null`) sees only public ones. `table` is the table the events happened at: any state of the
 * game, or a view (it reads `players` only), so that a seat not at the table is refused: it
 * throws an `EngineError` with the code `no-such-seat`.
 *
 * @example
 * const shown = eventsFor(result.events, 1, result.state);
 */
export function eventsFor(events: readonly GameEvent[], player: PlayerId | null, table: { readonly players: number }): GameEvent[] {
  requireSeat(table, player, { spectator: true });
  return events.filter((event) => event.visibleTo === undefined || (player !== null && event.visibleTo.includes(player)));
}

/**
 * A state that the seat cannot tell apart from the real one: everything it has not seen is
 * re-drawn from what is still possible, and the random generator is re-seeded. Search bots plan
 * on these instead of peeking at the real state. A seat that is not at the table (`null`
 * included: a spectator has seen nothing of its own) is refused: it throws an `EngineError` with
 * the code `no-such-seat`, and nothing is re-drawn.
 *
 * @example
 * const guess = determinize(state, 0, 'sample-1');
 */
export function determinize<S extends AnyGameState>(state: S, player: PlayerId, seed: string | number): S {
  const game = requireDefinition(state);
  requireSeat(state, player);
  const g = game.determinize ? game.determinize(state, player, seedRng(`${seed}/determinize`)) : state.g;
  // The real generator's state is hidden too: the copy gets its own.
  return { ...state, g, rng: seedRng(`${seed}/rng`) } as S;
}
