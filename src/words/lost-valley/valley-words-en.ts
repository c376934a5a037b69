import type { GameEvent } from '../../core/actions.js';
import type { LostValleyState } from '../../games/lost-valley/context.js';
import type { LostValleyAction } from '../../games/lost-valley/schemas.js';
import type { GameWords, Words } from '../words-types.js';
import { dataName, feeName, valleyTerm } from './valley-terms.js';

// Lost Valley's rules are growing: a new action type is one entry here (the compiler asks for it),
// a new event type one entry too (the words test asks for it), in each locale's file.
const t = (word: unknown): string => valleyTerm('en', word);
const list = (values: unknown, w: Words<LostValleyState>): string => w.list(Array.isArray(values) ? values : [values]);
const seen = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['by'] === 'all'
    ? `A ${t(e['pool'])} marker is turned up: ${dataName(e['identity'])}.`
    : `${w.list((e['by'] as unknown[]).map((seat) => w.seat(seat)))} looks at a ${t(e['pool'])} marker: ${dataName(e['identity'])}.`;

/**
 * Lost Valley in English.
 *
 * @example
 * valleyWordsEn.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Seat 0 ends the turn.'
 */
export const valleyWordsEn: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} moves ${t(a.mode)} to node ${a.to}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} ends the turn.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} lays the diamond on faces ${a.faces.join(' and ')} (way ${a.way}).`,
    'place-triangle': (a, w) => `${w.seat(a.player)} lays a triangle on face ${a.face}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} lays no triangle.`,
    discard: (a, w) => `${w.seat(a.player)} discards a ${dataName(a.item)}.`,
    'eat-jerky': (a, w) => `${w.seat(a.player)} eats jerky.`,
    'drink-whiskey': (a, w) => `${w.seat(a.player)} drinks a whiskey for one more ${t(a.part)}.`,
    'choose-markers': (a, w) => `${w.seat(a.player)} keeps marker${a.markers.length > 1 ? 's' : ''} ${w.list(a.markers)}.`,
    fish: (a, w) => `${w.seat(a.player)} fishes.`,
    'cut-timber': (a, w) => `${w.seat(a.player)} cuts timber.`,
    hunt: (a, w) => `${w.seat(a.player)} hunts the animal of marker ${a.marker}.`,
    'take-event': (a, w) => `${w.seat(a.player)} takes the event on tile ${a.tile}, paying ${t(a.pay)}.`,
    'look-at-events': (a, w) => `${w.seat(a.player)} looks at the events on tile ${a.tile}.`,
    'whiskey-still': (a, w) => `${w.seat(a.player)} gets whiskey at the still on tile ${a.tile}, paying ${t(a.pay)}.`,
    'lost-mine': (a, w) => `${w.seat(a.player)} works the Lost Mine on tile ${a.tile}, paying ${a.timberOr === 'timber' ? t('timber') : `marker ${a.timberOr}`}.`,
    'food-spit': (a, w) => `${w.seat(a.player)} uses the food spit on tile ${a.tile}.`,
    'build-fish-trap': (a, w) => `${w.seat(a.player)} builds a fish trap.`,
    'build-sawmill': (a, w) => `${w.seat(a.player)} builds a sawmill.`,
    'build-hunting-trap': (a, w) => `${w.seat(a.player)} builds a hunting trap.`,
    'build-mine': (a, w) =>
      `${w.seat(a.player)} builds a mine on tile ${a.tile}${a.claim ? ' and stakes a claim' : ''}${a.toolInstead === null ? '' : `, with a ${dataName(a.toolInstead)} for the tool`}.`,
    'build-flumes': (a, w) => `${w.seat(a.player)} builds flumes on edge${a.edges.length > 1 ? 's' : ''} ${list(a.edges, w)}.`,
    'build-bridge': (a, w) => `${w.seat(a.player)} builds a bridge on edge ${a.edge}.`,
    'collect-claim': (a, w) => `${w.seat(a.player)} collects the claim.`,
    run: (a, w) => `${w.seat(a.player)} runs.`,
    'take-skill': (a, w) => `${w.seat(a.player)} takes the ${dataName(a.skill)} skill.`,
    'draw-skills': (a, w) => `${w.seat(a.player)} draws skill tiles.`,
    'keep-skill': (a, w) => `${w.seat(a.player)} keeps the ${dataName(a.skill)} skill.`,
    forecast: (a, w) => `${w.seat(a.player)} forecasts ${t(a.face)}.`,
    'river-gold': (a, w) => `${w.seat(a.player)} pans for river gold on tile ${a.tile}.`,
    'mountain-gold': (a, w) =>
      `${w.seat(a.player)} digs for mountain gold on tile ${a.tile}${a.dynamite === 'none' ? '' : ` with a dynamite ${t(a.dynamite)}`}${a.fee === null ? '' : `, paying ${feeName(a.fee, 'marker')}`}.`,
    miner: (a, w) => `${w.seat(a.player)} sends the miner to tile ${a.tile}.`,
    'dig-treasure': (a, w) => `${w.seat(a.player)} digs for the treasure.`,
    weigh: (a, w) => `${w.seat(a.player)} weighs the gold.`,
    'show-marker': (a, w) => `${w.seat(a.player)} shows marker ${a.marker}.`,
    'black-market': (a, w) => `${w.seat(a.player)} trades marker ${a.give} at the black market on tile ${a.tile}.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} moves prospector ${String(e['prospector'])} ${t(e['mode'])} from node ${String(e['from'])} to node ${String(e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} empties the backpack and cart to walk two edges.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} explores at node ${String(e['node'])}.`,
    'tile-drawn': (e) => `A ${t(e['pile'])} tile is drawn: ${String(e['tile'])}.`,
    'tile-to-bottom': (e) => `River tile ${String(e['tile'])} fits nowhere and goes to the bottom of the pile.`,
    'tile-placed': (e) => `${String(e['tile'])} is laid on faces ${(e['faces'] as unknown[]).join(', ')}.`,
    'spring-placed': (e) => `The spring fills the headwater (face ${String(e['face'])}).`,
    'hole-left': (e) => `No triangle is left: face ${String(e['face'])} stays empty for good.`,
    'markers-laid': (e) => `Face-down markers go onto ${String(e['tile'])}: ${(e['pools'] as unknown[]).map(t).join(', ')}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} chooses face ${String(e['face'])} for a triangle.`,
    'exploration-finished': (e) => `The exploration at node ${String(e['node'])} is finished.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} lays no triangle.`,
    'exploration-ended': () => 'The last land diamond is laid: exploration is over.',
    'ice-out': () => 'The ice block goes onto the spring.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} rolls ${t(e['roll'])}: the ice moves from ${String(e['from'])} to ${String(e['to'])}.`,
    'game-ended': (e) => t(e['reason']),
    'marker-seen': seen,
    'marker-taken': (e, w) => `${w.seat(e['player'])} takes a ${t(e['pool'])} marker.`,
    'markers-chosen': (e, w) => `${w.seat(e['player'])} keeps ${String(e['kept'])} of the ${String(e['from'])} markers looked at.`,
    'gear-gained': (e, w) => `${w.seat(e['player'])} gains a ${dataName(e['item'])}.`,
    discarded: (e, w) => `${w.seat(e['player'])} discards a ${dataName(e['item'])}.`,
    'jerky-eaten': (e, w) => `${w.seat(e['player'])} eats jerky for ${String(e['food'])} food.`,
    'whiskey-drunk': (e, w) => `${w.seat(e['player'])} drinks a whiskey for one more ${t(e['part'])}.`,
  },
};
