import type { Action } from '../core/actions.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerView } from '../core/view.js';
import type { GullyOptions } from '../games/goldfield-gully/api.js';
import { GullyPhaseSchema, type GullyAction, type GullyGameState } from '../games/goldfield-gully/api.js';
import { relativeSeat, seatsFrom, type FeatureWriter } from './feature-writer.js';
import type { GameEncoding } from './game-encoding.js';

const BUILDINGS = 6;
const MODIFIERS = [-2, -1, 1, 2] as const;
const GATHER = 0;
const BANK = GATHER + BUILDINGS;
const MODIFY = BANK + 1;
const PASS = MODIFY + MODIFIERS.length;
const MOVE = PASS + 1;
const SIZE = MOVE + BUILDINGS;
const PHASES = GullyPhaseSchema.options;
const WINDOW_PURPOSES = ['treasure', 'shootout', 'sheriff'] as const;
const DIE_FACES = 6;
// A commitment as a seat sees it: none yet, someone's secret, bank, or a building 1–6.
const CHOICE_SLOTS = 3 + BUILDINGS;

/**
 * Goldfield Gully's encoding: 18 actions whatever the setup: gather at buildings 1–6 (0–5), bank
 * (6), modify by −2, −1, +1, +2 (7–10), pass (11), move to buildings 1–6 (12–17). The
 * observation is laid out in `docs/encodings.md`.
 *
 * @example
 * gullyEncoding.actionSpaceSize(state); // 18
 */
export const gullyEncoding: GameEncoding = {
  game: 'goldfield-gully',
  actionSpaceSize: () => SIZE,
  actionToIndex(_state: AnyGameState, action: Action): number {
    const gully = action as GullyAction;
    switch (gully.type) {
      case 'gather':
        return gully.building >= 1 && gully.building <= BUILDINGS ? GATHER + gully.building - 1 : -1;
      case 'bank':
        return BANK;
      case 'modify':
        return MODIFY + MODIFIERS.indexOf(gully.by);
      case 'pass':
        return PASS;
      case 'move':
        return gully.building >= 1 && gully.building <= BUILDINGS ? MOVE + gully.building - 1 : -1;
      default:
        return -1;
    }
  },
  indexToAction(_state: AnyGameState, seat: number, index: number): GullyAction | null {
    if (!Number.isInteger(index) || index < 0 || index >= SIZE) return null;
    if (index < BANK) return { type: 'gather', player: seat, building: index - GATHER + 1 };
    if (index === BANK) return { type: 'bank', player: seat };
    if (index < PASS) return { type: 'modify', player: seat, by: MODIFIERS[index - MODIFY]! };
    if (index === PASS) return { type: 'pass', player: seat };
    return { type: 'move', player: seat, building: index - MOVE + 1 };
  },
  writeObservation(view: PlayerView, out: FeatureWriter): void {
    const g = view.g as unknown as GullyGameState;
    const options = view.options as GullyOptions;
    const seat = view.seat ?? 0;
    const players = view.players;
    const relative = (other: number | null) => relativeSeat(other, seat, players);
    out.value(g.round / options.rounds);
    out.oneHot(PHASES.indexOf(g.phase), PHASES.length);
    out.oneHot(relative(g.firstPlayer), players);
    out.value(g.stack.ones);
    out.value(g.stack.twos);
    out.value(g.spent.ones);
    out.value(g.spent.twos);
    for (const tokens of g.lying) {
      out.value(tokens.ones);
      out.value(tokens.twos);
    }
    const shootout = g.shootout;
    for (const other of seatsFrom(seat, players)) {
      out.value(g.held[other]!.ones);
      out.value(g.held[other]!.twos);
      out.value(g.banked[other]!);
      out.value(g.unbanked[other]!);
      const choice = g.choice[other] as number | 'secret' | null;
      out.oneHot(choice === null ? 0 : choice === 'secret' ? 1 : 2 + choice, CHOICE_SLOTS);
      out.oneHot(g.at[other] ?? 0, BUILDINGS + 1);
      out.oneHot(g.roll[other] ?? 0, DIE_FACES + 1);
      out.oneHot(g.shot[other] ?? 0, DIE_FACES + 1);
      out.flag(g.rolling === other);
      out.flag(shootout?.contenders.includes(other) ?? false);
      out.flag(shootout?.losers.includes(other) ?? false);
      out.flag(view.activePlayers.includes(other));
    }
    for (let building = 1; building <= BUILDINGS; building++) out.flag(g.contested.includes(building));
    out.oneHot(shootout?.building ?? 0, BUILDINGS + 1);
    out.oneHot(g.window ? WINDOW_PURPOSES.indexOf(g.window.purpose) : -1, WINDOW_PURPOSES.length);
    out.oneHot(g.sheriff ?? 0, DIE_FACES + 1);
    out.oneHot(relative(g.winner), players);
    out.flag(view.awaitingChance);
    out.flag(view.terminal);
  },
};
