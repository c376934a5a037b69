import type { DutchmanState, DutchmanAction } from '../../games/lost-dutchman/api.js';
import type { GameWords, Words } from '../words-types.js';
import { spaceName, term, tileName as tileIn, treasureValue } from './dutchman-names.js';

// Present tense and "name: verb" forms keep Czech free of the gender that past tenses need.
const space = (value: unknown): string => spaceName('cs', value);
const tileName = (state: DutchmanState, id: unknown): string => tileIn(state, id, 'cs');
/** A treasure by its value (its id says nothing to a reader). */
const treasure = (w: Words<DutchmanState>, uid: unknown): string => {
  const value = treasureValue(w.state, uid);
  return value === null ? 'poklad' : `poklad v hodnotě ${value}`;
};
const t = (value: unknown): string => term('cs', value);

/**
 * The Lost Dutchman česky.
 *
 * @example
 * dutchmanWordsCs.actions.roll({ type: 'roll', player: 0 }, words); // 'Hráč 1 hází kostkou pohybu.'
 */
export const dutchmanWordsCs: GameWords<DutchmanAction, DutchmanState> = {
  actions: {
    'choose-character': (a, w) => `${w.seat(a.player)} volí postavu: ${tileName(w.state, a.character)}.`,
    'reveal-setup': (a, w) => `${w.seat(a.player)} otáčí hromádku ${a.stack}.`,
    roll: (a, w) => `${w.seat(a.player)} hází kostkou pohybu.`,
    'use-item': (a, w) => `${w.seat(a.player)} používá předmět: ${tileName(w.state, a.item)}${a.target === null ? '' : ` (cíl ${String(a.target)})`}.`,
    'fight-ghost': (a, w) => `${w.seat(a.player)} bojuje se Ztraceným Holanďanem.`,
    'special-bury': (a, w) => `${w.seat(a.player)} používá zvláštní akci a zakopává poklad.`,
    'move-ghost': (a, w) =>
      a.treasure === null ? `${w.seat(a.player)} posílá Holanďanova ducha zpět k dolu.` : `${w.seat(a.player)} posílá Holanďanova ducha na ${treasure(w, a.treasure)}.`,
    bury: (a, w) => (a.treasure === null ? `${w.seat(a.player)} nic nezakopává.` : `${w.seat(a.player)} zakopává ${treasure(w, a.treasure)}.`),
    move: (a, w) => (a.path.length === 0 ? `${w.seat(a.player)} zůstává stát.` : `${w.seat(a.player)} jde na: ${space(a.path[a.path.length - 1])}.`),
    crevice: (a, w) => `${w.seat(a.player)} vylézá z rozsedliny na: ${space(a.space)}.`,
    bandit: (a, w) => `${w.seat(a.player)} posílá bandity ${t(a.mode)} ${treasure(w, a.treasure)} (hráč ${w.seat(a.target)}).`,
    cross: (a, w) => `${w.seat(a.player)} překonává místo ${a.spot.toUpperCase()} na mapě pokladu.`,
    'end-turn': (a, w) => `${w.seat(a.player)} končí tah.`,
    raise: (a, w) => `${w.seat(a.player)} zvyšuje: ${t(a.attribute)}.`,
    'take-tile': (a, w) => `${w.seat(a.player)} bere ${tileName(w.state, a.tile)} (od: ${w.seat(a.from)}).`,
  },
  events: {
    'character-chosen': (e, w) =>
      `${w.seat(e['player'])} bere desku postavy ${tileName(w.state, e['character'])}${e['startingItem'] ? ` s předmětem ${tileName(w.state, e['startingItem'])}` : ''}.`,
    'first-player-roll': (e, w) => `${w.seat(e['player'])} hází o první tah: ${String(e['die'])}.`,
    'first-player-chosen': (e, w) => `${w.seat(e['player'])} by začínal, ale voda během přípravy vyschla: hra končí dřív, než se kdokoli pohne.`,
    'turn-started': (e, w) => `${w.seat(e['player'])} začíná tah ${String(e['turn'])}.`,
    'movement-rolled': (e, w) =>
      e['face'] === 'special' ? `${w.seat(e['player'])} hází zvláštní akci.` : `${w.seat(e['player'])} hází na kostce pohybu ${String(e['face'])}.`,
    moved: (e, w) => {
      const path = e['path'] as unknown[];
      return path.length === 0 ? `${w.seat(e['player'])} se nemůže pohnout a zůstává stát.` : `${w.seat(e['player'])} jde na: ${space(path[path.length - 1])}.`;
    },
    'tile-revealed': (e, w) => `Hromádka (${space(e['stack'])}) ukazuje: ${tileName(w.state, e['tile'])}.`,
    'stack-emptied': (e) => `Hromádka (${space(e['stack'])}) došla: zůstává prázdné místo.`,
    'treasure-taken': (e, w) => `${w.seat(e['player'])} bere poklad v hodnotě ${String(e['value'])}.`,
    'item-taken': (e, w) => `${w.seat(e['player'])} bere předmět: ${tileName(w.state, e['item'])}.`,
    'hunter-taken': (e, w) => `${w.seat(e['player'])} bere lovce: ${tileName(w.state, e['hunter'])}.`,
    'challenge-rolled': (e, w) =>
      `${w.seat(e['player'])} hází ${String(e['die'])} proti: ${tileName(w.state, e['tile'])}; ${String(e['total'])} proti ${String(e['rating'])}, ${t(e['result'])}.`,
    'penalty-suffered': (e, w) => `${w.seat(e['player'])} ztrácí ${String(e['amount'])} (${t(e['attribute'])}, nyní ${String(e['value'])}).`,
    'attribute-raised': (e, w) => `${w.seat(e['player'])} získává ${String(e['amount'])} (${t(e['attribute'])}, nyní ${String(e['value'])}).`,
    exhausted: (e, w) =>
      `${w.seat(e['player'])} je vyčerpán a vrací se do důlního tábora${e['discarded'] === null ? '' : `; odhazuje poklad v hodnotě ${String(e['discarded'])}`}.`,
    'water-level-dropped': (e) => `Hladina vody klesá: zbývá ${String(e['water'])}.`,
    'end-triggered': (e) => `Po tomto tahu hra končí: ${t(e['reason'])}.`,
    'crevice-found': (e, w) => `${w.seat(e['player'])} padá do rozsedliny.`,
    'crevice-move': (e, w) => `${w.seat(e['player'])} vylézá z rozsedliny na: ${space(e['space'])}.`,
    'bandit-taken': (e, w) => (e['used'] ? `${w.seat(e['player'])} nachází bandity.` : `${w.seat(e['player'])} nachází bandity, ale nikdo nemá poklad.`),
    'bandit-used': (e, w) => `${w.seat(e['player'])} posílá bandity ${t(e['mode'])} ${treasure(w, e['treasure'])} (hráč ${w.seat(e['target'])}).`,
    'bandit-fight': (e, w) => `Boj banditů (${w.seat(e['player'])} proti ${w.seat(e['target'])}): ${String(e['attack'])} proti ${String(e['defence'])}, ${e['won'] ? 'výhra' : 'prohra'}.`,
    'bandit-steal': (e, w) => `Krádež banditů (${w.seat(e['player'])} u ${w.seat(e['target'])}): ${String(e['total'])}, potřeba ${String(e['needed'])}, ${e['won'] ? 'zdařila se' : 'nezdařila se'}.`,
    'treasure-stolen': (e, w) => `${w.seat(e['player'])} bere poklad v hodnotě ${String(e['value'])} (od: ${w.seat(e['from'])}).`,
    'item-used': (e, w) => `${w.seat(e['player'])} používá předmět: ${tileName(w.state, e['item'])}.`,
    'treasure-buried': (e, w) => `${w.seat(e['player'])} zakopává ${treasure(w, e['uid'])}.`,
    'nothing-buried': (e, w) => `${w.seat(e['player'])} nic nezakopává.`,
    'bury-rolled': (e, w) => `${w.seat(e['player'])} hází na zakopání: ${String(e['sum'])}.`,
    'ghost-moved': (e, w) =>
      e['treasure'] === null
        ? `${w.seat(e['player'])} posílá Holanďanova ducha hlídat důl.`
        : `${w.seat(e['player'])} posílá Holanďanova ducha na poklad (hráč ${w.seat(e['owner'])}).`,
    'ghost-returned': () => 'Holanďanův duch se vrací hlídat svůj důl.',
    'turn-forfeited': (e, w) => `${w.seat(e['player'])} vzdává tah a bojuje se Ztraceným Holanďanem.`,
    'dutchman-fought': (e, w) =>
      `${w.seat(e['player'])} bojuje se Ztraceným Holanďanem: ${String(e['total'])} proti ${String(e['rating'])}, ${e['won'] ? 'výhra' : 'prohra'}.`,
    'stepped-back': (e, w) => `${w.seat(e['player'])} ustupuje na mapě pokladu.`,
    'token-revealed': (e) => `Žeton na místě ${String(e['spot']).toUpperCase()} ukazuje: ${String(e['token'])}.`,
    'token-overcome': (e, w) => `${w.seat(e['player'])} překonává žeton na místě ${String(e['spot']).toUpperCase()}.`,
    'mine-found': (e, w) => `${w.seat(e['player'])} nachází zlatý důl Ztraceného Holanďana (+${String(e['bonus'])})!`,
    'event-drawn': (e, w) => `${w.seat(e['player'])} táhne událost: ${tileName(w.state, e['event'])}.`,
    'event-test': (e, w) => `${w.seat(e['player'])} hází ${String(e['total'])} proti ${String(e['target'])}: ${e['passed'] ? 'v bezpečí' : 'zraněn'}.`,
    'poker-roll': (e, w) => `${w.seat(e['player'])} hází v pokeru ${String(e['die'])}.`,
    'poker-no-winner': () => 'Bank nikdo nevyhrává.',
    'tile-changed-hands': (e, w) => `${w.seat(e['player'])} vyhrává ${tileName(w.state, e['tile'])} (od: ${w.seat(e['from'])}).`,
    'game-ended': (e) => `Konec hry: ${t(e['reason'])}.`,
    'tie-break-roll': (e, w) => `${w.seat(e['player'])} hází v rozstřelu ${String(e['die'])}: ${String(e['total'])}.`,
  },
};
