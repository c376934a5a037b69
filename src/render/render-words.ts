import type { Locale } from '../words/words-types.js';
import { defaultSeatName } from '../words/locale-basics.js';
import { markerName, valleyItem, valleySkill } from '../words/lost-valley/valley-terms.js';
import { titleCase } from './svg-text.js';

/**
 * Every human-readable word the Lost Valley picture writes (tooltips, legend, title), in one
 * locale. English keeps the picture's own wording (ids as the data spells them); Spanish and
 * Czech take items, markers and skills from the words module (`valleyItem`, `markerName`,
 * `valleySkill`) and bring only the picture's own phrases.
 *
 * @example
 * renderWords('es').heading.tiles; // 'Losetas'
 */
export interface RenderWords {
  readonly locale: Locale;
  readonly terrain: (terrain: string) => string;
  /** A triangle's shown name (from its data name, `whiskey-still`). */
  readonly triangle: (name: string) => string;
  /** A work's name (`fish-trap`), as its tooltip and two-letter label show it. */
  readonly work: (kind: string) => string;
  readonly item: (id: string) => string;
  readonly marker: (id: string) => string;
  readonly skill: (id: string) => string;
  readonly pool: (pool: string) => string;
  readonly colour: (name: string) => string;
  /** A variant id (`first-edition`) as the subtitle says it. */
  readonly variant: (id: string) => string;
  readonly spring: string;
  readonly riverDiamond: string;
  readonly landDiamond: (terrain: string) => string;
  readonly springTile: (terrain: string) => string;
  readonly triangleTile: (name: string, terrain: string) => string;
  readonly hole: string;
  readonly headwater: string;
  readonly springTooltip: string;
  readonly waterfallTooltip: string;
  readonly river: (tiles: number, toSpring: boolean) => string;
  readonly startTile: string;
  readonly boundaryTooltip: string;
  readonly boundary: string;
  readonly fordTooltip: string;
  readonly tradingPostTooltip: string;
  readonly tradingPost: string;
  readonly waterfall: string;
  readonly ford: string;
  readonly watered: string;
  readonly faceDown: (pool: string) => string;
  readonly worth: (pool: string, identity: string, value: number) => string;
  readonly clue: (pool: string, identity: string, terrain: string) => string;
  readonly food: (food: number) => string;
  readonly markerNamed: (pool: string, identity: string, food: string) => string;
  readonly stack: (count: number, item: string) => string;
  readonly seat: (seat: number) => string;
  /** A seat as the legend's status line names it (English: seat 0 is `Seat 1`, as `defaultSeatName` counts). */
  readonly statusSeat: (seat: number) => string;
  readonly exploring: (step: string) => string;
  readonly prospector: (label: string, seat: string, colour: string, toPlay: boolean) => string;
  readonly iceOnSpring: string;
  readonly iceAtWaterfall: string;
  readonly iceBelow: (tiles: number) => string;
  readonly ice: (where: string) => string;
  readonly iceLabel: string;
  readonly claim: (seat: number, paid: number) => string;
  /** A held stack in the legend's goods lines, from the item's id. */
  readonly goods: (count: number, item: string) => string;
  readonly nothing: string;
  readonly cart: string;
  readonly bag: (count: number, shown: string) => string;
  readonly hiddenGear: (count: number) => string;
  readonly xp: string;
  readonly miss: string;
  readonly heading: { readonly tiles: string; readonly water: string; readonly markers: string; readonly prospectors: string; readonly works: string; readonly goods: string; readonly game: string };
  readonly legend: {
    readonly riverDiamond: string; readonly triangle: string; readonly hole: string; readonly river: string; readonly spring: string; readonly headwater: string;
    readonly boundary: string; readonly ford: string; readonly ice: string; readonly iceNotOut: string; readonly known: string; readonly supply: string;
    readonly thisView: string; readonly toPlay: string; readonly beingExplored: string; readonly work: string; readonly plank: string; readonly watered: string; readonly claim: string;
  };
  readonly turn: (turn: number, ended: string | null) => string;
  readonly explorationOver: string;
  readonly exploringStep: (step: string) => string;
  readonly explorationUnderWay: string;
  readonly tileCounts: (tiles: number, river: number, holes: number) => string;
  readonly piles: (land: number, river: number, triangles: number) => string;
  readonly spectatorView: string;
  readonly seatView: (seat: string) => string;
  readonly wholeState: string;
  readonly title: (edition: string, players: number, turn: number) => string;
  readonly subtitle: (variant: string, state: 'over' | 'explored' | 'exploring', tiles: number, who: string) => string;
  readonly spectatorWho: string;
  readonly seatWho: (seat: string) => string;
  readonly wholeWho: string;
}

