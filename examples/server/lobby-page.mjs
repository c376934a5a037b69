// The lobby page's script (bundled by lobby-routes.mjs): create a table (game, variant, seats,
// bots) and list the tables. A table is played at the browser table this server also serves
// (examples/web at /table/): its link is /table/#table=<id>, and the table page joins it through
// the online table source (examples/web/src/online-source.mjs).
const $ = (id) => document.getElementById(id);
const form = $('create');
const tableLink = (roomId) => `/table/#table=${encodeURIComponent(roomId)}`;

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
    else location.href = tableLink(body.roomId);
  };
  const tables = await (await fetch('/api/tables')).json();
  $('tables').replaceChildren(
    ...tables.map((t) => {
      const row = document.createElement('tr');
      for (const text of [t.roomId, t.game, t.variant, t.players, t.over ? 'over' : t.openSeats]) row.insertCell().textContent = String(text);
      const link = document.createElement('a');
      link.href = tableLink(t.roomId);
      link.textContent = t.openSeats > 0 ? 'join' : 'watch';
      row.insertCell().append(link);
      return row;
    }),
  );
}

// An older link to the lobby itself (/#table=<id>) opens the table page.
const linked = /[#?&]table=([A-Za-z0-9_-]{1,100})/.exec(location.href);
if (linked) location.replace(tableLink(linked[1]));
else void showLobby();
