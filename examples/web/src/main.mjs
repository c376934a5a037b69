// The browser table: every game of lost-valley-engine, against bots (thinking in a Web Worker) or
// hot-seat. The page draws one seat from the updates of a table source (table-source.mjs): the
// seat's view, its events and its legal actions, nothing else, so no secret of another seat can
// reach it. Lost Valley is played on the board itself (lost-valley/lv-board.mjs): every place an
// action concerns is a spot to click or tab to; the other games list their actions as buttons.
import { getGame, listGames, listVariants, variantPlayerRange } from 'lost-valley-engine';
import { describeAction, describeEvent, formatAction } from 'lost-valley-engine/words';
import { duelBoard } from '../boards/duel-board.mjs';
import { dutchmanBoard } from '../boards/dutchman-board.mjs';
import { gullyBoard } from '../boards/gully-board.mjs';
import { text } from '../boards/svg.mjs';
import { workerThinker } from './bot-thinker.mjs';
import { lostValleyBoard } from './lost-valley/lv-board.mjs';
import { lostValleySheets } from './lost-valley/lv-sheets.mjs';
import { onlineLinkHtml, onlineSeatsHtml, onlineTableOptions, openOnline, serverAddress, tableOfLink } from './online-table.mjs';
import { seatName, t } from './page-words.mjs';
import { createLocalSource, readSavedTable } from './table-source.mjs';

const $ = (id) => document.getElementById(id);
const SAVE_KEY = 'lost-valley-engine/table';
const BOT_KINDS = ['heuristic', 'ismcts:300', 'random'];
const thinker = workerThinker(new URL('bots.js', import.meta.url));

/** The table as the page knows it: the source, its last update, the narration, the open menu. */
const table = { source: null, update: null, entries: [], log: [], locale: 'en', board: null, unsubscribe: null };
// For tests and curious people: the last update the page drew (the seat's view: nothing hidden).
window.lostValleyTable = table;

function names() {
  return table.source?.seatNames ?? [];
}

