import type { GameEvent } from '../../core/actions.js';
import type { LostValleyState, LostValleyAction } from '../../games/lost-valley/api.js';
import type { GameWords, Words } from '../words-types.js';
import { dataName, feeName, itemStacks, prospectorSeat, valleyTerm } from './valley-terms.js';
import { byProspector, markerTile, placeName, placeNames, tileName } from './valley-places.js';
import { diamondTurnAside, markerListWords, markerWords } from './valley-marker-words.js';

// Lost Valley's rules are growing: a new action type is one entry here (the compiler asks for it),
// a new event type one entry too (the words test asks for it), in each locale's file.
const t = (word: unknown): string => valleyTerm('en', word);
const list = (values: unknown, w: Words<LostValleyState>): string => w.list(Array.isArray(values) ? values : [values]);
const count = (value: unknown, one: string, many: string): string => `${String(value)} ${value === 1 ? one : many}`;
const animal = (e: GameEvent): string => (e['animal'] == null ? 'animal' : dataName(e['animal']));
const WORKS: Readonly<Record<string, (at: string) => string>> = {
  'fish-trap': (at) => `a fish trap at ${at}`, sawmill: (at) => `a sawmill at ${at}`, 'hunting-trap': (at) => `a hunting trap at ${at}`,
  mine: (at) => `a mine on tile ${at}`, flume: (at) => `a flume on edge ${at}`, bridge: (at) => `a bridge on edge ${at}`,
};
/** Where a work stands, by its kind: a node's or an edge's name, a mine's tile. */
const workAt = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['work'] === 'flume' || e['work'] === 'bridge' ? placeName(w.state, 'edge', e['at']) : e['work'] === 'mine' ? tileName(w.state, e['at']) : placeName(w.state, 'node', e['at']);
const work = (e: GameEvent, w: Words<LostValleyState>): string => (WORKS[String(e['work'])] ?? ((at: string) => `a ${dataName(e['work'])} at ${at}`))(workAt(e, w));
/** "to K3", "to the trading post". */
const node = (w: Words<LostValleyState>, id: unknown): string => (id === 0 ? 'the trading post' : placeName(w.state, 'node', id));
/** "a river gold", "an event": the article by the word's first letter. */
const article = (word: string, a = 'a'): string => `${/^[aeiou]/i.test(word) ? `${a}n` : a} ${word}`;
const seen = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['by'] === 'all'
    ? `${article(t(e['pool']), 'A')} marker is turned up: ${dataName(e['identity'])}.`
    : `${w.list((e['by'] as unknown[]).map((seat) => w.seat(seat)))} looks at ${article(t(e['pool']))} marker: ${dataName(e['identity'])}.`;

/** " prospector 2" for a seat's second prospector; nothing when the seat leads only one. */
const mover = (w: Words<LostValleyState>, prospector: unknown): string => byProspector(w.state, prospector, '', (n) => ` prospector ${n}`);
const whose = (w: Words<LostValleyState>, prospector: unknown): string => byProspector(w.state, prospector, '', (n) => `'s prospector ${n}`);

/** The animal hunted, by the tile its marker lies on ("the animal on L15 (H1^)"). */
const prey = (w: Words<LostValleyState>, marker: unknown, actor: unknown): string => {
  const tile = markerTile(w.state, marker);
  return tile === null ? `the animal (${markerWords(w, marker, actor)})` : `the animal on ${tile}`;
};

/**
 * Lost Valley in English.
 *
 * @example
 * valleyWordsEn.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Seat 1 ends the turn.'
 */
