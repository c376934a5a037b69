// The Lost Valley board as the control: the picture (lost-valley-engine/render) with a clickable,
// focusable spot on every place a legal action concerns, each spot labelled in words with the
// board's place names, and the actions of each spot for its small menu.
import { componentsOf } from 'lost-valley-engine';
import { catalogOf, edgeName, faceName, moveRoute, nodeName } from 'lost-valley-engine/lost-valley';
import { renderBoardSvg } from 'lost-valley-engine/render';
import { describeAction } from 'lost-valley-engine/words';
import { markerName, t, valleyTerm } from '../page-words.mjs';
import { groupBySpot, placeOf } from './action-spots.mjs';

// The board's tile kinds in Spanish and Czech (English says the data's id): the terrains and the
// triangles by the names the rulebooks give them.
const TILE_WORDS = {
  es: {
    forest: 'bosque', mountain: 'montaña', tundra: 'tundra', wasteland: 'páramo', lake: 'lago',
    'whiskey-still': 'destilería', 'lost-mine': 'mina perdida', 'animal-den': 'guarida', 'trading-outpost': 'puesto de comercio', 'fishing-hole': 'pesquera',
    oasis: 'oasis', 'food-spit': 'asador', 'black-market': 'mercado negro', 'bear-cave': 'cueva del oso', 'quiet-nook': 'rincón tranquilo', landscape: 'paisaje', spring: 'manantial',
  },
  cs: {
    forest: 'les', mountain: 'hory', tundra: 'tundra', wasteland: 'pustina', lake: 'jezero',
    'whiskey-still': 'pálenice', 'lost-mine': 'ztracený důl', 'animal-den': 'doupě', 'trading-outpost': 'obchodní základna', 'fishing-hole': 'rybářské místo',
    oasis: 'oáza', 'food-spit': 'rožeň', 'black-market': 'černý trh', 'bear-cave': 'medvědí jeskyně', 'quiet-nook': 'tichý kout', landscape: 'krajina', spring: 'pramen',
  },
};

/** A tile kind (a terrain or a triangle's name) in the locale. */
function tileKindWords(locale, id) {
  return TILE_WORDS[locale]?.[id] ?? String(id).replace(/-/g, ' ');
}

/** Namers of the board's places for one view, in the page's locale. */
export function placeNamers(seen, locale) {
  // The view names its component set; the set itself comes from the package (docs/component-data.md).
  const data = componentsOf(seen);
  const lattice = catalogOf(data).lattice;
  const g = seen.g;
  const triangleNames = new Map(data.triangles.map((tile) => [tile.id, tile.name]));
  const landTerrain = new Map(data.landDiamonds.map((tile) => [tile.id, tile.terrain]));
  const tileWords = (placed) => {
    if (placed.kind === 'river') return valleyTerm(locale, 'river');
    if (placed.kind === 'land') return tileKindWords(locale, landTerrain.get(placed.tile) ?? 'land');
    return tileKindWords(locale, triangleNames.get(placed.tile) ?? placed.tile);
  };
  return {
    tradingPost: t(locale, 'tradingPost'),
    node: (id) => nodeName(lattice, id),
    face: (id) => faceName(lattice, id),
    edge: (id) => edgeName(lattice, id),
    tile: (index) => {
      const placed = g.board.tiles[index];
      return placed ? t(locale, 'tile', tileWords(placed), faceName(lattice, placed.faces[0])) : `?${index}`;
    },
    marker: (id) => {
      const index = g.board.tiles.findIndex((placed) => placed.markers.some((slot) => slot.id === id));
      const slot = g.board.tiles[index]?.markers.find((m) => m.id === id);
      const what = slot?.identity ? markerName(locale, slot.identity) : valleyTerm(locale, slot?.pool ?? 'animal');
      return t(locale, 'markerAt', what, index < 0 ? '?' : faceName(lattice, g.board.tiles[index].faces[0]));
    },
  };
}

/**
 * The board of one update: its SVG (with spots when the seat may act) and, per spot key, the place's
 * name and the indices of its actions in `update.legalActions`; `panel` holds the actions with no spot.
 */
export function lostValleyBoard(update, locale, seatNames) {
  const seen = update.view;
  const words = { locale, seatNames };
  const actions = update.legalActions;
  const { spots, panel } = groupBySpot(seen.g, actions);
  const namers = placeNamers(seen, locale);
  const menus = new Map();
  const drawn = spots.map(({ key, spot, actions: members }) => {
    const place = placeOf(spot, namers);
    const first = describeAction(seen, actions[members[0]], words);
    const label = members.length === 1 ? `${place}: ${first}` : `${place}: ${t(locale, 'actions', members.length)}. ${first} …`;
    menus.set(key, { place, actions: members });
    // A move's spot shows the way the movement rules find (its first action's mode), on hover.
    const move = actions[members[0]];
    const route = move.type === 'move' ? moveRoute(seen, move) : null;
    return { key, kind: spot.kind, at: spot.at, label, ...(spot.from === undefined ? {} : { from: spot.from }), ...(route ? { route } : {}), ...(spot.way === undefined ? {} : { way: spot.way }) };
  });
  // No title or legend in the picture: the page has its own, folded away; the board takes the width.
  const svg = renderBoardSvg(seen, { scale: 60, title: null, legend: false, spots: drawn, seatNames, locale });
  return { svg, menus, panel };
}
