import type { BoardScene } from './board-scene.js';
import { prospectorLabels } from './pieces-layer.js';

/**
 * What each prospector holds, one or two short lines each, for the legend: goods (backpack,
 * cart, gear), the gold bag (how many markers, and the values this picture may show: all in the
 * whole state, only those the seat has seen in a view), face-down gear, XP and miss markers,
 * skills. A view masks other seats' gold, so their values never show.
 *
 * @example
 * goodsLines(scene); // ['A: 2 tool, 2 food, 1 timber', '   bag 2 (river-gold-3, ?) · XP · runner']
 */
export function goodsLines(scene: BoardScene): string[] {
  const labels = prospectorLabels(scene);
  const w = scene.words;
  const lines: string[] = [];
  scene.g.prospectors.forEach((p, i) => {
    const inventory = p.inventory;
    if (!inventory) return;
    const goods = new Map<string, number>();
    for (const list of [inventory.gear, inventory.backpack, inventory.cart ?? []]) for (const stack of list) goods.set(stack.item, (goods.get(stack.item) ?? 0) + stack.count);
    const held = [...goods].map(([item, count]) => w.goods(count, item)).join(', ');
    lines.push(`${labels[i] ?? String(i)}: ${held === '' ? w.nothing : held}${inventory.cart === null ? '' : w.cart}`);
    const extra: string[] = [];
    if (inventory.goldBag.length > 0) {
      const shown = inventory.goldBag.map((slot) => (slot.identity === null ? '?' : w.marker(slot.identity)));
      extra.push(w.bag(inventory.goldBag.length, shown.join(', ')));
    }
    if (inventory.hiddenGear.length > 0) extra.push(w.hiddenGear(inventory.hiddenGear.length));
    if (inventory.xp > 0) extra.push(w.xp);
    if (inventory.missMarker) extra.push(w.miss);
    if (inventory.skills.length > 0) extra.push(inventory.skills.map((skill) => w.skill(skill)).join(', '));
    if (extra.length > 0) lines.push(`   ${extra.join(' · ')}`);
  });
  return lines;
}
