// The page's own labels in English, Spanish and Czech (the narration and the action sentences come
// from lost-valley-engine/words in the same three locales). `t(locale, key, ...values)` fills `{0}`,
// `{1}`… from the values. Lost Valley's item, skill and marker words are the words module's own
// tables (valley-terms), bundled from the source: they are not a public export of the package yet.
export { markerName, valleyItem, valleySkill, valleyTerm } from '../../../src/words/lost-valley/valley-terms.ts';
import { defaultSeatName } from 'lost-valley-engine/words';

const LABELS = {
  en: {
    game: 'Game', variant: 'Variant', players: 'Players', others: 'Others', seed: 'Seed', language: 'Language', newGame: 'New game',
    names: 'Seat names', heuristicBots: 'heuristic bots', ismctsBots: 'IS-MCTS bots (search)', randomBots: 'random bots', people: 'people (hot-seat)',
    person: 'person', heuristic: 'heuristic bot', ismcts: 'IS-MCTS bot', random: 'random bot',
    toAct: 'to act: {0}', gameOver: 'Game over: {0} won · scores {1}', thinking: '{0} is thinking…',
    passTo: 'Pass the device to {0}.', show: "Show {0}'s screen", undo: 'Undo', redo: 'Redo', save: 'Save', load: 'Load', botMove: 'Let the bot play this move',
    undoNo: 'Undo is not possible: {0}', undoRefused: 'Undo refused ({0}): {1}', redoRefused: 'Redo refused ({0}): {1}', loadRefused: 'Load refused ({0}): {1}',
    saved: 'Saved in this browser and below.', loaded: 'Loaded.', savePlaceholder: 'Saved match (JSON): Save writes it here and in this browser; Load reads it from here, or from this browser when empty.',
    board: 'Board', yourActions: 'Your other actions', narration: 'Narration', legend: 'Legend: what the board shows', sheets: 'Sheets', close: 'Close',
    spotHelp: 'Click or tab to a highlighted place of the board (Enter opens it) to act there.', choose: 'What to do at {0}', nothingHere: 'Nothing to do here.',
    actions: '{0} actions', prospector: "{0}'s prospector", prospectorN: "{0}'s prospector {1}", toPlay: 'to play',
    backpack: 'Backpack', cart: 'Cart', noCart: 'no cart', gear: 'Gear', oneTime: 'One-time gear', skills: 'Skills', xp: 'XP', missMarker: 'Miss marker', bound: 'Bound to hunt', at: 'Stands at',
    goldBag: 'Gold bag', goldValue: 'worth {0}', goldCount: '{0} markers (hidden)', none: '—', unknownMarker: 'face down', claim: 'Claim', claims: 'Claims',
    store: 'Store', item: 'Item', stock: 'Stock', price: 'Price (nuggets)', haggler: 'Haggler: every trade costs one nugget less for {0}.', clue: 'clue',
    turn: 'Turn {0}', turnParts: 'Parts of the turn left', movement: 'movement', action: 'action', trade: 'trade', whiskey: 'whiskeys drunk', used: 'used', left: 'left',
    ice: 'Ice track', iceOut: 'The ice block is {0} river tiles below the spring.', iceNotOut: 'The ice block is not out yet.', piles: 'Piles', pileCounts: '{0} land, {1} river, {2} triangles left',
    works: 'works', fishTrap: 'fish trap', sawmill: 'sawmill', huntingTrap: 'hunting trap', mine: 'mine', flume: 'flume', bridge: 'bridge',
    abbreviations: 'On the board: Fi = fish trap, Sa = sawmill, Hu = hunting trap, Mi = mine; R, M, A, E, C = river gold, mountain gold, animal, event and clue markers lying face down; a white disc shows a known marker (gold: its value).',
    mine_: 'you', tradingPost: 'the trading post', tile: '{0} at {1}', markerAt: '{0} marker at {1}',
  },
  es: {
    game: 'Juego', variant: 'Variante', players: 'Jugadores', others: 'Los demás', seed: 'Semilla', language: 'Idioma', newGame: 'Nueva partida',
    names: 'Nombres', heuristicBots: 'bots heurísticos', ismctsBots: 'bots IS-MCTS (búsqueda)', randomBots: 'bots al azar', people: 'personas (por turnos)',
    person: 'persona', heuristic: 'bot heurístico', ismcts: 'bot IS-MCTS', random: 'bot al azar',
    toAct: 'juega: {0}', gameOver: 'Fin de la partida: gana {0} · puntos {1}', thinking: '{0} está pensando…',
    passTo: 'Pasa el dispositivo a {0}.', show: 'Mostrar la pantalla de {0}', undo: 'Deshacer', redo: 'Rehacer', save: 'Guardar', load: 'Cargar', botMove: 'Que el bot juegue esta jugada',
    undoNo: 'No se puede deshacer: {0}', undoRefused: 'Deshacer rechazado ({0}): {1}', redoRefused: 'Rehacer rechazado ({0}): {1}', loadRefused: 'Carga rechazada ({0}): {1}',
    saved: 'Guardado en este navegador y abajo.', loaded: 'Cargado.', savePlaceholder: 'Partida guardada (JSON): Guardar la escribe aquí y en este navegador; Cargar la lee de aquí, o del navegador si está vacío.',
    board: 'Tablero', yourActions: 'Tus otras acciones', narration: 'Narración', legend: 'Leyenda: lo que muestra el tablero', sheets: 'Hojas', close: 'Cerrar',
    spotHelp: 'Haz clic o tabula hasta un lugar resaltado del tablero (Intro lo abre) para actuar allí.', choose: 'Qué hacer en {0}', nothingHere: 'Nada que hacer aquí.',
    actions: '{0} acciones', prospector: 'buscador de {0}', prospectorN: 'buscador {1} de {0}', toPlay: 'le toca',
    backpack: 'Mochila', cart: 'Carro', noCart: 'sin carro', gear: 'Equipo', oneTime: 'Equipo de un uso', skills: 'Habilidades', xp: 'PX', missMarker: 'Marcador de fallo', bound: 'Obligado a cazar', at: 'Está en',
    goldBag: 'Bolsa de oro', goldValue: 'vale {0}', goldCount: '{0} marcadores (ocultos)', none: '—', unknownMarker: 'boca abajo', claim: 'Concesión', claims: 'Concesiones',
    store: 'Almacén', item: 'Artículo', stock: 'Existencias', price: 'Precio (pepitas)', haggler: 'Regateador: cada compra cuesta una pepita menos para {0}.', clue: 'pista',
    turn: 'Turno {0}', turnParts: 'Partes del turno que quedan', movement: 'movimiento', action: 'acción', trade: 'comercio', whiskey: 'whiskies bebidos', used: 'usado', left: 'queda',
    ice: 'Hielo', iceOut: 'El bloque de hielo está {0} losetas de río bajo el manantial.', iceNotOut: 'El bloque de hielo aún no ha salido.', piles: 'Montones', pileCounts: 'quedan {0} de tierra, {1} de río, {2} triángulos',
    works: 'obras', fishTrap: 'trampa para peces', sawmill: 'aserradero', huntingTrap: 'trampa de caza', mine: 'mina', flume: 'canal', bridge: 'puente',
    abbreviations: 'En el tablero: Fi = trampa para peces, Sa = aserradero, Hu = trampa de caza, Mi = mina; R, M, A, E, C = marcadores boca abajo de oro de río, oro de montaña, animal, evento y pista; un disco blanco muestra un marcador conocido (oro: su valor).',
    mine_: 'tú', tradingPost: 'el puesto comercial', tile: '{0} en {1}', markerAt: 'marcador de {0} en {1}',
  },
  cs: {
    game: 'Hra', variant: 'Varianta', players: 'Hráči', others: 'Ostatní', seed: 'Semínko', language: 'Jazyk', newGame: 'Nová hra',
    names: 'Jména', heuristicBots: 'heuristické boty', ismctsBots: 'boty IS-MCTS (hledání)', randomBots: 'náhodné boty', people: 'lidé (u jednoho zařízení)',
    person: 'člověk', heuristic: 'heuristický bot', ismcts: 'bot IS-MCTS', random: 'náhodný bot',
    toAct: 'na tahu: {0}', gameOver: 'Konec hry: vyhrává {0} · body {1}', thinking: '{0} přemýšlí…',
    passTo: 'Předejte zařízení: {0}.', show: 'Ukázat obrazovku: {0}', undo: 'Zpět', redo: 'Znovu', save: 'Uložit', load: 'Načíst', botMove: 'Ať tento tah zahraje bot',
    undoNo: 'Vrátit nelze: {0}', undoRefused: 'Vrácení odmítnuto ({0}): {1}', redoRefused: 'Opakování odmítnuto ({0}): {1}', loadRefused: 'Načtení odmítnuto ({0}): {1}',
    saved: 'Uloženo v tomto prohlížeči a níže.', loaded: 'Načteno.', savePlaceholder: 'Uložená partie (JSON): Uložit ji zapíše sem a do prohlížeče; Načíst ji čte odsud, nebo z prohlížeče, je-li pole prázdné.',
    board: 'Deska', yourActions: 'Vaše další akce', narration: 'Vyprávění', legend: 'Legenda: co deska ukazuje', sheets: 'Karty hráčů', close: 'Zavřít',
    spotHelp: 'Klikněte na zvýrazněné místo desky nebo na ně přejděte klávesou Tab (Enter je otevře) a jednejte tam.', choose: 'Co udělat na místě {0}', nothingHere: 'Tady není co dělat.',
    actions: 'akcí: {0}', prospector: 'zlatokop: {0}', prospectorN: 'zlatokop {1}: {0}', toPlay: 'na tahu',
    backpack: 'Batoh', cart: 'Vozík', noCart: 'bez vozíku', gear: 'Vybavení', oneTime: 'Jednorázové vybavení', skills: 'Dovednosti', xp: 'Zkušenost', missMarker: 'Žeton minutí', bound: 'Musí lovit', at: 'Stojí na',
    goldBag: 'Měšec', goldValue: 'hodnota {0}', goldCount: 'žetonů: {0} (skryté)', none: '—', unknownMarker: 'lícem dolů', claim: 'Nárok', claims: 'Nároky',
    store: 'Obchod', item: 'Zboží', stock: 'Zásoba', price: 'Cena (nugety)', haggler: 'Smlouvač: každý obchod stojí o jeden nuget méně ({0}).', clue: 'stopa',
    turn: 'Tah {0}', turnParts: 'Zbývající části tahu', movement: 'pohyb', action: 'akce', trade: 'obchod', whiskey: 'vypitá whisky', used: 'použito', left: 'zbývá',
    ice: 'Led', iceOut: 'Ledový blok je {0} říčních dílů pod pramenem.', iceNotOut: 'Ledový blok ještě nevyplul.', piles: 'Balíčky', pileCounts: 'zbývá {0} zemských, {1} říčních, {2} trojúhelníků',
    works: 'stavby', fishTrap: 'past na ryby', sawmill: 'pila', huntingTrap: 'lovecká past', mine: 'důl', flume: 'žlab', bridge: 'most',
    abbreviations: 'Na desce: Fi = past na ryby, Sa = pila, Hu = lovecká past, Mi = důl; R, M, A, E, C = žetony lícem dolů: říční zlato, horské zlato, zvíře, událost a stopa; bílý kotouč ukazuje známý žeton (zlato: jeho hodnotu).',
    mine_: 'vy', tradingPost: 'obchodní stanice', tile: '{0} na {1}', markerAt: 'žeton ({0}) na {1}',
  },
};

