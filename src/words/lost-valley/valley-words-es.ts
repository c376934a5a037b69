import type { GameEvent } from '../../core/actions.js';
import type { LostValleyState, LostValleyAction } from '../../games/lost-valley/api.js';
import type { GameWords, Words } from '../words-types.js';
import { dataName, feeName, itemStacks, markerName, prospectorSeat, valleyItem, valleySkill, valleyTerm } from './valley-terms.js';
import { byProspector, markerTile, placeName, placeNames, tileName } from './valley-places.js';
import { diamondTurnAside, markerListWords, markerWords } from './valley-marker-words.js';

const t = (word: unknown): string => valleyTerm('es', word);
const list = (values: unknown, w: Words<LostValleyState>): string => w.list(Array.isArray(values) ? values : [values]);
const item = (id: unknown): string => valleyItem('es', id);
const skill = (id: unknown): string => valleySkill('es', id);
const count = (value: unknown, one: string, many: string): string => `${String(value)} ${value === 1 ? one : many}`;
const markers = (ids: readonly number[], w: Words<LostValleyState>, actor: unknown): string => markerListWords(w, ids, actor);
const animal = (e: GameEvent): string => (e['animal'] == null ? 'al animal' : `al animal (${item(e['animal'])})`);
const WORKS: Readonly<Record<string, (at: string) => string>> = {
  'fish-trap': (at) => `una trampa para peces en el nodo ${at}`, sawmill: (at) => `un aserradero en el nodo ${at}`,
  'hunting-trap': (at) => `una trampa de caza en el nodo ${at}`, mine: (at) => `una mina en la loseta ${at}`,
  flume: (at) => `un canal en la arista ${at}`, bridge: (at) => `un puente en la arista ${at}`,
};
/** Where a work stands, by its kind: a node's or an edge's name, a mine's tile index. */
const workAt = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['work'] === 'flume' || e['work'] === 'bridge' ? placeName(w.state, 'edge', e['at']) : e['work'] === 'mine' ? tileName(w.state, e['at']) : placeName(w.state, 'node', e['at']);
const work = (e: GameEvent, w: Words<LostValleyState>): string => (WORKS[String(e['work'])] ?? ((at: string) => `${dataName(e['work'])} en ${at}`))(workAt(e, w));
/** "al nodo K3", "del nodo K3", or the trading post. */
const toNode = (w: Words<LostValleyState>, id: unknown): string => (id === 0 ? 'al puesto comercial' : `al nodo ${placeName(w.state, 'node', id)}`);
const fromNode = (w: Words<LostValleyState>, id: unknown): string => (id === 0 ? 'del puesto comercial' : `del nodo ${placeName(w.state, 'node', id)}`);
const seen = (e: GameEvent, w: Words<LostValleyState>): string =>
  e['by'] === 'all'
    ? `Se descubre un marcador de ${t(e['pool'])}: ${markerName('es', e['identity'])}.`
    : `${w.list((e['by'] as unknown[]).map((seat) => w.seat(seat)))} mira un marcador de ${t(e['pool'])}: ${markerName('es', e['identity'])}.`;

/** "mueve al buscador 2" for a seat's second prospector; "se mueve" when the seat leads only one. */
const mover = (w: Words<LostValleyState>, prospector: unknown): string => byProspector(w.state, prospector, 'se mueve', (n) => `mueve al buscador ${n}`);
const whose = (w: Words<LostValleyState>, prospector: unknown): string => byProspector(w.state, prospector, '', (n) => `, buscador ${n}`);

/** The animal hunted, by the tile its marker lies on ("el animal de L15 (H1^)"). */
const prey = (w: Words<LostValleyState>, marker: unknown, actor: unknown): string => {
  const tile = markerTile(w.state, marker);
  return tile === null ? `el animal (${markerWords(w, marker, actor)})` : `el animal de ${tile}`;
};

