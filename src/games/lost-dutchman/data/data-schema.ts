import * as z from 'zod';

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are kebab-case');
const Count = z.number().int().min(0).max(120);
const Rating = z.number().int().min(2).max(20);

/**
 * The four attributes of a prospector board (LD-SETUP-4).
 *
 * @example
 * AttributeSchema.parse('vigor');
 * @internal
 */
export const AttributeSchema = z.enum(['health', 'vigor', 'foresight', 'ingenuity']);

/**
 * An attribute name.
 *
 * @example
 * const a: Attribute = 'foresight';
 */
export type Attribute = z.infer<typeof AttributeSchema>;

/**
 * A change of one attribute: a penalty (subtracted) or a reward (added).
 *
 * @example
 * AttributeChangeSchema.parse({ attribute: 'health', amount: 2 });
 * @internal
 */
export const AttributeChangeSchema = z.strictObject({ attribute: AttributeSchema, amount: z.number().int().min(1).max(6) });

/**
 * A change of one attribute.
 *
 * @example
 * const penalty: AttributeChange = { attribute: 'vigor', amount: 1 };
 */
export type AttributeChange = z.infer<typeof AttributeChangeSchema>;

/**
 * A creature or disaster kind: its challenge rating, the attribute it tests, its treasure (the
 * base for creatures, LD-TILE-CREATURE-1), the attribute reward if any, and the penalty.
 *
 * @example
 * ChallengeKindSchema.parse({ id: 'gila-monster', name: 'Gila monster', count: 4, rating: 5,
 *   attribute: 'vigor', treasure: 3, reward: null, penalty: { attribute: 'health', amount: 1 } });
 * @internal
 */
export const ChallengeKindSchema = z.strictObject({
  id: Id,
  name: z.string().min(1),
  count: Count,
  rating: Rating,
  attribute: AttributeSchema,
  treasure: z.number().int().min(0).max(30),
  reward: AttributeChangeSchema.nullable(),
  penalty: AttributeChangeSchema,
  /** The Evil Spirit: it can only be defeated by a holder of a Mystic Quartz item (LD-SPIRIT-1). */
  needsMysticQuartz: z.boolean().default(false),
});

/**
 * A creature or disaster kind.
 *
 * @example
 * const kind: ChallengeKind = data.creatures[0]!;
 */
export type ChallengeKind = z.infer<typeof ChallengeKindSchema>;

/**
 * What an item does when used (each carried out by the engine, LD-ITEM-2):
 * `bury` discards it to bury one unburied treasure not haunted by the Ghost;
 * `mystic-quartz` is kept and lets its holder defeat the Evil Spirit;
 * `choose-roll` is discarded before rolling to choose the movement (1, 2 or 3) instead;
 * `extra-step` is discarded after a number roll to move `amount` more spaces;
 * `heal` is discarded to gain `amount` health (up to the track's top).
 *
 * @example
 * ItemEffectSchema.parse('bury');
 */
export const ItemEffectSchema = z.enum(['bury', 'mystic-quartz', 'choose-roll', 'extra-step', 'heal']);

/**
 * An item effect.
 *
 * @example
 * const effect: ItemEffect = 'heal';
 */
export type ItemEffect = z.infer<typeof ItemEffectSchema>;

/**
 * An item kind and how many of its tiles are among the land tiles.
 *
 * @example
 * ItemKindSchema.parse({ id: 'pickaxe', name: 'Pickaxe', count: 4, effect: 'bury', amount: 0 });
 * @internal
 */
export const ItemKindSchema = z.strictObject({
  id: Id,
  name: z.string().min(1),
  count: Count,
  effect: ItemEffectSchema,
  amount: z.number().int().min(0).max(6),
});

/**
 * An item kind.
 *
 * @example
 * const pickaxe: ItemKind = data.items[0]!;
 */
export type ItemKind = z.infer<typeof ItemKindSchema>;

