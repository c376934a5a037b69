import { startGame } from '../../core/create.js';
import { teams } from '../../core/teams.js';
import type { SimulationRun } from './game-summary.js';

/**
 * The team of each seat in a run's games (seats with the same number play together), or `null`
 * when every seat plays for itself: the game's own `teams(state)` of the run's first game. Teams
 * depend only on the game, variant and players (a run sets no other option), so they are not
 * stored with the games: `simulate` and `merge` compute them the same way, and shard files need
 * no change. Only Lost Valley has teams so far (its `team` and `team-five-leads-two` variants;
 * the `two-player` form's seats each lead their own team).
 *
 * @example
 * runTeams({ game: 'lost-valley', variant: 'team', players: 4, seed: 's', games: 10, bot: 'random' }); // [0, 1, 0, 1]
 * runTeams({ game: 'mountain-river-duel', variant: 'standard', players: 2, seed: 's', games: 10, bot: 'random' }); // null
 */
export function runTeams(run: SimulationRun): number[] | null {
  const start = startGame({ game: run.game, variant: run.variant, players: run.players, seed: `${run.seed}-0` });
  return start.ok ? teams(start.state) : null;
}
