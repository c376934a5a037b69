import { componentsOf } from '../core/components.js';
import type { Action } from '../core/actions.js';
import { EngineError, ruleError, type RuleError } from '../core/errors.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerView } from '../core/view.js';
import { currentActor, ruleContextOf, type RuleContext, type LostValleyComponents, type LostValleyOptions, type LostValleyAction, type LostValleyGameState } from '../games/lost-valley/api.js';
import type { FeatureWriter } from './feature-writer.js';
import type { GameEncoding } from './game-encoding.js';
import { valleyDims, type Here, type ValleyBlock } from './valley-dims.js';
import { valleyBlocks } from './valley-layout.js';
import { writeValleyObservation, writeValleyStateObservation } from './valley-observation.js';

/**
 * The Lost Valley variants the encoding covers; the others are refused (`encodings/unsupported-variant`).
 *
 * @example
 * ENCODED_VALLEY_VARIANTS.includes(state.variant);
 */
export const ENCODED_VALLEY_VARIANTS: readonly string[] = ['standard', 'classic', 'team', 'team-five-leads-two', 'two-player', 'first-edition'];

/**
 * A setup's action layout: the blocks in index order, each type's block and first index, the size.
 *
 * @example
 * const { size } = valleyLayout(state) satisfies ValleyLayout;
 */
export interface ValleyLayout {
  readonly blocks: readonly ValleyBlock[];
  readonly byType: ReadonlyMap<string, { block: ValleyBlock; offset: number }>;
  readonly offsets: readonly number[];
  readonly size: number;
}

const layouts = new WeakMap<LostValleyComponents, ValleyLayout>();

function variantRefusal(variant: string): RuleError | null {
  if (ENCODED_VALLEY_VARIANTS.includes(variant)) return null;
  return ruleError('encodings/unsupported-variant', `Lost Valley's encoding covers the variants ${ENCODED_VALLEY_VARIANTS.join(', ')}, not '${variant}'.`, {
    details: { game: 'lost-valley', variant, encoded: [...ENCODED_VALLEY_VARIANTS] },
  });
}

function requireVariant(variant: string): void {
  const refusal = variantRefusal(variant);
  if (refusal) throw new EngineError(refusal);
}

/**
 * The action layout of a setup's component set: its blocks, each block's first index, the size.
 *
 * @example
 * valleyLayout(state).size;
 */
export function valleyLayout(state: AnyGameState): ValleyLayout {
  requireVariant(state.variant);
  const set = componentsOf(state) as LostValleyComponents;
  let layout = layouts.get(set);
  if (!layout) {
    const blocks = valleyBlocks(valleyDims(set));
    const byType = new Map<string, { block: ValleyBlock; offset: number }>();
    const offsets: number[] = [];
    let size = 0;
    for (const block of blocks) {
      byType.set(block.type, { block, offset: size });
      offsets.push(size);
      size += block.size;
    }
    layout = { blocks, byType, offsets, size };
    layouts.set(set, layout);
  }
  return layout;
}

function indexIn(layout: ValleyLayout, action: Action, here: Here): number {
  const found = layout.byType.get(action.type);
  if (!found) return -1;
  const local = found.block.encode(action as LostValleyAction, here);
  return local >= 0 && local < found.block.size ? found.offset + local : -1;
}

function hereOf(state: AnyGameState, seat: number): Here {
  const g = state.g as LostValleyGameState;
  const set = componentsOf(state) as LostValleyComponents;
  const ctx: RuleContext = ruleContextOf(set, state.options as LostValleyOptions, state.players);
  return { g, ctx, seat, node: currentActor(g).prospector.node, dims: valleyDims(set) };
}

/**
 * Lost Valley's encoding (all six built-in variants): an index space of one block per action type (moves
 * by destination and mode, placements by lattice edge or face, markers by id or by their place
 * among those nearby) and an observation of about ten thousand numbers. Layout:
 * `docs/encodings.md`.
 *
 * @example
 * valleyEncoding.actionSpaceSize(state);
 */
export const valleyEncoding: GameEncoding = {
  game: 'lost-valley',
  refuseVariant: variantRefusal,
  actionSpaceSize: (state) => valleyLayout(state).size,
  actionToIndex(state, action: Action) {
    const seat = (action as { player?: unknown }).player;
    return typeof seat === 'number' ? indexIn(valleyLayout(state), action, hereOf(state, seat)) : -1;
  },
  actionsToIndices(state, seat, actions) {
    // The layout and the place are the same for every action of the seat here: read them once.
    const layout = valleyLayout(state);
    const here = hereOf(state, seat);
    return actions.map((action) => ((action as { player?: unknown }).player === seat ? indexIn(layout, action, here) : -1));
  },
  indexToAction(state, seat, index) {
    const layout = valleyLayout(state);
    if (!Number.isInteger(index) || index < 0 || index >= layout.size) return null;
    // The last block starting at or before the index.
    let lo = 0;
    let hi = layout.offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (layout.offsets[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return layout.blocks[lo]!.decode(index - layout.offsets[lo]!, hereOf(state, seat));
  },
  writeObservation(view: PlayerView, out: FeatureWriter) {
    requireVariant(view.variant);
    writeValleyObservation(view, out);
  },
  writeStateObservation(state: AnyGameState, seat: number, out: FeatureWriter) {
    requireVariant(state.variant);
    writeValleyStateObservation(state, seat, out);
  },
};
