/**
 * Random Lost Valley games over every variant, seat count and chance mode, for the save tests:
 * `loadedSample` saves and loads every 10th state reached and lists the refusals (there must be
 * none); `reachedStates` keeps states for the mutation test to forge.
 */
import { continuePlayout } from '../../../src/bots/index.js';
import { loadGameResult, saveGame, startGame, type GameSetup } from '../../../src/index.js';
import { variantPlayerRange } from '../../../src/core/player-range.js';
import { getGame } from '../../../src/core/registry.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';

/** Every Lost Valley variant the save tests play. */
export const SAVE_VARIANTS = ['standard', 'classic', 'team', 'team-five-leads-two', 'two-player', 'first-edition'] as const;

/** One table of a variant: its seat count and chance mode. */
export interface Table {
  readonly variant: string;
  readonly players: number;
  readonly chance: 'auto' | 'external';
}

/** Every (seat count, chance mode) of a variant, in its player range. */
export function tablesOf(variant: string): Table[] {
  const range = variantPlayerRange(getGame('lost-valley')!, variant);
  const tables: Table[] = [];
  for (let players = range.min; players <= range.max; players++) for (const chance of ['auto', 'external'] as const) tables.push({ variant, players, chance });
  return tables;
}

/** What a run of save-and-load games found. */
export interface LoadReport {
  readonly games: number;
  readonly loads: number;
  readonly refusals: string[];
}

/**
 * Plays `perTable` random games at every table of a variant and saves and loads every 10th
 * state each reaches (its final state too); returns the refusals, the first ten, with where.
 */
export function loadedSample(variant: string, perTable: number, tag: string): LoadReport {
  const setups: GameSetup[] = [];
  for (const table of tablesOf(variant)) {
    for (let i = 0; i < perTable; i++) setups.push({ game: 'lost-valley', variant, players: table.players, seed: `${tag}-${variant}-${table.players}-${table.chance}-${i}`, chance: table.chance });
  }
  return loadedGames(setups);
}

/** Plays one random game from each setup and saves and loads every 10th state and the last. */
export function loadedGames(setups: readonly GameSetup[]): LoadReport {
  let loads = 0;
  const refusals: string[] = [];
  const check = (state: LostValleyState, where: string): void => {
    loads += 1;
    const loaded = loadGameResult(saveGame(state));
    if (!loaded.ok && refusals.length < 10) refusals.push(`${where} ply ${state.ply}: ${loaded.error.message} at ${JSON.stringify(loaded.error.path)}`);
  };
  for (const setup of setups) {
    const start = startGame(setup);
    if (!start.ok) throw new Error(start.error.message);
    const where = `${setup.variant ?? 'standard'} ${JSON.stringify(setup.options ?? {})} seed ${String(setup.seed)}`;
    let steps = 0;
    const end = continuePlayout(start.state, String(setup.seed), {
      onStep: (step) => {
        steps += 1;
        if (steps % 10 === 0) check(step.state as LostValleyState, where);
      },
    }).state as LostValleyState;
    check(end, where);
  }
  return { games: setups.length, loads, refusals };
}

/**
 * States reached in random games of one table: every `every`-th state of `games` games, the
 * first state and the final one of each included.
 */
export function reachedStates(table: Table, games: number, every: number): LostValleyState[] {
  const states: LostValleyState[] = [];
  for (let i = 0; i < games; i++) {
    const seed = `forge-${table.variant}-${table.players}-${table.chance}-${i}`;
    const start = startGame({ game: 'lost-valley', variant: table.variant, players: table.players, seed, chance: table.chance });
    if (!start.ok) throw new Error(start.error.message);
    states.push(start.state as LostValleyState);
    let steps = 0;
    const end = continuePlayout(start.state, seed, {
      onStep: (step) => {
        steps += 1;
        if (steps % every === 0) states.push(step.state as LostValleyState);
      },
    }).state as LostValleyState;
    states.push(end);
  }
  return states;
}
