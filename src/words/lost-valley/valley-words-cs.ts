import type { GameEvent } from '../../core/actions.js';
import type { LostValleyState, LostValleyAction } from '../../games/lost-valley/api.js';
import type { GameWords, Words } from '../words-types.js';
import { dataName, feeName, itemStacks, markerName, prospectorSeat, valleyItem, valleySkill, valleyTerm } from './valley-terms.js';
import { byProspector, markerTile, placeName, placeNames, tileName } from './valley-places.js';
import { diamondTurnAside, markerListWords, markerWords } from './valley-marker-words.js';

// Present tense and "name: noun" forms keep Czech free of the gender that past tenses need.
const t = (word: unknown): string => valleyTerm('cs', word);
const list = (values: unknown, w: Words<LostValleyState>): string => w.list(Array.isArray(values) ? values : [values]);
const item = (id: unknown): string => valleyItem('cs', id);
const skill = (id: unknown): string => valleySkill('cs', id);
/** A count with the Czech plural: 1 žeton, 2 to 4 žetony, 0 or 5 and more žetonů. */
const count = (value: unknown, one: string, few: string, many: string): string => {
  const n = Number(value);
  return `${String(value)} ${n === 1 ? one : n >= 2 && n <= 4 ? few : many}`;
};
const markers = (ids: readonly number[], w: Words<LostValleyState>, actor: unknown): string => markerListWords(w, ids, actor);
const animal = (e: GameEvent): string => (e['animal'] == null ? 'zvíře' : `zvíře (${item(e['animal'])})`);
// The rulebook's tiles: "dílek s řekou", "dílek se souší", "trojúhelníkový dílek".
const TILE_OF_PILE: Readonly<Record<string, string>> = { river: 'dílek s řekou', land: 'dílek se souší', triangle: 'trojúhelníkový dílek' };
const WORKS: Readonly<Record<string, (at: string) => string>> = {
  'fish-trap': (at) => `síť na ryby v uzlu ${at}`, sawmill: (at) => `pilu v uzlu ${at}`, 'hunting-trap': (at) => `loveckou past v uzlu ${at}`,
  mine: (at) => `důl na dílku ${at}`, flume: (at) => `kanál na hraně ${at}`, bridge: (at) => `most na hraně ${at}`,
};
/** Where a work stands, by its kind: a node's or an edge's name, a mine's tile index. */
const workAt = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['work'] === 'flume' || e['work'] === 'bridge' ? placeName(w.state, 'edge', e['at']) : e['work'] === 'mine' ? tileName(w.state, e['at']) : placeName(w.state, 'node', e['at']);
const work = (e: GameEvent, w: Words<LostValleyState>): string => (WORKS[String(e['work'])] ?? ((at: string) => `${dataName(e['work'])} (${at})`))(workAt(e, w));
/** "do uzlu K3", "z uzlu K3", or the trading post. */
const toNode = (w: Words<LostValleyState>, id: unknown): string => (id === 0 ? 'na obchodní stanici' : `do uzlu ${placeName(w.state, 'node', id)}`);
const fromNode = (w: Words<LostValleyState>, id: unknown): string => (id === 0 ? 'z obchodní stanice' : `z uzlu ${placeName(w.state, 'node', id)}`);
const seen = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['by'] === 'all'
    ? `Otočen žeton (${t(e['pool'])}): ${markerName('cs', e['identity'])}.`
    : `${w.list((e['by'] as unknown[]).map((seat) => w.seat(seat)))} se dívá na žeton (${t(e['pool'])}): ${markerName('cs', e['identity'])}.`;

/** "posouvá zlatokopa 2" for a seat's second prospector; "se přesouvá" when the seat leads only one. */
const mover = (w: Words<LostValleyState>, prospector: unknown): string => byProspector(w.state, prospector, 'se přesouvá', (n) => `posouvá zlatokopa ${n}`);
const whose = (w: Words<LostValleyState>, prospector: unknown): string => byProspector(w.state, prospector, '', (n) => `, zlatokop ${n}`);

