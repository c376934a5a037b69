import { definitionOf, type AnyGameState } from './runtime.js';

/**
 * Who plays with whom: the team of each seat (seats with the same number play together and win
 * together), from the game's `teams` hook; `null` when every seat plays for itself (every game
 * but Lost Valley's team variants, and Lost Valley's two-player form, where each seat leads its
 * own two prospectors). Tools that count wins by team (`simulate`, `arena`) and hosts that show
 * partners (the match helper) read it here instead of a game's options. Never throws: a state of
 * an unknown game, or one the hook cannot read, has no teams.
 *
 * @example
 * teams(createGame({ game: 'lost-valley', variant: 'team', players: 4, seed: 1 })); // [0, 1, 0, 1]
 * teams(createGame({ game: 'mountain-river-duel', players: 2, seed: 1 })); // null
 */
export function teams(state: AnyGameState): number[] | null {
  const game = definitionOf(state);
  if ('code' in game || !game.teams) return null;
  let seats: readonly number[] | null;
  try {
    seats = game.teams(state);
  } catch {
    seats = null;
  }
  if (!seats || seats.length !== state.players) return null;
  // A list where no two seats share a number is no team game: say so the one way.
  return new Set(seats).size < seats.length ? [...seats] : null;
}
