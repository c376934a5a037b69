import { seatLabel } from '../../../core/seat-label.js';
import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { refusal } from '../kernel/refusal.js';
import type { SkillId } from '../schemas/ids.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { popTask } from '../kernel/task-queue.js';
import { withFields, withProspector } from '../kernel/state-copy.js';
import type { TaskHandler } from '../kernel/rule-context.js';
import { skillPoolRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;
type DrawTask = Extract<Task, { task: 'draw-skill' }>;
type KeepTask = Extract<Task, { task: 'keep-skill' }>;

/*
 * Drawing skill tiles and keeping one (LV-INV-9 at setup, LV-XP-2 when a second XP marker is
 * earned). A draw is one chance node per tile, uniform over the face-down tiles; the drawn tiles
 * are secret to the other seats (hidden.ts masks `drawn`) until the kept one is laid face up.
 */

/**
 * The task that makes a prospector draw `count` skill tiles (fewer when fewer lie face down)
 * and then keep one.
 *
 * @example
 * drawSkillTask(g, 0, 3, false);
 */
export function drawSkillTask(g: G, prospector: number, count: number, setup: boolean): Task {
  return { task: 'draw-skill', seat: g.prospectors[prospector]!.seat, prospector, drawn: [], count, setup };
}

function removeOne(list: readonly SkillId[], skill: SkillId): SkillId[] {
  const at = list.indexOf(skill);
  return at < 0 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}

/**
 * A draw of skill tiles: a chance node per tile while tiles are wanted and some lie face down;
 * then the keep decision. At setup every prospector draws before anyone keeps (the keep tasks
 * wait after the last setup draw), so no one draws a tile another has just put back; when
 * learning, the keep follows at once (LV-INV-9, LV-XP-2).
 */
export const drawSkillHandler: TaskHandler = {
  mode: (_ctx, g, task) => (task.task === 'draw-skill' && task.drawn.length < task.count && g.skills.faceDown.length > 0 ? 'chance' : 'auto'),
  outcomes: (_ctx, g) => {
    const counts = new Map<SkillId, number>();
    for (const skill of g.skills.faceDown) counts.set(skill, (counts.get(skill) ?? 0) + 1);
    const total = g.skills.faceDown.length;
    return [...counts].map(([skill, n]): ChanceOption<LostValleyChance> => ({ outcome: { skill }, probability: n / total }));
  },
  resolve: (_ctx, g, task, outcome, events) => {
    if (task.task !== 'draw-skill' || !('skill' in outcome) || !g.skills.faceDown.includes(outcome.skill)) return g;
    const next: DrawTask = { ...task, drawn: [...task.drawn, outcome.skill] };
    events.push({ type: 'skill-drawn', player: task.seat, prospector: task.prospector, skill: outcome.skill, visibleTo: [task.seat] });
    return withFields(g, { tasks: [next, ...g.tasks.slice(1)], skills: skillPoolRecord({ ...g.skills, faceDown: removeOne(g.skills.faceDown, outcome.skill) }) });
  },
  run: (_ctx, g, task) => {
    if (task.task !== 'draw-skill') return popTask(g);
    const rest = g.tasks.slice(1);
    if (task.drawn.length === 0) return withFields(g, { tasks: rest });
    const keep: KeepTask = { task: 'keep-skill', seat: task.seat, prospector: task.prospector, drawn: task.drawn, setup: task.setup };
    if (!task.setup) return withFields(g, { tasks: [keep, ...rest] });
    // Setup: the keep waits until every prospector has drawn.
    let after = 0;
    rest.forEach((t, i) => {
      if ((t.task === 'draw-skill' || t.task === 'keep-skill') && t.setup) after = i + 1;
    });
    return withFields(g, { tasks: [...rest.slice(0, after), keep, ...rest.slice(after)] });
  },
};

/**
 * Keeping one drawn skill tile: it goes face up beside the prospector; the others go back face
 * down at setup (shuffled: the face-down tiles are unordered) or are laid face up when learning
 * (LV-INV-9, LV-XP-2).
 */
export const keepSkillHandler: TaskHandler = {
  mode: () => 'decision',
  seat: (task) => (task.task === 'keep-skill' ? task.seat : -1),
  legal: (_ctx, _g, task, player) => {
    if (task.task !== 'keep-skill' || player !== task.seat) return [];
    return [...new Set(task.drawn)].sort().map((skill): LostValleyAction => ({ type: 'keep-skill', player, skill }));
  },
  explain: (_ctx, _g, task, action) =>
    action.type === 'keep-skill' && task.task === 'keep-skill' && !task.drawn.includes(action.skill)
      ? refusal('skill-not-drawn', { rule: task.setup ? 'LV-INV-9' : 'LV-XP-2' }, { skill: action.skill })
      : null,
  answer: (_ctx, g, task, action, events) => {
    if (task.task !== 'keep-skill' || action.type !== 'keep-skill' || !task.drawn.includes(action.skill)) return g;
    const rest = removeOne(task.drawn, action.skill);
    const p = g.prospectors[task.prospector]!;
    const skills = task.setup
      ? { faceDown: [...g.skills.faceDown, ...rest].sort(), faceUp: g.skills.faceUp }
      : { faceDown: g.skills.faceDown, faceUp: [...g.skills.faceUp, ...rest] };
    events.push({ type: 'skill-learned', player: task.seat, prospector: task.prospector, skill: action.skill });
    if (!task.setup && rest.length > 0) events.push({ type: 'skills-laid-face-up', player: task.seat, skills: rest });
    const next = withProspector(popTask(g), task.prospector, { ...p, inventory: { ...p.inventory, skills: [...p.inventory.skills, action.skill] } });
    return withFields(next, { skills });
  },
};

/**
 * Learning a skill after a second XP marker (LV-XP-2): take one face-up tile, or draw three face
 * down (fewer when fewer are left) and keep one. With no tile left anywhere nothing happens.
 */
export const learnSkillHandler: TaskHandler = {
  mode: (_ctx, g) => (g.skills.faceUp.length > 0 || g.skills.faceDown.length > 0 ? 'decision' : 'auto'),
  seat: (task) => (task.task === 'learn-skill' ? task.seat : -1),
  legal: (_ctx, g, task, player) => {
    if (task.task !== 'learn-skill' || player !== task.seat) return [];
    const actions: LostValleyAction[] = [...new Set(g.skills.faceUp)].sort().map((skill) => ({ type: 'take-skill', player, skill }));
    if (g.skills.faceDown.length > 0) actions.push({ type: 'draw-skills', player });
    return actions;
  },
  answer: (_ctx, g, task, action, events) => {
    if (task.task !== 'learn-skill') return g;
    if (action.type === 'draw-skills' && g.skills.faceDown.length > 0) {
      return withFields(g, { tasks: [drawSkillTask(g, task.prospector, 3, false), ...g.tasks.slice(1)] });
    }
    if (action.type !== 'take-skill' || !g.skills.faceUp.includes(action.skill)) return g;
    const p = g.prospectors[task.prospector]!;
    events.push({ type: 'skill-learned', player: task.seat, prospector: task.prospector, skill: action.skill });
    const next = withProspector(popTask(g), task.prospector, { ...p, inventory: { ...p.inventory, skills: [...p.inventory.skills, action.skill] } });
    return withFields(next, { skills: skillPoolRecord({ ...g.skills, faceUp: removeOne(g.skills.faceUp, action.skill) }) });
  },
  run: (_ctx, g) => popTask(g),
  explain: (_ctx, g, _task, action) =>
    action.type === 'take-skill' && !g.skills.faceUp.includes(action.skill)
      ? refusal('skill-not-face-up', { rule: 'LV-XP-2' }, { skill: action.skill })
      : null,
};

/**
 * One plain sentence for a skill event; `undefined` for other events.
 *
 * @example
 * describeSkillEvent({ type: 'skill-learned', player: 0, prospector: 0, skill: 'scout' });
 */
export function describeSkillEvent(event: LostValleyEvent): string | undefined {
  const seat = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'skill-drawn':
      return `${seat} draws the skill tile ${String(event.skill)}.`;
    case 'skill-learned':
      return `${seat} learns the skill ${String(event.skill)}.`;
    case 'skills-laid-face-up':
      return `${seat} lays ${event.skills.join(', ')} face up.`;
    default:
      return undefined;
  }
}
