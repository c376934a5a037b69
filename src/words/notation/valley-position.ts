import { componentsOf } from '../../core/components.js';
import type { AnyGameState } from '../../core/runtime.js';
import {
  catalogOf,
  edgeName,
  faceName,
  nodeName,
  parseEdge,
  parseFace,
  parseNode,
  type Lattice,
  type LostValleyComponents,
  type LostValleyGameState,
  type ParsedPlace,
  type Pending,
  type PlacedTile,
  type Prospector,
} from '../../games/lost-valley/api.js';
import { fail, idToken, jsonToken, keyed, listToken, tokenId, tokenList, wholeToken, type PositionCodec, type TextLine } from './position-text.js';
import { countsTokens, itemsToken, markersToken, stacksToken, tokenCounts, tokenItems, tokenMarkers, tokenStacks } from './valley-position-tokens.js';

/*
 * Lost Valley's part of a position text (docs/notation.md has a worked example): places by their
 * names (board/place-names.ts), markers and stacks as tokens (valley-position-tokens.ts), one
 * line per tile, work, pile, prospector sheet line and task. The tasks are rare, nested and of
 * many shapes: each is written as JSON.
 */

type G = LostValleyGameState;
const yes = (flag: boolean): string => (flag ? 'yes' : 'no');

function flag(text: string | undefined): boolean {
  if (text !== 'yes' && text !== 'no') fail(`'${String(text)}' is neither yes nor no`);
  return text === 'yes';
}

function place(read: (lattice: Lattice, text: string) => ParsedPlace, lattice: Lattice, text: string | undefined): number {
  const parsed = read(lattice, text ?? '');
  return parsed.ok ? parsed.id : fail(parsed.error.message);
}

const orNone = <T>(text: string | undefined, read: (text: string) => T): T | null => (text === '-' ? null : read(text ?? ''));

function pendingText(lattice: Lattice, pending: Pending): string {
  switch (pending.kind) {
    case 'draw':
      return `draw ${pending.pile} ${pending.face === null ? '-' : faceName(lattice, pending.face)}`;
    case 'place':
      return `place ${pending.pile} ${idToken(pending.tile)}`;
    case 'task':
      return `task seat=${pending.seat}`;
    default:
      return pending.kind;
  }
}

function readPending(lattice: Lattice, tokens: readonly string[]): Pending {
  const [kind, a, b] = tokens;
  switch (kind) {
    case 'draw':
      if (a !== 'river' && a !== 'land' && a !== 'triangle') return fail(`'${String(a)}' is no pile`);
      return { kind, pile: a, face: orNone(b, (text) => place(parseFace, lattice, text)) };
    case 'place':
      if (a !== 'river' && a !== 'land') return fail(`'${String(a)}' is no pile of diamonds`);
      return { kind, pile: a, tile: tokenId(b ?? '') };
    case 'task':
      return { kind, seat: wholeToken(keyed(tokens.slice(1), ['seat']).get('seat')) };
    case 'turn':
    case 'triangle-choice':
    case 'ice-test':
    case 'task-chance':
    case 'over':
      return { kind };
    default:
      return fail(`'${String(kind)}' is not a pending decision`);
  }
}

function tileLine(lattice: Lattice, tile: PlacedTile): string {
  const faces = listToken(tile.faces.map((face) => faceName(lattice, face)));
  const contents = stacksToken(tile.contents.map((c) => ({ id: c.marker, count: c.count })));
  return `tile ${idToken(tile.tile)} ${tile.kind} ${faces} way=${tile.way} markers=${markersToken(lattice, tile.markers)} contents=${contents}`;
}

function readTile(lattice: Lattice, tokens: readonly string[]): PlacedTile {
  const [id, kind, faces, ...rest] = tokens;
  if (kind !== 'land' && kind !== 'river' && kind !== 'triangle' && kind !== 'spring') return fail(`'${String(kind)}' is no kind of tile`);
  const fields = keyed(rest, ['way', 'markers', 'contents']);
  const way = fields.get('way');
  if (way !== '0' && way !== '1') return fail(`way '${String(way)}' is neither 0 nor 1`);
  return {
    tile: tokenId(id ?? ''),
    kind,
    faces: tokenList(faces).map((face) => place(parseFace, lattice, face)),
    way: way === '1' ? 1 : 0,
    markers: tokenMarkers(lattice, fields.get('markers')),
    contents: tokenStacks(fields.get('contents')).map((c) => ({ marker: c.id, count: c.count })),
  };
}

/** A work's place by its kind: a mine's tile index, a flume's or bridge's edge, else its intersection. */
function workAt(lattice: Lattice, work: string, at: number): string {
  if (work === 'mine') return String(at);
  return work === 'flume' || work === 'bridge' ? edgeName(lattice, at) : nodeName(lattice, at);
}

