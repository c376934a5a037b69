// The browser table: every game of lost-valley-engine, hot-seat and against the random bot.
// The page is drawn from one seat's view only (`view(state, seat)`), so no secret of another
// seat can reach it; the narration is that seat's events (`eventsFor`) in words.
import { getGame, legalActions, listGames, listVariants, variantPlayerRange, view } from 'lost-valley-engine';
import { renderBoardSvg } from 'lost-valley-engine/render';
import { defaultSeatName, describeAction, formatAction } from 'lost-valley-engine/words';
import { duelBoard } from '../boards/duel-board.mjs';
import { dutchmanBoard } from '../boards/dutchman-board.mjs';
import { gullyBoard } from '../boards/gully-board.mjs';
import { text } from '../boards/svg.mjs';
import {
  activeSeats, botAction, loadTable, narration, newTable, nextBotSeat, nextViewer, play, redo, saveTable, stateOf, undoToPerson,
} from './table-model.mjs';

const $ = (id) => document.getElementById(id);
const SAVE_KEY = 'lost-valley-engine/table';
/** How long bots may play before the page is drawn again (ms); a whole game never freezes the page. */
const BOT_SLICE_MS = 25;

let table = null;
/** The seat whose screen is shown; hot-seat covers the screen when it passes between people. */
let shown = null;

function seatNames() {
  return table.seats.map((_, seat) => defaultSeatName(table.locale, seat));
}

function fillSetupForm() {
  $('game').innerHTML = listGames().map((id) => `<option value="${id}">${text(getGame(id).facts.name)}</option>`).join('');
  const fillPlayers = () => {
    const range = variantPlayerRange(getGame($('game').value), $('variant').value);
    const options = [];
    for (let n = range.min; n <= range.max; n++) options.push(`<option${n === Math.min(3, range.max) ? ' selected' : ''}>${n}</option>`);
    $('players').innerHTML = options.join('');
  };
  const fillVariants = () => {
    $('variant').innerHTML = listVariants($('game').value).map((id) => `<option${id === 'standard' ? ' selected' : ''}>${text(id)}</option>`).join('');
    fillPlayers();
  };
  $('game').addEventListener('change', fillVariants);
  $('variant').addEventListener('change', fillPlayers);
  fillVariants();
}

function startNew(event) {
  event?.preventDefault();
  const players = Number($('players').value);
  const others = $('opponents').value === 'human' ? 'human' : 'bot';
  const seats = Array.from({ length: players }, (_, seat) => (seat === 0 ? 'human' : others));
  const setup = { game: $('game').value, variant: $('variant').value, players, seed: $('seed').value || 'table' };
  const created = newTable(setup, seats, $('locale').value);
  if (created.error) return say(created.error.message);
  table = created;
  shown = table.viewer;
  say('');
  settle();
}

function say(message) {
  $('message').textContent = message;
}

/** Lets bots act until a person must, drawing the page between slices of bot moves. */
function settle() {
  const started = performance.now();
  for (;;) {
    const seat = nextBotSeat(table);
    if (seat === null) break;
    const pick = botAction(table, seat);
    if (pick.action === null) break;
    const next = play({ ...table, rng: pick.rng }, pick.action, seat);
    if (next.error) return say(next.error.message);
    table = next.table;
    if (performance.now() - started > BOT_SLICE_MS) {
      draw();
      setTimeout(settle, 0);
      return;
    }
  }
  const viewer = nextViewer(table);
  if (viewer !== shown && shown !== null && viewer !== null && table.seats[shown] === 'human') {
    // Hot-seat: hide the last person's screen until the next one asks for theirs.
    table = { ...table, viewer };
    return drawCover(viewer);
  }
  table = { ...table, viewer };
  shown = viewer;
  draw();
}

function drawCover(seat) {
  // The last person's screen is emptied, not just hidden: the next person must not find it in the page.
  for (const id of ['board', 'actions', 'log-lines']) $(id).innerHTML = '';
  $('play').hidden = true;
  $('cover').hidden = false;
  $('cover-text').textContent = `Pass the table to ${seatNames()[seat]}.`;
  $('reveal-seat').textContent = `Show ${seatNames()[seat]}'s screen`;
  $('reveal-seat').dataset.seat = String(seat);
  drawSeats();
  drawStatus();
}

function drawBoard(seen) {
  const name = (seat) => seatNames()[seat] ?? String(seat);
  switch (seen.game) {
    case 'goldfield-gully':
      return gullyBoard(seen, name);
    case 'mountain-river-duel':
      return duelBoard(seen, name);
    case 'lost-dutchman':
      return dutchmanBoard(seen, name);
    case 'lost-valley':
      return renderBoardSvg(seen, { scale: 46, title: seen.seat === null ? 'Spectator' : `${name(seen.seat)} sees` });
    default:
      return `<p>No board for ${text(seen.game)}.</p>`;
  }
}

