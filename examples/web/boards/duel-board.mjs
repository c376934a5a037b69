import { componentsOf } from 'lost-valley-engine';
import { SEAT_COLOURS, hexCentre, hexPoints, svgDocument, text } from './svg.mjs';

const FILL = { down: '#a0805a', up: '#f4d03f', claimed: '#d5d8dc' };

/** The mountain and river duel: every area as a hexagon, face down, turned up (with its gold) or claimed. */
export function duelBoard(view, seatName) {
  const g = view.g;
  const board = componentsOf(view);
  const size = 26;
  const centres = board.areas.map((area) => hexCentre(area.q, area.r, size));
  const minX = Math.min(...centres.map((c) => c.x)) - size * 1.2;
  const minY = Math.min(...centres.map((c) => c.y)) - size * 1.2;
  const parts = [];
  board.areas.forEach((area, index) => {
    const c = centres[index];
    const x = c.x - minX;
    const y = c.y - minY + 50;
    const marker = g.markers[index];
    parts.push(`<polygon points="${hexPoints(x, y, size * 0.96)}" fill="${FILL[marker]}" stroke="#5b3a1e"><title>area ${area.id}: mountain ${area.mountain}, river ${area.river}</title></polygon>`);
    parts.push(`<text x="${x}" y="${y - 4}" font-size="10" text-anchor="middle">${area.id}</text>`);
    if (marker !== 'down') parts.push(`<text x="${x}" y="${y + 11}" font-size="12" font-weight="700" text-anchor="middle">${text(area.gold)}g</text>`);
  });
  const width = Math.max(...centres.map((c) => c.x)) - minX + size * 1.2;
  const height = Math.max(...centres.map((c) => c.y)) - minY + size * 1.2 + 60;
  parts.push(`<text x="10" y="24" font-size="16" font-weight="700">Turn ${text(g.turn)} · ${text(seatName(g.mover))} · discs ${text(g.discs === null ? '—' : g.discs.join(' '))} · throw ${text(g.thrown ?? '—')}</text>`);
  g.gold.forEach((gold, seat) =>
    parts.push(
      `<circle cx="${width - 16}" cy="${15 + seat * 18}" r="6" fill="${SEAT_COLOURS[seat]}" stroke="#111"/><text x="${width - 28}" y="${20 + seat * 18}" font-size="14" text-anchor="end">${text(seatName(seat))}: ${text(gold)} gold</text>`,
    ),
  );
  return svgDocument(width.toFixed(0), height.toFixed(0), parts, 'Mountain and river duel');
}
