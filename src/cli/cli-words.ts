import { defaultSeatName } from '../words/locale-basics.js';
import type { Locale } from '../words/words-types.js';

/**
 * The command line's own sentences around the games' words (`lost-valley-engine/words` says the
 * actions and events): the opening line, the result, and what `play --human` asks and answers,
 * in English, Spanish and Czech.
 *
 * @example
 * const words: CliWords = cliWords('es');
 * words.winner('Asiento 1'); // 'Gana: Asiento 1.'
 */
export interface CliWords {
  setup(game: string, variant: string, players: number, seed: string): string;
  result(reason: string, plies: number, actions: number): string;
  notOver(plies: number, actions: number, toAct: readonly string[]): string;
  scores(rows: readonly string[]): string;
  winner(seat: string): string;
  noWinner: string;
  draw(players: number): string;
  sharedWin(seats: readonly string[]): string;
  tieBreak(rule: string): string;
  /** An end reason or tie-break rule of the shipped games in words; unknown ones say their id with spaces. */
  reasons: Readonly<Record<string, string>>;
  /** A seat acted, and what it did is hidden from the one who reads. */
  actsUnseen(seat: string): string;
  recordSaved(path: string, actions: number, chance: number): string;
  // play --human
  yourTurn(seat: string): string;
  prompt: string;
  choicesHint: string;
  groupsHint: string;
  /** Where the person is among pages, and that `0` goes back when it does. */
  pageHint(page: number, pages: number, back: boolean): string;
  moreLike(count: number): string;
  noSuchChoice(typed: string, max: number): string;
  unknownInput(typed: string): string;
  refused(message: string): string;
  notAmongChoices: string;
  matches(count: number, typed: string): string;
  help: readonly string[];
  left(plies: number): string;
  interrupted: string;
  thinking(seat: string, bot: string): string;
}

const EN: CliWords = {
  setup: (game, variant, players, seed) => `${game}, variant ${variant}, ${players} players, seed ${seed}.`,
  result: (reason, plies, actions) => `Result: ${reason} after ${plies} plies (${actions} actions).`,
  notOver: (plies, actions, toAct) =>
    `Not over: ${plies} plies (${actions} actions) so far; ${toAct.length === 0 ? 'a chance outcome is pending' : `${toAct.join(', ')} to act`}.`,
  scores: (rows) => `Scores: ${rows.join(', ')}.`,
  winner: (seat) => `Winner: ${seat}.`,
  noWinner: 'No winner.',
  draw: (players) => `Draw: all ${players} seats share the result.`,
  sharedWin: (seats) => `Shared win: ${seats.join(', ')}.`,
  tieBreak: (rule) => `Tie-break used: ${rule}.`,
  reasons: {
    'board-cleared': 'the board is cleared', 'turn-limit': 'the turn limit', 'rounds-played': 'the last round is played',
    'dutchman-defeated': 'the Lost Dutchman is defeated', 'haunted-treasure-discarded': 'the haunted treasure is discarded',
    'mine-found': 'the mine is found', 'water-ran-dry': 'the water ran dry', 'ice-at-waterfall': 'the ice reaches the waterfall',
    weighed: 'the gold is weighed', announced: 'the end is announced', 'team-total': 'the team total', 'mine-finder': 'the mine finder',
    'most-tiles': 'the most tiles', 'roll-off': 'a roll-off', shootout: 'a shootout',
  },
  actsUnseen: (seat) => `${seat} acts, unseen.`,
  recordSaved: (path, actions, chance) => `Record saved to ${path}: ${actions} actions and ${chance} chance outcomes.`,
  yourTurn: (seat) => `— ${seat}, your move —`,
  prompt: 'Your choice: ',
  choicesHint: 'Type a number, an action in notation (shown in brackets), or a word of a choice (a place such as K3); s for your sheet, ? for help, q to leave.',
  groupsHint: 'Type a number to open a group, or an action in notation, or a word of a choice (a place such as K3).',
  pageHint: (page, pages, back) => `${pages > 1 ? `Page ${page} of ${pages}: + next page, - previous page` : 'One page'}${back ? ', 0 goes back' : ''}.`,
  moreLike: (count) => `and ${count} more like it`,
  noSuchChoice: (typed, max) => `There is no choice ${typed} here: type a number from 1 to ${max}.`,
  unknownInput: (typed) => `'${typed}' is not a choice number, an action in notation, nor a word of any choice here. Type ? for help.`,
  refused: (message) => `That action is refused: ${message}`,
  notAmongChoices: 'it is not one of your choices now.',
  matches: (count, typed) => (count === 1 ? `1 choice matches '${typed}':` : `${count} choices match '${typed}':`),
  help: [
    'A number picks the choice (or opens the group) with that number.',
    'An action in notation (docs/notation.md), as shown in brackets, is taken if it is legal.',
    'Any other word shows the choices that mention it: a place (K3), an item (food), a building.',
    '+ and - turn the page, 0 goes back to the groups, s shows your sheet, ? shows this help, q leaves the game.',
  ],
  left: (plies) => `Game left after ${plies} plies.`,
  interrupted: 'Interrupted.',
  thinking: (seat, bot) => `${seat} (${bot}) is thinking…`,
};

