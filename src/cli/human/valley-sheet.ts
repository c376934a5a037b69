import { componentsOf } from '../../core/components.js';
import type { AnyGameState } from '../../core/runtime.js';
import type { PlayerId } from '../../core/state.js';
import { view } from '../../core/view.js';
import { catalogOf, nodeName, TRADING_POST, type LostValleyComponents, type LostValleyState, type MarkerSlot } from '../../games/lost-valley/api.js';
import { joinList } from '../../words/locale-basics.js';
import { markerName, valleyItem, valleySkill, valleyTerm } from '../../words/lost-valley/valley-terms.js';
import type { Locale } from '../../words/words-types.js';

/*
 * A Lost Valley seat's whole sheet for `play --human` (the `s` command), read from the seat's view
 * only: its prospectors' inventories, its gold bag with values, the store with stock and prices,
 * and the parts of the turn left. What the view masks (another bag, a face-down marker the seat
 * has not seen) cannot be printed, because it is not there.
 */

interface SheetWords {
  readonly title: (seat: string) => string;
  readonly turn: (number: number, mover: string) => string;
  readonly left: (movements: number, actions: number, trades: number, whiskeys: number) => string;
  readonly prospector: (number: number | null, at: string) => string;
  readonly backpack: string;
  readonly cart: string;
  readonly noCart: string;
  readonly gear: string;
  readonly oneTime: string;
  readonly skills: string;
  readonly xp: string;
  readonly missMarker: string;
  readonly bound: string;
  readonly claim: string;
  readonly goldBag: string;
  readonly worth: (value: number) => string;
  readonly faceDown: string;
  readonly store: string;
  readonly clue: string;
  readonly nuggets: (price: string) => string;
  readonly haggler: string;
  readonly none: string;
  readonly yes: string;
  readonly no: string;
  readonly tradingPost: string;
  readonly noSheet: string;
}

const EN: SheetWords = {
  title: (seat) => `— ${seat}'s sheet —`,
  turn: (number, mover) => `Turn ${number}, ${mover} to play.`,
  left: (m, a, t, w) => `Parts of the turn left: ${m} movement, ${a} action, ${t} trade (whiskeys drunk: ${w}).`,
  prospector: (number, at) => `Prospector${number === null ? '' : ` ${number}`} at ${at}:`,
  backpack: 'backpack', cart: 'cart', noCart: 'no cart', gear: 'gear', oneTime: 'one-time gear', skills: 'skills', xp: 'XP',
  missMarker: 'miss marker', bound: 'bound to hunt', claim: 'claim', goldBag: 'gold bag', worth: (value) => `worth ${value}`,
  faceDown: 'face down', store: 'Store (stock, price in nuggets)', clue: 'clue', nuggets: (price) => price,
  haggler: 'Haggler: every trade costs one nugget less.', none: 'nothing', yes: 'yes', no: 'no', tradingPost: 'the trading post',
  noSheet: 'This game has no sheet to show here: its table is in the narration.',
};

const ES: SheetWords = {
  title: (seat) => `— Hoja de ${seat} —`,
  turn: (number, mover) => `Turno ${number}, juega ${mover}.`,
  left: (m, a, t, w) => `Partes del turno que quedan: ${m} movimiento, ${a} acción, ${t} comercio (whiskies bebidos: ${w}).`,
  prospector: (number, at) => `Buscador${number === null ? '' : ` ${number}`} en ${at}:`,
  backpack: 'mochila', cart: 'carro', noCart: 'sin carro', gear: 'equipo', oneTime: 'equipo de un uso', skills: 'habilidades', xp: 'XP',
  missMarker: 'marcador de fallo', bound: 'debe cazar', claim: 'concesión', goldBag: 'bolsa de oro', worth: (value) => `vale ${value}`,
  faceDown: 'boca abajo', store: 'Tienda (existencias, precio en pepitas)', clue: 'pista', nuggets: (price) => price,
  haggler: 'Regateador: cada compra cuesta una pepita menos.', none: 'nada', yes: 'sí', no: 'no', tradingPost: 'el puesto comercial',
  noSheet: 'Este juego no tiene hoja que mostrar aquí: su mesa está en la narración.',
};

const CS: SheetWords = {
  title: (seat) => `— Karta: ${seat} —`,
  turn: (number, mover) => `Tah ${number}, hraje ${mover}.`,
  left: (m, a, t, w) => `Zbývá z tahu: pohyb ${m}, akce ${a}, obchod ${t} (vypitá whisky: ${w}).`,
  prospector: (number, at) => `Zlatokop${number === null ? '' : ` ${number}`} na ${at}:`,
  backpack: 'batoh', cart: 'vozík', noCart: 'bez vozíku', gear: 'vybavení', oneTime: 'jednorázové vybavení', skills: 'dovednosti', xp: 'zkušenosti',
  missMarker: 'žeton minutí', bound: 'musí lovit', claim: 'claim', goldBag: 'pytlík zlata', worth: (value) => `hodnota ${value}`,
  faceDown: 'lícem dolů', store: 'Obchod (zásoba, cena v nugetech)', clue: 'stopa', nuggets: (price) => price,
  haggler: 'Smlouvač: každý obchod stojí o nuget méně.', none: 'nic', yes: 'ano', no: 'ne', tradingPost: 'obchodní stanice',
  noSheet: 'Tato hra tu nemá kartu: její stůl je ve vyprávění.',
};

