import { outcome, type Action, type GameEvent } from '../../../src/index.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { eventLine, recordRandomGame } from '../../support/golden-transcript.js';

/** The seed of every Lost Valley golden playthrough. */
export const GOLDEN_SEED = 'golden-1';

/**
 * A golden playthrough (OpenSpiel style) of one seeded Lost Valley game: every seat picks
 * uniformly among its legal actions, and the text has one line per event in the game's own words
 * and a closing outcome line (with the winners when `winners` is set, as the team goldens print).
 *
 * @example
 * const { text, last, actions, events } = valleyTranscript('classic', 3);
 */
export function valleyTranscript(variant: string, players: number, options: { readonly winners?: boolean } = {}): { text: string; last: LostValleyState; actions: Action[]; events: GameEvent[] } {
  const { start, startEvents, steps } = recordRandomGame({ game: 'lost-valley', variant, players, seed: GOLDEN_SEED }, `${GOLDEN_SEED}/players`);
  const lines = [`# lost-valley, variant ${variant}, ${players} players, seed '${GOLDEN_SEED}', chance auto`, `# each seat picks uniformly among its legal actions with the generator seeded '${GOLDEN_SEED}/players'`];
  const events: GameEvent[] = [...startEvents];
  for (const event of startEvents) lines.push(eventLine(event, start));
  for (const step of steps) {
    for (const event of step.events) lines.push(eventLine(event, step.state));
    events.push(...step.events);
  }
  const state = (steps.at(-1)?.state ?? start) as LostValleyState;
  const result = outcome(state)!;
  const winners = options.winners ? `, winners ${result.winners.join(', ')}` : '';
  lines.push(`# outcome: ${result.reason}${winners}, ${state.g.board.tiles.length} tiles laid, ${state.g.turn.number} turns, ${state.ply} plies`);
  return { text: `${lines.join('\n')}\n`, last: state, actions: steps.map((step) => step.action), events };
}