const ES: CliWords = {
  setup: (game, variant, players, seed) => `${game}, variante ${variant}, ${players} jugadores, semilla ${seed}.`,
  result: (reason, plies, actions) => `Resultado: ${reason} tras ${plies} jugadas (${actions} acciones).`,
  notOver: (plies, actions, toAct) =>
    `Sin terminar: ${plies} jugadas (${actions} acciones) hasta ahora; ${toAct.length === 0 ? 'falta un resultado del azar' : `le toca a ${toAct.join(', ')}`}.`,
  scores: (rows) => `Puntos: ${rows.join(', ')}.`,
  winner: (seat) => `Gana: ${seat}.`,
  noWinner: 'Nadie gana.',
  draw: (players) => `Empate: los ${players} asientos comparten el resultado.`,
  sharedWin: (seats) => `Victoria compartida: ${seats.join(', ')}.`,
  tieBreak: (rule) => `Desempate: ${rule}.`,
  reasons: {
    'board-cleared': 'el tablero queda vacío', 'turn-limit': 'el límite de turnos', 'rounds-played': 'se juega la última ronda',
    'dutchman-defeated': 'el Holandés Perdido es vencido', 'haunted-treasure-discarded': 'se descarta el tesoro embrujado',
    'mine-found': 'se encuentra la mina', 'water-ran-dry': 'se acaba el agua', 'ice-at-waterfall': 'el hielo llega a la cascada',
    weighed: 'se pesa el oro', announced: 'se anuncia el final', 'team-total': 'el total del equipo', 'mine-finder': 'quien halló la mina',
    'most-tiles': 'la mayoría de losetas', 'roll-off': 'una tirada de desempate', shootout: 'un duelo',
  },
  actsUnseen: (seat) => `${seat} actúa sin que se vea.`,
  recordSaved: (path, actions, chance) => `Partida guardada en ${path}: ${actions} acciones y ${chance} resultados del azar.`,
  yourTurn: (seat) => `— ${seat}, te toca —`,
  prompt: 'Tu elección: ',
  choicesHint: 'Escribe un número, una acción en notación (entre corchetes) o una palabra de una opción (un lugar como K3); s para tu hoja, ? para ayuda, q para salir.',
  groupsHint: 'Escribe un número para abrir un grupo, una acción en notación o una palabra de una opción (un lugar como K3).',
  pageHint: (page, pages, back) => `${pages > 1 ? `Página ${page} de ${pages}: + página siguiente, - página anterior` : 'Una sola página'}${back ? ', 0 vuelve atrás' : ''}.`,
  moreLike: (count) => `y ${count} más parecidas`,
  noSuchChoice: (typed, max) => `No hay opción ${typed} aquí: escribe un número del 1 al ${max}.`,
  unknownInput: (typed) => `'${typed}' no es un número de opción, ni una acción en notación, ni una palabra de ninguna opción. Escribe ? para ayuda.`,
  refused: (message) => `Esa acción no se permite: ${message}`,
  notAmongChoices: 'no es una de tus opciones ahora.',
  matches: (count, typed) => (count === 1 ? `1 opción contiene '${typed}':` : `${count} opciones contienen '${typed}':`),
  help: [
    'Un número elige la opción (o abre el grupo) con ese número.',
    'Una acción en notación (docs/notation.md), como aparece entre corchetes, se juega si es legal.',
    'Cualquier otra palabra muestra las opciones que la mencionan: un lugar (K3), un objeto, un edificio.',
    '+ y - pasan de página, 0 vuelve a los grupos, s muestra tu hoja, ? muestra esta ayuda, q abandona la partida.',
  ],
  left: (plies) => `Partida abandonada tras ${plies} jugadas.`,
  interrupted: 'Interrumpido.',
  thinking: (seat, bot) => `${seat} (${bot}) está pensando…`,
};

/** Czech nouns after a number: 1 tah, 2–4 tahy, 5 and more tahů. */
const czech = (count: number, one: string, few: string, many: string): string =>
  `${count} ${count === 1 ? one : count >= 2 && count <= 4 ? few : many}`;