/**
 * What a treasure hunter adds, for good (LD-HUNTER-1): `challenge-bonus` to every creature,
 * disaster and Lost Dutchman roll, `fight-bonus` to bandit fights (attacking and defending),
 * `steal-bonus` to the total of a bandit steal.
 *
 * @example
 * HunterEffectSchema.parse('fight-bonus');
 */
export const HunterEffectSchema = z.enum(['challenge-bonus', 'fight-bonus', 'steal-bonus']);

/**
 * A treasure hunter effect.
 *
 * @example
 * const effect: HunterEffect = 'steal-bonus';
 */
export type HunterEffect = z.infer<typeof HunterEffectSchema>;

/**
 * A treasure hunter kind.
 *
 * @example
 * HunterKindSchema.parse({ id: 'apache-guide', name: 'Apache guide', count: 2, effect: 'challenge-bonus', amount: 1 });
 * @internal
 */
export const HunterKindSchema = z.strictObject({
  id: Id,
  name: z.string().min(1),
  count: Count,
  effect: HunterEffectSchema,
  amount: z.number().int().min(1).max(6),
});

/**
 * A treasure hunter kind.
 *
 * @example
 * const hunter: HunterKind = data.hunters[0]!;
 */
export type HunterKind = z.infer<typeof HunterKindSchema>;

/**
 * A prospector board: starting attributes (health 1–6, the others 0–6) and the starting item.
 *
 * @example
 * CharacterSchema.parse({ id: 'mule', name: 'Stubborn mule', health: 5, vigor: 3, foresight: 1, ingenuity: 0, startingItem: null });
 * @internal
 */
export const CharacterSchema = z.strictObject({
  id: Id,
  name: z.string().min(1),
  health: z.number().int().min(1).max(6),
  vigor: z.number().int().min(0).max(6),
  foresight: z.number().int().min(0).max(6),
  ingenuity: z.number().int().min(0).max(6),
  startingItem: Id.nullable(),
});

/**
 * A prospector board.
 *
 * @example
 * const mule: Character = data.characters[0]!;
 */
export type Character = z.infer<typeof CharacterSchema>;

/**
 * An event tile's effect (LD-EVENT-2), every prospector taking part in turn order:
 * `test`: each rolls the action die plus `attribute`; a total below `target` suffers `penalty`;
 * `campfire`: each raises one attribute other than health by 1 (up to the track's top);
 * `poker`: each rolls the action die; the one highest roller takes a creature or disaster tile
 * of his choice from the one lowest roller (a tie for either place: nothing changes hands).
 *
 * @example
 * EventEffectSchema.parse({ type: 'campfire' });
 */
export const EventEffectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('test'), attribute: AttributeSchema, target: z.number().int().min(1).max(20), penalty: AttributeChangeSchema }),
  z.strictObject({ type: z.literal('campfire') }),
  z.strictObject({ type: z.literal('poker') }),
]);

/**
 * An event effect.
 *
 * @example
 * const effect: EventEffect = { type: 'poker' };
 */
export type EventEffect = z.infer<typeof EventEffectSchema>;

/**
 * An event tile kind.
 *
 * @example
 * EventKindSchema.parse({ id: 'campfire-stories', name: 'Campfire stories', count: 3, effect: { type: 'campfire' } });
 * @internal
 */
export const EventKindSchema = z.strictObject({ id: Id, name: z.string().min(1), count: Count, effect: EventEffectSchema });

/**
 * An event tile kind.
 *
 * @example
 * const event: EventKind = data.events[0]!;
 */
export type EventKind = z.infer<typeof EventKindSchema>;

/**
 * A challenge token: two different challenge ratings (LD-MAP-2).
 *
 * @example
 * ChallengeTokenSchema.parse({ id: '5-6', ratings: [5, 6] });
 * @internal
 */