function drawSeats() {
  $('seats').innerHTML = table.seats
    .map((kind, seat) => `<label class="${seat === shown ? 'viewing' : ''}">${text(seatNames()[seat])}
      <select data-seat="${seat}"><option value="human"${kind === 'human' ? ' selected' : ''}>person</option><option value="bot"${kind === 'bot' ? ' selected' : ''}>random bot</option></select></label>`)
    .join('');
}

function drawStatus() {
  const seen = view(stateOf(table), shown);
  const names = seatNames();
  let status;
  if (seen.terminal && seen.outcome) {
    status = `Game over: ${seen.outcome.winners.map((seat) => names[seat]).join(', ')} won · scores ${seen.outcome.scores.join(' / ')}`;
  } else {
    status = `${getGame(seen.game).facts.name} · to act: ${activeSeats(table).map((seat) => names[seat]).join(', ')}`;
  }
  $('status').textContent = status;
  $('status').dataset.terminal = String(seen.terminal);
}

function draw() {
  $('cover').hidden = true;
  $('play').hidden = false;
  drawSeats();
  drawStatus();
  const state = stateOf(table);
  const seen = view(state, shown);
  $('board').innerHTML = drawBoard(seen);
  const mine = shown === null || table.seats[shown] !== 'human' ? [] : legalActions(state, shown);
  $('actions').innerHTML = mine
    .map((action, index) => {
      const notation = formatAction(state, action);
      return `<button type="button" data-index="${index}" data-notation="${text(notation)}"><code>${text(notation)}</code>${text(describeAction(state, action, { locale: table.locale, seatNames: seatNames() }))}</button>`;
    })
    .join('');
  $('bot-move').disabled = mine.length === 0;
  const lines = shown === null ? narration(table, null, seatNames()) : narration(table, shown, seatNames());
  $('log-lines').innerHTML = lines.slice(-300).map((line) => `<li>${text(line)}</li>`).join('');
  $('log').scrollTop = $('log').scrollHeight;
}

function onAction(event) {
  const button = event.target.closest('button[data-index]');
  if (!button || shown === null) return;
  const action = legalActions(stateOf(table), shown)[Number(button.dataset.index)];
  const next = play(table, action, shown);
  if (next.error) return say(next.error.message);
  table = next.table;
  say('');
  settle();
}

function onBotMove() {
  if (shown === null) return;
  const pick = botAction(table, shown);
  if (pick.action === null) return;
  const next = play({ ...table, rng: pick.rng }, pick.action, shown);
  if (next.error) return say(next.error.message);
  table = next.table;
  settle();
}

function onSeatKind(event) {
  const select = event.target.closest('select[data-seat]');
  if (!select) return;
  const seats = table.seats.slice();
  seats[Number(select.dataset.seat)] = select.value;
  table = { ...table, seats };
  if (seats[shown] !== 'human') shown = seats.indexOf('human') < 0 ? null : shown;
  settle();
}

function onUndo() {
  const result = undoToPerson(table);
  if (result.error) return say(`Undo refused (${result.error.code}): ${result.error.message}`);
  table = result.table;
  say('');
  shown = nextViewer(table);
  draw();
}

function onRedo() {
  const result = redo(table);
  if (result.error) return say(`Redo refused (${result.error.code}): ${result.error.message}`);
  table = result.table;
  say('');
  settle();
}

function onSave() {
  const saved = saveTable(table);
  localStorage.setItem(SAVE_KEY, saved);
  $('save-text').value = saved;
  say('Saved in this browser and below.');
}

function onLoad() {
  const saved = $('save-text').value.trim() || localStorage.getItem(SAVE_KEY) || '';
  const result = loadTable(saved);
  if (result.error) return say(`Load refused (${result.error.code}): ${result.error.message}`);
  table = result.table;
  shown = table.viewer;
  $('locale').value = table.locale;
  say('Loaded.');
  settle();
}

fillSetupForm();
$('setup').addEventListener('submit', startNew);
$('actions').addEventListener('click', onAction);
$('seats').addEventListener('change', onSeatKind);
$('bot-move').addEventListener('click', onBotMove);
$('undo').addEventListener('click', onUndo);
$('redo').addEventListener('click', onRedo);
$('save').addEventListener('click', onSave);
$('load').addEventListener('click', onLoad);
$('reveal-seat').addEventListener('click', () => {
  shown = Number($('reveal-seat').dataset.seat);
  draw();
});
$('locale').addEventListener('change', () => {
  if (!table) return;
  table = { ...table, locale: $('locale').value };
  draw();
});
startNew();
