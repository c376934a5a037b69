/**
 * A legal board around one intersection, for the scenario tests of the building area (works,
 * water, XP, skills, claims, movement); not a test file itself. It replaces the old hand-laid
 * `site()`, whose one-face "wasteland pieces" no real game can hold: every tile here is a real
 * tile of the component set, laid by the position builder (`valleyPosition`) where exploration
 * offers it, and the result is checked as `loadGame` checks a save.
 *
 * The board: the river's first diamond at the mouth (the first tile every exploration lays), any
 * further river diamonds a scenario names, then the spring (the set holds no other river
 * diamond, so the next river step brings it out, LV-EXP2-R4, before any land is laid beside the
 * headwater, LV-EXP2-R1), then one diamond on each of the six faces around the intersection,
 * each reaching outwards (so every edge around it lies between two tiles), the tiles named by
 * the scenario and a wasteland for the rest. With `finished` (the default) the game's component
 * set is exactly the tiles laid (a replacement set, LV-SETUP-6), so that exploration ends as the
 * game ends it (the ice onto the spring): the prospector can walk without exploring, as on the
 * old finished board.
 */
import { catalogOf, componentsFor, riverPlacements, valleyPosition, type LostValleyOptions, type LostValleyState, type SkillId, type ValleyPosition } from '../../../src/games/lost-valley/public.js';
import { componentsOf } from '../../../src/core/components.js';
import { faceName, parseFace } from '../../../src/games/lost-valley/board/place-names.js';
import { withSpring } from '../../../src/games/lost-valley/position/spring-step.js';
import { ring } from './build-helpers.js';
import { built, indexOfState, latticeOf, newGame } from './lv-helpers.js';

/** What a site holds. */
export interface SiteSetup {
  readonly players?: number;
  readonly variant?: string;
  readonly options?: Partial<LostValleyOptions>;
  /** A replacement component set (setup `data`, LV-SETUP-6); finished, cut down further to the tiles laid. */
  readonly data?: unknown;
  /**
   * The tiles on the six faces around the intersection, in {@link ring} order: a tile id (used
   * if it is still in its pile, else the first tile of the same terrain that is: every tile lies
   * once), or `null`/absent for a wasteland. A triangle id (T02, the Fishing Hole) lays that
   * triangle on the face alone.
   */
  readonly around?: readonly (string | null)[];
  /** River diamonds laid after the mouth's, each at its first placement that extends the river. */
  readonly river?: readonly string[];
  /** Faces around the intersection (names) left empty. */
  readonly open?: readonly string[];
  /** Land diamonds laid by name after the ring (each where exploration offers it). */
  readonly more?: readonly (readonly [string, readonly [string, string]])[];
  /** Where the current prospector stands: an intersection's name or id (default O2). */
  readonly at?: string | number;
  /** The prospector's goods and gear, from the supply, instead of the starting inventory. */
  readonly goods?: Readonly<Record<string, number>>;
  readonly skills?: readonly SkillId[];
  /** The XP marker on the current prospector's sheet. */
  readonly xp?: boolean;
  /** Exploration over (the default): the component set is cut down to the tiles laid. */
  readonly finished?: boolean;
  /** More builder steps, after the board and the goods (works, claims, the turn). */
  readonly then?: (position: ValleyPosition, site: SiteHandles) => ValleyPosition;
}

/** The handles of a built site. */
export interface SiteHandles {
  readonly v: number;
  /** The six faces around v, in cyclic order. */
  readonly faces: number[];
  /** edges[k] lies between faces[k] and faces[k + 1]. */
  readonly edges: number[];
}

/** A built site: the state and its handles. */
export interface Site extends SiteHandles {
  readonly state: LostValleyState;
  /** The index of the tile covering a face (-1 if none). */
  readonly tileOf: (faceId: number) => number;
}

function faceId(state: LostValleyState, name: string): number {
  const r = parseFace(latticeOf(state), name);
  if (!r.ok) throw new Error(`site: ${name} is no face`);
  return r.id;
}

function outward(state: LostValleyState, f: number, v: number): number {
  const lattice = latticeOf(state);
  for (let i = 0; i < 3; i++) {
    const e = lattice.faceEdges[3 * f + i]!;
    if (lattice.edgeEnds[2 * e] !== v && lattice.edgeEnds[2 * e + 1] !== v) return lattice.faceNeighbours[3 * f + i]!;
  }
  return -1;
}

