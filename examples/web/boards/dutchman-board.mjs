import { componentsOf } from 'lost-valley-engine';
import { SPACE_COORDINATES } from 'lost-valley-engine/lost-dutchman';
import { SEAT_COLOURS, hexCentre, hexPoints, svgDocument, text } from './svg.mjs';

/** The Lost Dutchman: the land area (stacks with their top tile, the camps), who stands where, and each prospector's board. */
export function dutchmanBoard(view, seatName) {
  const g = view.g;
  const size = 52;
  const parts = [];
  const data = componentsOf(view);
  const names = new Map([...data.creatures, ...data.disasters, ...data.items, ...data.hunters, ...data.characters].map((t) => [t.id, t.name]));
  const tile = (id) => names.get(id) ?? String(id).replace(/-/g, ' ');
  SPACE_COORDINATES.forEach(([q, r], space) => {
    const c = hexCentre(q, r, size);
    const x = c.x + 330;
    const y = c.y + 320;
    const camp = space >= 24;
    const stack = g.stacks[space];
    parts.push(`<polygon points="${hexPoints(x, y, size * 0.95)}" fill="${camp ? '#d4ac6e' : stack.top === null && stack.hidden === 0 ? '#ddd' : '#e8d3a9'}" stroke="#5b3a1e"/>`);
    parts.push(`<text x="${x}" y="${y - 22}" font-size="11" text-anchor="middle">${camp ? (space === 24 ? 'mining camp' : 'base camp') : `${space} · ${stack.hidden} hidden`}</text>`);
    if (!camp && stack.top !== null) parts.push(`<text x="${x}" y="${y - 6}" font-size="11" font-weight="700" text-anchor="middle">${text(tile(stack.top))}</text>`);
    g.prospectors.forEach((p, seat) => {
      if (p.space === space) parts.push(`<circle cx="${x - 24 + seat * 12}" cy="${y + 18}" r="7" fill="${SEAT_COLOURS[seat]}"><title>${text(seatName(seat))}</title></circle>`);
    });
  });
  parts.push(`<text x="20" y="28" font-size="18" font-weight="700">Turn ${text(g.turn)} · ${text(seatName(g.active))} · water ${text(g.water)}${g.ghost === null ? '' : ` · ghost on treasure ${text(g.ghost)}`}</text>`);
  g.prospectors.forEach((p, seat) => {
    const y = 660 + seat * 44;
    const treasure = p.treasures.map((t) => `${t.value}${t.buried ? '*' : ''}`).join(' ');
    const a = p.attributes;
    parts.push(`<rect x="10" y="${y - 16}" width="700" height="40" rx="4" fill="none" stroke="${SEAT_COLOURS[seat]}" stroke-width="${view.seat === seat ? 3 : 1}"/>`);
    parts.push(`<text x="18" y="${y}" font-size="13" font-weight="700">${text(seatName(seat))}: ${text(p.character === null ? '—' : tile(p.character))}</text>`);
    parts.push(`<text x="260" y="${y}" font-size="13">health ${a.health} · vigor ${a.vigor} · foresight ${a.foresight} · ingenuity ${a.ingenuity}</text>`);
    parts.push(`<text x="18" y="${y + 17}" font-size="12">treasure ${text(treasure || '—')} · items ${text(p.items.map(tile).join(', ') || '—')} · map ${text(p.map)}${p.foundMine ? ' · found the mine' : ''}</text>`);
  });
  return svgDocument(720, 670 + g.prospectors.length * 44, parts, 'The Lost Dutchman');
}
