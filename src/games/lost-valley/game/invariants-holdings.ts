import type { RuleError } from '../../../core/errors.js';
import type { RuleContext } from '../kernel/rule-context.js';
import { usesSkills } from '../kernel/switches.js';
import { SkillIdSchema, type SkillId } from '../schemas/ids.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { saveFault, type SavePath } from './invariants-fault.js';

type G = LostValleyGameState;

/*
 * Skills, works and claims in a save: each of the 19 skill tiles lies in one place (a
 * prospector, the face-down or face-up pile, a draw in progress) when skills are in play and
 * none anywhere when they are not (LV-SKILL-1, LV-CLASSIC-1); works stand where they can be
 * built (LV-WORK-1); a claim marker lies on a mine, one a mine (LV-CLAIM-1).
 */

/**
 * The first fault of the skills, XP markers, works and claims, or `null`.
 *
 * @example
 * holdingsFault(ctx, g); // null for a state the engine made
 */
export function holdingsFault(ctx: RuleContext, g: G): RuleError | null {
  return skillsFault(ctx, g) ?? worksFault(ctx, g) ?? claimsFault(ctx, g);
}

function skillsFault(ctx: RuleContext, g: G): RuleError | null {
  const places: [SavePath, readonly SkillId[]][] = [
    [['skills', 'faceDown'], g.skills.faceDown],
    [['skills', 'faceUp'], g.skills.faceUp],
  ];
  g.prospectors.forEach((p, i) => places.push([['prospectors', i, 'inventory', 'skills'], p.inventory.skills]));
  g.tasks.forEach((task, t) => {
    if (task.task === 'draw-skill' || task.task === 'keep-skill') places.push([['tasks', t, 'drawn'], task.drawn]);
  });
  const seen = new Set<SkillId>();
  for (const [path, list] of places) {
    for (const [k, skill] of list.entries()) {
      if (seen.has(skill)) return saveFault('skill-once', `The skill tile ${skill} is in two places (held twice, or held and still in a pile).`, [...path, k], 'LV-SKILL-1');
      seen.add(skill);
    }
  }
  const k = g.skills.faceDown.findIndex((skill, j) => j > 0 && skill < g.skills.faceDown[j - 1]!);
  if (k > 0) return saveFault('pile-order', 'The face-down skill tiles are not in id order.', ['skills', 'faceDown', k], 'LV-SKILL-1');
  const total = usesSkills(ctx) ? SkillIdSchema.options.length : 0;
  if (seen.size !== total) {
    return saveFault('skill-count', `${seen.size} skill tiles are in the game; ${total === 0 ? 'skills are not in play' : `the set has ${total}`}.`, ['skills'], usesSkills(ctx) ? 'LV-SKILL-1' : 'LV-CLASSIC-1');
  }
  if (!usesSkills(ctx)) {
    const i = g.prospectors.findIndex((p) => p.inventory.xp > 0);
    if (i >= 0) return saveFault('xp-marker', 'A prospector holds an XP marker, but skills and XP are not in play.', ['prospectors', i, 'inventory', 'xp'], 'LV-CLASSIC-1');
  }
  return null;
}

/** Whether a placed tile's terrain is mountain (a mine stands only there, LV-WORK-1). */
function isMountain(ctx: RuleContext, id: string): boolean {
  const { diamonds, triangles } = ctx.catalog;
  const terrain = diamonds.get(id)?.terrain ?? triangles.get(id)?.terrain ?? (ctx.set.spring.id === id ? ctx.set.spring.terrain : undefined);
  return terrain === 'mountain';
}

function worksFault(ctx: RuleContext, g: G): RuleError | null {
  const { lattice } = ctx.catalog;
  const places = new Set<string>();
  for (const [i, work] of g.board.works.entries()) {
    const path: SavePath = ['board', 'works', i];
    if (work.builder >= g.prospectors.length) return saveFault('work-place', 'A work was built by a prospector who is not in the game.', [...path, 'builder'], 'LV-WORK-1');
    const fits =
      work.work === 'mine'
        ? g.board.tiles[work.at] !== undefined && isMountain(ctx, g.board.tiles[work.at]!.tile)
        : work.work === 'flume' || work.work === 'bridge'
          ? work.at < lattice.edgeCount && lattice.edgeEnds[2 * work.at]! >= 0
          : work.at < lattice.nodeCount;
    if (!fits) return saveFault('work-place', `A ${work.work} stands where none can be built (${work.work === 'mine' ? 'a mine stands on a mountain tile' : work.work === 'flume' || work.work === 'bridge' ? 'on an edge of the lattice' : 'on an intersection'}).`, [...path, 'at'], 'LV-WORK-1');
    const key = `${work.work}@${work.at}`;
    if (places.has(key)) return saveFault('work-place', `Two ${work.work}s stand on one place.`, [...path, 'at'], 'LV-WORK-1');
    places.add(key);
  }
  return null;
}

function claimsFault(ctx: RuleContext, g: G): RuleError | null {
  const claimed = new Set<number>();
  for (const [i, p] of g.prospectors.entries()) {
    if (p.claim === null) continue;
    const path: SavePath = ['prospectors', i, 'claim'];
    if (!ctx.options.claims) return saveFault('claim-mine', 'A claim marker lies on a mine, but claims are not in play.', path, 'LV-CLASSIC-6');
    if (!g.board.works.some((w) => w.work === 'mine' && w.at === p.claim!.tile)) return saveFault('claim-mine', 'A claim marker lies on a tile with no mine.', [...path, 'tile'], 'LV-CLAIM-1');
    if (claimed.has(p.claim.tile)) return saveFault('claim-mine', 'Two claim markers lie on one mine.', [...path, 'tile'], 'LV-CLAIM-1');
    claimed.add(p.claim.tile);
  }
  return null;
}
