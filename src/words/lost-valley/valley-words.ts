import type { GameEvent } from '../../core/actions.js';
import type { LostValleyState } from '../../games/lost-valley/context.js';
import type { LostValleyAction } from '../../games/lost-valley/schemas.js';
import type { GameWords, Locale } from '../words-types.js';

// Lost Valley's rules are growing on another branch: a new action type is one entry per table
// below (the compiler asks for it), a new event type one entry too (the words test asks for it).

const MODE: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { foot: 'on foot', 'foot-unburdened': 'on foot, unburdened', horse: 'on horseback', boat: 'by boat' },
  es: { foot: 'a pie', 'foot-unburdened': 'a pie, sin carga', horse: 'a caballo', boat: 'en barca' },
  cs: { foot: 'pěšky', 'foot-unburdened': 'pěšky bez nákladu', horse: 'na koni', boat: 'lodí' },
};
const PILE: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { river: 'river', land: 'land', triangle: 'triangle' },
  es: { river: 'de río', land: 'de tierra', triangle: 'triangular' },
  cs: { river: 'říční', land: 'zemská', triangle: 'trojúhelníková' },
};
const mode = (locale: Locale, value: unknown): string => MODE[locale][String(value)] ?? String(value);
const pile = (locale: Locale, value: unknown): string => PILE[locale][String(value)] ?? String(value);
const faces = (e: GameEvent): string => (e['faces'] as unknown[]).join(', ');
const pools = (e: GameEvent): string => (e['pools'] as unknown[]).join(', ');

/**
 * Lost Valley in English.
 *
 * @example
 * valleyWordsEn.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Seat 0 ends the turn.'
 */
export const valleyWordsEn: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} moves ${mode('en', a.mode)} to node ${a.to}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} ends the turn.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} lays the diamond on faces ${a.faces.join(' and ')} (way ${a.way}).`,
    'place-triangle': (a, w) => `${w.seat(a.player)} lays a triangle on face ${a.face}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} lays no triangle.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} moves prospector ${String(e['prospector'])} ${mode('en', e['mode'])} from node ${String(e['from'])} to node ${String(e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} empties the backpack and cart to walk two edges.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} explores at node ${String(e['node'])}.`,
    'tile-drawn': (e) => `A ${pile('en', e['pile'])} tile is drawn: ${String(e['tile'])}.`,
    'tile-to-bottom': (e) => `River tile ${String(e['tile'])} fits nowhere and goes to the bottom of the pile.`,
    'tile-placed': (e) => `${String(e['tile'])} is laid on faces ${faces(e)}.`,
    'spring-placed': (e) => `The spring fills the headwater (face ${String(e['face'])}).`,
    'hole-left': (e) => `No triangle is left: face ${String(e['face'])} stays empty for good.`,
    'markers-laid': (e) => `Face-down markers go onto ${String(e['tile'])}: ${pools(e)}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} chooses face ${String(e['face'])} for a triangle.`,
    'exploration-finished': (e) => `The exploration at node ${String(e['node'])} is finished.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} lays no triangle.`,
    'exploration-ended': () => 'The last land diamond is laid: exploration is over.',
    'ice-out': () => 'The ice block goes onto the spring.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} rolls ${String(e['roll'])}: the ice moves from ${String(e['from'])} to ${String(e['to'])}.`,
    'game-ended': (e) => (e['reason'] === 'turn-limit' ? 'The turn limit ends the game.' : 'The ice reaches the waterfall: the game ends.'),
  },
};

/**
 * Lost Valley en español.
 *
 * @example
 * valleyWordsEs.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Asiento 0 termina el turno.'
 */