const spaced = (id: string): string => id.replace(/-/g, ' ');
const capital = (text: string): string => (text === '' ? text : text[0]!.toUpperCase() + text.slice(1));
const from = (table: Readonly<Record<string, string>>) => (id: string): string => table[id] ?? spaced(id);

// English: the picture's wording as it was before locales (the default output keeps its bytes).
const EN: RenderWords = {
  locale: 'en',
  terrain: (terrain) => terrain,
  triangle: titleCase,
  work: titleCase,
  item: spaced,
  marker: (id) => id,
  skill: (id) => id,
  pool: (pool) => pool.replace('-', ' '),
  colour: (name) => name,
  variant: (id) => id,
  spring: 'Spring',
  riverDiamond: 'river diamond',
  landDiamond: (terrain) => `${terrain} diamond`,
  springTile: (terrain) => `spring (${terrain})`,
  triangleTile: (name, terrain) => `${name} triangle (${terrain})`,
  hole: 'A hole: a gap no triangle was left for; it stays empty',
  headwater: 'Headwater face: reserved for the next river tile or the spring',
  springTooltip: 'The spring',
  waterfallTooltip: 'The waterfall: the ice block ends the game when it reaches it',
  river: (tiles, toSpring) => `The river: ${tiles} river tiles from the mouth upstream${toSpring ? ' to the spring' : ''}`,
  startTile: 'The start tile (off the lattice): trading post, fords, waterfall and bluff',
  boundaryTooltip: 'The valley boundary: no tile lies below this line',
  boundary: 'valley boundary',
  fordTooltip: 'A ford: the trading post to an intersection at the mouth',
  tradingPostTooltip: 'The trading post',
  tradingPost: 'trading post',
  waterfall: 'waterfall',
  ford: 'ford',
  watered: 'water through flumes',
  faceDown: (pool) => `${pool}, face down`,
  worth: (pool, identity, value) => `${pool}: ${identity}, worth ${value}`,
  clue: (pool, identity, terrain) => `${pool}: ${identity} (${terrain})`,
  food: (food) => `, ${food} food`,
  markerNamed: (pool, identity, food) => `${pool}: ${identity}${food}`,
  stack: (count, item) => `${count} × ${item}`,
  seat: (seat) => defaultSeatName('en', seat),
  statusSeat: (seat) => defaultSeatName('en', seat),
  exploring: (step) => `Exploration in progress here (step: ${step})`,
  prospector: (label, seat, colour, toPlay) => `Prospector ${label} (${seat}, ${colour})${toPlay ? ': to play' : ''}`,
  iceOnSpring: 'on the spring',
  iceAtWaterfall: 'at the waterfall',
  iceBelow: (tiles) => `${tiles} river tiles below the spring`,
  ice: (where) => `The ice block, ${where}`,
  iceLabel: 'ICE',
  claim: (seat, paid) => `Claim of Seat ${seat + 1} on the mine; ${paid} payment${paid === 1 ? '' : 's'} on it`,
  goods: (count, item) => `${count} ${item}`,
  nothing: 'nothing',
  cart: ' (cart)',
  bag: (count, shown) => `bag ${count} (${shown})`,
  hiddenGear: (count) => `${count} face-down gear`,
  xp: 'XP',
  miss: 'miss',
  heading: { tiles: 'Tiles', water: 'Water and land', markers: 'Markers', prospectors: 'Prospectors', works: 'Works and claims', goods: 'Goods', game: 'Game' },
  legend: {
    riverDiamond: 'river diamond (its banks)', triangle: 'triangle (named)', hole: 'hole (stays empty)', river: 'river, waterfall to spring', spring: 'spring',
    headwater: 'headwater (next river tile)', boundary: 'valley boundary', ford: 'ford', ice: 'ice block', iceNotOut: 'ice block (not out yet)',
    known: 'known: value or name', supply: 'supply items on a triangle', thisView: ' (this view)', toPlay: 'to play', beingExplored: 'being explored',
    work: 'work (Fi, Sa, Hu, Mi), builder colour', plank: 'flume or bridge on an edge', watered: 'water through flumes', claim: 'claim marker (payments on it)',
  },
  turn: (turn, ended) => `Turn ${turn}${ended === null ? '' : `, game over (${ended})`}`,
  explorationOver: 'Exploration over',
  exploringStep: (step) => `Exploring (${step} step)`,
  explorationUnderWay: 'Exploration under way',
  tileCounts: (tiles, river, holes) => `${tiles} tiles, ${river} river tiles, ${holes} holes`,
  piles: (land, river, triangles) => `Piles: ${land} land, ${river} river, ${triangles} triangles`,
  spectatorView: "A spectator's view",
  seatView: (seat) => `${seat}'s view`,
  wholeState: 'The whole state',
  title: (edition, players, turn) => `Lost Valley, ${edition} edition: ${players} players, turn ${turn}`,
  subtitle: (variant, state, tiles, who) => `variant ${variant}, ${{ over: 'game over', explored: 'exploration over', exploring: 'exploring' }[state]}, ${tiles} tiles laid, ${who}`,
  spectatorWho: "spectator's view",
  seatWho: (seat) => `${seat}'s view`,
  wholeWho: 'whole state',
};

