/**
 * The error a conformance check throws: which property failed, and where.
 *
 * @example
 * throw new ConformanceFailure('views-leak-nothing', 'seat 1 sees a difference', { ply: 12 });
 */
export class ConformanceFailure extends Error {
  readonly property: string;
  readonly where: Readonly<Record<string, unknown>>;
  constructor(property: string, message: string, where: Readonly<Record<string, unknown>> = {}) {
    super(`[${property}] ${message} ${JSON.stringify(where).slice(0, 600)}`);
    this.name = 'ConformanceFailure';
    this.property = property;
    this.where = where;
  }
}

/**
 * Throws a {@link ConformanceFailure} unless the condition holds.
 *
 * @example
 * expectThat(result.ok, 'enumerated-actions-apply', 'a legal action was refused', { ply });
 */
export function expectThat(condition: boolean, property: string, message: string, where: Readonly<Record<string, unknown>> = {}): asserts condition {
  if (!condition) throw new ConformanceFailure(property, message, where);
}