// "Play online" (online-table.mjs), merged into the tables above.
const ONLINE_LABELS = {
  en: {
    playOnline: 'Play online', onlineCreating: 'Creating the table on the server…', onlineJoining: 'Joining the table…',
    onlineRefused: 'The server refused ({0}): {1}', onlineLink: 'Online table: others join by this link:', onlineWatching: 'Every seat is taken: you are watching.',
    onlineClosed: 'The connection to the server is closed: reload the page to take your seat back.', onlineYou: 'you', onlineOpenSeat: 'open seat', onlineAway: '{0}, away',
  },
  es: {
    playOnline: 'Jugar en línea', onlineCreating: 'Creando la mesa en el servidor…', onlineJoining: 'Uniéndose a la mesa…',
    onlineRefused: 'El servidor rechazó ({0}): {1}', onlineLink: 'Mesa en línea: los demás se unen con este enlace:', onlineWatching: 'Todos los asientos están ocupados: estás mirando.',
    onlineClosed: 'La conexión con el servidor está cerrada: recarga la página para recuperar tu asiento.', onlineYou: 'tú', onlineOpenSeat: 'asiento libre', onlineAway: '{0}, ausente',
  },
  cs: {
    playOnline: 'Hrát online', onlineCreating: 'Zakládám stůl na serveru…', onlineJoining: 'Připojuji se ke stolu…',
    onlineRefused: 'Server odmítl ({0}): {1}', onlineLink: 'Stůl online: ostatní se připojí tímto odkazem:', onlineWatching: 'Všechna místa jsou obsazena: díváte se.',
    onlineClosed: 'Spojení se serverem je přerušeno: načtěte stránku znovu a vraťte se na své místo.', onlineYou: 'vy', onlineOpenSeat: 'volné místo', onlineAway: '{0}, pryč',
  },
};
for (const [locale, labels] of Object.entries(ONLINE_LABELS)) Object.assign(LABELS[locale], labels);

/** The page's locales. */
export const PAGE_LOCALES = Object.keys(LABELS);

/** One label in the locale (English when the locale lacks it), `{n}` filled from the values. */
export function t(locale, key, ...values) {
  const template = LABELS[locale]?.[key] ?? LABELS.en[key] ?? key;
  return template.replace(/\{(\d)\}/g, (_, n) => String(values[Number(n)] ?? ''));
}

/** The default name of a seat, counted from one as people count: "Seat 1", "Asiento 1", "Hráč 1" for seat 0 (the words' own `defaultSeatName`, so the page and the sentences never name a seat two ways). */
export function seatName(locale, seat) {
  return defaultSeatName(PAGE_LOCALES.includes(locale) ? locale : 'en', seat);
}
