/**
 * Freezes a value and everything inside it, so that any mutation by the engine throws in strict
 * mode (the kit's no-mutation check).
 *
 * @example
 * const frozen = deepFreeze(structuredClone(state));
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
