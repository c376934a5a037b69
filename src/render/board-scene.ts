import * as z from 'zod';
import { isComponentSetRef } from '../core/component-ref.js';
import { componentsOf } from '../core/components.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { PlayerView } from '../core/view.js';
import { diamondAt, catalogOf, type TileCatalog, ClaimSchema, BoardStateSchema, ExplorationSchema, InventoryStateSchema, PendingSchema, type Lattice, type LostValleyState, type LostValleyComponents } from '../games/lost-valley/api.js';
import { renderWords, type RenderWords } from './render-words.js';

/**
 * What the picture is drawn from: a whole `lost-valley` state, or one seat's (or a spectator's)
 * view of it. A view is drawn from what it holds and nothing else.
 *
 * @example
 * const input: BoardSource = view(state, 0);
 */
export type BoardSource = LostValleyState | PlayerView;

/*
 * Only the parts of the game state that the picture shows are read, and loosely (extra fields
 * are ignored), so that a view which hides more (gold bags, piles) is still drawn.
 */
const DrawnGameSchema = z.looseObject({
  board: BoardStateSchema,
  prospectors: z.array(
    z.looseObject({
      seat: z.int().min(0).max(5),
      node: z.int().nonnegative(),
      // What a prospector holds and its claim (drawn in the legend and on the mine); a view masks the secrets.
      inventory: z.optional(InventoryStateSchema),
      claim: z.optional(z.nullable(ClaimSchema)),
    }),
  ),
  turnOrder: z.array(z.int().nonnegative()),
  turn: z.looseObject({ number: z.int().positive(), index: z.int().nonnegative() }),
  explore: z.nullable(ExplorationSchema),
  explorationOver: z.boolean(),
  ice: z.looseObject({ out: z.boolean(), position: z.int().nonnegative() }),
  pending: PendingSchema,
  ended: z.string().nullable(),
  piles: z
    .looseObject({
      land: z.array(z.string()),
      river: z.looseObject({ unseen: z.array(z.string()), bottom: z.array(z.string()) }),
      triangles: z.array(z.string()),
    })
    .optional(),
});

/**
 * The part of the game state that the picture draws.
 *
 * @example
 * const g: DrawnGame = scene.g;
 */
export type DrawnGame = z.infer<typeof DrawnGameSchema>;

/**
 * Everything the layers of the picture read, checked once: the game part, the component set and
 * its catalog, the lattice, and who is looking.
 *
 * @example
 * const scene = sceneOf(state); if ('code' in scene) throw new EngineError(scene);
 */
export interface BoardScene {
  readonly g: DrawnGame;
  readonly set: LostValleyComponents;
  readonly catalog: TileCatalog;
  readonly lattice: Lattice;
  readonly players: number;
  readonly variant: string;
  /** The seat whose view this is; `null` for a whole state or a spectator's view. */
  readonly seat: number | null;
  readonly isView: boolean;
  /** The names the players chose, seat 0 first (the `seatNames` option); absent: seats are lettered A, B, …. */
  readonly seatNames?: readonly string[];
  /** The picture's words in the `locale` render option (English unless given). */
  readonly words: RenderWords;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLikeComponentSet(data: unknown): data is LostValleyComponents {
  if (!isRecord(data)) return false;
  return (
    (data.edition === 'first' || data.edition === 'second') &&
    Array.isArray(data.landDiamonds) &&
    Array.isArray(data.riverDiamonds) &&
    Array.isArray(data.triangles) &&
    isRecord(data.spring) &&
    isRecord(data.markers)
  );
}

const NOT_LOST_VALLEY = 'render/not-lost-valley';
const INCONSISTENT = 'render/inconsistent-board';

// The component set a state or view holds or names; undefined when a reference does not resolve.
function drawnComponents(input: Record<string, unknown>): unknown {
  if (!isComponentSetRef(input.data)) return input.data;
  try {
    return componentsOf({ game: 'lost-valley', options: input.options, data: input.data });
  } catch {
    return undefined;
  }
}

/**
 * Checks a state or view and gathers what the picture needs, or says what is wrong with it:
 * `render/not-lost-valley` (not a Lost Valley state or view, or its game part or data cannot be
 * read) or `render/inconsistent-board` (a tile, face, node or river link the board cannot hold).
 *
 * @example
 * const scene = sceneOf(view(state, 1));
 */
export function sceneOf(input: unknown): BoardScene | RuleError {
  if (!isRecord(input) || input.game !== 'lost-valley') {
    return ruleError(NOT_LOST_VALLEY, 'Only a lost-valley state or view can be drawn.', { path: ['game'] });
  }
  const isView = !('rng' in input);
  const parsed = DrawnGameSchema.safeParse(input.g);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return ruleError(NOT_LOST_VALLEY, `The game part cannot be drawn: ${issue?.message ?? 'unreadable'}.`, {
      path: ['g', ...(issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p))],
    });
  }
  const set = drawnComponents(input);
  if (!looksLikeComponentSet(set)) {
    return ruleError(NOT_LOST_VALLEY, 'The component data is not a Lost Valley component set.', { path: ['data'] });
  }
  const players = typeof input.players === 'number' && Number.isInteger(input.players) ? input.players : 0;
  if (players < 1) return ruleError(NOT_LOST_VALLEY, 'The player count is missing.', { path: ['players'] });
  const seat = isView && typeof input.seat === 'number' ? input.seat : null;
  const catalog = catalogOf(set);
  const scene: BoardScene = {
    g: parsed.data,
    set,
    catalog,
    lattice: catalog.lattice,
    players,
    variant: typeof input.variant === 'string' ? input.variant : 'standard',
    seat,
    isView,
    words: renderWords('en'),
  };
  return boardFault(scene) ?? scene;
}