const SHEET_WORDS: Readonly<Record<Locale, SheetWords>> = { en: EN, es: ES, cs: CS };

function markerValue(data: LostValleyComponents, identity: string): number | null {
  for (const pool of Object.values(data.markers)) {
    const kind = pool.find((candidate) => candidate.id === identity);
    if (kind) return kind.value ?? null;
  }
  return null;
}

function stacks(locale: Locale, words: SheetWords, list: readonly { readonly item: string; readonly count: number }[]): string {
  return list.length === 0 ? words.none : joinList(locale, list.map((stack) => `${valleyItem(locale, stack.item)} ×${stack.count}`));
}

function slotWords(locale: Locale, words: SheetWords, slot: MarkerSlot): string {
  if (slot.identity === null) return `${valleyTerm(locale, slot.pool)} (${words.faceDown})`;
  return markerName(locale, slot.identity);
}

/**
 * The lines of a seat's sheet, from its view only; for a game other than Lost Valley, one line
 * saying there is none.
 *
 * @example
 * seatSheet(state, 0, 'en', ['Seat 1', 'Seat 2']); // ['— Seat 1's sheet —', 'Turn 3, Seat 1 to play.', ...]
 */
export function seatSheet(state: AnyGameState, seat: PlayerId, locale: Locale, seatNames: readonly string[]): string[] {
  const words = SHEET_WORDS[locale];
  if (state.game !== 'lost-valley') return [words.noSheet];
  // Only the seat's view is read: what the seat may not know is not in it.
  const seen = view(state, seat) as unknown as LostValleyState;
  const g = seen.g;
  const data = componentsOf(seen) as LostValleyComponents;
  const lattice = catalogOf(data).lattice;
  const name = (s: number): string => seatNames[s] ?? String(s + 1);
  const lines = [words.title(name(seat))];
  const mover = g.prospectors[g.turnOrder[g.turn.index]!];
  const turn = g.turn;
  lines.push(words.turn(turn.number, mover ? name(mover.seat) : '—'));
  if (mover?.seat === seat) {
    const left = (used: number, extra: number): number => Math.max(0, 1 + extra - used);
    lines.push(words.left(left(turn.movements, turn.extra.movements), left(turn.actions, turn.extra.actions), left(turn.trades, turn.extra.trades), turn.whiskeys));
  }
  const own = g.prospectors.filter((p) => p.seat === seat);
  own.forEach((p, index) => {
    const inv = p.inventory;
    const at = p.node === TRADING_POST ? words.tradingPost : nodeName(lattice, p.node);
    lines.push(words.prospector(own.length > 1 ? index + 1 : null, at));
    const quarry = p.quarry === null ? undefined : g.board.tiles.flatMap((tile) => tile.markers).find((slot) => slot.id === p.quarry);
    const values = inv.goldBag.map((slot) => (slot.identity === null ? null : markerValue(data, slot.identity)));
    const worth = values.every((value) => value !== null) && values.length > 0 ? ` (${words.worth(values.reduce<number>((sum, value) => sum + value!, 0))})` : '';
    const rows: [string, string][] = [
      [words.backpack, stacks(locale, words, inv.backpack)],
      [words.cart, inv.cart === null ? words.noCart : stacks(locale, words, inv.cart)],
      [words.gear, stacks(locale, words, inv.gear)],
      [words.oneTime, inv.hiddenGear.length === 0 ? words.none : joinList(locale, inv.hiddenGear.map((slot) => slotWords(locale, words, slot)))],
      [words.skills, inv.skills.length === 0 ? words.none : joinList(locale, inv.skills.map((skill) => valleySkill(locale, skill)))],
      [words.xp, String(inv.xp)],
      [words.missMarker, inv.missMarker ? words.yes : words.no],
      ...(quarry ? [[words.bound, slotWords(locale, words, quarry)] as [string, string]] : []),
      [words.goldBag, inv.goldBag.length === 0 ? words.none : `${joinList(locale, inv.goldBag.map((slot) => slotWords(locale, words, slot)))}${worth}`],
      ...(p.claim ? [[words.claim, stacks(locale, words, p.claim.items ?? [])] as [string, string]] : []),
    ];
    for (const [label, value] of rows) lines.push(`  ${label}: ${value}`);
  });
  const price = (p: { readonly nuggets: number; readonly x?: number | undefined }): string => `${p.nuggets}${p.x ? ' + X' : ''}`;
  const sold = data.supply.flatMap((item) => (item.price && g.supply[item.id] !== undefined ? [`${valleyItem(locale, item.id)} ${g.supply[item.id]!} (${words.nuggets(price(item.price))})`] : []));
  if (data.cluePrice) sold.push(`${words.clue} ${g.tradingPostMarkers.length} (${words.nuggets(price(data.cluePrice))})`);
  lines.push(`${words.store}: ${sold.join(', ')}.`);
  if (mover?.seat === seat && mover.inventory.skills.includes('haggler')) lines.push(words.haggler);
  return lines;
}