/**
 * Lost Valley en español.
 *
 * @example
 * valleyWordsEs.actions['end-turn']({ type: 'end-turn', player: 0 }, words); // 'Asiento 1 termina el turno.'
 */
export const valleyWordsEs: GameWords<LostValleyAction, LostValleyState> = {
  actions: {
    move: (a, w) => `${w.seat(a.player)} se mueve ${t(a.mode)} ${toNode(w, a.to)}.`,
    'end-turn': (a, w) => `${w.seat(a.player)} termina el turno.`,
    'place-diamond': (a, w) => `${w.seat(a.player)} coloca el rombo en las caras ${w.list(placeNames(w.state, 'face', a.faces))}${diamondTurnAside(w, a.faces, a.way)}.`,
    'place-triangle': (a, w) => `${w.seat(a.player)} coloca un triángulo en la cara ${placeName(w.state, 'face', a.face)}.`,
    'decline-triangle': (a, w) => `${w.seat(a.player)} no coloca ningún triángulo.`,
    discard: (a, w) => `${w.seat(a.player)} descarta: ${item(a.item)}.`,
    'eat-jerky': (a, w) => `${w.seat(a.player)} come cecina.`,
    'drink-whiskey': (a, w) => `${w.seat(a.player)} bebe un whisky para una parte más de ${t(a.part)}.`,
    'choose-markers': (a, w) => `${w.seat(a.player)} se queda con ${markers(a.markers, w, a.player)}.`,
    fish: (a, w) => `${w.seat(a.player)} pesca.`,
    'cut-timber': (a, w) => `${w.seat(a.player)} corta madera.`,
    hunt: (a, w) => `${w.seat(a.player)} caza ${prey(w, a.marker, a.player)}.`,
    'take-event': (a, w) => `${w.seat(a.player)} toma el evento de la loseta ${tileName(w.state, a.tile)}${a.pay === 'free' ? ' sin pagar (Aventurero)' : ` y paga ${t(a.pay)}`}.`,
    'look-at-events': (a, w) => `${w.seat(a.player)} mira los eventos de la loseta ${tileName(w.state, a.tile)}.`,
    'whiskey-still': (a, w) => `${w.seat(a.player)} consigue whisky en la destilería de la loseta ${tileName(w.state, a.tile)}${a.pay === 'none' ? ' sin pagar nada' : ` y paga ${t(a.pay)}`}.`,
    'lost-mine': (a, w) => `${w.seat(a.player)} explota la Mina Perdida de la loseta ${tileName(w.state, a.tile)} y paga ${a.timberOr === 'timber' ? t('timber') : markerWords(w, a.timberOr, a.player)}.`,
    'food-spit': (a, w) => `${w.seat(a.player)} usa el asador de la loseta ${tileName(w.state, a.tile)}.`,
    'take-event-for-two': (a, w) => `${w.seat(a.player)} toma el evento de la loseta ${tileName(w.state, a.tile)} y paga ${w.list(a.pay.map(item))}.`,
    'quiet-nook': (a, w) => `${w.seat(a.player)} compra un whisky en el rincón tranquilo de la loseta ${tileName(w.state, a.tile)} y paga ${w.list(a.pay.map(item))}.`,
    'eat-dried-fish': (a, w) => `${w.seat(a.player)} come pescado seco.`,
    'build-fish-trap': (a, w) => `${w.seat(a.player)} construye una trampa para peces.`,
    'build-sawmill': (a, w) => `${w.seat(a.player)} construye un aserradero.`,
    'build-hunting-trap': (a, w) => `${w.seat(a.player)} construye una trampa de caza.`,
    'build-mine': (a, w) =>
      `${w.seat(a.player)} construye una mina en la loseta ${tileName(w.state, a.tile)}${a.claim ? ' y registra una concesión' : ''}${a.toolInstead === null ? '' : `, con ${item(a.toolInstead)} en lugar de la herramienta`}.`,
    'build-flumes': (a, w) => `${w.seat(a.player)} construye ${a.edges.length > 1 ? 'canales en las aristas' : 'un canal en la arista'} ${w.list(placeNames(w.state, 'edge', a.edges))}.`,
    'build-bridge': (a, w) => `${w.seat(a.player)} construye un puente en la arista ${placeName(w.state, 'edge', a.edge)}.`,
    'collect-claim': (a, w) => `${w.seat(a.player)} cobra la concesión.`,
    run: (a, w) => `${w.seat(a.player)} corre.`,
    'take-skill': (a, w) => `${w.seat(a.player)} toma la habilidad ${skill(a.skill)}.`,
    'draw-skills': (a, w) => `${w.seat(a.player)} roba losetas de habilidad.`,
    'keep-skill': (a, w) => `${w.seat(a.player)} se queda con la habilidad ${skill(a.skill)}.`,
    forecast: (a, w) => `${w.seat(a.player)} pronostica: ${t(a.face)}.`,
    'scout-keep': (a, w) => `${w.seat(a.player)} (Explorador) se queda con el rombo ${tileName(w.state, a.tile)}.`,
    'river-gold': (a, w) => `${w.seat(a.player)} extrae oro de río: ${markers(a.markers, w, a.player)}.`,
    'mountain-gold': (a, w) =>
      `${w.seat(a.player)} extrae oro de montaña: ${markers(a.markers, w, a.player)}${a.dynamite === 'none' ? '' : ` con dinamita (${t(a.dynamite)})`}${a.fee === null ? '' : ` y paga ${feeName(a.fee, (id) => markerWords(w, id, a.player), 'es')}`}.`,
    miner: (a, w) => `${w.seat(a.player)} envía al minero a la loseta ${tileName(w.state, a.tile)}.`,
    'dig-treasure': (a, w) => `${w.seat(a.player)} excava en busca del tesoro.`,
    weigh: (a, w) => `${w.seat(a.player)} pesa el oro.`,
    'announce-end': (a, w) => `${w.seat(a.player)} anuncia el final del juego.`,
    'show-marker': (a, w) => `${w.seat(a.player)} muestra ${markerWords(w, a.marker, a.player)}.`,
    give: (a, w) => `${w.seat(a.player)} da a su compañero (${w.seat(prospectorSeat(w.state, a.to))}${whose(w, a.to)}): ${item(a.item)}.`,
    'black-market': (a, w) => `${w.seat(a.player)} cambia ${markerWords(w, a.give, a.player)} en el mercado negro de la loseta ${tileName(w.state, a.tile)}.`,
    'open-trade': (a, w) => `${w.seat(a.player)} empieza a comerciar en ${a.tile === null ? 'el puesto comercial' : `el puesto avanzado de la loseta ${tileName(w.state, a.tile)}`}.`,
    'trade-buy': (a, w) => `${w.seat(a.player)} añade a la compra: ${item(a.item)}.`,
    'trade-clue': (a, w) => `${w.seat(a.player)} añade una pista a la compra.`,
    'trade-pay': (a, w) => `${w.seat(a.player)} paga con ${'marker' in a.payment ? markerWords(w, a.payment.marker, a.player) : item(a.payment.item)}.`,
    'close-trade': (a, w) => `${w.seat(a.player)} cierra la compra.`,
    'cancel-trade': (a, w) => `${w.seat(a.player)} renuncia a la compra.`,
  },
  events: {
    'turn-started': null,
    'turn-ended': null,
    'prospector-moved': (e, w) =>
      `${w.seat(e['player'])} ${mover(w, e['prospector'])} ${t(e['mode'])} ${fromNode(w, e['from'])} ${toNode(w, e['to'])}.`,
    'packs-emptied': (e, w) => `${w.seat(e['player'])} vacía la mochila y el carro para recorrer dos aristas.`,
    'exploration-started': (e, w) => `${w.seat(e['player'])} explora en el nodo ${placeName(w.state, 'node', e['node'])}.`,
    'tile-drawn': (e, w) => `Se roba una loseta ${t(e['pile'])}: ${tileName(w.state, e['tile'])}.`,
    'tile-to-bottom': (e, w) => `La loseta de río ${tileName(w.state, e['tile'])} no cabe en ningún sitio y va al fondo del montón.`,
    'tile-placed': (e, w) => `${tileName(w.state, e['tile'])} se coloca en las caras ${w.list(placeNames(w.state, 'face', e['faces']))}.`,
    'spring-placed': (e, w) => `El manantial ocupa la cabecera (cara ${placeName(w.state, 'face', e['face'])}).`,
    'hole-left': (e, w) => `No quedan triángulos: la cara ${placeName(w.state, 'face', e['face'])} queda vacía para siempre.`,
    'markers-laid': (e, w) => `Se colocan marcadores boca abajo en ${tileName(w.state, e['tile'])}: ${(e['pools'] as unknown[]).map(t).join(', ')}.`,
    'triangle-chosen': (e, w) => `${w.seat(e['player'])} elige la cara ${placeName(w.state, 'face', e['face'])} para un triángulo.`,
    'exploration-finished': (e, w) => `Termina la exploración en el nodo ${placeName(w.state, 'node', e['node'])}.`,
    'triangle-declined': (e, w) => `${w.seat(e['player'])} no coloca ningún triángulo.`,
    'exploration-ended': () => 'Se coloca el último rombo de tierra: termina la exploración.',
    'ice-out': () => 'El bloque de hielo se coloca en el manantial.',
    'ice-tested': (e, w) => `${w.seat(e['player'])} saca ${t(e['roll'])}: el hielo pasa de ${String(e['from'])} a ${String(e['to'])}.`,
    'game-ended': (e) => t(e['reason']),
    'marker-seen': seen,
    'marker-taken': (e, w) => `${w.seat(e['player'])} toma un marcador de ${t(e['pool'])}.`,
    'markers-chosen': (e, w) => `${w.seat(e['player'])} se queda con ${String(e['kept'])} de los ${String(e['from'])} marcadores que miró.`,
    'gear-gained': (e, w) => `${w.seat(e['player'])} consigue: ${item(e['item'])}.`,
    discarded: (e, w) => `${w.seat(e['player'])} descarta: ${item(e['item'])}.`,
    'jerky-eaten': (e, w) => `${w.seat(e['player'])} come cecina: ${String(e['food'])} de comida.`,
    'whiskey-drunk': (e, w) => `${w.seat(e['player'])} bebe un whisky para una parte más de ${t(e['part'])}.`,
    // Recolección y triángulos.
    fished: (e, w) => `${w.seat(e['player'])} pesca: ${String(e['food'])} de comida.`,
    'timber-cut': (e, w) => `${w.seat(e['player'])} tala un árbol: ${String(e['timber'])} de madera.`,
    'hunt-started': (e, w) => `${w.seat(e['player'])} caza ${prey(w, e['marker'], e['player'])}.`,
    'animal-hit': (e, w) =>
      `${w.seat(e['player'])} tira el dado de caza (${t(e['face'])}) y abate ${animal(e)}${e['missMarkerUsed'] === true ? ' (con el marcador de fallo)' : ''}: ${String(e['food'])} de comida${e['fur'] === false ? '' : ' y una piel'}.`,
    'animal-missed': (e, w) =>
      `${w.seat(e['player'])} tira el dado de caza (${t(e['face'])}) y no abate ${animal(e)}${e['reroll'] === true ? '; el Trampero vuelve a tirar' : e['missMarker'] === true ? '; toma un marcador de fallo' : ''}.`,
    'hunter-rolled': (e, w) => `${w.seat(e['player'])} saca un ${String(e['roll'])} para la caza.`,
    'animal-rolled': (e, w) =>
      `Un oponente tira por el animal y saca un ${String(e['animal'])} contra el ${String(e['hunter'])} de ${w.seat(e['player'])}${e['rifle'] === true ? ' (con el rifle)' : ''}: ${e['killed'] === true ? 'la caza tiene éxito' : 'el animal escapa'}.`,
    'animal-killed': (e, w) => `${w.seat(e['player'])} abate ${animal(e)}: ${String(e['food'])} de comida.`,
    'bear-cave-restocked': (e, w) => `Un nuevo marcador de animal va a la cueva del oso de la loseta ${tileName(w.state, e['tile'])}.`,
    'event-taken-for-two': (e, w) =>
      `${w.seat(e['player'])} toma un evento de la loseta ${tileName(w.state, e['tile'])} y paga ${list(Array.isArray(e['paid']) ? e['paid'].map(item) : [], w)} (${count(e['markers'], 'marcador', 'marcadores')} allí).`,
    'quiet-nook-used': (e, w) => `${w.seat(e['player'])} compra ${String(e['whiskey'])} whisky en el rincón tranquilo de la loseta ${tileName(w.state, e['tile'])} y paga ${list(Array.isArray(e['paid']) ? e['paid'].map(item) : [], w)}.`,
    'dried-fish-eaten': (e, w) => `${w.seat(e['player'])} come pescado seco: ${String(e['food'])} de comida.`,
    'event-experienced': (e, w) =>
      `${w.seat(e['player'])} toma un evento de la loseta ${tileName(w.state, e['tile'])}${e['paid'] === 'free' ? ' sin pagar (Aventurero)' : ` y paga ${t(e['paid'])}`} (${count(e['markers'], 'marcador', 'marcadores')} allí).`,
    'events-looked-at': (e, w) => `${w.seat(e['player'])} (Aventurero) mira ${count(e['markers'], 'marcador de evento', 'marcadores de evento')} en la loseta ${tileName(w.state, e['tile'])}.`,
    'triangle-used': (e, w) => {
      const paid = Array.isArray(e['paid']) ? (e['paid'] as unknown[]) : [];
      return `${w.seat(e['player'])} usa ${t(e['triangle'])} de la loseta ${tileName(w.state, e['tile'])}: ${itemStacks('es', [e], (xs) => xs.join(''))}${paid.length > 0 ? `; paga ${w.list(paid.map(t))}` : ''}.`;
    },
    // Obras, experiencia, concesiones y habilidades.
    'work-built': (e, w) => `${w.seat(e['player'])} construye ${work(e, w)}.`,
    'xp-gained': (e, w) => `${w.seat(e['player'])} gana un marcador de experiencia.`,
    'xp-turned-in': (e, w) => `${w.seat(e['player'])} entrega un marcador de experiencia para aprender una habilidad.`,
    'claim-placed': (e, w) => `${w.seat(e['player'])} registra la concesión en la mina de la loseta ${tileName(w.state, e['tile'])}.`,
    'claim-forfeited': (e, w) => `${w.seat(e['player'])} abandona la concesión de la loseta ${tileName(w.state, e['tile'])} y los pagos que quedaban en ella.`,
    'claim-collected': (e, w) => {
      const items = Array.isArray(e['items']) ? e['items'] : [];
      const parts = [...(items.length > 0 ? [itemStacks('es', items, (xs) => w.list(xs))] : []), ...(e['markers'] === 0 ? [] : [count(e['markers'], 'marcador', 'marcadores')])];
      return `${w.seat(e['player'])} cobra la concesión: ${parts.length === 0 ? 'nada' : w.list(parts)}.`;
    },
    'runner-runs': (e, w) => `${w.seat(e['player'])} corre: un movimiento más.`,
    'forecast-named': (e, w) => `${w.seat(e['player'])} pronostica: ${t(e['face'])}.`,
    'forecast-hit': (e) => `Sale el pronóstico (${t(e['face'])}): se vuelve a tirar el dado de invierno.`,
    'scout-tile-to-bottom': (e, w) => `${w.seat(e['player'])} (Explorador) pone el rombo ${e['pile'] === 'river' ? 'de río' : 'de tierra'} ${tileName(w.state, e['tile'])} debajo del montón.`,
    'skill-drawn': (e, w) => `${w.seat(e['player'])} roba la loseta de habilidad ${skill(e['skill'])}.`,
    'skill-learned': (e, w) => `${w.seat(e['player'])} aprende la habilidad ${skill(e['skill'])}.`,
    'skills-laid-face-up': (e, w) => `${w.seat(e['player'])} deja boca arriba: ${w.list((Array.isArray(e['skills']) ? e['skills'] : []).map(skill))}.`,
    // Oro, tesoro, comercio y pesaje.
    'river-gold-dug': (e, w) => `${w.seat(e['player'])} extrae oro de río: saca ${count(e['drawn'], 'marcador', 'marcadores')} y se queda con ${String(e['kept'])}.`,
    'mountain-gold-dug': (e, w) =>
      `${w.seat(e['player'])} extrae oro de montaña en la mina de la loseta ${tileName(w.state, e['tile'])}${e['dynamite'] === 'none' ? '' : ` con dinamita (${t(e['dynamite'])})`}: saca ${count(e['drawn'], 'marcador', 'marcadores')} y se queda con ${String(e['kept'])}.`,
    'claim-fee-paid': (e, w) =>
      `${w.seat(e['player'])} paga el derecho de concesión (${e['item'] === undefined ? 'un marcador' : item(e['item'])}) a ${w.seat(prospectorSeat(w.state, e['owner']))}.`,
    'miner-dug': (e, w) => `${w.seat(e['player'])} (Minero) saca un oro de río de la mina agotada de la loseta ${tileName(w.state, e['tile'])}, que sale del tablero.`,
    'treasure-dug': (e, w) =>
      `${w.seat(e['player'])} entrega ${count(e['clues'], 'pista', 'pistas')} y desentierra un tesoro: ${String(e['mountainGold'])} de oro de montaña${typeof e['riverGold'] === 'number' && e['riverGold'] > 0 ? ` y ${String(e['riverGold'])} de oro de río` : ''}.`,
    'trade-opened': (e, w) => `${w.seat(e['player'])} empieza a comerciar en ${e['store'] === null ? 'el puesto comercial' : `el puesto avanzado de la loseta ${tileName(w.state, e['store'])}`}.`,
    'trade-closed': (e, w) => {
      const bought = (Array.isArray(e['bought']) ? e['bought'] : []).map((stack) => itemStacks('es', [stack], (xs) => xs.join('')));
      if (e['clue'] === true) bought.push('una pista');
      return `${w.seat(e['player'])} compra ${w.list(bought)} por ${count(e['cost'], 'pepita', 'pepitas')} (paga ${String(e['paid'])}, sin cambio).`;
    },
    'trade-cancelled': (e, w) => `${w.seat(e['player'])} renuncia a la compra.`,
    'black-market-swap': (e, w) => `${w.seat(e['player'])} deja ${e['pool'] === 'clue' ? 'una pista' : 'un marcador de evento'} en el mercado negro y elige uno de ${String(e['from'])}.`,
    'gold-weighed': (e, w) => `${w.seat(e['player'])} pesa oro por valor de ${count(e['value'], 'pepita', 'pepitas')} en el puesto comercial.`,
    'end-announced': (e, w) => `${w.seat(e['player'])} está en el puesto comercial con ${count(e['markers'], 'marcador de oro', 'marcadores de oro')} y anuncia el final del juego.`,
    'gift-given': (e, w) => `${w.seat(e['player'])} da a su compañero (${w.seat(e['toSeat'])}${whose(w, e['to'])}): ${item(e['item'])}.`,
    'weighing-blocked': (e, w) => `${w.seat(e['player'])} muestra oro por valor de al menos ${count(e['needed'], 'pepita', 'pepitas')}: el pesaje fracasa y la partida sigue.`,
  },
};