function readWorkAt(lattice: Lattice, work: string, text: string | undefined): number {
  if (work === 'mine') return wholeToken(text);
  return work === 'flume' || work === 'bridge' ? place(parseEdge, lattice, text) : place(parseNode, lattice, text);
}

/** A trade in progress: where (`post` or the Trading Outpost's tile index), the basket, the clue, what is paid. */
function tradeText(trade: G['trade']): string {
  if (trade === null) return '-';
  const paid = `paid-markers=${listToken(trade.paidMarkers.map(String))} paid-items=${itemsToken(trade.paidItems)}`;
  return `at=${trade.tile ?? 'post'} basket=${itemsToken(trade.basket)} clue=${yes(trade.clue)} ${paid}`;
}

function readTrade(tokens: readonly string[]): G['trade'] {
  if (tokens.length === 1 && tokens[0] === '-') return null;
  const t = keyed(tokens, ['at', 'basket', 'clue', 'paid-markers', 'paid-items']);
  const at = t.get('at');
  return {
    tile: at === 'post' ? null : wholeToken(at),
    basket: tokenItems(t.get('basket')),
    clue: flag(t.get('clue')),
    paidMarkers: numbers(t.get('paid-markers')),
    paidItems: tokenItems(t.get('paid-items')),
  };
}

const WORKS = ['fish-trap', 'sawmill', 'hunting-trap', 'mine', 'flume', 'bridge'] as const;

function prospectorLines(lattice: Lattice, p: Prospector, index: number): string[] {
  const inv = p.inventory;
  const claim = p.claim === null ? '-' : `tile=${p.claim.tile} items=${itemsToken(p.claim.items)} markers=${markersToken(lattice, p.claim.markers)}`;
  return [
    `prospector ${index} seat=${p.seat} at=${nodeName(lattice, p.node)} xp=${inv.xp} miss=${yes(inv.missMarker)} quarry=${p.quarry ?? '-'}`,
    `  backpack ${itemsToken(inv.backpack)}`,
    `  cart ${inv.cart === null ? 'none' : itemsToken(inv.cart)}`,
    `  gear ${itemsToken(inv.gear)}`,
    `  gold ${markersToken(lattice, inv.goldBag)}`,
    `  hidden-gear ${markersToken(lattice, inv.hiddenGear)}`,
    `  skills ${listToken(inv.skills)}`,
    `  claim ${claim}`,
  ];
}

function formatValley(state: AnyGameState): string[] {
  const g = state.g as G;
  const lattice = catalogOf(componentsOf(state) as LostValleyComponents).lattice;
  const faces = (list: readonly number[]): string => listToken(list.map((face) => faceName(lattice, face)));
  const { board, piles, turn } = g;
  const lines = [
    `pending ${pendingText(lattice, g.pending)}`,
    `turn number=${turn.number} index=${turn.index} movements=${turn.movements} actions=${turn.actions} trades=${turn.trades} whiskeys=${turn.whiskeys} extra=${turn.extra.movements}/${turn.extra.actions}/${turn.extra.trades}${turn.stillUsed ? ' still-used' : ''}${turn.giving ? ' giving' : ''}`,
    `order ${listToken(g.turnOrder.map(String))}`,
    `ended ${g.ended ?? '-'}`,
    `explore ${g.explore === null ? '-' : `${nodeName(lattice, g.explore.node)} ${g.explore.step} triangle-offered=${yes(g.explore.triangleOffered)}`}`,
    `exploration-over ${yes(g.explorationOver)}`,
    `ice out=${yes(g.ice.out)} position=${g.ice.position}`,
    ...board.tiles.map((tile) => tileLine(lattice, tile)),
    `holes ${faces(board.holes)}`,
    `river tiles=${listToken(board.river.map(String))} spring=${board.spring ?? '-'} open=${board.openEdge === null ? '-' : edgeName(lattice, board.openEdge)} headwater=${board.headwater === null ? '-' : faceName(lattice, board.headwater)}`,
    `gaps ${faces(g.gapQueue)}`,
    ...board.works.map((work) => `work ${work.work} ${workAt(lattice, work.work, work.at)} by=${work.builder}`),
    `pile land ${listToken(piles.land.map(idToken))}`,
    ...(piles.landBottom === undefined ? [] : [`pile land-bottom ${listToken(piles.landBottom.map(idToken))}`]),
    `pile river ${listToken(piles.river.unseen.map(idToken))}`,
    `pile river-bottom ${listToken(piles.river.bottom.map(idToken))}`,
    `pile triangles ${listToken(piles.triangles.map(idToken))}`,
    `marker-supply ${countsTokens(g.markerSupply).join(' ')}`,
    `post-markers ${markersToken(lattice, g.tradingPostMarkers)}`,
    `supply ${countsTokens(g.supply).join(' ')}`,
    ...g.prospectors.flatMap((p, index) => prospectorLines(lattice, p, index)),
    `skill-pool down=${listToken(g.skills.faceDown)} up=${listToken(g.skills.faceUp)}`,
    `next-marker ${g.nextMarker}`,
    `spent ${markersToken(lattice, g.spent)}`,
    `trade ${tradeText(g.trade)}`,
    `weighing ${g.weighing === null ? '-' : `weigher=${g.weighing.weigher} value=${g.weighing.value}`}`,
    ...g.tasks.map((task) => `task ${JSON.stringify(task)}`),
  ];
  return lines;
}