export const valleyWordsEn: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} moves ${t(a.mode)} to ${node(w, a.to)}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} ends the turn.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} lays the diamond on faces ${w.list(placeNames(w.state, 'face', a.faces))}${diamondTurnAside(w, a.faces, a.way)}.`,
    'place-triangle': (a, w) => `${w.seat(a.player)} lays a triangle on face ${placeName(w.state, 'face', a.face)}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} lays no triangle.`,
    discard: (a, w) => `${w.seat(a.player)} discards ${article(dataName(a.item))}.`,
    'eat-jerky': (a, w) => `${w.seat(a.player)} eats jerky.`,
    'drink-whiskey': (a, w) => `${w.seat(a.player)} drinks a whiskey for one more ${t(a.part)}.`,
    'choose-markers': (a, w) => `${w.seat(a.player)} keeps ${markerListWords(w, a.markers, a.player)}.`,
    fish: (a, w) => `${w.seat(a.player)} fishes.`,
    'cut-timber': (a, w) => `${w.seat(a.player)} cuts timber.`,
    hunt: (a, w) => `${w.seat(a.player)} hunts ${prey(w, a.marker, a.player)}.`,
    'take-event': (a, w) => `${w.seat(a.player)} takes the event on tile ${tileName(w.state, a.tile)}, ${a.pay === 'free' ? 'free (Adventurer)' : `paying ${t(a.pay)}`}.`,
    'look-at-events': (a, w) => `${w.seat(a.player)} looks at the events on tile ${tileName(w.state, a.tile)}.`,
    'whiskey-still': (a, w) => `${w.seat(a.player)} gets whiskey at the still on tile ${tileName(w.state, a.tile)}${a.pay === 'none' ? ' for free' : `, paying ${t(a.pay)}`}.`,
    'lost-mine': (a, w) => `${w.seat(a.player)} works the Lost Mine on tile ${tileName(w.state, a.tile)}, paying ${a.timberOr === 'timber' ? t('timber') : markerWords(w, a.timberOr, a.player)}.`,
    'food-spit': (a, w) => `${w.seat(a.player)} uses the food spit on tile ${tileName(w.state, a.tile)}.`,
    'take-event-for-two': (a, w) => `${w.seat(a.player)} takes the event on tile ${tileName(w.state, a.tile)}, paying ${w.list(a.pay.map(t))}.`,
    'quiet-nook': (a, w) => `${w.seat(a.player)} buys a whiskey at the quiet nook on tile ${tileName(w.state, a.tile)}, paying ${w.list(a.pay.map(t))}.`,
    'eat-dried-fish': (a, w) => `${w.seat(a.player)} eats dried fish.`,
    'build-fish-trap': (a, w) => `${w.seat(a.player)} builds a fish trap.`,
    'build-sawmill': (a, w) => `${w.seat(a.player)} builds a sawmill.`,
    'build-hunting-trap': (a, w) => `${w.seat(a.player)} builds a hunting trap.`,
    'build-mine': (a, w) =>
      `${w.seat(a.player)} builds a mine on tile ${tileName(w.state, a.tile)}${a.claim ? ' and stakes a claim' : ''}${a.toolInstead === null ? '' : `, with a ${dataName(a.toolInstead)} for the tool`}.`,
    'build-flumes': (a, w) => `${w.seat(a.player)} builds ${a.edges.length > 1 ? 'flumes on edges' : 'a flume on edge'} ${w.list(placeNames(w.state, 'edge', a.edges))}.`,
    'build-bridge': (a, w) => `${w.seat(a.player)} builds a bridge on edge ${placeName(w.state, 'edge', a.edge)}.`,
    'collect-claim': (a, w) => `${w.seat(a.player)} collects the claim.`,
    run: (a, w) => `${w.seat(a.player)} runs.`,
    'take-skill': (a, w) => `${w.seat(a.player)} takes the ${dataName(a.skill)} skill.`,
    'draw-skills': (a, w) => `${w.seat(a.player)} draws skill tiles.`,
    'keep-skill': (a, w) => `${w.seat(a.player)} keeps the ${dataName(a.skill)} skill.`,
    forecast: (a, w) => `${w.seat(a.player)} forecasts ${t(a.face)}.`,
    // LV-SKILL-SCOUT-2: a land or a river diamond.
    'scout-keep': (a, w) => `${w.seat(a.player)}'s Scout keeps diamond ${tileName(w.state, a.tile)}.`,
    'river-gold': (a, w) => `${w.seat(a.player)} pans for river gold: ${markerListWords(w, a.markers, a.player)}.`,
    'mountain-gold': (a, w) =>
      `${w.seat(a.player)} digs for mountain gold: ${markerListWords(w, a.markers, a.player)}${a.dynamite === 'none' ? '' : ` with a dynamite ${t(a.dynamite)}`}${a.fee === null ? '' : `, paying ${feeName(a.fee, (id) => markerWords(w, id, a.player))}`}.`,
    miner: (a, w) => `${w.seat(a.player)} sends the miner to tile ${tileName(w.state, a.tile)}.`,
    'dig-treasure': (a, w) => `${w.seat(a.player)} digs for the treasure.`,
    weigh: (a, w) => `${w.seat(a.player)} weighs the gold.`,
    'announce-end': (a, w) => `${w.seat(a.player)} announces the end of the game.`,
    'show-marker': (a, w) => `${w.seat(a.player)} shows ${markerWords(w, a.marker, a.player)}.`,
    give: (a, w) => `${w.seat(a.player)} gives ${article(dataName(a.item))} to ${w.seat(prospectorSeat(w.state, a.to))}${whose(w, a.to)}.`,
    'black-market': (a, w) => `${w.seat(a.player)} trades ${markerWords(w, a.give, a.player)} at the black market on tile ${tileName(w.state, a.tile)}.`,
    'open-trade': (a, w) => `${w.seat(a.player)} opens a trade at ${a.tile === null ? 'the trading post' : `the Trading Outpost on tile ${tileName(w.state, a.tile)}`}.`,
    'trade-buy': (a, w) => `${w.seat(a.player)} puts ${article(dataName(a.item))} in the basket.`,
    'trade-clue': (a, w) => `${w.seat(a.player)} puts a clue in the basket.`,
    'trade-pay': (a, w) => `${w.seat(a.player)} pays with ${'marker' in a.payment ? markerWords(w, a.payment.marker, a.player) : article(dataName(a.payment.item))}.`,
    'close-trade': (a, w) => `${w.seat(a.player)} closes the trade.`,
    'cancel-trade': (a, w) => `${w.seat(a.player)} calls the trade off.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} moves${mover(w, e['prospector'])} ${t(e['mode'])} from ${node(w, e['from'])} to ${node(w, e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} empties the backpack and cart to walk two edges.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} explores at ${node(w, e['node'])}.`,
    'tile-drawn': (e, w) => `A ${t(e['pile'])} tile is drawn: ${tileName(w.state, e['tile'])}.`,
    'tile-to-bottom': (e, w) => `River tile ${tileName(w.state, e['tile'])} fits nowhere and goes to the bottom of the pile.`,
    'tile-placed': (e, w) => `${tileName(w.state, e['tile'])} is laid on faces ${w.list(placeNames(w.state, 'face', e['faces']))}.`,
    'spring-placed': (e, w) => `The spring fills the headwater (face ${placeName(w.state, 'face', e['face'])}).`,
    'hole-left': (e, w) => `No triangle is left: face ${placeName(w.state, 'face', e['face'])} stays empty for good.`,
    'markers-laid': (e, w) => `Face-down markers go onto ${tileName(w.state, e['tile'])}: ${(e['pools'] as unknown[]).map(t).join(', ')}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} chooses face ${placeName(w.state, 'face', e['face'])} for a triangle.`,
    'exploration-finished': (e, w) => `The exploration at ${node(w, e['node'])} is finished.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} lays no triangle.`,
    'exploration-ended': () => 'The last land diamond is laid: exploration is over.',
    'ice-out': () => 'The ice block goes onto the spring.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} rolls ${t(e['roll'])}: the ice moves from ${String(e['from'])} to ${String(e['to'])}.`,
    'game-ended': (e) => t(e['reason']),
    'marker-seen': seen,
    'marker-taken': (e, w) => `${w.seat(e['player'])} takes ${article(t(e['pool']))} marker.`,
    'markers-chosen': (e, w) => `${w.seat(e['player'])} keeps ${String(e['kept'])} of the ${String(e['from'])} markers looked at.`,
    'gear-gained': (e, w) => `${w.seat(e['player'])} gains ${article(dataName(e['item']))}.`,
    discarded: (e, w) => `${w.seat(e['player'])} discards ${article(dataName(e['item']))}.`,
    'jerky-eaten': (e, w) => `${w.seat(e['player'])} eats jerky for ${String(e['food'])} food.`,
    'whiskey-drunk': (e, w) => `${w.seat(e['player'])} drinks a whiskey for one more ${t(e['part'])}.`,
    // Gathering and the triangles.
    fished: (e, w) => `${w.seat(e['player'])} fishes: ${String(e['food'])} food.`,
    'timber-cut': (e, w) => `${w.seat(e['player'])} cuts ${String(e['timber'])} timber.`,
    'hunt-started': (e, w) => `${w.seat(e['player'])} hunts ${prey(w, e['marker'], e['player'])}.`,
    'animal-hit': (e, w) =>
      `${w.seat(e['player'])} rolls ${t(e['face'])} and hits the ${animal(e)}${e['missMarkerUsed'] === true ? ' (with the miss marker)' : ''}: ${String(e['food'])} food${e['fur'] === false ? '' : ' and a fur'}.`,
    'animal-missed': (e, w) =>
      `${w.seat(e['player'])} rolls ${t(e['face'])} and misses the ${animal(e)}${e['reroll'] === true ? '; the Trapper rolls again' : e['missMarker'] === true ? ', taking a miss marker' : ''}.`,
    'hunter-rolled': (e, w) => `${w.seat(e['player'])} rolls ${String(e['roll'])} for the hunt.`,
    'animal-rolled': (e, w) =>
      `An opponent rolls ${String(e['animal'])} for the animal against ${w.seat(e['player'])}'s ${String(e['hunter'])}${e['rifle'] === true ? ' (with the rifle)' : ''}: ${e['killed'] === true ? 'the hunt succeeds' : 'the animal escapes'}.`,
    'animal-killed': (e, w) => `${w.seat(e['player'])} kills the ${animal(e)}: ${String(e['food'])} food.`,
    'bear-cave-restocked': (e, w) => `A new animal marker goes into the bear cave on tile ${tileName(w.state, e['tile'])}.`,
    'event-taken-for-two': (e, w) =>
      `${w.seat(e['player'])} takes an event on tile ${tileName(w.state, e['tile'])}, paying ${list(Array.isArray(e['paid']) ? e['paid'].map(t) : [], w)} (${count(e['markers'], 'marker', 'markers')} there).`,
    'quiet-nook-used': (e, w) => `${w.seat(e['player'])} buys ${String(e['whiskey'])} whiskey at the quiet nook on tile ${tileName(w.state, e['tile'])}, paying ${list(Array.isArray(e['paid']) ? e['paid'].map(t) : [], w)}.`,
    'dried-fish-eaten': (e, w) => `${w.seat(e['player'])} eats dried fish: ${String(e['food'])} food.`,
    'event-experienced': (e, w) =>
      `${w.seat(e['player'])} takes an event on tile ${tileName(w.state, e['tile'])}, ${e['paid'] === 'free' ? 'free (Adventurer)' : `paying ${t(e['paid'])}`} (${count(e['markers'], 'marker', 'markers')} there).`,
    'events-looked-at': (e, w) => `${w.seat(e['player'])}'s Adventurer looks at ${count(e['markers'], 'event marker', 'event markers')} on tile ${tileName(w.state, e['tile'])}.`,
    'triangle-used': (e, w) => {
      const paid = Array.isArray(e['paid']) ? (e['paid'] as unknown[]) : [];
      return `${w.seat(e['player'])} uses the ${t(e['triangle'])} on tile ${tileName(w.state, e['tile'])}: ${itemStacks('en', [e], (xs) => xs.join(''))}${paid.length > 0 ? `, paying ${w.list(paid.map(t))}` : ''}.`;
    },
    // Works, experience, claims and skills.
    'work-built': (e, w) => `${w.seat(e['player'])} builds ${work(e, w)}.`,
    'xp-gained': (e, w) => `${w.seat(e['player'])} gains an experience marker.`,
    'xp-turned-in': (e, w) => `${w.seat(e['player'])} turns in an experience marker to learn a skill.`,
    'claim-placed': (e, w) => `${w.seat(e['player'])} stakes the claim on the mine on tile ${tileName(w.state, e['tile'])}.`,
    'claim-forfeited': (e, w) => `${w.seat(e['player'])} gives up the old claim on tile ${tileName(w.state, e['tile'])} and the payments left on it.`,
    'claim-collected': (e, w) => {
      const items = Array.isArray(e['items']) ? e['items'] : [];
      const parts = [...(items.length > 0 ? [itemStacks('en', items, (xs) => w.list(xs))] : []), ...(e['markers'] === 0 ? [] : [count(e['markers'], 'marker', 'markers')])];
      return `${w.seat(e['player'])} collects the claim: ${parts.length === 0 ? 'nothing' : w.list(parts)}.`;
    },
    'runner-runs': (e, w) => `${w.seat(e['player'])} runs: one more movement.`,
    'forecast-named': (e, w) => `${w.seat(e['player'])} forecasts ${t(e['face'])}.`,
    'forecast-hit': (e) => `The forecast ${t(e['face'])} comes up: the winter die is rolled again.`,
    'scout-tile-to-bottom': (e, w) => `${w.seat(e['player'])}'s Scout puts ${e['pile'] === 'river' ? 'river' : 'land'} diamond ${tileName(w.state, e['tile'])} under the pile.`,
    'skill-drawn': (e, w) => `${w.seat(e['player'])} draws the ${dataName(e['skill'])} skill tile.`,
    'skill-learned': (e, w) => `${w.seat(e['player'])} learns the ${dataName(e['skill'])} skill.`,
    'skills-laid-face-up': (e, w) => `${w.seat(e['player'])} lays ${w.list((Array.isArray(e['skills']) ? e['skills'] : []).map(dataName))} face up.`,
    // Gold, treasure, trade and weighing.
    'river-gold-dug': (e, w) => `${w.seat(e['player'])} pans for river gold: draws ${count(e['drawn'], 'marker', 'markers')}, keeps ${String(e['kept'])}.`,
    'mountain-gold-dug': (e, w) =>
      `${w.seat(e['player'])} digs mountain gold at the mine on tile ${tileName(w.state, e['tile'])}${e['dynamite'] === 'none' ? '' : ` with a dynamite ${t(e['dynamite'])}`}: draws ${count(e['drawn'], 'marker', 'markers')}, keeps ${String(e['kept'])}.`,
    'claim-fee-paid': (e, w) =>
      `${w.seat(e['player'])} pays a claim fee (${e['item'] === undefined ? 'a marker' : `a ${dataName(e['item'])}`}) to ${w.seat(prospectorSeat(w.state, e['owner']))}.`,
    'miner-dug': (e, w) => `${w.seat(e['player'])}'s Miner takes one river gold from the exhausted mine on tile ${tileName(w.state, e['tile'])}, which leaves the board.`,
    'treasure-dug': (e, w) =>
      `${w.seat(e['player'])} hands in ${count(e['clues'], 'clue', 'clues')} and digs up a treasure: ${count(e['mountainGold'], 'mountain gold', 'mountain gold')}${typeof e['riverGold'] === 'number' && e['riverGold'] > 0 ? ` and ${String(e['riverGold'])} river gold` : ''}.`,
    'trade-opened': (e, w) => `${w.seat(e['player'])} opens a trade at ${e['store'] === null ? 'the trading post' : `the Trading Outpost on tile ${tileName(w.state, e['store'])}`}.`,
    'trade-closed': (e, w) => {
      const bought = (Array.isArray(e['bought']) ? e['bought'] : []).map((stack) => itemStacks('en', [stack], (xs) => xs.join('')));
      if (e['clue'] === true) bought.push('a clue');
      return `${w.seat(e['player'])} buys ${w.list(bought)} for ${count(e['cost'], 'nugget', 'nuggets')} (paid ${String(e['paid'])}, no change).`;
    },
    'trade-cancelled': (e, w) => `${w.seat(e['player'])} calls the trade off.`,
    'black-market-swap': (e, w) => `${w.seat(e['player'])} lays ${e['pool'] === 'clue' ? 'a clue' : 'an event marker'} on the Black Market and chooses one of ${String(e['from'])}.`,
    'gold-weighed': (e, w) => `${w.seat(e['player'])} weighs gold worth ${count(e['value'], 'nugget', 'nuggets')} at the trading post.`,
    'end-announced': (e, w) => `${w.seat(e['player'])} stands at the trading post with ${count(e['markers'], 'gold marker', 'gold markers')} and announces the end.`,
    'gift-given': (e, w) => `${w.seat(e['player'])} gives ${article(dataName(e['item']))} to ${w.seat(e['toSeat'])}${whose(w, e['to'])}.`,
    'weighing-blocked': (e, w) => `${w.seat(e['player'])} shows gold worth at least ${count(e['needed'], 'nugget', 'nuggets')}: the weighing fails and play goes on.`,
  },
};
