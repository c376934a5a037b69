/**
 * A plain mutable JavaScript implementation of the mountain/river duel, written apart from the
 * engine (it imports none of it) as the reference point of issue 13: "a plain mutable JavaScript
 * implementation that lists every legal move". One object changed in place, markers as small
 * numbers, moves as fresh little objects in a fresh array each turn, no events, no record, no
 * checks. It plays the same rules as src/games/mountain-river-duel (the readings of
 * docs/rules/mountain-river-duel.md): test/bench/duel-mutable-baseline.test.ts drives it and the
 * engine with the same throws and choices and compares every legal list and every result.
 * Not supported: the disc-edge option (its probability must stay 0).
 */

/** The board fields the baseline reads: area places, mountains, rivers, gold. */
export interface BaselineBoard {
  readonly areas: readonly { readonly id: number; readonly q: number; readonly r: number; readonly mountain: number; readonly river: number; readonly gold: number }[];
  readonly mountains: readonly (readonly number[])[];
  readonly rivers: readonly (readonly number[])[];
}

/** The options the baseline knows (the engine's defaults when left out). */
export interface BaselineOptions {
  readonly mountainSeat?: 0 | 1;
  readonly firstPlayer?: 0 | 1;
  readonly maxTurns?: number;
}

/**
 * A move: turn up a straight run (the `length` areas of line `line` ending at position `end`; a
 * single area has `line` -1 and `end` its id), turn one face-up marker down, or pass.
 */
export type BaselineMove =
  | { readonly kind: 'up'; readonly line: number; readonly end: number; readonly length: number }
  | { readonly kind: 'down'; readonly area: number }
  | { readonly kind: 'pass' };

const DOWN = 0;
const UP = 1;
const CLAIMED = 2;
/** The discs thrown at each level, as [low face, high face]. */
const DISCS_AT_LEVEL: readonly (readonly (readonly [number, number])[])[] = [
  [[0, 1], [0, 2], [1, 2]],
  [[0, 2], [1, 2]],
  [[0, 1], [1, 2]],
  [],
];

/**
 * The duel as one mutable object.
 *
 * @example
 * const duel = new MutableDuel(board);
 * while (!duel.ended) { if (duel.needsThrow()) duel.throwDiscs(Math.random); const moves = duel.legalMoves(); duel.play(moves[0]!); }
 */
export class MutableDuel {
  readonly lines: number[][] = [];
  readonly markers: Uint8Array;
  readonly gold = [0, 0];
  level = 0;
  mover = 0;
  turn = 1;
  thrown: number | null = null;
  ended: 'board-cleared' | 'turn-limit' | null = null;
  private readonly mountainSeat: number;
  private readonly firstPlayer: number;
  private readonly maxTurns: number;

  constructor(private readonly board: BaselineBoard, options: BaselineOptions = {}) {
    this.mountainSeat = options.mountainSeat ?? 0;
    this.firstPlayer = options.firstPlayer ?? 0;
    this.maxTurns = options.maxTurns ?? 1000;
    const at = new Map<string, number>();
    for (const area of board.areas) at.set(`${area.q},${area.r}`, area.id);
    // Every maximal straight line along the three axes, from the area with no predecessor.
    for (const [dq, dr] of [[1, 0], [0, 1], [1, -1]] as const) {
      for (const area of board.areas) {
        if (at.has(`${area.q - dq},${area.r - dr}`)) continue;
        const line: number[] = [];
        for (let q = area.q, r = area.r; at.has(`${q},${r}`); q += dq, r += dr) line.push(at.get(`${q},${r}`)!);
        this.lines.push(line);
      }
    }
    this.markers = new Uint8Array(board.areas.length);
    this.reset();
  }

  /** Every marker face down, all discs, the first player to throw. */
  reset(): void {
    this.markers.fill(DOWN);
    this.gold[0] = 0;
    this.gold[1] = 0;
    this.level = 0;
    this.reduce();
    this.mover = this.firstPlayer;
    this.turn = 1;
    this.thrown = null;
    this.ended = null;
  }