/** The tile a spec names: that id if it is unused, else the first unused one of its terrain. */
function pickTile(state: LostValleyState, spec: string | null, used: Set<string>): string {
  const set = componentsOf(state) as ReturnType<typeof componentsFor>;
  const catalog = catalogOf(set);
  const triangle = catalog.triangles.get(spec ?? '');
  if (triangle) return triangle.id;
  const terrain = spec === null ? 'wasteland' : catalog.diamonds.get(spec)?.terrain;
  if (terrain === undefined) throw new Error(`site: ${spec} is no tile of this set`);
  if (spec !== null && !used.has(spec)) return spec;
  const free = set.landDiamonds.find((t) => t.terrain === terrain && !used.has(t.id) && (spec !== null || t.symbols.length === 0))
    ?? set.landDiamonds.find((t) => t.terrain === terrain && !used.has(t.id));
  if (!free && spec === null) {
    const any = set.landDiamonds.find((t) => !used.has(t.id));
    if (any) return any.id;
  }
  if (!free) throw new Error(`site: no ${terrain} diamond left`);
  return free.id;
}

function riverDiamond(position: ValleyPosition, tile: string): ValleyPosition {
  const state = built(position);
  const catalogTile = catalogOf(componentsOf(state)).diamonds.get(tile);
  const where = catalogTile ? riverPlacements(indexOfState(state), catalogTile)[0] : undefined;
  if (!where) throw new Error(`site: ${tile} extends the river nowhere`);
  return valleyPosition(state).diamond(tile, where.faces, where.way);
}

/** Lays the board: the river, then the ring, each ring tile as soon as exploration offers it. */
function layBoard(start: LostValleyState, setup: SiteSetup, v: number, picks?: readonly string[]): { state: LostValleyState; picks: string[] } {
  let position = valleyPosition(start).diamond('R03', ['M0^', 'L1v']);
  for (const tile of setup.river ?? []) position = riverDiamond(position, tile);
  // The set holds no other river diamond: the next explorer by the headwater finds none to lay
  // and brings out the spring (LV-EXP2-R4), before any land beside it (LV-EXP2-R1).
  position = withSpring(position);
  let state = built(position);
  const { faces } = ring(state, v);
  const used = new Set<string>(['R03', ...(setup.river ?? []), ...(setup.more ?? []).map(([tile]) => tile)]);
  const chosen: string[] = [];
  const todo: { face: number; tile: string; from: number }[] = [];
  const lattice = latticeOf(state);
  const open = new Set((setup.open ?? []).map((name) => faceId(state, name)));
  const add = (f: number, spec: string | null, from: number): void => {
    // Faces the river covers, the river's headwater (the spring's place) and beyond the valley stay as they are.
    if (f < 0 || f === state.g.board.headwater || open.has(f) || todo.some((t) => t.face === f) || state.g.board.tiles.some((t) => t.faces.includes(f))) return;
    const tile = picks?.[todo.length] ?? pickTile(state, spec, used);
    used.add(tile);
    chosen.push(tile);
    todo.push({ face: f, tile, from });
  };
  faces.forEach((f, k) => add(f, setup.around?.[k] ?? null, v));
  // Lay each tile once exploration could lay it (a corner on the board); triangles last.
  let left = [...todo].sort((a, b) => Number(a.tile.startsWith('T')) - Number(b.tile.startsWith('T')));
  while (left.length > 0) {
    const next = left.find((t) => {
      if (t.tile.startsWith('T')) {
        const r = valleyPosition(state).triangle(t.tile, t.face).build();
        if (r.ok) state = r.state;
        return r.ok;
      }
      // Outwards first; else towards another empty neighbour (the face is still this tile's).
      const out = outward(state, t.face, t.from);
      const partners = [out, ...[0, 1, 2].map((i) => lattice.faceNeighbours[3 * t.face + i]!).filter((g) => g !== out && !faces.includes(g) && !todo.some((o) => o.face === g))];
      return partners.some((g) => {
        const r = valleyPosition(state).diamond(t.tile, [t.face, g]).build();
        if (r.ok) state = r.state;
        return r.ok;
      });
    });
    if (!next) {
      const why = valleyPosition(state).diamond(left[0]!.tile, [left[0]!.face, outward(state, left[0]!.face, left[0]!.from)]).build();
      throw new Error(`site: no legal placement left for ${left.map((t) => `${t.tile} on ${faceName(lattice, t.face)}`).join(', ')}${why.ok ? '' : ` (${why.error.message})`}`);
    }
    left = left.filter((t) => t !== next);
  }
  for (const [tile, faces2] of setup.more ?? []) state = built(valleyPosition(state).diamond(tile, faces2));
  return { state, picks: chosen };
}

