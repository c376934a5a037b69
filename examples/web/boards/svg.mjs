// Small helpers shared by the boards: every text that reaches the page goes through `text`.
import { SEAT_STYLE } from 'lost-valley-engine/render';

/** Escapes a value for SVG text and attributes. */
export function text(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One colour per seat, the same in every game: the renderer's seat palette (`SEAT_STYLE`). */
export const SEAT_COLOURS = SEAT_STYLE.map((style) => style.fill);

/** A whole SVG document of the given size around its parts. */
export function svgDocument(width, height, parts, label) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text(label)}">${parts.join('')}</svg>`;
}

/** The six corners of a flat-topped hexagon around (x, y). */
export function hexPoints(x, y, size) {
  const points = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 30);
    points.push(`${(x + size * Math.cos(angle)).toFixed(1)},${(y + size * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** The centre of axial hex (q, r) for pointy-topped hexagons. */
export function hexCentre(q, r, size) {
  return { x: size * Math.sqrt(3) * (q + r / 2), y: size * 1.5 * r };
}
