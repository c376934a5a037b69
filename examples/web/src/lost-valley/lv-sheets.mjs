// A Lost Valley seat's sheets, drawn from its view only: each prospector's inventory, the gold bags
// (the seat's own with values, the others' as counts: the view masks their identities), the store
// with stock and prices, the parts of the turn left, the ice track, the piles and the claims.
import { componentsOf } from 'lost-valley-engine';
import { catalogOf, nodeName } from 'lost-valley-engine/lost-valley';
import { markerName, t, valleyItem, valleySkill, valleyTerm } from '../page-words.mjs';
import { text } from '../../boards/svg.mjs';

function stacks(locale, list) {
  if (!list || list.length === 0) return t(locale, 'none');
  return list.map((stack) => `${valleyItem(locale, stack.item)} ×${stack.count}`).join(', ');
}

function markerValue(data, identity) {
  for (const pool of Object.values(data.markers)) {
    const kind = pool.find((candidate) => candidate.id === identity);
    if (kind) return kind.value ?? null;
  }
  return null;
}

function markerWords(locale, data, slot) {
  if (slot.identity === null) return `${valleyTerm(locale, slot.pool)} (${t(locale, 'unknownMarker')})`;
  const value = markerValue(data, slot.identity);
  return value === null ? markerName(locale, slot.identity) : `${markerName(locale, slot.identity)} (${t(locale, 'goldValue', value)})`;
}

function row(label, value) {
  return `<tr><th scope="row">${text(label)}</th><td>${value}</td></tr>`;
}

/** The HTML of the sheets for one update (`update.view` is the seat's view). */
export function lostValleySheets(update, locale, seatNames) {
  const seen = update.view;
  const g = seen.g;
  const data = componentsOf(seen);
  const lattice = catalogOf(data).lattice;
  const me = seen.seat;
  const current = g.turnOrder[g.turn.index];
  const perSeat = new Map();
  const parts = [];

  // The turn: whose, and what is left of it (one of each part, more from whiskey or the Runner).
  const turn = g.turn;
  const part = (used, extra) => `${Math.max(0, 1 + extra - used)} ${t(locale, 'left')} (${used} ${t(locale, 'used')})`;
  const mover = g.prospectors[current];
  parts.push(`<section class="sheet turn-sheet" aria-label="${text(t(locale, 'turnParts'))}"><h3>${text(t(locale, 'turn', turn.number))}${mover ? ` · ${text(seatNames[mover.seat] ?? '')}` : ''}</h3><table>
    ${row(t(locale, 'movement'), part(turn.movements, turn.extra.movements))}
    ${row(t(locale, 'action'), part(turn.actions, turn.extra.actions))}
    ${row(t(locale, 'trade'), part(turn.trades, turn.extra.trades))}
    ${row(t(locale, 'whiskey'), String(turn.whiskeys))}
    ${row(t(locale, 'ice'), text(g.ice.out ? t(locale, 'iceOut', g.ice.position) : t(locale, 'iceNotOut')))}
    ${g.piles ? row(t(locale, 'piles'), text(t(locale, 'pileCounts', g.piles.land.length + (g.piles.landBottom?.length ?? 0), g.piles.river.unseen.length + g.piles.river.bottom.length, g.piles.triangles.length))) : ''}
  </table></section>`);

  g.prospectors.forEach((p, index) => {
    const n = (perSeat.get(p.seat) ?? 0) + 1;
    perSeat.set(p.seat, n);
    const two = g.prospectors.filter((other) => other.seat === p.seat).length > 1;
    const owner = seatNames[p.seat] ?? `${p.seat + 1}`;
    const title = two ? t(locale, 'prospectorN', owner, n) : t(locale, 'prospector', owner);
    const inv = p.inventory;
    const mine = p.seat === me;
    const bag = inv.goldBag;
    const bagWords = mine
      ? bag.length === 0
        ? t(locale, 'none')
        : `${bag.map((slot) => text(markerWords(locale, data, slot))).join(', ')}${bag.every((slot) => slot.identity !== null) ? ` · <strong>${text(t(locale, 'goldValue', bag.reduce((sum, slot) => sum + (markerValue(data, slot.identity) ?? 0), 0)))}</strong>` : ''}`
      : text(t(locale, 'goldCount', bag.length));
    const quarry = p.quarry === null ? null : g.board.tiles.flatMap((tile) => tile.markers).find((slot) => slot.id === p.quarry);
    parts.push(`<section class="sheet prospector-sheet seat-${p.seat}${mine ? ' mine' : ''}" data-prospector="${index}" aria-label="${text(title)}">
      <h3><span class="swatch seat-colour-${p.seat}" aria-hidden="true"></span>${text(title)}${index === current ? ` · ${text(t(locale, 'toPlay'))}` : ''}</h3><table>
      ${row(t(locale, 'at'), text(p.node === 0 ? t(locale, 'tradingPost') : nodeName(lattice, p.node)))}
      ${row(t(locale, 'backpack'), text(stacks(locale, inv.backpack)))}
      ${row(t(locale, 'cart'), text(inv.cart === null ? t(locale, 'noCart') : stacks(locale, inv.cart)))}
      ${row(t(locale, 'gear'), text(stacks(locale, inv.gear)))}
      ${row(t(locale, 'oneTime'), inv.hiddenGear.length === 0 ? text(t(locale, 'none')) : inv.hiddenGear.map((slot) => text(markerWords(locale, data, slot))).join(', '))}
      ${row(t(locale, 'skills'), text(inv.skills.length === 0 ? t(locale, 'none') : inv.skills.map((skill) => valleySkill(locale, skill)).join(', ')))}
      ${row(t(locale, 'xp'), String(inv.xp))}
      ${row(t(locale, 'missMarker'), inv.missMarker ? '✓' : text(t(locale, 'none')))}
      ${quarry ? row(t(locale, 'bound'), text(markerWords(locale, data, quarry))) : ''}
      ${row(t(locale, 'goldBag'), bagWords)}
      ${p.claim ? row(t(locale, 'claim'), text(stacks(locale, p.claim.items ?? []))) : ''}
    </table></section>`);
  });

  // The store: stock and prices from the component data; the Haggler's discount when it applies.
  const supply = data.supply.filter((item) => item.price && g.supply[item.id] !== undefined);
  const haggler = mover && mover.seat === me && mover.inventory.skills.includes('haggler');
  const price = (p) => `${p.nuggets}${p.x ? ' + X' : ''}`;
  parts.push(`<section class="sheet store-sheet" aria-label="${text(t(locale, 'store'))}"><h3>${text(t(locale, 'store'))}</h3>
    <table><thead><tr><th scope="col">${text(t(locale, 'item'))}</th><th scope="col">${text(t(locale, 'stock'))}</th><th scope="col">${text(t(locale, 'price'))}</th></tr></thead><tbody>
    ${supply.map((item) => `<tr><th scope="row">${text(valleyItem(locale, item.id))}</th><td>${g.supply[item.id]}</td><td>${text(price(item.price))}</td></tr>`).join('')}
    ${data.cluePrice ? `<tr><th scope="row">${text(t(locale, 'clue'))}</th><td>${g.tradingPostMarkers.length}</td><td>${text(price(data.cluePrice))}</td></tr>` : ''}
    </tbody></table>${haggler ? `<p>${text(t(locale, 'haggler', seatNames[me]))}</p>` : ''}</section>`);
  return parts.join('');
}
