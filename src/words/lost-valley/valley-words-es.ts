import type { GameEvent } from '../../core/actions.js';
import type { LostValleyState } from '../../games/lost-valley/context.js';
import type { LostValleyAction } from '../../games/lost-valley/schemas.js';
import type { GameWords, Words } from '../words-types.js';
import { dataName, feeName, valleyTerm } from './valley-terms.js';

const t = (word: unknown): string => valleyTerm('es', word);
const list = (values: unknown, w: Words<LostValleyState>): string => w.list(Array.isArray(values) ? values : [values]);
const seen = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['by'] === 'all'
    ? `Se descubre un marcador de ${t(e['pool'])}: ${dataName(e['identity'])}.`
    : `${w.list((e['by'] as unknown[]).map((seat) => w.seat(seat)))} mira un marcador de ${t(e['pool'])}: ${dataName(e['identity'])}.`;

/**
 * Lost Valley en español.
 *
 * @example
 * valleyWordsEs.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Asiento 0 termina el turno.'
 */
export const valleyWordsEs: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} se mueve ${t(a.mode)} al nodo ${a.to}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} termina el turno.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} coloca el rombo en las caras ${a.faces.join(' y ')} (sentido ${a.way}).`,
    'place-triangle': (a, w) => `${w.seat(a.player)} coloca un triángulo en la cara ${a.face}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} no coloca ningún triángulo.`,
    discard: (a, w) => `${w.seat(a.player)} descarta: ${dataName(a.item)}.`,
    'eat-jerky': (a, w) => `${w.seat(a.player)} come cecina.`,
    'drink-whiskey': (a, w) => `${w.seat(a.player)} bebe un whisky para una parte más de ${t(a.part)}.`,
    'choose-markers': (a, w) => `${w.seat(a.player)} se queda con ${a.markers.length > 1 ? 'los marcadores' : 'el marcador'} ${w.list(a.markers)}.`,
    fish: (a, w) => `${w.seat(a.player)} pesca.`,
    'cut-timber': (a, w) => `${w.seat(a.player)} corta madera.`,
    hunt: (a, w) => `${w.seat(a.player)} caza el animal del marcador ${a.marker}.`,
    'take-event': (a, w) => `${w.seat(a.player)} toma el suceso de la loseta ${a.tile} y paga ${t(a.pay)}.`,
    'look-at-events': (a, w) => `${w.seat(a.player)} mira los sucesos de la loseta ${a.tile}.`,
    'whiskey-still': (a, w) => `${w.seat(a.player)} consigue whisky en la destilería de la loseta ${a.tile} y paga ${t(a.pay)}.`,
    'lost-mine': (a, w) => `${w.seat(a.player)} explota la Mina Perdida de la loseta ${a.tile} y paga ${a.timberOr === 'timber' ? t('timber') : `el marcador ${a.timberOr}`}.`,
    'food-spit': (a, w) => `${w.seat(a.player)} usa el asador de la loseta ${a.tile}.`,
    'build-fish-trap': (a, w) => `${w.seat(a.player)} construye una trampa para peces.`,
    'build-sawmill': (a, w) => `${w.seat(a.player)} construye un aserradero.`,
    'build-hunting-trap': (a, w) => `${w.seat(a.player)} construye una trampa de caza.`,
    'build-mine': (a, w) =>
      `${w.seat(a.player)} construye una mina en la loseta ${a.tile}${a.claim ? ' y registra una concesión' : ''}${a.toolInstead === null ? '' : `, con ${dataName(a.toolInstead)} en lugar de la herramienta`}.`,
    'build-flumes': (a, w) => `${w.seat(a.player)} construye canales en ${a.edges.length > 1 ? 'las aristas' : 'la arista'} ${list(a.edges, w)}.`,
    'build-bridge': (a, w) => `${w.seat(a.player)} construye un puente en la arista ${a.edge}.`,
    'collect-claim': (a, w) => `${w.seat(a.player)} cobra la concesión.`,
    run: (a, w) => `${w.seat(a.player)} corre.`,
    'take-skill': (a, w) => `${w.seat(a.player)} toma la habilidad ${dataName(a.skill)}.`,
    'draw-skills': (a, w) => `${w.seat(a.player)} roba losetas de habilidad.`,
    'keep-skill': (a, w) => `${w.seat(a.player)} se queda con la habilidad ${dataName(a.skill)}.`,
    forecast: (a, w) => `${w.seat(a.player)} pronostica: ${t(a.face)}.`,
    'river-gold': (a, w) => `${w.seat(a.player)} busca oro de río en la loseta ${a.tile}.`,
    'mountain-gold': (a, w) =>
      `${w.seat(a.player)} excava oro de montaña en la loseta ${a.tile}${a.dynamite === 'none' ? '' : ` con dinamita (${t(a.dynamite)})`}${a.fee === null ? '' : ` y paga ${feeName(a.fee, 'el marcador')}`}.`,
    miner: (a, w) => `${w.seat(a.player)} envía al minero a la loseta ${a.tile}.`,
    'dig-treasure': (a, w) => `${w.seat(a.player)} excava en busca del tesoro.`,
    weigh: (a, w) => `${w.seat(a.player)} pesa el oro.`,
    'show-marker': (a, w) => `${w.seat(a.player)} muestra el marcador ${a.marker}.`,
    'black-market': (a, w) => `${w.seat(a.player)} cambia el marcador ${a.give} en el mercado negro de la loseta ${a.tile}.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} mueve al buscador ${String(e['prospector'])} ${t(e['mode'])} del nodo ${String(e['from'])} al nodo ${String(e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} vacía la mochila y el carro para recorrer dos aristas.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} explora en el nodo ${String(e['node'])}.`,
    'tile-drawn': (e) => `Se roba una loseta ${t(e['pile'])}: ${String(e['tile'])}.`,
    'tile-to-bottom': (e) => `La loseta de río ${String(e['tile'])} no cabe en ningún sitio y va al fondo del montón.`,
    'tile-placed': (e) => `${String(e['tile'])} se coloca en las caras ${(e['faces'] as unknown[]).join(', ')}.`,
    'spring-placed': (e) => `El manantial ocupa la cabecera (cara ${String(e['face'])}).`,
    'hole-left': (e) => `No quedan triángulos: la cara ${String(e['face'])} queda vacía para siempre.`,
    'markers-laid': (e) => `Se colocan marcadores boca abajo en ${String(e['tile'])}: ${(e['pools'] as unknown[]).map(t).join(', ')}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} elige la cara ${String(e['face'])} para un triángulo.`,
    'exploration-finished': (e) => `Termina la exploración en el nodo ${String(e['node'])}.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} no coloca ningún triángulo.`,
    'exploration-ended': () => 'Se coloca el último rombo de tierra: termina la exploración.',
    'ice-out': () => 'El bloque de hielo se coloca en el manantial.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} saca ${t(e['roll'])}: el hielo pasa de ${String(e['from'])} a ${String(e['to'])}.`,
    'game-ended': (e) => t(e['reason']),
    'marker-seen': seen,
    'marker-taken': (e, w) => `${w.seat(e['player'])} toma un marcador de ${t(e['pool'])}.`,
    'markers-chosen': (e, w) => `${w.seat(e['player'])} se queda con ${String(e['kept'])} de los ${String(e['from'])} marcadores que miró.`,
    'gear-gained': (e, w) => `${w.seat(e['player'])} consigue: ${dataName(e['item'])}.`,
    discarded: (e, w) => `${w.seat(e['player'])} descarta: ${dataName(e['item'])}.`,
    'jerky-eaten': (e, w) => `${w.seat(e['player'])} come cecina: ${String(e['food'])} de comida.`,
    'whiskey-drunk': (e, w) => `${w.seat(e['player'])} bebe un whisky para una parte más de ${t(e['part'])}.`,
  },
};