const CS: CliWords = {
  setup: (game, variant, players, seed) => `${game}, varianta ${variant}, ${czech(players, 'hráč', 'hráči', 'hráčů')}, semínko ${seed}.`,
  result: (reason, plies, actions) => `Výsledek: ${reason} po ${czech(plies, 'tahu', 'tazích', 'tazích')} (akcí: ${actions}).`,
  notOver: (plies, actions, toAct) =>
    `Nedohráno: zatím ${czech(plies, 'tah', 'tahy', 'tahů')} (akcí: ${actions}); ${toAct.length === 0 ? 'čeká se na náhodu' : `na tahu: ${toAct.join(', ')}`}.`,
  scores: (rows) => `Body: ${rows.join(', ')}.`,
  winner: (seat) => `Vítěz: ${seat}.`,
  noWinner: 'Nikdo nevyhrál.',
  draw: (players) => `Remíza: všech ${players} hráčů sdílí výsledek.`,
  sharedWin: (seats) => `Sdílené vítězství: ${seats.join(', ')}.`,
  tieBreak: (rule) => `Rozhodlo: ${rule}.`,
  reasons: {
    'board-cleared': 'deska je prázdná', 'turn-limit': 'limit tahů', 'rounds-played': 'odehrálo se poslední kolo',
    'dutchman-defeated': 'Ztracený Holanďan je poražen', 'haunted-treasure-discarded': 'prokletý poklad je odhozen',
    'mine-found': 'důl je nalezen', 'water-ran-dry': 'došla voda', 'ice-at-waterfall': 'led dosáhl vodopádu',
    weighed: 'zlato je zváženo', announced: 'konec je oznámen', 'team-total': 'součet týmu', 'mine-finder': 'nálezce dolu',
    'most-tiles': 'nejvíc dílků', 'roll-off': 'rozstřel kostkou', shootout: 'přestřelka',
  },
  actsUnseen: (seat) => `${seat} jedná skrytě.`,
  recordSaved: (path, actions, chance) => `Záznam uložen do ${path}: akcí ${actions}, výsledků náhody ${chance}.`,
  yourTurn: (seat) => `— ${seat}, jsi na tahu —`,
  prompt: 'Tvá volba: ',
  choicesHint: 'Napiš číslo, akci v notaci (v hranatých závorkách) nebo slovo z nabídky (místo jako K3); s tvá karta, ? nápověda, q konec.',
  groupsHint: 'Napiš číslo skupiny, akci v notaci nebo slovo z nabídky (místo jako K3).',
  pageHint: (page, pages, back) => `${pages > 1 ? `Strana ${page} z ${pages}: + další strana, - předchozí strana` : 'Jediná strana'}${back ? ', 0 zpět' : ''}.`,
  moreLike: (count) => `a dalších podobných: ${count}`,
  noSuchChoice: (typed, max) => `Volba ${typed} tu není: napiš číslo od 1 do ${max}.`,
  unknownInput: (typed) => `'${typed}' není číslo volby, akce v notaci ani slovo z žádné volby. Napiš ? pro nápovědu.`,
  refused: (message) => `Tuto akci nelze provést: ${message}`,
  notAmongChoices: 'teď to není žádná z tvých voleb.',
  matches: (count, typed) => `Voleb obsahujících '${typed}': ${count}`,
  help: [
    'Číslo vybere volbu (nebo otevře skupinu) s tím číslem.',
    'Akce v notaci (docs/notation.md), jak ji ukazují hranaté závorky, se provede, je-li dovolená.',
    'Jiné slovo ukáže volby, které ho obsahují: místo (K3), věc, budovu.',
    '+ a - listují, 0 vrací ke skupinám, s ukáže tvou kartu, ? ukáže tuto nápovědu, q opustí hru.',
  ],
  left: (plies) => `Hra opuštěna po ${czech(plies, 'tahu', 'tazích', 'tazích')}.`,
  interrupted: 'Přerušeno.',
  thinking: (seat, bot) => `${seat} (${bot}) přemýšlí…`,
};

const TABLE: Readonly<Record<Locale, CliWords>> = { en: EN, es: ES, cs: CS };

/**
 * The command line's sentences in a locale.
 *
 * @example
 * cliWords('cs').noWinner; // 'Nikdo nevyhrál.'
 */
export function cliWords(locale: Locale): CliWords {
  return TABLE[locale];
}

/**
 * An end reason or tie-break rule in the locale's words; an id the table does not know is said
 * with spaces for its hyphens.
 *
 * @example
 * reasonWords('en', 'board-cleared'); // 'the board is cleared'
 */
export function reasonWords(locale: Locale, id: string): string {
  const known = TABLE[locale].reasons;
  return Object.hasOwn(known, id) ? known[id]! : id.replace(/-/g, ' ');
}

/**
 * The seats' names as the command line says them: "Seat 1", "Seat 2", … counted from one, in the
 * locale (the engine numbers seats from 0; `--human 0` is "Seat 1").
 *
 * @example
 * seatNamesFor('es', 2); // ['Asiento 1', 'Asiento 2']
 */
export function seatNamesFor(locale: Locale, players: number): string[] {
  return Array.from({ length: players }, (_, seat) => defaultSeatName(locale, seat));
}
