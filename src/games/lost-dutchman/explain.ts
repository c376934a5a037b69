import { componentsOf } from '../../core/components.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { NEIGHBOURS } from './land-grid.js';
import type { DutchmanState } from './context.js';
import { catalogOf } from './data/catalog.js';
import type { DutchmanAction } from './schemas.js';
import { isVoid } from './turn.js';

/** The action type each decision of the queue's head accepts, for the refusal's words. */
const EXPECTED: Readonly<Record<string, string>> = {
  'choose-character': 'choose-character',
  'setup-reveal': 'reveal-setup',
  'turn-start': 'roll, use-item or fight-ghost',
  'special-choice': 'special-bury or move-ghost',
  'bury-choice': 'bury',
  'after-roll': 'move or use-item',
  crevice: 'crevice',
  bandit: 'bandit',
  campfire: 'raise',
  'poker-take': 'take-tile',
  map: 'cross, end-turn or use-item',
};

/**
 * Says why a well-formed action is not legal, naming the rule. Legality is decided by the legal
 * list; this only finds the words.
 *
 * @example
 * explainDutchmanIllegal(state, { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 0 })?.code;
 * // 'lost-dutchman/no-bandit'
 */
export function explainDutchmanIllegal(state: DutchmanState, action: DutchmanAction): RuleError | null {
  const g = state.g;
  const head = g.queue[0];
  const decision = head?.t ?? 'none';
  const p = g.prospectors[action.player];
  if (!p) return null;
  if (action.type === 'bandit' && decision !== 'bandit') {
    return ruleError('lost-dutchman/no-bandit', 'Only a prospector resolving a bandit tile he just found may fight or steal.', { rule: 'LD-BANDIT-1' });
  }
  if (action.type === 'use-item') {
    if (!p.items.includes(action.item)) {
      return ruleError('lost-dutchman/item-not-held', `Seat ${action.player} holds no '${action.item}' item.`, { rule: 'LD-ITEM-2', path: ['item'], details: { items: p.items } });
    }
    const kind = catalogOf(componentsOf(state)).items.get(action.item);
    if (kind?.effect === 'bury' && action.target !== null && action.target === g.ghost) {
      return ruleError('lost-dutchman/treasure-haunted', 'The pickaxe cannot bury a treasure tile haunted by the Dutchman Ghost.', { rule: 'LD-ITEM-3', path: ['target'] });
    }
    if (kind?.effect === 'bury' && !p.treasures.some((t) => t.uid === action.target && !t.buried)) {
      return ruleError('lost-dutchman/no-such-treasure', `Seat ${action.player} holds no unburied treasure ${String(action.target)}.`, { rule: 'LD-ITEM-4', path: ['target'] });
    }
    if (kind?.effect === 'mystic-quartz') {
      return ruleError('lost-dutchman/not-usable', 'The mystic quartz is never used up: holding it is enough to defeat the evil spirit.', { rule: 'LD-SPIRIT-3', path: ['item'] });
    }
    const wrongMoment =
      (kind?.effect === 'choose-roll' && decision !== 'turn-start') ||
      (kind?.effect === 'extra-step' && !(head?.t === 'after-roll' && head.rolled)) ||
      (kind?.effect === 'heal' && p.attributes.health >= componentsOf(state).attributeMax);
    if (kind && wrongMoment) {
      const when = { bury: '', 'mystic-quartz': '', 'choose-roll': 'before rolling', 'extra-step': 'after a number is rolled, before moving', heal: 'while health is below the top of its track' }[kind.effect];
      return ruleError('lost-dutchman/not-usable', `The ${kind.name.toLowerCase()} is used ${when}, on its holder's turn.`, { rule: 'LD-ITEM-2', path: ['item'] });
    }
  }
  if (action.type === 'move' && head?.t === 'after-roll') return explainMove(state, action, head.steps);
  if (action.type === 'bandit') {
    return ruleError('lost-dutchman/no-such-treasure', 'A bandit takes only an unburied treasure tile of an opponent.', { rule: 'LD-BANDIT-2', path: ['treasure'] });
  }
  if (action.type === 'cross' && decision === 'map') {
    return ruleError('lost-dutchman/token-not-overcome', `The token on spot '${action.spot}' is not ahead of you, not face up, or shows no rating you defeated this turn.`, { rule: 'LD-MAP-3', path: ['spot'] });
  }
  if (action.type === 'reveal-setup' && decision === 'setup-reveal') {
    return ruleError('lost-dutchman/stack-not-available', `Stack ${action.stack} is not a face-down stack you have not turned yet.`, { rule: 'LD-SETUP-7', path: ['stack'] });
  }
  if (action.type === 'choose-character' && decision === 'choose-character') {
    return ruleError('lost-dutchman/board-taken', `The board '${action.character}' is taken or does not exist.`, { rule: 'LD-SETUP-4', path: ['character'] });
  }
  if (action.type === 'crevice' && decision === 'crevice') {
    if (!state.options.creviceToCamps && action.space >= 24) {
      return ruleError('lost-dutchman/not-a-land-tile', `Space ${action.space} is a camp: a crevice leads to any land tile, and the camps are not land tiles (option creviceToCamps allows them).`, {
        rule: 'LD-READ-10',
        path: ['space'],
      });
    }
    return ruleError('lost-dutchman/ends-on-void', `Space ${action.space} is a void: a crevice leads only to a land tile.`, { rule: 'LD-TILE-CREVICE-1', path: ['space'] });
  }
  if (action.type === 'move-ghost' && decision === 'special-choice') {
    return ruleError('lost-dutchman/no-such-treasure', 'The Ghost goes on an unburied treasure tile of an opponent (not already haunted), or on his mine (treasure: null).', { rule: 'LD-GHOST-1', path: ['treasure'] });
  }
  if (action.type === 'take-tile' && decision === 'poker-take') {
    return ruleError('lost-dutchman/no-such-tile', 'Take a creature or disaster tile that the lowest roller holds.', { rule: 'LD-TILE-CHALLENGE-6', path: ['tile'] });
  }
  if (action.type === 'bury' && decision === 'bury-choice') {
    return ruleError('lost-dutchman/cannot-bury', 'Bury one of your unburied treasure tiles worth at most the sum of the two rolls, or none.', { rule: 'LD-SPECIAL-2', path: ['treasure'] });
  }
  const expected = EXPECTED[decision];
  if (expected !== undefined && !expected.split(/, | or /).includes(action.type)) {
    return ruleError('lost-dutchman/not-now', `A ${action.type} is not possible now: the game waits for ${expected}.`, { rule: 'LD-TURN-1', details: { waitingFor: decision } });
  }
  return null;
}