  /** Whether the mover must throw before choosing (discs still in play). */
  needsThrow(): boolean {
    return this.ended === null && this.level < 3 && this.thrown === null;
  }

  /** Throws the discs in play, each face with probability 1/2; returns the faces. */
  throwDiscs(random: () => number): number[] {
    const faces = DISCS_AT_LEVEL[this.level]!.map(([low, high]) => (random() < 0.5 ? low : high));
    this.setThrow(faces);
    return faces;
  }

  /** Takes a given throw (the faces of the discs in play, in disc order). */
  setThrow(faces: readonly number[]): void {
    let sum = 0;
    for (const face of faces) sum += face;
    this.thrown = sum;
  }

  /** Every legal move of the mover now. */
  legalMoves(): BaselineMove[] {
    const moves: BaselineMove[] = [];
    const lengths = this.level === 3 ? [1, 2] : [this.thrown!];
    for (const length of lengths) {
      if (length === 1) {
        for (let id = 0; id < this.markers.length; id++) if (this.markers[id] === DOWN) moves.push({ kind: 'up', line: -1, end: id, length: 1 });
        continue;
      }
      for (let l = 0; l < this.lines.length; l++) {
        const line = this.lines[l]!;
        let stretch = 0;
        for (let i = 0; i < line.length; i++) {
          stretch = this.markers[line[i]!] === DOWN ? stretch + 1 : 0;
          if (stretch >= length) moves.push({ kind: 'up', line: l, end: i, length });
        }
      }
    }
    if (this.level < 3) {
      for (let id = 0; id < this.markers.length; id++) if (this.markers[id] === UP) moves.push({ kind: 'down', area: id });
    }
    if (moves.length === 0) moves.push({ kind: 'pass' });
    return moves;
  }

  /**
   * The same list without an object per move: each move a number written into `out` (reused
   * between turns), returning how many. A move number is `(line + 1) << 10 | end << 3 | kind`,
   * kind 1 to 5 a turn-up of that length (line -1: a single area, `end` its id), 6 a turn-down
   * of area `end`, 7 a pass. {@link moveOfCode} turns one back into a move.
   */
  legalMoveCodes(out: Int32Array): number {
    let count = 0;
    const markers = this.markers;
    const lengths = this.level === 3 ? 2 : 1;
    for (let k = 0; k < lengths; k++) {
      const length = this.level === 3 ? k + 1 : this.thrown!;
      if (length === 1) {
        for (let id = 0; id < markers.length; id++) if (markers[id] === DOWN) out[count++] = (id << 3) | 1;
        continue;
      }
      for (let l = 0; l < this.lines.length; l++) {
        const line = this.lines[l]!;
        let stretch = 0;
        for (let i = 0; i < line.length; i++) {
          stretch = markers[line[i]!] === DOWN ? stretch + 1 : 0;
          if (stretch >= length) out[count++] = ((l + 1) << 10) | (i << 3) | length;
        }
      }
    }
    if (this.level < 3) {
      for (let id = 0; id < markers.length; id++) if (markers[id] === UP) out[count++] = (id << 3) | 6;
    }
    if (count === 0) out[count++] = 7;
    return count;
  }

  /** The move a move number of {@link legalMoveCodes} stands for. */
  moveOfCode(code: number): BaselineMove {
    const kind = code & 7;
    const end = (code >> 3) & 127;
    if (kind === 7) return { kind: 'pass' };
    if (kind === 6) return { kind: 'down', area: end };
    return { kind: 'up', line: (code >> 10) - 1, end, length: kind };
  }

  /** Plays a move number of {@link legalMoveCodes} without making a move object. */
  playCode(code: number): void {
    const kind = code & 7;
    const end = (code >> 3) & 127;
    if (kind === 6) {
      this.markers[end] = DOWN;
    } else if (kind !== 7) {
      const line = (code >> 10) - 1;
      const areas = line === -1 ? [end] : this.lines[line]!.slice(end - kind + 1, end + 1);
      for (const id of areas) this.markers[id] = UP;
      this.claim(areas);
    }
    this.endTurn();
  }

