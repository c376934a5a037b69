import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A new seat token: 24 random bytes as base64url (32 characters). It is the seat: whoever sends
 * it takes that seat, so only its holder is sent it, once, and the server keeps only its hash.
 *
 * @example
 * const token = newSeatToken(); // 'k3J…' (32 characters)
 */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The hash the server keeps of a seat token: SHA-256, as 64 hex digits. A token is 24 random
 * bytes, so a plain hash is enough (nothing to guess, no salt needed): someone who reads the
 * database gets no seat from it.
 *
 * @example
 * hashSeatToken('t-a').length; // 64
 */
export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Whether a stored token hash (64 hex digits, {@link hashSeatToken}) is the hash of `token`,
 * compared in constant time (`timingSafeEqual` on the two 32-byte digests), so the time taken
 * tells nothing about how much of it matched. A stored hash that is not 64 hex digits matches
 * nothing.
 *
 * @example
 * tokenMatches(hashSeatToken('t-a'), 't-a'); // true
 */
export function tokenMatches(storedHash: string, token: string): boolean {
  return digestMatches(storedHash, tokenDigest(token));
}

/**
 * `tokenMatches` with the presented token already hashed (a 32-byte digest), for checking it
 * against every seat of a table with one hash.
 *
 * @internal
 */
export function digestMatches(storedHash: string, digest: Buffer): boolean {
  if (!/^[0-9a-f]{64}$/.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(storedHash, 'hex'), digest);
}

/**
 * The 32-byte SHA-256 digest of a presented token (for {@link digestMatches}).
 *
 * @internal
 */
export function tokenDigest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