/** The one line of a keyword, refused when missing or given twice. */
function single(lines: readonly TextLine[], keyword: string): TextLine {
  const found = lines.filter((line) => line.keyword === keyword);
  if (found.length !== 1) fail(found.length === 0 ? `no '${keyword}' line` : `'${keyword}' is given twice (line ${found[1]!.number})`);
  return found[0]!;
}

const numbers = (token: string | undefined): number[] => tokenList(token).map((n) => wholeToken(n));
const SHEET = ['backpack', 'cart', 'gear', 'gold', 'hidden-gear', 'skills', 'claim'] as const;
const KNOWN = new Set<string>(['pending', 'turn', 'order', 'ended', 'explore', 'exploration-over', 'ice', 'tile', 'holes', 'river', 'gaps', 'work', 'pile', 'marker-supply', 'post-markers', 'supply', 'prospector', ...SHEET, 'skill-pool', 'next-marker', 'spent', 'trade', 'weighing', 'task']);

function readProspectors(lattice: Lattice, lines: readonly TextLine[]): Prospector[] {
  const sheets: { head: TextLine; parts: Map<string, TextLine> }[] = [];
  for (const line of lines) {
    if (line.keyword === 'prospector') {
      if (wholeToken(line.tokens[0]) !== sheets.length) fail(`line ${line.number}: prospectors are numbered 0, 1, … in order`);
      sheets.push({ head: line, parts: new Map() });
    } else if ((SHEET as readonly string[]).includes(line.keyword)) {
      const sheet = sheets[sheets.length - 1] ?? fail(`line ${line.number}: '${line.keyword}' before any prospector`);
      if (sheet.parts.has(line.keyword)) fail(`line ${line.number}: '${line.keyword}' is given twice`);
      sheet.parts.set(line.keyword, line);
    }
  }
  return sheets.map(({ head, parts }) => {
    const f = keyed(head.tokens.slice(1), ['seat', 'at', 'xp', 'miss', 'quarry']);
    const part = (key: (typeof SHEET)[number]): string | undefined => {
      const line = parts.get(key) ?? fail(`prospector ${head.tokens[0]} has no '${key}' line`);
      return key === 'claim' ? line.rest : line.tokens[0];
    };
    const cart = part('cart');
    const claimText = part('claim') ?? '-';
    const claim = claimText === '-' ? null : keyed(claimText.split(/\s+/), ['tile', 'items', 'markers']);
    return {
      seat: wholeToken(f.get('seat')),
      node: place(parseNode, lattice, f.get('at')),
      inventory: {
        backpack: tokenItems(part('backpack')),
        cart: cart === 'none' ? null : tokenItems(cart),
        gear: tokenItems(part('gear')),
        goldBag: tokenMarkers(lattice, part('gold')),
        hiddenGear: tokenMarkers(lattice, part('hidden-gear')),
        xp: wholeToken(f.get('xp')),
        missMarker: flag(f.get('miss')),
        skills: tokenList(part('skills')) as Prospector['inventory']['skills'],
      },
      claim: claim && { tile: wholeToken(claim.get('tile')), items: tokenItems(claim.get('items')), markers: tokenMarkers(lattice, claim.get('markers')) },
      quarry: orNone(f.get('quarry'), (text) => wholeToken(text)),
    };
  });
}

