// The page's end of the bot worker: `think(state, seat, bot, seed)` resolves with the bot's
// action. Without Worker support (or when the worker fails to start) the bot thinks in the page.
import { botByName, seededRandom } from 'lost-valley-engine/bots';
import { chooseAction } from './bot-choice.mjs';

/** A thinker backed by a Web Worker at `url` (bots.js beside table.js). */
export function workerThinker(url) {
  let worker = null;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(url, { type: 'module' });
  } catch {
    worker = null;
  }
  const waiting = new Map();
  let next = 0;
  if (worker) {
    worker.onmessage = (message) => {
      const { id, action, error } = message.data;
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!pending) return;
      if (error) pending.reject(new Error(error));
      else pending.resolve(action);
    };
  }
  return {
    think(state, seat, bot, seed) {
      if (!worker) return Promise.resolve(chooseAction(botByName, seededRandom, state, seat, bot, seed));
      const id = ++next;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, state, seat, bot, seed });
      });
    },
  };
}