export const valleyWordsEs: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} se mueve ${mode('es', a.mode)} al nodo ${a.to}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} termina el turno.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} coloca el rombo en las caras ${a.faces.join(' y ')} (sentido ${a.way}).`,
    'place-triangle': (a, w) => `${w.seat(a.player)} coloca un triángulo en la cara ${a.face}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} no coloca ningún triángulo.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} mueve al buscador ${String(e['prospector'])} ${mode('es', e['mode'])} del nodo ${String(e['from'])} al nodo ${String(e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} vacía la mochila y el carro para recorrer dos aristas.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} explora en el nodo ${String(e['node'])}.`,
    'tile-drawn': (e) => `Se roba una loseta ${pile('es', e['pile'])}: ${String(e['tile'])}.`,
    'tile-to-bottom': (e) => `La loseta de río ${String(e['tile'])} no cabe en ningún sitio y va al fondo del montón.`,
    'tile-placed': (e) => `${String(e['tile'])} se coloca en las caras ${faces(e)}.`,
    'spring-placed': (e) => `El manantial ocupa la cabecera (cara ${String(e['face'])}).`,
    'hole-left': (e) => `No quedan triángulos: la cara ${String(e['face'])} queda vacía para siempre.`,
    'markers-laid': (e) => `Se colocan marcadores boca abajo en ${String(e['tile'])}: ${pools(e)}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} elige la cara ${String(e['face'])} para un triángulo.`,
    'exploration-finished': (e) => `Termina la exploración en el nodo ${String(e['node'])}.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} no coloca ningún triángulo.`,
    'exploration-ended': () => 'Se coloca el último rombo de tierra: termina la exploración.',
    'ice-out': () => 'El bloque de hielo se coloca en el manantial.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} saca un ${String(e['roll'])}: el hielo pasa de ${String(e['from'])} a ${String(e['to'])}.`,
    'game-ended': (e) => (e['reason'] === 'turn-limit' ? 'El límite de turnos termina la partida.' : 'El hielo llega a la cascada: termina la partida.'),
  },
};

/**
 * Lost Valley česky.
 *
 * @example
 * valleyWordsCs.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Hráč 0 končí tah.'
 */
export const valleyWordsCs: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} jde ${mode('cs', a.mode)} do uzlu ${a.to}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} končí tah.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} pokládá kosočtverec na stěny ${a.faces.join(' a ')} (směr ${a.way}).`,
    'place-triangle': (a, w) => `${w.seat(a.player)} pokládá trojúhelník na stěnu ${a.face}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} nepokládá žádný trojúhelník.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} posouvá zlatokopa ${String(e['prospector'])} ${mode('cs', e['mode'])} z uzlu ${String(e['from'])} do uzlu ${String(e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} vyprazdňuje batoh a vozík, aby ušel dvě hrany.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} objevuje v uzlu ${String(e['node'])}.`,
    'tile-drawn': (e) => `Tažena ${pile('cs', e['pile'])} destička: ${String(e['tile'])}.`,
    'tile-to-bottom': (e) => `Říční destička ${String(e['tile'])} nikam nepasuje a jde na spodek balíčku.`,
    'tile-placed': (e) => `${String(e['tile'])} leží na stěnách ${faces(e)}.`,
    'spring-placed': (e) => `Pramen zaplňuje horní tok (stěna ${String(e['face'])}).`,
    'hole-left': (e) => `Žádný trojúhelník nezbývá: stěna ${String(e['face'])} zůstává navždy prázdná.`,
    'markers-laid': (e) => `Na ${String(e['tile'])} jdou žetony lícem dolů: ${pools(e)}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} volí pro trojúhelník stěnu ${String(e['face'])}.`,
    'exploration-finished': (e) => `Objevování v uzlu ${String(e['node'])} skončilo.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} nepokládá žádný trojúhelník.`,
    'exploration-ended': () => 'Poslední zemský kosočtverec je položen: objevování končí.',
    'ice-out': () => 'Ledový blok je položen na pramen.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} hází ${String(e['roll'])}: led se posouvá z ${String(e['from'])} na ${String(e['to'])}.`,
    'game-ended': (e) => (e['reason'] === 'turn-limit' ? 'Limit tahů ukončuje hru.' : 'Led dosáhl vodopádu: hra končí.'),
  },
};
