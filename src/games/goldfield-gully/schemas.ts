import * as z from 'zod/mini';
import { TokenCountSchema } from './data/town-schema.js';

const Seat = z.int().check(z.minimum(0), z.maximum(4));
const BuildingNumber = z.int().check(z.minimum(1), z.maximum(6));
const Die = z.int().check(z.minimum(1), z.maximum(6));
const Gold = z.int().check(z.nonnegative());

/**
 * Where a round stands. `refill`, `treasure-roll`, `shootout-roll` and `sheriff-roll` are chance
 * nodes; `commit` (every seat not yet committed), `window` and `move` wait for seats; `over` ends.
 *
 * @example
 * GullyPhaseSchema.parse('commit');
 * @internal
 */
export const GullyPhaseSchema = z.enum(['refill', 'commit', 'treasure-roll', 'shootout-roll', 'move', 'sheriff-roll', 'window', 'over']);

/**
 * A phase of a round.
 *
 * @example
 * const phase: GullyPhase = 'window';
 */
export type GullyPhase = z.infer<typeof GullyPhaseSchema>;

/**
 * A modifier window (GG-READ-6): the seats entitled to spend tokens on the roll just made, in the
 * order they act, whose turn it is, and how many have passed in a row.
 *
 * @example
 * WindowSchema.parse({ purpose: 'sheriff', order: [0, 2], turn: 0, passes: 0 });
 * @internal
 */
export const WindowSchema = z.strictObject({
  /** Which value the tokens change: the roller's treasure roll, each seat's own shootout roll, or the sheriff. */
  purpose: z.enum(['treasure', 'shootout', 'sheriff']),
  order: z.array(Seat).check(z.minLength(1)),
  turn: z.int().check(z.nonnegative()),
  passes: z.int().check(z.nonnegative()),
});

/**
 * A modifier window.
 *
 * @example
 * const w: ModifierWindow = { purpose: 'treasure', order: [1], turn: 0, passes: 0 };
 */
export type ModifierWindow = z.infer<typeof WindowSchema>;

/**
 * A shootout under way: at a building (GG-SHOOT-1), or the tie shootout at the end (`building`
 * null, GG-END-2). `contenders` are those still shooting, in acting order; `losers` are ranked best
 * first and wait to move to an empty building (GG-SHOOT-3).
 *
 * @example
 * ShootoutSchema.parse({ building: 3, contenders: [0, 1], rollRounds: 0, losers: [] });
 * @internal
 */
export const ShootoutSchema = z.strictObject({
  building: z.nullable(BuildingNumber),
  contenders: z.array(Seat).check(z.minLength(1)),
  rollRounds: z.int().check(z.nonnegative()),
  losers: z.array(Seat),
});

/**
 * A shootout under way.
 *
 * @example
 * const s: Shootout = { building: null, contenders: [0, 2], rollRounds: 1, losers: [] };
 */
export type Shootout = z.infer<typeof ShootoutSchema>;

/**
 * Goldfield Gully's own part of the game state. Per-seat arrays are indexed by seat. `choice` holds
 * each seat's commitment (0 to bank, 1–6 a building, null not yet committed): it is secret until
 * every seat has committed, and `view` hides it.
 *
 * @example
 * GullyStateSchema.safeParse(state.g).success; // true
 */
export const GullyStateSchema = z.strictObject({
  round: z.int().check(z.positive()),
  firstPlayer: Seat,
  phase: GullyPhaseSchema,
  /** The face-down stack: which tokens are still unseen (its order is drawn by chance nodes). */
  stack: TokenCountSchema,
  /** The spent pile. */
  spent: TokenCountSchema,
  /** The tokens lying on each building, index 0 for building 1. */
  lying: z.array(TokenCountSchema).check(z.length(6)),
  /** Each seat's tokens in hand (public: everyone saw them lie face up on the building). */
  held: z.array(TokenCountSchema).check(z.minLength(2), z.maxLength(5)),
  /** The score, kept per seat: banked and unbanked gold (GG-COMP-3). */
  banked: z.array(Gold).check(z.minLength(2), z.maxLength(5)),
  unbanked: z.array(Gold).check(z.minLength(2), z.maxLength(5)),
  /** The secret commitments of this round: 0 bank, 1–6 a building, null not yet committed. */
  choice: z.array(z.nullable(z.int().check(z.minimum(0), z.maximum(6)))).check(z.minLength(2), z.maxLength(5)),
  /** Whether the commitments of this round have been revealed (all seats committed). */
  revealed: z.boolean(),
  /**
   * Where each prospector (one per seat, GG-COMP-4) stands after the reveal; null for a banker or
   * a seat that sits out.
   */
  at: z.array(z.nullable(BuildingNumber)).check(z.minLength(2), z.maxLength(5)),
  /** Each gatherer's treasure roll this round. */
  roll: z.array(z.nullable(Die)).check(z.minLength(2), z.maxLength(5)),
  /** Each contender's roll in the current shootout roll round. */
  shot: z.array(z.nullable(Die)).check(z.minLength(2), z.maxLength(5)),
  /** The seat whose die the pending roll is (treasure or shootout). */
  rolling: z.nullable(Seat),
  /** Buildings still waiting for their shootout, in building order. */
  contested: z.array(BuildingNumber),
  shootout: z.nullable(ShootoutSchema),
  window: z.nullable(WindowSchema),
  /** The sheriff die, after any modifiers spent so far: the sheriff token's building (GG-COMP-1). */
  sheriff: z.nullable(Die),
  winner: z.nullable(Seat),
  /** Whether the winner was decided by the tie shootout at the end. */
  tieShootout: z.boolean(),
});

/**
 * Goldfield Gully's own part of the game state.
 *
 * @example
 * const g: GullyGameState = state.g;
 */
export type GullyGameState = z.infer<typeof GullyStateSchema>;

/**
 * Goldfield Gully's actions: commit to gather at a building or to bank (secret, simultaneous),
 * spend a modifier token as + or − its value (`by`: −2, −1, +1, +2) or pass in a window, and move
 * to an empty building after losing a shootout.
 *
 * @example
 * GullyActionSchema.safeParse({ type: 'gather', player: 1, building: 5 }).success; // true
 */
export const GullyActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('gather'), player: Seat, building: z.int() }),
  z.strictObject({ type: z.literal('bank'), player: Seat }),
  z.strictObject({ type: z.literal('modify'), player: Seat, by: z.union([z.literal(-2), z.literal(-1), z.literal(1), z.literal(2)]) }),
  z.strictObject({ type: z.literal('pass'), player: Seat }),
  z.strictObject({ type: z.literal('move'), player: Seat, building: z.int() }),
]);

/**
 * A Goldfield Gully action.
 *
 * @example
 * const a: GullyAction = { type: 'modify', player: 0, by: -1 };
 */
export type GullyAction = z.infer<typeof GullyActionSchema>;

/**
 * A chance outcome: the value of a token drawn from the face-down stack, or a die's face.
 *
 * @example
 * GullyChanceSchema.parse({ die: 6 });
 */
export const GullyChanceSchema = z.union([z.strictObject({ token: z.union([z.literal(1), z.literal(2)]) }), z.strictObject({ die: Die })]);

/**
 * A chance outcome of Goldfield Gully.
 *
 * @example
 * const c: GullyChance = { token: 2 };
 */
export type GullyChance = z.infer<typeof GullyChanceSchema>;
