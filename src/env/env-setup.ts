import { startGame, type GameSetup } from '../core/create.js';
import type { RuleError } from '../core/errors.js';
import type { AnyGameState } from '../core/runtime.js';
import { encodingFor, encodingRefusal } from '../encodings/encodings.js';

/**
 * What both environments read from a config before the first reset: the setup of each seed, and
 * the start of seed 0 (the probe their sizes come from); or the refusal of a game without an
 * encoding, of a variant it does not cover, or of a setup the engine refuses.
 *
 * @example
 * const prepared = prepareEnv({ game: 'goldfield-gully', players: 4 });
 * if (!('code' in prepared)) prepared.setupOf(7).seed; // 7
 * @internal
 */
export function prepareEnv(config: {
  readonly game: string;
  readonly variant?: string;
  readonly players: number;
  readonly options?: Record<string, unknown>;
  readonly data?: unknown;
}): { setupOf: (seed: string | number) => GameSetup; probe: AnyGameState } | RuleError {
  const encoding = encodingFor(config.game);
  if ('code' in encoding) return encoding;
  const setupOf = (seed: string | number): GameSetup => ({
    game: config.game,
    players: config.players,
    seed,
    ...(config.variant === undefined ? {} : { variant: config.variant }),
    ...(config.options === undefined ? {} : { options: config.options }),
    ...(config.data === undefined ? {} : { data: config.data }),
  });
  const probe = startGame(setupOf(0));
  if (!probe.ok) return probe.error;
  return encodingRefusal(probe.state) ?? { setupOf, probe: probe.state };
}
