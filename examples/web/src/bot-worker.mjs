// The bots' thinking, off the page's thread: a Web Worker that gets a state, a seat, a bot name
// (`lost-valley-engine/bots`' `botByName`: heuristic, ismcts:N, random) and a seed, and answers
// with the bot's action. The page stays responsive while IS-MCTS searches.
import 'lost-valley-engine';
import { botByName, seededRandom } from 'lost-valley-engine/bots';
import { chooseAction } from './bot-choice.mjs';

self.onmessage = (message) => {
  const { id, state, seat, bot, seed } = message.data;
  try {
    self.postMessage({ id, action: chooseAction(botByName, seededRandom, state, seat, bot, seed) });
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
};