  /** The areas a turn-up turns, in line order. */
  areasOf(move: BaselineMove & { kind: 'up' }): number[] {
    return move.line === -1 ? [move.end] : this.lines[move.line]!.slice(move.end - move.length + 1, move.end + 1);
  }

  /** Plays a legal move of the mover, its claims and the end of the turn. */
  play(move: BaselineMove): void {
    if (move.kind === 'up') {
      const areas = this.areasOf(move);
      for (const id of areas) this.markers[id] = UP;
      this.claim(areas);
    } else if (move.kind === 'down') {
      this.markers[move.area] = DOWN;
    }
    this.endTurn();
  }

  /** The mover's completed areas first, then the opponent's completed by the same turn. */
  private claim(turned: readonly number[]): void {
    const moverMountains = this.mover === this.mountainSeat;
    const moverParts = this.completed(turned, moverMountains);
    const opponentParts = this.completed(turned, !moverMountains);
    this.take(this.mover, moverParts, moverMountains);
    this.take(1 - this.mover, opponentParts, !moverMountains);
  }

  private completed(turned: readonly number[], mountains: boolean): number[] {
    const parts: number[] = [];
    for (const id of turned) {
      const part = mountains ? this.board.areas[id]!.mountain : this.board.areas[id]!.river;
      if (parts.includes(part)) continue;
      const ids = (mountains ? this.board.mountains : this.board.rivers)[part]!;
      let complete = true;
      for (const area of ids) if (this.markers[area] === DOWN) complete = false;
      if (complete) parts.push(part);
    }
    return parts;
  }

  private take(seat: number, parts: readonly number[], mountains: boolean): void {
    for (const part of parts) {
      for (const id of (mountains ? this.board.mountains : this.board.rivers)[part]!) {
        if (this.markers[id] !== UP) continue;
        this.markers[id] = CLAIMED;
        this.gold[seat]! += this.board.areas[id]!.gold;
      }
    }
  }

  private endTurn(): void {
    this.thrown = null;
    let cleared = true;
    for (let id = 0; id < this.markers.length; id++) if (this.markers[id] !== CLAIMED) cleared = false;
    if (cleared) {
      this.ended = 'board-cleared';
      return;
    }
    if (this.turn >= this.maxTurns) {
      this.ended = 'turn-limit';
      return;
    }
    this.reduce();
    this.mover = 1 - this.mover;
    this.turn++;
  }

  /** The disc reduction before a throw: at most one line of 5, then 4, then 3, cascading. */
  private reduce(): void {
    if (this.level === 0 && this.windows(5) <= 1) this.level = 1;
    if (this.level === 1 && this.windows(4) <= 1) this.level = 2;
    if (this.level === 2 && this.windows(3) <= 1) this.level = 3;
  }

  private windows(length: number): number {
    let count = 0;
    for (const line of this.lines) {
      let stretch = 0;
      for (const id of line) {
        stretch = this.markers[id] === DOWN ? stretch + 1 : 0;
        if (stretch >= length && ++count > 1) return count;
      }
    }
    return count;
  }
}

/**
 * A small seeded generator for the baseline's random games (mulberry32).
 *
 * @example
 * const random = seededRandom(1); random(); // in [0, 1)
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays one random game to its end on `duel` (reset first): random throws, a uniform choice
 * among every legal move, listed as objects or, with `codes`, as numbers in a reused buffer.
 * Returns the number of moves.
 *
 * @example
 * playRandomGame(new MutableDuel(board), seededRandom(7));
 */
export function playRandomGame(duel: MutableDuel, random: () => number, codes = false): number {
  duel.reset();
  let moves = 0;
  while (duel.ended === null) {
    if (duel.needsThrow()) duel.throwDiscs(random);
    if (codes) {
      const count = duel.legalMoveCodes(codeBuffer);
      duel.playCode(codeBuffer[Math.floor(random() * count)]!);
    } else {
      const legal = duel.legalMoves();
      duel.play(legal[Math.floor(random() * legal.length)]!);
    }
    moves++;
  }
  return moves;
}

// More than any turn can offer: every run of one length on the default board plus a turn-down per area.
const codeBuffer = new Int32Array(1024);
