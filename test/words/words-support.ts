import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { continuePlayout } from '../../src/bots/index.js';
import { getGame, listVariants, startGame, variantPlayerRange, type Action, type GameEvent } from '../../src/index.js';
import type { AnyGameState } from '../../src/core/runtime.js';

/** One step of a random game, with the state before it (to word the action) and after it (events). */
export interface WordedStep {
  readonly before: AnyGameState;
  readonly action: Action;
  readonly after: AnyGameState;
  readonly events: readonly GameEvent[];
}

/** Random games of every variant of a game at its smallest and largest seat counts. */
export function randomGames(game: string, seeds: readonly string[]): WordedStep[][] {
  const games: WordedStep[][] = [];
  for (const variant of listVariants(game)) {
    const range = variantPlayerRange(getGame(game)!, variant);
    for (const players of new Set([range.min, range.max])) {
      for (const seed of seeds) {
        const start = startGame({ game, variant, players, seed });
        if (!start.ok) throw new Error(start.error.message);
        const steps: WordedStep[] = [{ before: start.state, action: { type: 'chance', outcome: null }, after: start.state, events: start.events }];
        let before = start.state;
        continuePlayout(start.state, `words/${seed}`, {
          checked: true,
          onStep: (step) => {
            steps.push({ before, action: step.action, after: step.state, events: step.events });
            before = step.state;
          },
        });
        games.push(steps);
      }
    }
  }
  return games;
}

/** The action types of a game, read from its action schema (a discriminated union). */
export function actionTypes(game: string): string[] {
  // Read through `_zod.def`, which classic zod and zod/mini schemas share (the duel and Goldfield
  // Gully use zod/mini, whose schemas have no `.options` or `.shape`).
  type Def<T> = { readonly _zod: { readonly def: T } };
  type Literal = Def<{ readonly values: readonly unknown[] }>;
  const schema = getGame(game)!.actionSchema as unknown as Def<{ readonly options: readonly Def<{ readonly shape: Record<string, Literal> }>[] }>;
  return schema._zod.def.options.map((option) => String(option._zod.def.shape['type']!._zod.def.values[0]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * `type: '…'` literals in a game's rule files that are not events (a task or a data record of
 * that shape), by game: none today. A branch that adds one lists it here with its reason.
 */
const NOT_EVENTS: Readonly<Record<string, readonly string[]>> = {};

/**
 * Every `type: '…'` literal in a game's rule files that is not an action type: the event types the
 * game can emit, including rare ones no random game meets. Comment lines are skipped (examples).
 */
export function eventTypesInSource(game: string): string[] {
  const actions = new Set(actionTypes(game));
  const found = new Set<string>();
  for (const file of sourceFiles(join('src/games', game))) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const trimmed = line.trim();
      if (trimmed.startsWith('*') || trimmed.startsWith('//') || trimmed.startsWith('/**')) continue;
      // Extract<Action, { type: 'x' }> names an action, not an event.
      for (const match of trimmed.replace(/Extract<[^>]*>/g, '').matchAll(/type: '([a-z-]+)'/g)) {
        if (!actions.has(match[1]!) && !(NOT_EVENTS[game] ?? []).includes(match[1]!)) found.add(match[1]!);
      }
    }
  }
  return [...found].sort();
}
