import type { GameEvent } from '../../core/actions.js';
import type { LostValleyState } from '../../games/lost-valley/context.js';
import type { LostValleyAction } from '../../games/lost-valley/schemas.js';
import type { GameWords, Words } from '../words-types.js';
import { dataName, feeName, valleyTerm } from './valley-terms.js';

// Present tense and "name: noun" forms keep Czech free of the gender that past tenses need.
const t = (word: unknown): string => valleyTerm('cs', word);
const list = (values: unknown, w: Words<LostValleyState>): string => w.list(Array.isArray(values) ? values : [values]);
const seen = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['by'] === 'all'
    ? `Otočen žeton (${t(e['pool'])}): ${dataName(e['identity'])}.`
    : `${w.list((e['by'] as unknown[]).map((seat) => w.seat(seat)))} se dívá na žeton (${t(e['pool'])}): ${dataName(e['identity'])}.`;

/**
 * Lost Valley česky.
 *
 * @example
 * valleyWordsCs.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Hráč 0 končí tah.'
 */
export const valleyWordsCs: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} jde ${t(a.mode)} do uzlu ${a.to}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} končí tah.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} pokládá kosočtverec na stěny ${a.faces.join(' a ')} (směr ${a.way}).`,
    'place-triangle': (a, w) => `${w.seat(a.player)} pokládá trojúhelník na stěnu ${a.face}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} nepokládá žádný trojúhelník.`,
    discard: (a, w) => `${w.seat(a.player)} odhazuje: ${dataName(a.item)}.`,
    'eat-jerky': (a, w) => `${w.seat(a.player)} jí sušené maso.`,
    'drink-whiskey': (a, w) => `${w.seat(a.player)} pije whisky pro další část tahu (${t(a.part)}).`,
    'choose-markers': (a, w) => `${w.seat(a.player)} si nechává ${a.markers.length > 1 ? 'žetony' : 'žeton'} ${w.list(a.markers)}.`,
    fish: (a, w) => `${w.seat(a.player)} rybaří.`,
    'cut-timber': (a, w) => `${w.seat(a.player)} kácí dřevo.`,
    hunt: (a, w) => `${w.seat(a.player)} loví zvíře ze žetonu ${a.marker}.`,
    'take-event': (a, w) => `${w.seat(a.player)} bere událost z destičky ${a.tile} a platí: ${t(a.pay)}.`,
    'look-at-events': (a, w) => `${w.seat(a.player)} si prohlíží události na destičce ${a.tile}.`,
    'whiskey-still': (a, w) => `${w.seat(a.player)} získává whisky v pálenici na destičce ${a.tile} a platí: ${t(a.pay)}.`,
    'lost-mine': (a, w) => `${w.seat(a.player)} těží ve Ztraceném dole na destičce ${a.tile} a platí: ${a.timberOr === 'timber' ? t('timber') : `žeton ${a.timberOr}`}.`,
    'food-spit': (a, w) => `${w.seat(a.player)} používá rožeň na destičce ${a.tile}.`,
    'build-fish-trap': (a, w) => `${w.seat(a.player)} staví past na ryby.`,
    'build-sawmill': (a, w) => `${w.seat(a.player)} staví pilu.`,
    'build-hunting-trap': (a, w) => `${w.seat(a.player)} staví loveckou past.`,
    'build-mine': (a, w) =>
      `${w.seat(a.player)} staví důl na destičce ${a.tile}${a.claim ? ' a zabírá claim' : ''}${a.toolInstead === null ? '' : `; místo nástroje: ${dataName(a.toolInstead)}`}.`,
    'build-flumes': (a, w) => `${w.seat(a.player)} staví žlaby na ${a.edges.length > 1 ? 'hranách' : 'hraně'} ${list(a.edges, w)}.`,
    'build-bridge': (a, w) => `${w.seat(a.player)} staví most na hraně ${a.edge}.`,
    'collect-claim': (a, w) => `${w.seat(a.player)} vybírá claim.`,
    run: (a, w) => `${w.seat(a.player)} běží.`,
    'take-skill': (a, w) => `${w.seat(a.player)} bere dovednost: ${dataName(a.skill)}.`,
    'draw-skills': (a, w) => `${w.seat(a.player)} táhne destičky dovedností.`,
    'keep-skill': (a, w) => `${w.seat(a.player)} si nechává dovednost: ${dataName(a.skill)}.`,
    forecast: (a, w) => `${w.seat(a.player)} předpovídá: ${t(a.face)}.`,
    'river-gold': (a, w) => `${w.seat(a.player)} ryžuje říční zlato na destičce ${a.tile}.`,
    'mountain-gold': (a, w) =>
      `${w.seat(a.player)} kope horské zlato na destičce ${a.tile}${a.dynamite === 'none' ? '' : ` s dynamitem (${t(a.dynamite)})`}${a.fee === null ? '' : ` a platí: ${feeName(a.fee, 'žeton')}`}.`,
    miner: (a, w) => `${w.seat(a.player)} posílá horníka na destičku ${a.tile}.`,
    'dig-treasure': (a, w) => `${w.seat(a.player)} kope poklad.`,
    weigh: (a, w) => `${w.seat(a.player)} váží zlato.`,
    'show-marker': (a, w) => `${w.seat(a.player)} ukazuje žeton ${a.marker}.`,
    'black-market': (a, w) => `${w.seat(a.player)} měňuje žeton ${a.give} na černém trhu na destičce ${a.tile}.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} posouvá zlatokopa ${String(e['prospector'])} ${t(e['mode'])} z uzlu ${String(e['from'])} do uzlu ${String(e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} vyprazdňuje batoh a vozík, aby ušel dvě hrany.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} objevuje v uzlu ${String(e['node'])}.`,
    'tile-drawn': (e) => `Tažena ${t(e['pile'])} destička: ${String(e['tile'])}.`,
    'tile-to-bottom': (e) => `Říční destička ${String(e['tile'])} nikam nepasuje a jde na spodek balíčku.`,
    'tile-placed': (e) => `${String(e['tile'])} leží na stěnách ${(e['faces'] as unknown[]).join(', ')}.`,
    'spring-placed': (e) => `Pramen zaplňuje horní tok (stěna ${String(e['face'])}).`,
    'hole-left': (e) => `Žádný trojúhelník nezbývá: stěna ${String(e['face'])} zůstává navždy prázdná.`,
    'markers-laid': (e) => `Na ${String(e['tile'])} jdou žetony lícem dolů: ${(e['pools'] as unknown[]).map(t).join(', ')}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} volí pro trojúhelník stěnu ${String(e['face'])}.`,
    'exploration-finished': (e) => `Objevování v uzlu ${String(e['node'])} skončilo.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} nepokládá žádný trojúhelník.`,
    'exploration-ended': () => 'Poslední zemský kosočtverec je položen: objevování končí.',
    'ice-out': () => 'Ledový blok je položen na pramen.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} hází ${t(e['roll'])}: led se posouvá z ${String(e['from'])} na ${String(e['to'])}.`,
    'game-ended': (e) => t(e['reason']),
    'marker-seen': seen,
    'marker-taken': (e, w) => `${w.seat(e['player'])} bere žeton (${t(e['pool'])}).`,
    'markers-chosen': (e, w) => `${w.seat(e['player'])} si nechává ${String(e['kept'])} z ${String(e['from'])} prohlédnutých žetonů.`,
    'gear-gained': (e, w) => `${w.seat(e['player'])} získává: ${dataName(e['item'])}.`,
    discarded: (e, w) => `${w.seat(e['player'])} odhazuje: ${dataName(e['item'])}.`,
    'jerky-eaten': (e, w) => `${w.seat(e['player'])} jí sušené maso: ${String(e['food'])} jídla.`,
    'whiskey-drunk': (e, w) => `${w.seat(e['player'])} pije whisky pro další část tahu (${t(e['part'])}).`,
  },
};