// Every index the layers follow must lead somewhere, so that drawing never throws.
function boardFault(scene: BoardScene): RuleError | null {
  const { board } = scene.g;
  const { lattice, catalog } = scene;
  const faceOk = (face: number): boolean => face < lattice.faceCount;
  for (let i = 0; i < board.tiles.length; i++) {
    const placed = board.tiles[i]!;
    const path = ['g', 'board', 'tiles', i];
    if (!placed.faces.every(faceOk)) return ruleError(INCONSISTENT, `Tile ${placed.tile} lies off the lattice.`, { path });
    if (placed.kind === 'land' || placed.kind === 'river') {
      const tile = catalog.diamonds.get(placed.tile);
      if (!tile || tile.kind !== placed.kind) return ruleError(INCONSISTENT, `The component set has no ${placed.kind} diamond ${placed.tile}.`, { path });
      if (placed.faces.length !== 2 || !diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way)) {
        return ruleError(INCONSISTENT, `Diamond ${placed.tile} does not cover two neighbouring faces.`, { path });
      }
    } else {
      const tile = catalog.triangles.get(placed.tile);
      if (!tile || (placed.kind === 'spring') !== (tile.id === scene.set.spring.id)) {
        return ruleError(INCONSISTENT, `The component set has no ${placed.kind} ${placed.tile}.`, { path });
      }
      if (placed.faces.length !== 1) return ruleError(INCONSISTENT, `Triangle ${placed.tile} must cover one face.`, { path });
    }
    for (const slot of placed.markers) {
      if (slot.bank !== null && slot.bank >= lattice.nodeCount) return ruleError(INCONSISTENT, `A marker on ${placed.tile} lies on no intersection.`, { path });
    }
  }
  if (!board.holes.every(faceOk)) return ruleError(INCONSISTENT, 'A hole lies off the lattice.', { path: ['g', 'board', 'holes'] });
  for (const index of board.river) {
    if (board.tiles[index]?.kind !== 'river') return ruleError(INCONSISTENT, 'The river lists a tile that is not a river diamond.', { path: ['g', 'board', 'river'] });
  }
  if (board.spring !== null && board.tiles[board.spring]?.kind !== 'spring') {
    return ruleError(INCONSISTENT, 'The spring index names no spring tile.', { path: ['g', 'board', 'spring'] });
  }
  if (board.openEdge !== null && board.openEdge >= lattice.edgeCount) return ruleError(INCONSISTENT, 'The open edge lies off the lattice.', { path: ['g', 'board', 'openEdge'] });
  if (board.headwater !== null && !faceOk(board.headwater)) return ruleError(INCONSISTENT, 'The headwater face lies off the lattice.', { path: ['g', 'board', 'headwater'] });
  const nodes = scene.g.prospectors.map((p) => p.node);
  if (scene.g.explore) nodes.push(scene.g.explore.node);
  if (nodes.some((node) => node >= lattice.nodeCount)) return ruleError(INCONSISTENT, 'A prospector or the exploration stands on no intersection.', { path: ['g', 'prospectors'] });
  return null;
}