function explainMove(state: DutchmanState, action: Extract<DutchmanAction, { type: 'move' }>, steps: number): RuleError | null {
  const g = state.g;
  const start = g.prospectors[action.player]!.space;
  if (action.path.length !== steps) {
    return ruleError('lost-dutchman/wrong-distance', `A prospector must use all of his movement: exactly ${steps} space(s), not ${action.path.length}.`, { rule: 'LD-MOVE-2', path: ['path'], details: { steps } });
  }
  const entered = new Set<number>([start]);
  let at = start;
  for (const [index, space] of action.path.entries()) {
    if (!NEIGHBOURS[at]!.includes(space)) {
      return ruleError('lost-dutchman/not-adjacent', `Space ${space} does not touch space ${at}.`, { rule: 'LD-MOVE-1', path: ['path', index] });
    }
    if (entered.has(space)) {
      return ruleError('lost-dutchman/space-entered-twice', `A prospector cannot visit any land tile twice in a turn: space ${space} again.`, { rule: 'LD-MOVE-3', path: ['path', index] });
    }
    entered.add(space);
    at = space;
  }
  if (isVoid(g, at)) {
    return ruleError('lost-dutchman/ends-on-void', `Space ${at} is a void: a prospector cannot end his movement on a void.`, { rule: 'LD-GRID-2', path: ['path', action.path.length - 1] });
  }
  return null;
}
