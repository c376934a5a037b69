import type { WelcomeMessage } from './protocol-schemas.js';
import type { ClientCheck } from './client-check.js';
import type { FaceMatchTypes, MatchTypes } from './match-types.js';
import { clientView, followChecked, receiveWith, type ReceiveResult, type SeatClient } from './seat-client.js';

/**
 * A game's face as `matchClient` takes it: its id and schemas (checked at run time) and its types
 * (`FaceMatchTypes`).
 *
 * @example
 * const face: ClientFace = lostValleyFace;
 */
export type ClientFace = ClientCheck & { readonly definition: { readonly id: string } };

/**
 * The client end of the protocol typed over one game: `followMatch`, `receiveMessage` and
 * `clientView` with the game's view, events and legal actions, and every welcome and update
 * checked with the face's schemas before it is applied (another game: `match/wrong-game`; a view,
 * event or action the schemas refuse: `match/invalid-message`; the client is unchanged). Like
 * every match function, it never throws.
 *
 * @example
 * const gully = matchClient(goldfieldGullyFace);
 * let client: SeatClient<FaceMatchTypes<typeof goldfieldGullyFace>> | null = null;
 * const r = gully.receive(client, JSON.parse(text));
 * if (r.ok) client = r.client; // client.view.g.choice: (number | 'secret' | null)[]
 */
export interface MatchClient<T extends MatchTypes> {
  /** The game's id. */
  readonly game: string;
  /** A client at the step of its welcome, or why the welcome does not fit the game. */
  follow(welcome: WelcomeMessage): ReceiveResult<T>;
  /** Applies one message from the host (see `receiveMessage`), checked with the game's schemas. */
  receive(client: SeatClient<T> | null, message: unknown): ReceiveResult<T>;
  /** The engine's whole view for the client's step, as the game's view type (see `clientView`). */
  view(client: SeatClient<T>): T['view'];
}

/**
 * The client end of the protocol typed over a game's face: a program that holds only what the
 * host sends (views, events, legal actions) holds them with the game's types, checked as they
 * arrive, and needs no cast. Its functions are not generic, so the usual loop
 * (`client = r.client` after each message) types without annotations.
 *
 * @example
 * const valley = matchClient(lostValleyFace);
 * const r = valley.receive(null, JSON.parse(text));
 * if (r.ok) r.client.view.g.skills.faceDown; // 'hidden'[]
 */
export function matchClient<F extends ClientFace>(face: F): MatchClient<FaceMatchTypes<F>> {
  type T = FaceMatchTypes<F>;
  // What comes back was checked with the face's schemas, so it holds the face's types.
  return {
    game: face.id,
    follow: (welcome) => followChecked(face, welcome) as ReceiveResult<T>,
    receive: (client, message) => receiveWith(face, client as SeatClient<MatchTypes> | null, message) as ReceiveResult<T>,
    view: (client) => clientView(client),
  };
}
