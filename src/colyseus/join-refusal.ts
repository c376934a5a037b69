import { ServerError } from '@colyseus/core';
import type { RuleError } from '../core/errors.js';

/**
 * The Colyseus error code of a refused create or join: the client's `MatchMakeError` has this
 * `code`, and its `message` begins with the refusal's own code (`colyseus/seat-taken: Seat 2 is
 * taken …`).
 *
 * @example
 * catch (e) { if (e.code === JOIN_REFUSED) show(e.message); }
 */
export const JOIN_REFUSED = 4422;

/**
 * Refuses a create or join: Colyseus hands the thrown error to the client as its `MatchMakeError`.
 *
 * @example
 * if (!claim.ok) refuseJoin(claim.error);
 * @internal
 */
export function refuseJoin(error: RuleError): never {
  throw new ServerError(JOIN_REFUSED, `${error.code}: ${error.message}`);
}