export const ChallengeTokenSchema = z.strictObject({ id: Id, ratings: z.tuple([Rating, Rating]) });

/**
 * A challenge token.
 *
 * @example
 * const token: ChallengeToken = { id: '7-9', ratings: [7, 9] };
 */
export type ChallengeToken = z.infer<typeof ChallengeTokenSchema>;

/**
 * A spot of the treasure map: a challenge token lies on it, and it is reached from the mining
 * camp (`camp`) or from the spots listed in `after` (a prospector stands behind a spot once he
 * has overcome its token). The `final` spot is the last challenge before the mine. The spots and
 * their `after` lists are the map's trails (LD-MAP-1).
 *
 * @example
 * MapSpotSchema.parse({ id: 'a', after: ['1'], final: false });
 * @internal
 */
export const MapSpotSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+$/),
  after: z.array(z.string()).min(1),
  final: z.boolean().default(false),
});

/**
 * A spot of the treasure map.
 *
 * @example
 * const spot: MapSpot = { id: 'l', after: ['h', 'i'], final: true };
 */
export type MapSpot = z.infer<typeof MapSpotSchema>;

/**
 * A treasure tile value and how many tiles show it (the value counts in the final scoring,
 * LD-TILE-TREASURE-2).
 *
 * @example
 * TreasureValueSchema.parse({ value: 1, count: 10 });
 * @internal
 */
export const TreasureValueSchema = z.strictObject({ value: z.number().int().min(0).max(30), count: Count });

/**
 * A treasure value and its count.
 *
 * @example
 * const t: TreasureValue = { value: 5, count: 2 };
 */
export type TreasureValue = z.infer<typeof TreasureValueSchema>;

/**
 * A whole component set of Legend of the Lost Dutchman (the supplies, LD-COMP-1): the reference set
 * of our design, or the printed one entered by an owner of the game as setup `data`. Checked beyond
 * this schema by `validateDutchmanData` (120 land tiles, unique ids, a sound treasure map…).
 *
 * @example
 * DutchmanDataSchema.safeParse(JSON.parse(text)).success;
 */
export const DutchmanDataSchema = z.strictObject({
  name: z.string().min(1),
  /** Faces of the movement die: a number of spaces, or `special` for the special action. */
  movementDie: z.array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal('special')])).min(1).max(12),
  /** Faces of an action die. */
  actionDie: z.array(z.number().int().min(0).max(12)).min(1).max(12),
  waterLevels: z.number().int().min(1).max(12),
  attributeMax: z.number().int().min(1).max(12),
  mineBonus: z.number().int().min(0).max(100),
  /**
   * The Lost Dutchman creature tile: its rating and the attribute it tests, or `highest` for the
   * fighter's highest attribute other than health (LD-MINE-2, LD-GHOST-4).
   */
  lostDutchman: z.strictObject({ name: z.string().min(1), rating: Rating, attribute: z.union([AttributeSchema, z.literal('highest')]) }),
  treasures: z.array(TreasureValueSchema).min(1),
  /** Creatures (red name plate) and disasters (brown) are two lists of one shape (LD-TILE-CHALLENGE-1). */
  creatures: z.array(ChallengeKindSchema).min(1),
  disasters: z.array(ChallengeKindSchema).min(1),
  items: z.array(ItemKindSchema),
  hunters: z.array(HunterKindSchema),
  bandits: Count,
  crevices: Count,
  waterLevelDrops: Count,
  characters: z.array(CharacterSchema).min(5),
  events: z.array(EventKindSchema).min(1),
  challengeTokens: z.array(ChallengeTokenSchema).min(1),
  treasureMap: z.array(MapSpotSchema).min(1),
});

/**
 * A Lost Dutchman component set, as `data` of the setup.
 *
 * @example
 * createGame({ game: 'lost-dutchman', players: 3, seed: 1, data: printedSet });
 */
export type DutchmanData = z.infer<typeof DutchmanDataSchema>;