/** The names of works, items, markers and skills, from the words module in that locale. */
function wordsModuleNames(locale: 'es' | 'cs'): Pick<RenderWords, 'work' | 'item' | 'marker' | 'skill'> {
  return {
    work: (kind) => capital(valleyItem(locale, kind)),
    item: (id) => valleyItem(locale, id),
    marker: (id) => markerName(locale, id),
    skill: (id) => valleySkill(locale, id),
  };
}

// The exploration's steps and the game's ends, as ids of the state.
const ES_STEP = from({ river: 'río', triangle: 'triángulo', land: 'tierra' });
const ES_END = from({ 'ice-at-waterfall': 'hielo en la cascada', weighed: 'oro pesado', 'turn-limit': 'límite de turnos', announced: 'final anunciado' });
const CS_STEP = from({ river: 'řeka', triangle: 'trojúhelník', land: 'země' });
const CS_END = from({ 'ice-at-waterfall': 'led u vodopádu', weighed: 'zlato zváženo', 'turn-limit': 'limit tahů', announced: 'konec oznámen' });

const ES: RenderWords = {
  locale: 'es',
  terrain: from({ forest: 'bosque', mountain: 'montaña', tundra: 'tundra', wasteland: 'páramo', lake: 'lago', river: 'río' }),
  triangle: from({
    'animal-den': 'Guarida', 'black-market': 'Mercado negro', 'fishing-hole': 'Pesquera', 'food-spit': 'Asador', 'lost-mine': 'Mina perdida', oasis: 'Oasis',
    'trading-outpost': 'Puesto de comercio', 'whiskey-still': 'Destilería', 'bear-cave': 'Cueva del oso', landscape: 'Paisaje', 'quiet-nook': 'Rincón tranquilo', spring: 'Manantial',
  }),
  ...wordsModuleNames('es'),
  pool: from({ 'river-gold': 'oro de río', 'mountain-gold': 'oro de montaña', animal: 'animal', event: 'evento', clue: 'pista' }),
  colour: from({ red: 'rojo', blue: 'azul', yellow: 'amarillo', black: 'negro', white: 'blanco', pink: 'rosa', green: 'verde' }),
  variant: from({ standard: 'estándar', 'first-edition': 'primera edición', classic: 'clásica', team: 'por equipos', 'team-five-leads-two': 'por equipos, el quinto lleva dos', 'two-player': 'dos jugadores' }),
  spring: 'Manantial',
  riverDiamond: 'rombo de río',
  landDiamond: (terrain) => `rombo de ${terrain}`,
  springTile: (terrain) => `manantial (${terrain})`,
  triangleTile: (name, terrain) => `triángulo ${name} (${terrain})`,
  hole: 'Un hueco: no quedó triángulo para él; queda vacío',
  headwater: 'Cabecera: reservada para la próxima loseta de río o el manantial',
  springTooltip: 'El manantial',
  waterfallTooltip: 'La cascada: el bloque de hielo termina la partida al llegar a ella',
  river: (tiles, toSpring) => `El río: ${tiles} losetas de río desde la desembocadura aguas arriba${toSpring ? ' hasta el manantial' : ''}`,
  startTile: 'La loseta inicial (fuera de la red): puesto comercial, vados, cascada y farallón',
  boundaryTooltip: 'El límite del valle: ninguna loseta queda por debajo de esta línea',
  boundary: 'límite del valle',
  fordTooltip: 'Un vado: del puesto comercial a una intersección de la desembocadura',
  tradingPostTooltip: 'El puesto comercial',
  tradingPost: 'puesto comercial',
  waterfall: 'cascada',
  ford: 'vado',
  watered: 'agua por los canales',
  faceDown: (pool) => `${pool}, boca abajo`,
  worth: (pool, identity, value) => `${pool}: ${identity}, vale ${value}`,
  clue: (pool, identity, terrain) => `${pool}: ${identity} (${terrain})`,
  food: (food) => `, comida ×${food}`,
  markerNamed: (pool, identity, food) => `${pool}: ${identity}${food}`,
  stack: (count, item) => `${item} ×${count}`,
  seat: (seat) => `asiento ${seat + 1}`,
  statusSeat: (seat) => defaultSeatName('es', seat),
  exploring: (step) => `Exploración en curso aquí (paso: ${ES_STEP(step)})`,
  prospector: (label, seat, colour, toPlay) => `Buscador ${label} (${seat}, ${colour})${toPlay ? ': le toca' : ''}`,
  iceOnSpring: 'en el manantial',
  iceAtWaterfall: 'en la cascada',
  iceBelow: (tiles) => `${tiles} losetas de río bajo el manantial`,
  ice: (where) => `El bloque de hielo, ${where}`,
  iceLabel: 'HIELO',
  claim: (seat, paid) => `Concesión del asiento ${seat + 1} en la mina; pagos en ella: ${paid}`,
  goods: (count, item) => `${valleyItem('es', item)} ×${count}`,
  nothing: 'nada',
  cart: ' (carrito)',
  bag: (count, shown) => `bolsa ${count} (${shown})`,
  hiddenGear: (count) => `equipo boca abajo ×${count}`,
  xp: 'EXP',
  miss: 'fallo',
  heading: { tiles: 'Losetas', water: 'Agua y tierra', markers: 'Marcadores', prospectors: 'Buscadores', works: 'Obras y concesiones', goods: 'Bienes', game: 'Partida' },
  legend: {
    riverDiamond: 'rombo de río (sus orillas)', triangle: 'triángulo (con nombre)', hole: 'hueco (queda vacío)', river: 'río, de la cascada al manantial', spring: 'manantial',
    headwater: 'cabecera (próxima loseta de río)', boundary: 'límite del valle', ford: 'vado', ice: 'bloque de hielo', iceNotOut: 'bloque de hielo (aún no sale)',
    known: 'conocido: valor o nombre', supply: 'suministros en un triángulo', thisView: ' (esta vista)', toPlay: 'le toca', beingExplored: 'en exploración',
    work: 'obra (dos letras de su nombre), color del constructor', plank: 'canal o puente en una arista', watered: 'agua por los canales', claim: 'marcador de concesión (pagos encima)',
  },
  turn: (turn, ended) => `Turno ${turn}${ended === null ? '' : `, partida terminada (${ES_END(ended)})`}`,
  explorationOver: 'Exploración terminada',
  exploringStep: (step) => `Explorando (paso: ${ES_STEP(step)})`,
  explorationUnderWay: 'Exploración en curso',
  tileCounts: (tiles, river, holes) => `losetas: ${tiles}, de río: ${river}, huecos: ${holes}`,
  piles: (land, river, triangles) => `Montones: tierra ${land}, río ${river}, triángulos ${triangles}`,
  spectatorView: 'Vista de un espectador',
  seatView: (seat) => `Vista de ${seat}`,
  wholeState: 'El estado completo',
  title: (edition, players, turn) => `Lost Valley, ${edition === 'first' ? 'primera' : edition === 'second' ? 'segunda' : edition} edición: ${players} jugadores, turno ${turn}`,
  subtitle: (variant, state, tiles, who) => `variante ${variant}, ${{ over: 'partida terminada', explored: 'exploración terminada', exploring: 'explorando' }[state]}, losetas colocadas: ${tiles}, ${who}`,
  spectatorWho: 'vista de un espectador',
  seatWho: (seat) => `vista de ${seat}`,
  wholeWho: 'estado completo',
};

