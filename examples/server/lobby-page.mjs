// The lobby page's script (bundled by lobby-routes.mjs): create a table (game, variant, seats,
// bots), list the tables, and play one by its link (#table=<id>) through the online table source
// of the browser table (examples/web/src/online-source.mjs). The view is shown as the engine's
// JSON and the legal actions as buttons: the browser table draws the same source as a board.
import { clientView, followMatch, receiveMessage } from 'lost-valley-engine/match';
import { openOnlineTable, tableOfLink } from '../web/src/online-source.mjs';

const $ = (id) => document.getElementById(id);
const form = $('create');

async function showLobby() {
  const games = await (await fetch('/api/games')).json();
  form.game.replaceChildren(...games.map((g) => new Option(g.name, g.id)));
  const pick = () => {
    const game = games.find((g) => g.id === form.game.value);
    form.variant.replaceChildren(...game.variants.map((v) => new Option(v, v)));
    form.players.min = game.minPlayers;
    form.players.max = game.maxPlayers;
    form.players.value = Math.min(game.maxPlayers, Math.max(game.minPlayers, Number(form.players.value)));
    seatChoices();
  };
  const seatChoices = () => {
    const choices = Array.from({ length: Number(form.players.value) }, (_, seat) => {
      const select = document.createElement('select');
      select.name = `seat${seat}`;
      for (const [value, label] of [['', 'a person'], ['heuristic', 'heuristic bot'], ['random', 'random bot']]) select.add(new Option(label, value));
      if (seat > 0) select.value = 'heuristic';
      const label = document.createElement('label');
      label.append(`Seat ${seat + 1}: `, select);
      return label;
    });
    $('seats').replaceChildren(...choices);
  };
  form.game.onchange = pick;
  form.players.onchange = seatChoices;
  pick();
  form.onsubmit = async (event) => {
    event.preventDefault();
    const players = Number(form.players.value);
    const bots = Array.from({ length: players }, (_, seat) => form[`seat${seat}`].value || null);
    const response = await fetch('/api/tables', { method: 'POST', body: JSON.stringify({ game: form.game.value, variant: form.variant.value, players, bots }) });
    const body = await response.json();
    if (!response.ok) $('create-refusal').textContent = `${body.error.code}: ${body.error.message}`;
    else location.hash = `table=${body.roomId}`;
  };
  const tables = await (await fetch('/api/tables')).json();
  $('tables').replaceChildren(
    ...tables.map((t) => {
      const row = document.createElement('tr');
      for (const text of [t.roomId, t.game, t.variant, t.players, t.over ? 'over' : t.openSeats]) row.insertCell().textContent = String(text);
      const link = document.createElement('a');
      link.href = `#table=${t.roomId}`;
      link.textContent = t.openSeats > 0 ? 'join' : 'watch';
      row.insertCell().append(link);
      return row;
    }),
  );
}

async function play(roomId) {
  $('lobby').hidden = true;
  $('play').hidden = false;
  $('link').textContent = location.href;
  const saved = localStorage.getItem(`token:${roomId}`);
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
  let source;
  try {
    source = await openOnlineTable({ url, roomId, ...(saved ? { token: saved } : {}) });
  } catch (refusal) {
    source = await openOnlineTable({ url, roomId, spectate: true }).catch(() => null);
    $('refusal').textContent = `${refusal.code}: ${refusal.message}${source ? ' (watching)' : ''}`;
    if (!source) return;
  }
  if (source.token) localStorage.setItem(`token:${roomId}`, source.token);
  let client = null;
  const draw = () => {
    const view = clientView(client);
    $('status').textContent = `Step ${client.step} · you are ${client.seat === null ? 'watching' : `seat ${client.seat + 1}`}${view.terminal ? ' · the game is over' : client.active ? ' · your move' : ''}`;
    $('view').textContent = JSON.stringify(view.game ?? view, null, 1);
    $('actions').replaceChildren(
      ...client.legalActions.map((action) => {
        const button = document.createElement('button');
        button.textContent = JSON.stringify(action);
        button.onclick = async () => {
          const r = await source.submit(action, client.step);
          $('refusal').textContent = r.ok ? '' : `${r.error.code}: ${r.error.message}`;
        };
        return button;
      }),
    );
    drawSeats();
  };
  // Who sits where and whether Undo is allowed arrive on their own: redrawn each second, without
  // replacing the action buttons under the pointer.
  const drawSeats = () => {
    $('seat-names').replaceChildren(...source.seatNames.map((name) => Object.assign(document.createElement('li'), { textContent: name })));
    const blocked = source.undoRefusal();
    $('undo').disabled = blocked !== null;
    $('undo').title = blocked?.message ?? 'Undo your last step';
  };
  source.subscribe((message) => {
    const r = message.type === 'welcome' ? { ok: true, client: followMatch(message) } : receiveMessage(client, message);
    if (!r.ok) return;
    client = r.client;
    if (message.events?.length) $('events').textContent = `${message.events.map((e) => JSON.stringify(e)).join('\n')}\n${$('events').textContent}`.slice(0, 20_000);
    draw();
  });
  setInterval(() => client && drawSeats(), 1000);
  for (const [id, act] of [['undo', () => source.undo()], ['redo', () => source.redo()]]) {
    $(id).onclick = async () => {
      const r = await act();
      $('refusal').textContent = r.ok ? '' : `${r.error.code}: ${r.error.message}`;
    };
  }
}

const start = () => {
  const table = tableOfLink(location.href);
  if (table) void play(table);
  else void showLobby();
};
window.addEventListener('hashchange', () => location.reload());
start();
