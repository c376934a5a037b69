/** A place of the Lost Valley board that an action concerns (see action-spots.mjs). */
export interface Spot {
  kind: 'node' | 'face' | 'diamond' | 'edge' | 'tile' | 'marker';
  at: number[];
  from?: number;
  way?: 0 | 1;
}
/** The namers `placeOf` uses. */
export interface PlaceNamers {
  tradingPost: string;
  node(id: number): string;
  face(id: number): string;
  edge(id: number): string;
  tile(index: number): string;
  marker(id: number): string;
}
export const TRADING_POST: 0;
export function currentNode(g: unknown): number | null;
export function tileOfMarker(g: unknown, id: number): number;
export function spotOf(g: unknown, action: unknown): Spot | null;
export function spotKey(spot: Spot): string;
export function groupBySpot(g: unknown, actions: readonly unknown[]): { spots: { key: string; spot: Spot; actions: number[] }[]; panel: number[] };
export function placeOf(spot: Spot, namers: PlaceNamers): string;