const CS: RenderWords = {
  locale: 'cs',
  terrain: from({ forest: 'les', mountain: 'hory', tundra: 'tundra', wasteland: 'pustina', lake: 'jezero', river: 'řeka' }),
  triangle: from({
    'animal-den': 'Doupě', 'black-market': 'Černý trh', 'fishing-hole': 'Rybářské místo', 'food-spit': 'Rožeň', 'lost-mine': 'Ztracený důl', oasis: 'Oáza',
    'trading-outpost': 'Obchodní základna', 'whiskey-still': 'Pálenice', 'bear-cave': 'Medvědí jeskyně', landscape: 'Krajina', 'quiet-nook': 'Tichý kout', spring: 'Pramen',
  }),
  ...wordsModuleNames('cs'),
  pool: from({ 'river-gold': 'říční zlato', 'mountain-gold': 'horské zlato', animal: 'zvíře', event: 'událost', clue: 'stopa' }),
  colour: from({ red: 'červená', blue: 'modrá', yellow: 'žlutá', black: 'černá', white: 'bílá', pink: 'růžová', green: 'zelená' }),
  variant: from({ standard: 'standardní', 'first-edition': 'první vydání', classic: 'klasická', team: 'týmová', 'team-five-leads-two': 'týmová, pátý vede dva', 'two-player': 'pro dva' }),
  spring: 'Pramen',
  riverDiamond: 'říční kosočtverec',
  landDiamond: (terrain) => `kosočtverec (${terrain})`,
  springTile: (terrain) => `pramen (${terrain})`,
  triangleTile: (name, terrain) => `trojúhelník ${name} (${terrain})`,
  hole: 'Díra: nezbyl pro ni žádný trojúhelník; zůstane prázdná',
  headwater: 'Pramenná stěna: vyhrazena pro další říční dílek nebo pramen',
  springTooltip: 'Pramen',
  waterfallTooltip: 'Vodopád: když k němu dojde ledový blok, hra končí',
  river: (tiles, toSpring) => `Řeka: říčních dílků od ústí proti proudu: ${tiles}${toSpring ? ', až k prameni' : ''}`,
  startTile: 'Startovní dílek (mimo mřížku): obchodní stanice, brody, vodopád a útes',
  boundaryTooltip: 'Hranice údolí: pod touto čarou neleží žádný dílek',
  boundary: 'hranice údolí',
  fordTooltip: 'Brod: z obchodní stanice na křižovatku u ústí',
  tradingPostTooltip: 'Obchodní stanice',
  tradingPost: 'obchodní stanice',
  waterfall: 'vodopád',
  ford: 'brod',
  watered: 'voda kanály',
  faceDown: (pool) => `${pool}, lícem dolů`,
  worth: (pool, identity, value) => `${pool}: ${identity}, hodnota ${value}`,
  clue: (pool, identity, terrain) => `${pool}: ${identity} (${terrain})`,
  food: (food) => `, jídlo ×${food}`,
  markerNamed: (pool, identity, food) => `${pool}: ${identity}${food}`,
  stack: (count, item) => `${item} ×${count}`,
  seat: (seat) => `hráč ${seat + 1}`,
  statusSeat: (seat) => defaultSeatName('cs', seat),
  exploring: (step) => `Zde probíhá průzkum (krok: ${CS_STEP(step)})`,
  prospector: (label, seat, colour, toPlay) => `Zlatokop ${label} (${seat}, ${colour})${toPlay ? ': na tahu' : ''}`,
  iceOnSpring: 'na prameni',
  iceAtWaterfall: 'u vodopádu',
  iceBelow: (tiles) => `říčních dílků pod pramenem: ${tiles}`,
  ice: (where) => `Ledový blok, ${where}`,
  iceLabel: 'LED',
  claim: (seat, paid) => `Nárok hráče ${seat + 1} na důl; plateb na něm: ${paid}`,
  goods: (count, item) => `${valleyItem('cs', item)} ×${count}`,
  nothing: 'nic',
  cart: ' (vůz)',
  bag: (count, shown) => `pytlík ${count} (${shown})`,
  hiddenGear: (count) => `vybavení lícem dolů ×${count}`,
  xp: 'ZK',
  miss: 'minutí',
  heading: { tiles: 'Dílky', water: 'Voda a země', markers: 'Žetony', prospectors: 'Zlatokopové', works: 'Stavby a nároky', goods: 'Zboží', game: 'Hra' },
  legend: {
    riverDiamond: 'říční kosočtverec (jeho břehy)', triangle: 'trojúhelník (s názvem)', hole: 'díra (zůstane prázdná)', river: 'řeka, od vodopádu k prameni', spring: 'pramen',
    headwater: 'pramenná stěna (další říční dílek)', boundary: 'hranice údolí', ford: 'brod', ice: 'ledový blok', iceNotOut: 'ledový blok (ještě není venku)',
    known: 'známý: hodnota nebo název', supply: 'zásoby na trojúhelníku', thisView: ' (tento pohled)', toPlay: 'na tahu', beingExplored: 'probíhá průzkum',
    work: 'stavba (dvě písmena názvu), barva stavitele', plank: 'kanál nebo most na hraně', watered: 'voda kanály', claim: 'žeton nároku (platby na něm)',
  },
  turn: (turn, ended) => `Tah ${turn}${ended === null ? '' : `, konec hry (${CS_END(ended)})`}`,
  explorationOver: 'Průzkum skončil',
  exploringStep: (step) => `Průzkum (krok: ${CS_STEP(step)})`,
  explorationUnderWay: 'Průzkum probíhá',
  tileCounts: (tiles, river, holes) => `dílky: ${tiles}, říční: ${river}, díry: ${holes}`,
  piles: (land, river, triangles) => `Hromádky: zemské ${land}, říční ${river}, trojúhelníky ${triangles}`,
  spectatorView: 'Pohled diváka',
  seatView: (seat) => `Pohled: ${seat}`,
  wholeState: 'Celý stav hry',
  title: (edition, players, turn) => `Lost Valley, ${edition === 'first' ? 'první' : edition === 'second' ? 'druhé' : edition} vydání: hráčů ${players}, tah ${turn}`,
  subtitle: (variant, state, tiles, who) => `varianta ${variant}, ${{ over: 'konec hry', explored: 'průzkum skončil', exploring: 'průzkum' }[state]}, položených dílků: ${tiles}, ${who}`,
  spectatorWho: 'pohled diváka',
  seatWho: (seat) => `pohled: ${seat}`,
  wholeWho: 'celý stav',
};

const TABLES: Readonly<Record<Locale, RenderWords>> = { en: EN, es: ES, cs: CS };

/**
 * The picture's words in a locale (the `locale` render option; English by default).
 *
 * @example
 * renderWords('cs').ice('na prameni'); // 'Ledový blok, na prameni'
 */
export function renderWords(locale: Locale = 'en'): RenderWords {
  return TABLES[locale];
}
