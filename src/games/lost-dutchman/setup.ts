import { catalogOf } from './data/catalog.js';
import type { DutchmanData } from './data/data-schema.js';
import { MINING_CAMP } from './land-grid.js';
import { replaceHead, updateProspector, type Ctx } from './context.js';
import { startingAttributes } from './exhaustion.js';
import { revealAhead } from './treasure-map.js';
import type { DutchmanAction, DutchmanGameState, Prospector } from './schemas.js';
import type { Task, TaskOf } from './tasks.js';

/**
 * The first state (LD-SETUP-1 to LD-SETUP-8): 24 stacks of five face-down tiles, the water level tiles 6
 * to 1, the challenge tokens face down with those on spots 1–3 about to be turned, the Ghost on
 * his mine, every mining token on the mining camp; then each seat chooses a prospector board in
 * seat order, each reveals the tops of three different stacks (reading 1), and all roll for the
 * first turn.
 *
 * @example
 * initialDutchmanState(referenceSet, 3);
 */
export function initialDutchmanState(data: DutchmanData, players: number): DutchmanGameState {
  const catalog = catalogOf(data);
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const prospector: Prospector = {
    character: null,
    // LD-SETUP-6: every mining token on the mining camp tile.
    space: MINING_CAMP,
    attributes: { health: 0, vigor: 0, foresight: 0, ingenuity: 0 },
    items: [],
    hunters: [],
    treasures: [],
    trophies: [],
    // LD-SETUP-5: every prospector on the treasure map's mining camp.
    map: 'camp',
    mapFrom: null,
    foundMine: false,
  };
  const g: DutchmanGameState = {
    stacks: Array.from({ length: 24 }, () => ({ hidden: 5, top: null })),
    pool: [...catalog.initialPool],
    // LD-SETUP-2: the stack of water level tiles 6 down to 1, as the count left.
    water: data.waterLevels,
    tokens: data.treasureMap.map(() => null),
    tokenPool: data.challengeTokens.map((token) => token.id),
    eventPool: data.events.map((event) => event.count),
    prospectors: seats.map(() => prospector),
    // LD-SETUP-5: the Dutchman Ghost on his mine.
    ghost: null,
    active: 0,
    turn: 0,
    stillTurns: 0,
    defeated: [],
    nextUid: 0,
    endTrigger: null,
    ended: null,
    tieBreak: null,
    queue: [],
  };
  const queue: Task[] = [
    ...revealAhead({ g, catalog }, 'camp'),
    ...seats.map((seat) => ({ t: 'choose-character' as const, seat })),
    ...seats.map((seat) => ({ t: 'setup-reveal' as const, seat, chosen: [] })),
    { t: 'first-roll', seats, rolls: [] },
  ];
  return { ...g, queue };
}

/**
 * The boards still free for a seat to choose (LD-SETUP-4).
 *
 * @example
 * characterActions(ctx, 1);
 */
export function characterActions(ctx: Pick<Ctx, 'g' | 'data'>, seat: number): DutchmanAction[] {
  const taken = new Set(ctx.g.prospectors.map((p) => p.character));
  return ctx.data.characters.filter((c) => !taken.has(c.id)).map((c) => ({ type: 'choose-character', player: seat, character: c.id }));
}

/**
 * Takes a prospector board: its starting attributes and its starting item (LD-SETUP-4).
 *
 * @example
 * applyChooseCharacter(ctx, { type: 'choose-character', player: 0, character: 'stubborn-mule' });
 */
export function applyChooseCharacter(ctx: Ctx, action: Extract<DutchmanAction, { type: 'choose-character' }>): void {
  const board = ctx.data.characters.find((c) => c.id === action.character)!;
  updateProspector(ctx, action.player, (p) => ({
    ...p,
    character: board.id,
    attributes: startingAttributes(ctx, board.id),
    items: board.startingItem === null ? [] : [board.startingItem],
  }));
  ctx.events.push({ type: 'character-chosen', player: action.player, character: board.id, startingItem: board.startingItem });
  replaceHead(ctx);
}

/**
 * The stacks a seat may turn in setup: face-down tops it has not turned yet (LD-SETUP-7).
 *
 * @example
 * setupRevealActions(ctx.g, { t: 'setup-reveal', seat: 0, chosen: [3] });
 */
export function setupRevealActions(g: Ctx['g'], task: TaskOf<'setup-reveal'>): DutchmanAction[] {
  const actions: DutchmanAction[] = [];
  g.stacks.forEach((stack, index) => {
    if (stack.top === null && stack.hidden > 0 && !task.chosen.includes(index)) actions.push({ type: 'reveal-setup', player: task.seat, stack: index });
  });
  return actions;
}

/**
 * Turns the top of a chosen stack (discovered, not resolved; a water level drop acts, reading 1).
 *
 * @example
 * applySetupReveal(ctx, { type: 'reveal-setup', player: 0, stack: 4 });
 */
export function applySetupReveal(ctx: Ctx, action: Extract<DutchmanAction, { type: 'reveal-setup' }>): void {
  const task = ctx.g.queue[0] as TaskOf<'setup-reveal'>;
  const chosen = [...task.chosen, action.stack];
  replaceHead(
    ctx,
    { t: 'tile', seat: action.player, stack: action.stack, mode: 'discover' },
    ...(chosen.length < 3 ? [{ t: 'setup-reveal' as const, seat: action.player, chosen }] : []),
  );
}

/**
 * One roll for the first turn (LD-SETUP-8): every seat rolls its action die, the highest begins,
 * equal highest rolls roll again among themselves.
 *
 * @example
 * applyFirstRoll(ctx, { t: 'first-roll', seats: [0, 1], rolls: [4] }, 6);
 */
export function applyFirstRoll(ctx: Ctx, task: TaskOf<'first-roll'>, die: number): void {
  const rolls = [...task.rolls, die];
  const seat = task.seats[rolls.length - 1]!;
  ctx.events.push({ type: 'first-player-roll', player: seat, die });
  if (rolls.length < task.seats.length) {
    replaceHead(ctx, { ...task, rolls });
    return;
  }
  const best = Math.max(...rolls);
  const tied = task.seats.filter((_, index) => rolls[index] === best);
  if (tied.length > 1) {
    replaceHead(ctx, { t: 'first-roll', seats: tied, rolls: [] });
    return;
  }
  const first = tied[0]!;
  ctx.g.active = first;
  ctx.g.turn = 1;
  ctx.g.stillTurns = 0;
  // A water supply that ran dry during setup ends the game before the first turn (LD-END-1,
  // LD-READ-12): nobody begins a turn, so no turn-started is said.
  if (ctx.g.endTrigger !== null) {
    ctx.events.push({ type: 'first-player-chosen', player: first, ended: true });
    ctx.g.queue = [{ t: 'end-turn' }];
    return;
  }
  ctx.events.push({ type: 'turn-started', player: first, turn: 1 });
  ctx.g.queue = [{ t: 'turn-start', seat: first }, { t: 'end-turn' }];
}