/** The intersection a site stands at. */
function siteNode(state: LostValleyState, at: string | number | undefined): number {
  if (typeof at === 'number') return at;
  const r = built(valleyPosition(state).at(0, at ?? 'O2'));
  return r.g.prospectors[0]!.node;
}

/**
 * A legal board around an intersection, the current prospector (seat 0's) standing on it with
 * the goods named, the turn at its start. Every piece comes from the component set, and the
 * position passes the save checks (it is built by `valleyPosition`).
 *
 * @example
 * const { state, v, faces, tileOf } = legalSite({ around: ['L11', 'T02'], goods: { tool: 1, food: 1, timber: 1 } });
 */
export function legalSite(setup: SiteSetup = {}): Site {
  const game = (data?: unknown): LostValleyState =>
    newGame({ ...(setup.players === undefined ? {} : { players: setup.players }), ...(setup.variant === undefined ? {} : { variant: setup.variant }), ...(setup.options === undefined ? {} : { options: setup.options }), ...(data === undefined ? {} : { data }) });
  // The river diamonds are only those laid (LV-SETUP-6), so that the river closes at once.
  const named = new Set(['R03', ...(setup.river ?? [])]);
  const whole = componentsOf(game(setup.data)) as ReturnType<typeof componentsFor>;
  const full = game({ ...whole, riverDiamonds: whole.riverDiamonds.filter((t) => named.has(t.id)) });
  let first = layBoard(full, setup, siteNode(full, setup.at));
  let state = first.state;
  if (setup.finished ?? true) {
    // The component set of just these tiles (LV-SETUP-6), so that exploration can end.
    const set = componentsOf(full) as ReturnType<typeof componentsFor>;
    const laid = new Set(state.g.board.tiles.map((t) => t.tile));
    const small = game({
      ...set,
      landDiamonds: set.landDiamonds.filter((t) => laid.has(t.id)),
      riverDiamonds: set.riverDiamonds.filter((t) => laid.has(t.id)),
      triangles: set.triangles.filter((t) => laid.has(t.id)),
    });
    first = layBoard(small, setup, siteNode(small, setup.at), first.picks);
    state = built(valleyPosition(first.state).endExploration());
  }
  const v = siteNode(state, setup.at);
  let position = valleyPosition(state).at(0, v);
  const p = state.g.prospectors[0]!;
  if (setup.goods) {
    for (const { item, count } of [...p.inventory.backpack, ...p.inventory.gear]) position = position.drop(0, item, count);
    for (const [item, count] of Object.entries(setup.goods)) position = position.take(0, item, count);
  }
  for (const skill of setup.skills ?? []) position = position.skill(0, skill);
  if (setup.xp) position = position.xp(0);
  const { faces, edges } = ring(state, v);
  if (setup.then) position = setup.then(position, { v, faces, edges });
  const result = built(position);
  const tileOf = (faceId: number): number => result.g.board.tiles.findIndex((t) => t.faces.includes(faceId));
  return { state: result, v, faces, edges, tileOf };
}

/**
 * The edge between the river's first two diamonds (the mouth's and the next one up), which the
 * river flows through, and its two ends: the current prospector's first when it stands on one.
 *
 * @example
 * const { crossing, ends } = riverCrossing(legalSite({ river: ['R01'], at: 'M1' }).state);
 */
export function riverCrossing(state: LostValleyState): { crossing: number; ends: [number, number] } {
  const lattice = latticeOf(state);
  const [a, b] = state.g.board.river.slice(0, 2).map((i) => state.g.board.tiles[i]!.faces);
  for (const f of a!) {
    for (let i = 0; i < 3; i++) {
      if (!b!.includes(lattice.faceNeighbours[3 * f + i]!)) continue;
      const crossing = lattice.faceEdges[3 * f + i]!;
      const ends: [number, number] = [lattice.edgeEnds[2 * crossing]!, lattice.edgeEnds[2 * crossing + 1]!];
      const at = state.g.prospectors[state.g.turnOrder[state.g.turn.index]!]!.node;
      return { crossing, ends: ends[1] === at ? [ends[1], ends[0]] : ends };
    }
  }
  throw new Error('riverCrossing: the river has fewer than two diamonds');
}