function fillSetupForm() {
  $('game').innerHTML = listGames().map((id) => `<option value="${id}"${id === 'lost-valley' ? ' selected' : ''}>${text(getGame(id).facts.name)}</option>`).join('');
  const fillPlayers = () => {
    const range = variantPlayerRange(getGame($('game').value), $('variant').value);
    const options = [];
    for (let n = range.min; n <= range.max; n++) options.push(`<option${n === Math.max(range.min, Math.min(2, range.max)) ? ' selected' : ''}>${n}</option>`);
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

/** The page's own labels in the chosen locale. */
function labelPage() {
  const l = table.locale;
  document.documentElement.lang = l;
  for (const element of document.querySelectorAll('[data-label]')) element.textContent = t(l, element.dataset.label);
  $('save-text').placeholder = t(l, 'savePlaceholder');
  $('others').innerHTML = [['heuristic', 'heuristicBots'], ['ismcts:300', 'ismctsBots'], ['random', 'randomBots'], ['human', 'people']]
    .map(([value, key]) => `<option value="${value}"${value === ($('others').dataset.value ?? 'heuristic') ? ' selected' : ''}>${text(t(l, key))}</option>`)
    .join('');
}

function open(made) {
  if (!made.ok) return say(made.error.message);
  table.source?.close();
  table.unsubscribe?.();
  table.source = made.source;
  onlineOpened(made.source);
  table.entries = [];
  table.log = [];
  say('');
  table.unsubscribe = table.source.subscribe(onUpdate);
}

function startNew(event) {
  event?.preventDefault();
  const players = Number($('players').value);
  const others = $('others').value;
  const seats = Array.from({ length: players }, (_, seat) => (seat === 0 ? 'human' : others));
  const chosen = $('names').value.split(',').map((name) => name.trim());
  const seatNames = seats.map((_, seat) => chosen[seat] || seatName(table.locale, seat));
  const setup = { game: $('game').value, variant: $('variant').value, players, seed: $('seed').value || 'table' };
  open(createLocalSource({ setup, seats, seatNames, think: thinker.think }));
}

function say(message) {
  $('message').textContent = message;
}

function onUpdate(update) {
  table.update = update;
  if (update.past) {
    table.entries = [];
    table.log = [];
  }
  for (const event of update.past ?? update.events) {
    const entry = { event, view: update.view };
    table.entries.push(entry);
    table.log.push(narrate(entry));
  }
  if (update.cover !== null && update.cover !== undefined) drawCover(update.cover);
  else draw();
}

// One event in words, with the view it came with (the place names of the board at that time).
function narrate(entry) {
  return describeEvent(entry.event, entry.view, { locale: table.locale, seatNames: names() }) || '';
}

function drawCover(seat) {
  // The last person's screen is emptied, not just hidden: the next person must not find it in the page.
  for (const id of ['board', 'actions', 'log-lines', 'sheets-body', 'spot-menu']) $(id).innerHTML = '';
  $('play').hidden = true;
  $('cover').hidden = false;
  $('cover-text').textContent = t(table.locale, 'passTo', names()[seat]);
  $('reveal-seat').textContent = t(table.locale, 'show', names()[seat]);
  drawSeats();
  drawStatus();
}

function drawBoard(update) {
  const seen = update.view;
  const name = (seat) => names()[seat] ?? String(seat + 1);
  switch (seen.game) {
    case 'goldfield-gully':
      return gullyBoard(seen, name);
    case 'mountain-river-duel':
      return duelBoard(seen, name);
    case 'lost-dutchman':
      return dutchmanBoard(seen, name);
    default:
      return `<p>${text(seen.game)}</p>`;
  }
}

function drawSeats() {
  if (table.source.online) return drawOnlineSeats();
  const kinds = table.source.seatKinds();
  const l = table.locale;
  $('seats').innerHTML = kinds
    .map((kind, seat) => {
      const options = ['human', ...BOT_KINDS].map((value) => `<option value="${value}"${value === kind ? ' selected' : ''}>${text(t(l, value === 'human' ? 'person' : value.split(':')[0]))}</option>`).join('');
      return `<label class="seat-label${seat === table.source.seat ? ' viewing' : ''}"><span class="swatch seat-colour-${seat}" aria-hidden="true"></span>${text(names()[seat])} <select data-seat="${seat}">${options}</select></label>`;
    })
    .join('');
}

function drawStatus() {
  const update = table.update;
  const seen = update.view;
  const l = table.locale;
  let status;
  if (seen.terminal && seen.outcome) status = t(l, 'gameOver', seen.outcome.winners.map((seat) => names()[seat]).join(', '), seen.outcome.scores.join(' / '));
  else status = `${getGame(seen.game).facts.name} · ${t(l, 'toAct', seen.activePlayers.map((seat) => names()[seat]).join(', '))}`;
  $('status').textContent = status;
  $('status').dataset.terminal = String(seen.terminal);
  const thinking = update.thinking ?? null;
  $('thinking').hidden = thinking === null;
  $('thinking').textContent = thinking === null ? '' : t(l, 'thinking', names()[thinking]);
  document.body.dataset.thinking = String(thinking !== null);
}

// The board fills its width, but never so narrow that its smallest text falls below 11 px: a
// larger board (late in the game, or on a phone) scrolls inside its box instead.
function keepTextReadable(svg) {
  if (!svg) return;
  const sizes = [...svg.querySelectorAll('text')].map((node) => parseFloat(node.getAttribute('font-size'))).filter((size) => size > 0);
  const least = Math.min(11, ...sizes);
  svg.style.minWidth = `${Math.ceil((svg.viewBox.baseVal.width * 11) / least)}px`;
}

function actionButton(update, index, words) {
  const action = update.legalActions[index];
  const sentence = describeAction(update.view, action, words);
  return `<button type="button" data-index="${index}" data-notation="${text(formatAction(update.view, action))}" title="${text(sentence)}">${text(sentence)}</button>`;
}

function draw() {
  const update = table.update;
  const words = { locale: table.locale, seatNames: names() };
  $('cover').hidden = true;
  $('play').hidden = false;
  closeMenu();
  drawSeats();
  drawStatus();
  const mine = update.active && table.source.seatKinds()[update.seat] === 'human' ? update.legalActions : [];
  const person = { ...update, legalActions: mine };
  if (update.view.game === 'lost-valley') {
    table.board = lostValleyBoard(person, table.locale, names());
    $('board').innerHTML = table.board.svg;
    keepTextReadable($('board').querySelector('svg'));
    $('actions').innerHTML = table.board.panel.map((index) => actionButton(person, index, words)).join('');
    $('sheets-body').innerHTML = lostValleySheets(update, table.locale, names());
    $('sheets').hidden = false;
    $('board-help').hidden = mine.length === 0;
  } else {
    table.board = null;
    $('board').innerHTML = drawBoard(update);
    $('actions').innerHTML = mine.map((_, index) => actionButton(person, index, words)).join('');
    $('sheets').hidden = true;
    $('board-help').hidden = true;
  }
  $('bot-move').disabled = mine.length === 0;
  drawUndoRedo();
  $('log-lines').innerHTML = table.log.filter((line) => line !== '').slice(-300).map((line) => `<li>${text(line)}</li>`).join('');
  $('log').scrollTop = $('log').scrollHeight;
}

function drawUndoRedo() {
  const refusal = table.source.undoRefusal();
  $('undo').disabled = refusal !== null;
  $('undo').title = refusal === null ? t(table.locale, 'undo') : t(table.locale, 'undoNo', refusal.message);
  const redoRefusal = table.source.redoRefusal?.() ?? null;
  $('redo').disabled = redoRefusal !== null;
  $('redo').title = redoRefusal === null ? t(table.locale, 'redo') : redoRefusal.message;
}

async function play(index) {
  const update = table.update;
  const action = update.legalActions[index];
  if (!action) return;
  closeMenu();
  const result = await table.source.submit(action, update.step);
  say(result.ok ? '' : result.error.message);
}

function onAction(event) {
  const button = event.target.closest('button[data-index]');
  if (button) play(Number(button.dataset.index));
}

// A spot's menu: one action plays at once; several are listed in words, the first one focused.
function openSpot(key, anchor) {
  const menu = table.board?.menus.get(key);
  if (!menu) return;
  if (menu.actions.length === 1) return play(menu.actions[0]);
  const words = { locale: table.locale, seatNames: names() };
  const box = $('spot-menu');
  box.innerHTML = `<p id="spot-menu-title">${text(t(table.locale, 'choose', menu.place))}</p>${menu.actions.map((index) => actionButton(table.update, index, words)).join('')}<button type="button" class="close-menu">${text(t(table.locale, 'close'))}</button>`;
  box.hidden = false;
  box.dataset.spot = key;
  const area = $('board-area').getBoundingClientRect();
  const at = anchor.getBoundingClientRect();
  box.style.left = `${Math.max(0, Math.min(at.left - area.left, area.width - 280))}px`;
  box.style.top = `${at.bottom - area.top + 6}px`;
  box.querySelector('button')?.focus();
}

function closeMenu() {
  const box = $('spot-menu');
  if (box.hidden) return;
  const key = box.dataset.spot;
  box.hidden = true;
  box.innerHTML = '';
  document.querySelector(`#board .spot[data-spot="${CSS.escape(key ?? '')}"]`)?.focus();
}

// The markers an action names (the gold to pan, the animal to hunt, a payment), so that hovering
// or focusing the action rings them on the board.
function markersOf(action) {
  const ids = [...(Array.isArray(action?.markers) ? action.markers : [])];
  for (const value of [action?.marker, action?.give, action?.payment?.marker, action?.timberOr]) if (typeof value === 'number') ids.push(value);
  return ids;
}

function showNamedMarkers(event) {
  for (const ringed of document.querySelectorAll('#board .marker.named')) ringed.classList.remove('named');
  const button = event.target.closest?.('button[data-index]');
  if (!button || !table.update) return;
  for (const id of markersOf(table.update.legalActions[Number(button.dataset.index)])) {
    document.querySelector(`#board .marker[data-marker="${id}"]`)?.classList.add('named');
  }
}

function onBoardClick(event) {
  const spot = event.target.closest('.spot');
  if (spot) openSpot(spot.dataset.spot, spot);
}

function onBoardKey(event) {
  const spot = event.target.closest('.spot');
  if (spot && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    openSpot(spot.dataset.spot, spot);
  }
}

function onMenu(event) {
  if (event.target.closest('.close-menu')) return closeMenu();
  onAction(event);
}

async function onUndo() {
  const result = await table.source.undo();
  say(result.ok ? '' : t(table.locale, 'undoRefused', result.error.code, result.error.message));
}

async function onRedo() {
  const result = await table.source.redo();
  say(result.ok ? '' : t(table.locale, 'redoRefused', result.error.code, result.error.message));
}

function onSave() {
  const saved = table.source.save();
  localStorage.setItem(SAVE_KEY, saved);
  $('save-text').value = saved;
  say(t(table.locale, 'saved'));
}

function onLoad() {
  const read = readSavedTable($('save-text').value.trim() || localStorage.getItem(SAVE_KEY) || '');
  if (!read.ok) return say(t(table.locale, 'loadRefused', read.error.code, read.error.message));
  const players = JSON.parse(read.saved).setup?.players ?? read.seats.length;
  const seatNames = Array.from({ length: players }, (_, seat) => read.seatNames?.[seat] ?? seatName(table.locale, seat));
  const made = createLocalSource({ saved: read.saved, seats: read.seats, seatNames, think: thinker.think });
  if (!made.ok) return say(t(table.locale, 'loadRefused', made.error.code, made.error.message));
  open(made);
  say(t(table.locale, 'loaded'));
}

fillSetupForm();
labelPage();
$('setup').addEventListener('submit', startNew);
$('actions').addEventListener('click', onAction);
$('spot-menu').addEventListener('click', onMenu);
for (const id of ['spot-menu', 'actions']) {
  $(id).addEventListener('mouseover', showNamedMarkers);
  $(id).addEventListener('focusin', showNamedMarkers);
}
$('spot-menu').addEventListener('keydown', (event) => event.key === 'Escape' && closeMenu());
$('board').addEventListener('click', onBoardClick);
$('board').addEventListener('keydown', onBoardKey);
$('seats').addEventListener('change', (event) => {
  const select = event.target.closest('select[data-seat]');
  if (select) table.source.setSeatKind(Number(select.dataset.seat), select.value);
});
$('others').addEventListener('change', () => ($('others').dataset.value = $('others').value));
$('bot-move').addEventListener('click', async () => {
  const result = await table.source.botMove('heuristic');
  if (!result.ok) say(result.error.message);
});
$('undo').addEventListener('click', onUndo);
$('redo').addEventListener('click', onRedo);
$('save').addEventListener('click', onSave);
$('load').addEventListener('click', onLoad);
$('reveal-seat').addEventListener('click', () => table.source.reveal());
$('locale').addEventListener('change', () => {
  table.locale = $('locale').value;
  labelPage();
  if (!table.update) return;
  table.log = table.entries.map(narrate);
  if (table.update.cover === null || table.update.cover === undefined) draw();
  else drawCover(table.update.cover);
});

// "Play online" (online-table.mjs): the table is held by the example server, and the page draws
// its updates with the same code. The page's address names the table (#table=<id>): opening that
// link joins it (the seat this browser held, else an open seat, else watching).
const LOCAL_ONLY = ['bot-move', 'save', 'load', 'save-text'];

function onlineOpened(source) {
  table.newsOff?.();
  table.newsOff = source.onNews?.(drawNews) ?? null;
  for (const id of LOCAL_ONLY) $(id).hidden = Boolean(source.online);
  $('online').hidden = !source.online;
  if (source.online) drawOnlineLink();
  else if (tableOfLink(location.href)) history.replaceState(null, '', location.pathname + location.search);
}

function drawOnlineLink() {
  $('online').innerHTML = onlineLinkHtml(table.source, table.locale, location.href);
}

function drawOnlineSeats() {
  drawOnlineLink();
  $('seats').innerHTML = onlineSeatsHtml(table.source);
}

// Between updates the server says who sits where and whether Undo is allowed: redrawn without
// touching the board, so an open menu stays open.
function drawNews() {
  if (!table.update || !table.source.online) return;
  drawSeats();
  drawStatus();
  drawUndoRedo();
}

async function openOnlineTable(how, wait) {
  say(t(table.locale, wait));
  const made = await openOnline({ url: serverAddress(location.href), locale: () => table.locale, ...how });
  if (!made.ok) {
    if (!table.source) startNew(); // a link that cannot be joined still leaves a table to play
    return say(t(table.locale, 'onlineRefused', made.error.code, made.error.message));
  }
  history.replaceState(null, '', location.pathname + location.search + made.source.online.link);
  open(made);
}

function playOnline() {
  const form = { game: $('game').value, variant: $('variant').value, players: Number($('players').value), others: $('others').value };
  return openOnlineTable({ create: onlineTableOptions(form) }, 'onlineCreating');
}

$('play-online').addEventListener('click', playOnline);
window.addEventListener('hashchange', () => {
  const linked = tableOfLink(location.href);
  if (linked && linked !== table.source?.online?.roomId) openOnlineTable({ roomId: linked }, 'onlineJoining');
});
const linked = tableOfLink(location.href);
if (linked) openOnlineTable({ roomId: linked }, 'onlineJoining');
else startNew();