function parseValley(lines: readonly TextLine[], head: { readonly data: unknown }): unknown {
  let lattice: Lattice;
  try {
    lattice = catalogOf(head.data as LostValleyComponents).lattice;
  } catch {
    return fail("the component data is not Lost Valley's");
  }
  for (const line of lines) if (!KNOWN.has(line.keyword)) fail(`line ${line.number}: '${line.keyword}' is not a part of a Lost Valley position`);
  const get = (keyword: string): TextLine => single(lines, keyword);
  const turn = keyed(get('turn').tokens.filter((t) => t !== 'still-used' && t !== 'giving'), ['number', 'index', 'movements', 'actions', 'trades', 'whiskeys', 'extra']);
  const extra = (turn.get('extra') ?? '').split('/').map((n) => wholeToken(n));
  if (extra.length !== 3) fail("the turn's extra parts are movements/actions/trades");
  const explore = get('explore').tokens;
  const ice = keyed(get('ice').tokens, ['out', 'position']);
  const river = keyed(get('river').tokens, ['tiles', 'spring', 'open', 'headwater']);
  const piles = new Map<string, string | undefined>();
  for (const line of lines.filter((l) => l.keyword === 'pile')) {
    const [name, list, more] = line.tokens;
    if (name === undefined || piles.has(name) || more !== undefined || !['land', 'land-bottom', 'river', 'river-bottom', 'triangles'].includes(name)) fail(`line ${line.number}: not one pile`);
    piles.set(name, list);
  }
  const pile = (name: string): string[] => (piles.has(name) ? tokenList(piles.get(name)).map(tokenId) : fail(`no 'pile ${name}' line`));
  const skills = keyed(get('skill-pool').tokens, ['down', 'up']);
  const weighing = get('weighing').tokens;
  const ended = get('ended').tokens[0];
  const g: G = {
    board: {
      tiles: lines.filter((l) => l.keyword === 'tile').map((l) => readTile(lattice, l.tokens)),
      holes: tokenList(get('holes').tokens[0]).map((face) => place(parseFace, lattice, face)),
      river: numbers(river.get('tiles')),
      spring: orNone(river.get('spring'), (text) => wholeToken(text)),
      openEdge: orNone(river.get('open'), (text) => place(parseEdge, lattice, text)),
      headwater: orNone(river.get('headwater'), (text) => place(parseFace, lattice, text)),
      works: lines
        .filter((l) => l.keyword === 'work')
        .map((l) => {
          const work = WORKS.find((kind) => kind === l.tokens[0]) ?? fail(`line ${l.number}: '${String(l.tokens[0])}' is no work`);
          return { work, at: readWorkAt(lattice, work, l.tokens[1]), builder: wholeToken(keyed(l.tokens.slice(2), ['by']).get('by')) };
        }),
    },
    piles: {
      land: pile('land'),
      ...(piles.has('land-bottom') ? { landBottom: pile('land-bottom') } : {}),
      river: { unseen: pile('river'), bottom: pile('river-bottom') },
      triangles: pile('triangles'),
    },
    markerSupply: tokenCounts(get('marker-supply').tokens) as G['markerSupply'],
    tradingPostMarkers: tokenMarkers(lattice, get('post-markers').tokens[0]),
    supply: tokenCounts(get('supply').tokens),
    prospectors: readProspectors(lattice, lines),
    turnOrder: numbers(get('order').tokens[0]),
    turn: {
      number: wholeToken(turn.get('number')),
      index: wholeToken(turn.get('index')),
      movements: wholeToken(turn.get('movements')),
      actions: wholeToken(turn.get('actions')),
      trades: wholeToken(turn.get('trades')),
      whiskeys: wholeToken(turn.get('whiskeys')),
      ...(get('turn').tokens.includes('still-used') ? { stillUsed: true as const } : {}),
      ...(get('turn').tokens.includes('giving') ? { giving: true as const } : {}),
      extra: { movements: extra[0]!, actions: extra[1]!, trades: extra[2]! },
    },
    tasks: lines.filter((l) => l.keyword === 'task').map((l) => jsonToken(l.rest)) as G['tasks'],
    nextMarker: wholeToken(get('next-marker').tokens[0]),
    spent: tokenMarkers(lattice, get('spent').tokens[0]),
    skills: { faceDown: tokenList(skills.get('down')) as G['skills']['faceDown'], faceUp: tokenList(skills.get('up')) as G['skills']['faceUp'] },
    trade: readTrade(get('trade').tokens),
    weighing: weighing[0] === '-' ? null : (() => {
      const w = keyed(weighing, ['weigher', 'value']);
      return { weigher: wholeToken(w.get('weigher')), value: wholeToken(w.get('value')) };
    })(),
    explore: explore[0] === '-' ? null : {
      node: place(parseNode, lattice, explore[0]),
      step: explore[1] as 'river' | 'triangle' | 'land',
      triangleOffered: flag(keyed(explore.slice(2), ['triangle-offered']).get('triangle-offered')),
    },
    gapQueue: tokenList(get('gaps').tokens[0]).map((face) => place(parseFace, lattice, face)),
    explorationOver: flag(get('exploration-over').tokens[0]),
    ice: { out: flag(ice.get('out')), position: wholeToken(ice.get('position')) },
    pending: readPending(lattice, get('pending').tokens),
    ended: ended === '-' ? null : (ended as G['ended']),
  };
  return g;
}

/**
 * Lost Valley's position text: its lines and their reading (docs/notation.md, "Lost Valley").
 *
 * @example
 * valleyPosition.format(state)[0]; // 'pending turn'
 */
export const valleyPosition: PositionCodec = { format: formatValley, parse: parseValley };