/** The animal hunted, by the tile its marker lies on ("zvíře na dílku L15 (H1^)"). */
const prey = (w: Words<LostValleyState>, marker: unknown, actor: unknown): string => {
  const tile = markerTile(w.state, marker);
  return tile === null ? `zvíře (${markerWords(w, marker, actor)})` : `zvíře na dílku ${tile}`;
};

/**
 * Lost Valley česky.
 *
 * @example
 * valleyWordsCs.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Hráč 1 končí tah.'
 */
export const valleyWordsCs: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} jde ${t(a.mode)} ${toNode(w, a.to)}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} končí tah.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} pokládá kosočtverec na stěny ${w.list(placeNames(w.state, 'face', a.faces))}${diamondTurnAside(w, a.faces, a.way)}.`,
    'place-triangle': (a, w) => `${w.seat(a.player)} pokládá trojúhelník na stěnu ${placeName(w.state, 'face', a.face)}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} nepokládá žádný trojúhelník.`,
    discard: (a, w) => `${w.seat(a.player)} odhazuje: ${item(a.item)}.`,
    'eat-jerky': (a, w) => `${w.seat(a.player)} jí sušené maso.`,
    'drink-whiskey': (a, w) => `${w.seat(a.player)} pije whisky pro další část tahu (${t(a.part)}).`,
    'choose-markers': (a, w) => `${w.seat(a.player)} si nechává ${markers(a.markers, w, a.player)}.`,
    fish: (a, w) => `${w.seat(a.player)} rybaří.`,
    'cut-timber': (a, w) => `${w.seat(a.player)} kácí stromy.`,
    hunt: (a, w) => `${w.seat(a.player)} loví ${prey(w, a.marker, a.player)}.`,
    'take-event': (a, w) => `${w.seat(a.player)} bere náhodnou událost z dílku ${tileName(w.state, a.tile)}${a.pay === 'free' ? ' bez placení (Dobrodruh)' : ` a platí: ${t(a.pay)}`}.`,
    'look-at-events': (a, w) => `${w.seat(a.player)} si prohlíží náhodné události na dílku ${tileName(w.state, a.tile)}.`,
    'whiskey-still': (a, w) => `${w.seat(a.player)} získává whisky v pálenici na dílku ${tileName(w.state, a.tile)}${a.pay === 'none' ? ' zdarma' : ` a platí: ${t(a.pay)}`}.`,
    'lost-mine': (a, w) => `${w.seat(a.player)} těží ve Ztraceném dole na dílku ${tileName(w.state, a.tile)} a platí: ${a.timberOr === 'timber' ? t('timber') : markerWords(w, a.timberOr, a.player)}.`,
    'food-spit': (a, w) => `${w.seat(a.player)} používá rožeň na dílku ${tileName(w.state, a.tile)}.`,
    'take-event-for-two': (a, w) => `${w.seat(a.player)} bere náhodnou událost z dílku ${tileName(w.state, a.tile)} a platí: ${w.list(a.pay.map(item))}.`,
    'quiet-nook': (a, w) => `${w.seat(a.player)} kupuje whisky v tichém zákoutí na dílku ${tileName(w.state, a.tile)} a platí: ${w.list(a.pay.map(item))}.`,
    'eat-dried-fish': (a, w) => `${w.seat(a.player)} jí sušené ryby.`,
    'build-fish-trap': (a, w) => `${w.seat(a.player)} staví síť na ryby.`,
    'build-sawmill': (a, w) => `${w.seat(a.player)} staví pilu.`,
    'build-hunting-trap': (a, w) => `${w.seat(a.player)} staví loveckou past.`,
    'build-mine': (a, w) =>
      `${w.seat(a.player)} staví důl na dílku ${tileName(w.state, a.tile)}${a.claim ? ' a zabírá claim' : ''}${a.toolInstead === null ? '' : `; místo nástroje: ${item(a.toolInstead)}`}.`,
    'build-flumes': (a, w) => `${w.seat(a.player)} staví ${a.edges.length > 1 ? 'kanály na hranách' : 'kanál na hraně'} ${w.list(placeNames(w.state, 'edge', a.edges))}.`,
    'build-bridge': (a, w) => `${w.seat(a.player)} staví most na hraně ${placeName(w.state, 'edge', a.edge)}.`,
    'collect-claim': (a, w) => `${w.seat(a.player)} vybírá claim.`,
    run: (a, w) => `${w.seat(a.player)} běží.`,
    'take-skill': (a, w) => `${w.seat(a.player)} bere dovednost: ${skill(a.skill)}.`,
    'draw-skills': (a, w) => `${w.seat(a.player)} táhne dílky dovedností.`,
    'keep-skill': (a, w) => `${w.seat(a.player)} si nechává dovednost: ${skill(a.skill)}.`,
    forecast: (a, w) => `${w.seat(a.player)} předpovídá: ${t(a.face)}.`,
    'scout-keep': (a, w) => `${w.seat(a.player)} (Zvěd) si nechává dílek ${tileName(w.state, a.tile)}.`,
    'river-gold': (a, w) => `${w.seat(a.player)} těží říční zlato: ${markers(a.markers, w, a.player)}.`,
    'mountain-gold': (a, w) =>
      `${w.seat(a.player)} těží horské zlato: ${markers(a.markers, w, a.player)}${a.dynamite === 'none' ? '' : ` s dynamitem (${t(a.dynamite)})`}${a.fee === null ? '' : ` a platí: ${feeName(a.fee, (id) => markerWords(w, id, a.player), 'cs')}`}.`,
    miner: (a, w) => `${w.seat(a.player)} posílá horníka na dílek ${tileName(w.state, a.tile)}.`,
    'dig-treasure': (a, w) => `${w.seat(a.player)} kope poklad.`,
    weigh: (a, w) => `${w.seat(a.player)} váží zlato.`,
    'announce-end': (a, w) => `${w.seat(a.player)} oznamuje konec hry.`,
    'show-marker': (a, w) => `${w.seat(a.player)} ukazuje ${markerWords(w, a.marker, a.player)}.`,
    give: (a, w) => `${w.seat(a.player)} dává spoluhráči (${w.seat(prospectorSeat(w.state, a.to))}${whose(w, a.to)}): ${item(a.item)}.`,
    'black-market': (a, w) => `${w.seat(a.player)} vyměňuje ${markerWords(w, a.give, a.player)} na černém trhu na dílku ${tileName(w.state, a.tile)}.`,
    'open-trade': (a, w) => `${w.seat(a.player)} začíná nákup ${a.tile === null ? 'na obchodní stanici' : `na obchodním stanovišti na dílku ${tileName(w.state, a.tile)}`}.`,
    'trade-buy': (a, w) => `${w.seat(a.player)} přidává k nákupu: ${item(a.item)}.`,
    'trade-clue': (a, w) => `${w.seat(a.player)} přidává k nákupu stopu.`,
    'trade-pay': (a, w) => `${w.seat(a.player)} platí: ${'marker' in a.payment ? markerWords(w, a.payment.marker, a.player) : item(a.payment.item)}.`,
    'close-trade': (a, w) => `${w.seat(a.player)} uzavírá nákup.`,
    'cancel-trade': (a, w) => `${w.seat(a.player)} od nákupu ustupuje.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} ${mover(w, e['prospector'])} ${t(e['mode'])} ${fromNode(w, e['from'])} ${toNode(w, e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} vyprazdňuje batoh a vozík, aby ušel dvě hrany.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} objevuje v uzlu ${placeName(w.state, 'node', e['node'])}.`,
    'tile-drawn': (e, w) => `Tažen ${TILE_OF_PILE[String(e['pile'])] ?? `dílek (${t(e['pile'])})`}: ${tileName(w.state, e['tile'])}.`,
    'tile-to-bottom': (e, w) => `Dílek s řekou ${tileName(w.state, e['tile'])} nikam nepasuje a vrací se na spodek hromádky.`,
    'tile-placed': (e, w) => `${tileName(w.state, e['tile'])} leží na stěnách ${w.list(placeNames(w.state, 'face', e['faces']))}.`,
    'spring-placed': (e, w) => `Pramen zaplňuje horní tok (stěna ${placeName(w.state, 'face', e['face'])}).`,
    'hole-left': (e, w) => `Žádný trojúhelník nezbývá: stěna ${placeName(w.state, 'face', e['face'])} zůstává navždy prázdná.`,
    'markers-laid': (e, w) => `Na ${tileName(w.state, e['tile'])} jdou žetony lícem dolů: ${(e['pools'] as unknown[]).map(t).join(', ')}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} volí pro trojúhelník stěnu ${placeName(w.state, 'face', e['face'])}.`,
    'exploration-finished': (e, w) => `Objevování v uzlu ${placeName(w.state, 'node', e['node'])} skončilo.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} nepokládá žádný trojúhelník.`,
    'exploration-ended': () => 'Poslední kosočtvercový dílek se souší je položen: objevování končí.',
    'ice-out': () => 'Ledový blok je položen na pramen.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} hází ${t(e['roll'])}: led se posouvá z ${String(e['from'])} na ${String(e['to'])}.`,
    'game-ended': (e) => t(e['reason']),
    'marker-seen': seen,
    'marker-taken': (e, w) => `${w.seat(e['player'])} bere žeton (${t(e['pool'])}).`,
    'markers-chosen': (e, w) => `${w.seat(e['player'])} si nechává ${String(e['kept'])} z ${String(e['from'])} prohlédnutých žetonů.`,
    'gear-gained': (e, w) => `${w.seat(e['player'])} získává: ${item(e['item'])}.`,
    discarded: (e, w) => `${w.seat(e['player'])} odhazuje: ${item(e['item'])}.`,
    'jerky-eaten': (e, w) => `${w.seat(e['player'])} jí sušené maso: ${String(e['food'])} jídla.`,
    'whiskey-drunk': (e, w) => `${w.seat(e['player'])} pije whisky pro další část tahu (${t(e['part'])}).`,
    // Rybolov, kácení, lov, náhodné události a trojúhelníkové dílky.
    fished: (e, w) => `${w.seat(e['player'])} rybaří: ${count(e['food'], 'jídlo', 'jídla', 'jídel')}.`,
    'timber-cut': (e, w) => `${w.seat(e['player'])} kácí stromy: ${count(e['timber'], 'dřevo', 'dřeva', 'dřev')}.`,
    'hunt-started': (e, w) => `${w.seat(e['player'])} loví ${prey(w, e['marker'], e['player'])}.`,
    'animal-hit': (e, w) =>
      `${w.seat(e['player'])} hází loveckou kostkou (${t(e['face'])}) a zabíjí ${animal(e)}${e['missMarkerUsed'] === true ? ' (se žetonem minutí)' : ''}: získává ${count(e['food'], 'jídlo', 'jídla', 'jídel')}${e['fur'] === false ? '' : ' a kožešinu'}.`,
    'animal-missed': (e, w) =>
      `${w.seat(e['player'])} hází loveckou kostkou (${t(e['face'])}) a ${animal(e)} uniká${e['reroll'] === true ? '; Traper hází znovu' : e['missMarker'] === true ? '; bere si žeton minutí' : ''}.`,
    'hunter-rolled': (e, w) => `${w.seat(e['player'])} hází na lov: ${String(e['roll'])}.`,
    'animal-rolled': (e, w) =>
      `Soupeř hází za zvíře: ${String(e['animal'])} proti ${String(e['hunter'])} (lovec: ${w.seat(e['player'])}${e['rifle'] === true ? ', s puškou' : ''}): ${e['killed'] === true ? 'lov se daří' : 'zvíře uniká'}.`,
    'animal-killed': (e, w) => `${w.seat(e['player'])} zabíjí ${animal(e)}: získává ${count(e['food'], 'jídlo', 'jídla', 'jídel')}.`,
    'bear-cave-restocked': (e, w) => `Do medvědí jeskyně na dílku ${tileName(w.state, e['tile'])} se pokládá nový zvířecí žeton.`,
    'event-taken-for-two': (e, w) =>
      `${w.seat(e['player'])} bere náhodnou událost z dílku ${tileName(w.state, e['tile'])} a platí: ${list(Array.isArray(e['paid']) ? e['paid'].map(item) : [], w)} (${count(e['markers'], 'žeton', 'žetony', 'žetonů')} na dílku).`,
    'quiet-nook-used': (e, w) => `${w.seat(e['player'])} kupuje v tichém zákoutí na dílku ${tileName(w.state, e['tile'])} whisky (${String(e['whiskey'])}) a platí: ${list(Array.isArray(e['paid']) ? e['paid'].map(item) : [], w)}.`,
    'dried-fish-eaten': (e, w) => `${w.seat(e['player'])} jí sušené ryby: získává ${count(e['food'], 'jídlo', 'jídla', 'jídel')}.`,
    'event-experienced': (e, w) =>
      `${w.seat(e['player'])} bere náhodnou událost z dílku ${tileName(w.state, e['tile'])}${e['paid'] === 'free' ? ' bez placení (Dobrodruh)' : ` a platí: ${t(e['paid'])}`} (${count(e['markers'], 'žeton', 'žetony', 'žetonů')} na dílku).`,
    'events-looked-at': (e, w) => `${w.seat(e['player'])} (Dobrodruh) si prohlíží náhodné události na dílku ${tileName(w.state, e['tile'])} (${count(e['markers'], 'žeton', 'žetony', 'žetonů')}).`,
    'triangle-used': (e, w) => {
      const paid = Array.isArray(e['paid']) ? (e['paid'] as unknown[]) : [];
      return `${w.seat(e['player'])} na dílku ${tileName(w.state, e['tile'])} (${t(e['triangle'])}) získává: ${itemStacks('cs', [e], (xs) => xs.join(''))}${paid.length > 0 ? `; platí: ${w.list(paid.map(t))}` : ''}.`;
    },
    // Stavby, zkušenosti, claimy a dovednosti.
    'work-built': (e, w) => `${w.seat(e['player'])} staví ${work(e, w)}.`,
    'xp-gained': (e, w) => `${w.seat(e['player'])} získává žeton zkušenosti.`,
    'xp-turned-in': (e, w) => `${w.seat(e['player'])} odevzdává žeton zkušenosti a učí se dovednost.`,
    'claim-placed': (e, w) => `${w.seat(e['player'])} zabírá claim na dole na dílku ${tileName(w.state, e['tile'])}.`,
    'claim-forfeited': (e, w) => `${w.seat(e['player'])} opouští starý claim na dílku ${tileName(w.state, e['tile'])} i platby, které na něm zůstaly.`,
    'claim-collected': (e, w) => {
      const items = Array.isArray(e['items']) ? e['items'] : [];
      const parts = [...(items.length > 0 ? [itemStacks('cs', items, (xs) => w.list(xs))] : []), ...(e['markers'] === 0 ? [] : [count(e['markers'], 'žeton', 'žetony', 'žetonů')])];
      return `${w.seat(e['player'])} vybírá claim: ${parts.length === 0 ? 'nic' : w.list(parts)}.`;
    },
    'runner-runs': (e, w) => `${w.seat(e['player'])} běží: ještě jeden pohyb.`,
    'forecast-named': (e, w) => `${w.seat(e['player'])} předpovídá: ${t(e['face'])}.`,
    'forecast-hit': (e) => `Padla předpověď (${t(e['face'])}): zimní kostka se hází znovu.`,
    'scout-tile-to-bottom': (e, w) => `${w.seat(e['player'])} (Zvěd) dává dílek ${e['pile'] === 'river' ? 's řekou' : 'se souší'} ${tileName(w.state, e['tile'])} na spodek hromádky.`,
    'skill-drawn': (e, w) => `${w.seat(e['player'])} táhne dílek dovednosti: ${skill(e['skill'])}.`,
    'skill-learned': (e, w) => `${w.seat(e['player'])} se učí dovednost: ${skill(e['skill'])}.`,
    'skills-laid-face-up': (e, w) => `${w.seat(e['player'])} odkládá lícem nahoru: ${w.list((Array.isArray(e['skills']) ? e['skills'] : []).map(skill))}.`,
    // Zlato, poklad, obchod a vážení.
    'river-gold-dug': (e, w) => `${w.seat(e['player'])} těží říční zlato: táhne ${count(e['drawn'], 'žeton', 'žetony', 'žetonů')}, nechává si ${String(e['kept'])}.`,
    'mountain-gold-dug': (e, w) =>
      `${w.seat(e['player'])} těží horské zlato v dole na dílku ${tileName(w.state, e['tile'])}${e['dynamite'] === 'none' ? '' : ` s dynamitem (${t(e['dynamite'])})`}: táhne ${count(e['drawn'], 'žeton', 'žetony', 'žetonů')}, nechává si ${String(e['kept'])}.`,
    'claim-fee-paid': (e, w) =>
      `${w.seat(e['player'])} platí poplatek za claim (${e['item'] === undefined ? 'žeton' : item(e['item'])}); dostává ho ${w.seat(prospectorSeat(w.state, e['owner']))}.`,
    'miner-dug': (e, w) => `${w.seat(e['player'])} (Horník) bere jedno říční zlato z vytěženého dolu na dílku ${tileName(w.state, e['tile'])}; důl mizí z plánu.`,
    'treasure-dug': (e, w) =>
      `${w.seat(e['player'])} odevzdává ${count(e['clues'], 'stopu', 'stopy', 'stop')} a vykopává poklad: horské zlato ${String(e['mountainGold'])}×${typeof e['riverGold'] === 'number' && e['riverGold'] > 0 ? `, říční zlato ${String(e['riverGold'])}×` : ''}.`,
    'trade-opened': (e, w) => `${w.seat(e['player'])} začíná nákup ${e['store'] === null ? 'na obchodní stanici' : `na obchodním stanovišti na dílku ${tileName(w.state, e['store'])}`}.`,
    'trade-closed': (e, w) => {
      const bought = (Array.isArray(e['bought']) ? e['bought'] : []).map((stack) => itemStacks('cs', [stack], (xs) => xs.join('')));
      if (e['clue'] === true) bought.push('stopa');
      return `${w.seat(e['player'])} nakupuje za ${count(e['cost'], 'zlatý valoun', 'zlaté valouny', 'zlatých valounů')} (platí ${String(e['paid'])}, nazpět nic): ${w.list(bought)}.`;
    },
    'trade-cancelled': (e, w) => `${w.seat(e['player'])} od nákupu ustupuje.`,
    'black-market-swap': (e, w) => `${w.seat(e['player'])} pokládá na černý trh ${e['pool'] === 'clue' ? 'stopu' : 'žeton náhodné události'} a vybírá si jeden z ${String(e['from'])}.`,
    'gold-weighed': (e, w) => `${w.seat(e['player'])} váží na obchodní stanici zlato v hodnotě ${count(e['value'], 'zlatého valounu', 'zlatých valounů', 'zlatých valounů')}.`,
    'end-announced': (e, w) => `${w.seat(e['player'])} stojí na obchodní stanici s ${count(e['markers'], 'žetonem zlata', 'žetony zlata', 'žetony zlata')} a oznamuje konec hry.`,
    'gift-given': (e, w) => `${w.seat(e['player'])} dává spoluhráči (${w.seat(e['toSeat'])}${whose(w, e['to'])}): ${item(e['item'])}.`,
    'weighing-blocked': (e, w) => `${w.seat(e['player'])} ukazuje zlato v hodnotě aspoň ${count(e['needed'], 'zlatého valounu', 'zlatých valounů', 'zlatých valounů')}: vážení se nedaří a hra pokračuje.`,
  },
};
