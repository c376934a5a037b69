import { componentsOf } from 'lost-valley-engine';
import { SEAT_COLOURS, svgDocument, text } from './svg.mjs';

/**
 * Goldfield Gully from one seat's view: the six buildings with their tokens and quota, who stands
 * where, each seat's pick as the view shows it ('secret' for others' until all have picked), gold
 * and tokens in hand, and the dice of the round.
 */
export function gullyBoard(view, seatName) {
  const g = view.g;
  const town = componentsOf(view);
  const parts = [];
  const width = 960;
  // A building is named one way everywhere: its name and its number, as on its card ("Hotel (3)").
  const buildingName = (number) => {
    const building = town.buildings.find((b) => b.number === number);
    return building ? `${building.name} (${number})` : `(${number})`;
  };

  parts.push(`<text x="20" y="30" font-size="20" font-weight="700">Round ${text(g.round)} · ${text(g.phase)}</text>`);
  if (g.sheriff !== null) parts.push(`<text x="${width - 20}" y="30" font-size="18" text-anchor="end">Sheriff: ${text(g.sheriff)}</text>`);
  town.buildings.forEach((building, index) => {
    const x = 20 + index * 155;
    const lying = g.lying[index];
    parts.push(`<rect x="${x}" y="50" width="145" height="150" rx="8" fill="#e8d3a9" stroke="#5b3a1e" stroke-width="2"/>`);
    parts.push(`<text x="${x + 72}" y="75" font-size="15" font-weight="700" text-anchor="middle">${text(buildingName(building.number))}</text>`);
    parts.push(`<text x="${x + 72}" y="97" font-size="13" text-anchor="middle">quota ${text(building.quota)}</text>`);
    parts.push(`<text x="${x + 72}" y="119" font-size="13" text-anchor="middle">tokens ±1×${text(lying.ones)} ±2×${text(lying.twos)}</text>`);
    g.at.forEach((at, seat) => {
      if (at !== building.number) return;
      parts.push(`<circle cx="${x + 22 + seat * 25}" cy="170" r="10" fill="${SEAT_COLOURS[seat]}"><title>${text(seatName(seat))}</title></circle>`);
    });
  });
  const rows = ['seat', 'pick', 'banked', 'unbanked', 'tokens in hand', 'roll'];
  rows.forEach((row, index) => parts.push(`<text x="20" y="${250 + index * 26}" font-size="14" font-weight="700">${row}</text>`));
  g.choice.forEach((choice, seat) => {
    const x = 170 + seat * 155;
    const pick = choice === null ? '—' : choice === 'secret' ? 'secret' : choice === 0 ? 'bank' : buildingName(choice);
    const held = g.held[seat];
    const cells = [seatName(seat), pick, g.banked[seat], g.unbanked[seat], `±1×${held.ones} ±2×${held.twos}`, g.roll[seat] ?? g.shot[seat] ?? '—'];
    parts.push(`<rect x="${x - 6}" y="232" width="140" height="${rows.length * 26 + 4}" rx="4" fill="none" stroke="${SEAT_COLOURS[seat]}" stroke-width="${view.seat === seat ? 3 : 1}"/>`);
    cells.forEach((cell, index) =>
      parts.push(`<text x="${x}" y="${250 + index * 26}" font-size="14" data-seat="${seat}" data-row="${rows[index]}">${text(cell)}</text>`),
    );
  });
  if (g.shootout) parts.push(`<text x="20" y="420" font-size="15">Shootout ${g.shootout.building === null ? 'for the win' : `at the ${text(buildingName(g.shootout.building))}`}: ${text(g.shootout.contenders.map(seatName).join(', '))}</text>`);
  if (g.window) parts.push(`<text x="20" y="445" font-size="15">Modifier window (${text(g.window.purpose)}): ${text(seatName(g.window.order[g.window.turn]))} to act</text>`);
  return svgDocument(width, 460, parts, 'Goldfield Gully');
}
