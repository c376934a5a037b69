"""The bridge process and its protocol: `Engine` (one request, one answer), `EngineError`, and
`decode_observation` for every observation format the bridge sends (docs/python.md)."""

from __future__ import annotations

import array
import base64
import json
import os
import shlex
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any, Optional, Sequence, Union

HERE = Path(__file__).resolve().parent

# json.dumps without spaces: fewer bytes to write, the same request.
_encode = json.JSONEncoder(separators=(",", ":")).encode


def _json(value: Any) -> str:
    """A value as JSON; an int (not a bool) by `str`, the quick way."""
    return str(value) if type(value) is int else _encode(value)
# The largest read: a whole Lost Valley base64 observation (43 KB) usually arrives in one.
_READ_SIZE = 1 << 16

# Protocol 5's binary step (docs/python.md): a 16-byte request, answered by a frame.
_STEP_FRAME = 0x01
_step_request = struct.Struct("<BBHIII").pack
_frame_head = struct.Struct("<IIBB").unpack_from
_u32 = struct.Struct("<I").unpack_from
_u32_pair = struct.Struct("<II").unpack_from
#: Flags of a step frame: send the next seat's observation; as the entries changed since the last
#: one frames sent that seat; at the end, send every seat's observation.
FRAME_OBSERVATION, FRAME_DELTA, FRAME_FINALS = 1, 2, 4
# Protocol 6's vector step: a 12-byte head (magic, flags, games, vector, id), then a u32 index a game.
_VECTOR_FRAME = 0x02
_vector_head = struct.Struct("<BBHII").pack
_vector_answer_head = struct.Struct("<IIB").unpack_from
_BIG_ENDIAN = sys.byteorder == "big"
_U16, _U32 = 1 << 16, 1 << 32


def default_command() -> list[str]:
    """The command that starts the bridge: $LOST_VALLEY_ENGINE_CMD, else the checkout's built
    dist/cli.js, else the installed package through npx."""
    configured = os.environ.get("LOST_VALLEY_ENGINE_CMD")
    if configured:
        return shlex.split(configured)
    built = HERE.parent.parent.parent / "dist" / "cli.js"
    if built.exists():
        return ["node", str(built), "serve", "--stdio"]
    return ["npx", "--yes", "lost-valley-engine", "serve", "--stdio"]


class EngineError(Exception):
    """A request the engine refused: `code`, `message` and the whole error as `error`."""

    def __init__(self, error: dict[str, Any]):
        super().__init__(f"{error.get('code')}: {error.get('message')}")
        self.code = error.get("code")
        self.error = error


class Engine:
    """One bridge process and its games. Each method is one request and its answer.

    Requests go out with one `os.write` on the pipe's raw file descriptor and answers come in
    with `os.read` (no text wrapper, no separate flush): a request costs one write and, for an
    answer up to 64 KB, usually one read on each side. `protocol` is the bridge's protocol
    version (`hello`); 4 and later send observations as `sparse-base64`; 5 and later take binary
    step frames (`step_frame`, what `AECEnv` steps with); 6 and later vector step frames
    (`vector_frame`, what `VectorAECEnv` steps with)."""

    def __init__(self, command: Optional[list[str]] = None):
        self._process = subprocess.Popen(command or default_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self._write_fd = self._process.stdin.fileno()  # type: ignore[union-attr]
        self._read_fd = self._process.stdout.fileno()  # type: ignore[union-attr]
        self._pending = b""  # bytes read past the last answer
        self._next_id = 0
        # Per (game number, seat), or (vector number, game, seat), the last observation frames
        # brought: the base of a delta.
        self._sent: dict[tuple[int, ...], array.array] = {}
        self.hello = self.request("hello")
        self.protocol: int = self.hello.get("protocol", 0)
        # The most compact observation format this bridge speaks.
        self.sparse_format = "sparse-base64" if self.protocol >= 4 else "sparse"
        #: Whether the bridge takes binary step frames (`step_frame`), from protocol 5.
        self.frames = self.protocol >= 5
        #: Whether it takes vector step frames (`vector_frame`), from protocol 6.
        self.vector_frames = self.protocol >= 6

    def _read_more(self) -> bytes:
        chunk = os.read(self._read_fd, _READ_SIZE)
        if not chunk:
            raise RuntimeError("the bridge stopped answering")
        return chunk

    def _read_answer(self) -> Union[bytes, memoryview]:
        """The next answer: a JSON line's bytes (without its newline), or an answer frame's body
        as a memoryview (the bridge's frames start with byte 1, a JSON answer with `{`)."""
        chunk = self._pending or self._read_more()
        if chunk[0] == _STEP_FRAME:
            while len(chunk) < 5:
                chunk += self._read_more()
            end = 5 + _u32(chunk, 1)[0]
            if len(chunk) < end:
                parts = [chunk]
                have = len(chunk)
                while have < end:
                    more = self._read_more()
                    parts.append(more)
                    have += len(more)
                chunk = b"".join(parts)
            self._pending = chunk[end:]
            return memoryview(chunk)[5:end]
        end = chunk.find(b"\n")
        if end >= 0:
            self._pending = chunk[end + 1:]
            return chunk[:end]
        parts = [chunk]
        while True:
            chunk = self._read_more()
            end = chunk.find(b"\n")
            if end >= 0:
                break
            parts.append(chunk)
        parts.append(chunk[:end])
        self._pending = chunk[end + 1:]
        return b"".join(parts)

    def _json_answer(self, answer: Union[bytes, memoryview]) -> Any:
        if isinstance(answer, memoryview):
            raise RuntimeError(f"a binary answer to JSON request {self._next_id}")
        answer = json.loads(answer)
        if answer.get("id") != self._next_id:
            raise RuntimeError(f"answer {answer.get('id')} to request {self._next_id}")
        if not answer["ok"]:
            raise EngineError(answer["error"])
        return answer["result"]

    def request(self, op: str, **params: Any) -> Any:
        """Sends one request and returns its result, or raises EngineError with the refusal."""
        if self._process.stdin is None or self._process.stdin.closed:
            raise RuntimeError("the bridge is closed")
        self._next_id += 1
        params["id"] = self._next_id
        params["op"] = op
        return self._exchange(_encode(params))

    def _exchange(self, text: str) -> Any:
        """Writes one request line (request id `self._next_id`) and returns its answer's result."""
        self._write((text + "\n").encode())
        return self._json_answer(self._read_answer())

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self._write_fd, view):]

    def create(self, setup: dict[str, Any], replace: Optional[str] = None, observation: Optional[str] = None) -> dict[str, Any]:
        """Starts a game. From protocol 5, `replace` closes that game in the same request and
        `observation` (a format) adds `next`, the first seat's indices and observation (decoded)."""
        if replace is None and observation is None:
            return self.request("create", setup=setup)
        params: dict[str, Any] = {"setup": setup}
        if replace is not None:
            params["replace"] = replace
        if observation is not None:
            params["next"] = {"observation": observation}
        created = self.request("create", **params)
        if replace is not None:
            self._forget(replace)
        if created.get("next"):
            created["next"]["observation"] = decode_observation(created["next"]["observation"])
        return created

    def step_frame(self, handle: str, seat: int, index: int, flags: int = FRAME_OBSERVATION | FRAME_DELTA) -> dict[str, Any]:
        """Plays an index by a binary step frame (protocol 5; `frames`): what `step_index` with
        `observer=seat, report_next=True, events=False` does, in a 16-byte request and a binary
        answer. Returns the status as `ply`, `terminal`, `awaitingChance` and `activePlayers`
        (at the end the whole status as `create` gives it), `next` (the next seat's `seat`,
        `indices`, `observation`, or None), and with `FRAME_FINALS`, at the end, `finals`: every
        seat's observation. An observation sent as a delta is this engine's copy of the seat's
        last one, updated in place: copy it to keep it."""
        game = int(handle[1:])
        if not (0 <= seat < _U16 and 0 <= index < _U32):
            # A frame cannot hold it: the JSON step gets the bridge's own refusal for it.
            return self.step_index(handle, seat, index, observer=seat, report_next=True, events=False, observation="none")
        self._next_id += 1
        self._write(_step_request(_STEP_FRAME, flags, seat, game, index, self._next_id))
        body = self._read_answer()
        if not isinstance(body, memoryview):
            return self._json_answer(body)
        answer_id, ply, bits, count = _frame_head(body, 0)
        if answer_id != self._next_id:
            raise RuntimeError(f"answer {answer_id} to request {self._next_id}")
        at = 10 + count
        status: dict[str, Any] = {"ply": ply, "terminal": bool(bits & 1), "awaitingChance": bool(bits & 2),
                                  "activePlayers": list(body[10:at])}
        if bits & 1:
            size = _u32(body, at)[0]
            status = json.loads(bytes(body[at + 4:at + 4 + size]))
            at += 4 + size
        status["next"] = None
        if bits & 4:
            agent = body[at]
            count = _u32(body, at + 1)[0]
            indices = array.array(_UINT32)
            indices.frombytes(body[at + 5:at + 5 + 4 * count])
            if _BIG_ENDIAN:
                indices.byteswap()
            at += 5 + 4 * count
            observation, at = self._frame_observation(body, at, (game, agent))
            status["next"] = {"seat": agent, "indices": indices.tolist(), "observation": observation}
        if bits & 1 and flags & FRAME_FINALS:
            finals = []
            players, at = body[at], at + 1
            for agent in range(players):
                observation, at = self._frame_observation(body, at, (game, agent))
                finals.append(observation)
            status["finals"] = finals
        return status

    def vector_frame(self, handle: str, indices: Sequence[int], flags: int = FRAME_OBSERVATION | FRAME_DELTA) -> dict[str, Any]:
        """Steps a vector environment by a vector step frame (protocol 6; `vector_frames`): what
        `vector_step` does, in a binary request and answer. Returns `agents`, `indices` (lists),
        `terminated`, `truncated`, `returns` (a tuple of floats per game that ended, else None)
        and `observations` (one `array.array("f")` per game, or None without
        `FRAME_OBSERVATION`). An observation sent as a delta is this engine's copy of that
        seat's last one in that game, updated in place: copy it to keep it."""
        vector = int(handle[1:])
        count = len(indices)
        if count >= _U16 or any(not 0 <= index < _U32 for index in indices):
            # A frame cannot hold them: the JSON step gets the bridge's own refusal for them.
            return self.vector_step(handle, indices, "none")
        self._next_id += 1
        picks = array.array(_UINT32, indices)
        if _BIG_ENDIAN:
            picks.byteswap()
        self._write(_vector_head(_VECTOR_FRAME, flags, count, vector, self._next_id) + picks.tobytes())
        body = self._read_answer()
        if not isinstance(body, memoryview):
            return self._json_answer(body)
        answer_id, games, players = _vector_answer_head(body, 0)
        if answer_id != self._next_id:
            raise RuntimeError(f"answer {answer_id} to request {self._next_id}")
        returns_of = struct.Struct(f"<{players}d").unpack_from
        agents, legal, terminated, truncated, returns, observations = [], [], [], [], [], []
        at = 9
        for game in range(games):
            agent, bits = body[at], body[at + 1]
            at += 2
            agents.append(agent)
            terminated.append(bits & 1 == 1)
            truncated.append(bits & 2 == 2)
            if bits & 1:
                returns.append(returns_of(body, at))
                at += 8 * players
            else:
                returns.append(None)
            size = _u32(body, at)[0]
            seats = array.array(_UINT32)
            seats.frombytes(body[at + 4:at + 4 + 4 * size])
            if _BIG_ENDIAN:
                seats.byteswap()
            legal.append(seats.tolist())
            observation, at = self._frame_observation(body, at + 4 + 4 * size, (vector, game, agent))
            observations.append(observation)
        return {"agents": agents, "indices": legal, "terminated": terminated, "truncated": truncated,
                "returns": returns, "observations": observations}

    def _frame_observation(self, body: memoryview, at: int, key: tuple[int, ...]) -> tuple[Optional[array.array], int]:
        """One observation section of an answer frame, and where the next part starts; `key`
        names the seat's delta base."""
        kind = body[at]
        if kind == 0:
            return None, at + 1
        size = _u32(body, at + 1)[0]
        if kind == 1:
            observation = array.array("f")
            observation.frombytes(body[at + 5:at + 5 + 4 * size])
            if _BIG_ENDIAN:
                observation.byteswap()
            self._sent[key] = observation
            return observation, at + 5 + 4 * size
        count = _u32(body, at + 5)[0]
        start = at + 9
        indices, values = array.array(_UINT32), array.array("f")
        indices.frombytes(body[start:start + 4 * count])
        values.frombytes(body[start + 4 * count:start + 8 * count])
        if _BIG_ENDIAN:
            indices.byteswap()
            values.byteswap()
        if kind == 3:
            observation = self._sent[key]
        else:
            observation = array.array("f", bytes(4 * size))
            self._sent[key] = observation
        for index, value in zip(indices, values):
            observation[index] = value
        return observation, start + 8 * count

    def _forget(self, handle: str) -> None:
        """Drops the delta bases of a closed game, or of a vector closed or reset."""
        if self._sent and handle[1:].isdigit():
            game = int(handle[1:])
            for key in [key for key in self._sent if key[0] == game]:
                del self._sent[key]

    def status(self, handle: str) -> dict[str, Any]:
        return self.request("status", handle=handle)

    def legal(self, handle: str, seat: int, actions: bool = True) -> dict[str, Any]:
        """The seat's legal actions and their indices; `actions=False` sends the indices alone."""
        return self.request("legal", handle=handle, seat=seat, actions=actions)

    def agent(self, handle: str, seat: int) -> dict[str, Any]:
        """What the seat needs to act, in one request: `indices` (ascending) and `observation`."""
        report = self.request("agent", handle=handle, seat=seat, observation=self.sparse_format)
        report["observation"] = decode_observation(report["observation"])
        return report

    def chance(self, handle: str) -> list[dict[str, Any]]:
        return self.request("chance", handle=handle)["outcomes"]

    def step_index(self, handle: str, seat: int, index: int, observer: Any = None, report_next: bool = False,
                   events: bool = True, observation: Optional[str] = None) -> dict[str, Any]:
        """Plays an index. The answer's `events` are those `observer` may see (None: the public
        ones; with `events=False` none are sent, and `events` is None, from protocol 4); with
        `report_next`, `next` holds the next seat's indices and observation (or None), sent in
        `observation` (a format; default the most compact sparse one)."""
        if self._process.stdin is None or self._process.stdin.closed:
            raise RuntimeError("the bridge is closed")
        # The hot path of every environment: formatted at once, the same JSON as `request` writes.
        self._next_id += 1
        quiet = ',"events":false' if not events and self.protocol >= 4 else ""
        later = f',"next":{{"observation":{_json(observation or self.sparse_format)}}}' if report_next else ""
        status = self._exchange(f'{{"id":{self._next_id},"op":"step","handle":{_json(handle)},"seat":{_json(seat)},'
                                f'"index":{_json(index)},"observer":{_json(observer)}{quiet}{later}}}')
        if status.get("next"):
            status["next"]["observation"] = decode_observation(status["next"]["observation"])
        return status

    def step_action(self, handle: str, action: dict[str, Any], observer: Any = None) -> dict[str, Any]:
        return self.request("step", handle=handle, action=action, observer=observer)

    def joint_step(self, handle: str, actions: dict[int, int], observer: Any = None) -> dict[str, Any]:
        """Plays one index for every acting seat together (all or none); the answer's `agents`
        holds each seat's legal indices and observation after it."""
        pairs = [{"seat": seat, "index": int(index)} for seat, index in sorted(actions.items())]
        status = self.request("joint-step", handle=handle, actions=pairs, observer=observer, observation=self.sparse_format)
        for report in status["agents"]:
            report["observation"] = decode_observation(report["observation"])
        return status

    def vector_create(self, config: dict[str, Any], count: int) -> dict[str, Any]:
        """Starts a vector environment of `count` games of one setup (no seed: `vector_reset`)."""
        return self.request("vector-create", config=config, count=count)

    def vector_reset(self, handle: str, seed: Any, observation: str = "sparse") -> dict[str, Any]:
        """Restarts every game; the bridge then forgets the vector's delta bases, and so does this."""
        reset = self.request("vector-reset", handle=handle, seed=seed, observation=observation)
        self._forget(handle)
        return reset

    def vector_step(self, handle: str, indices: Sequence[int], observation: str = "sparse") -> dict[str, Any]:
        """One index per game, for the seat that acts there; finished games restart at once."""
        return self.request("vector-step", handle=handle, indices=list(indices), observation=observation)

    def observe(self, handle: str, seat: int) -> list[float]:
        return self.request("observe", handle=handle, seat=seat)["observation"]

    def observe_array(self, handle: str, seat: int, format: str = "sparse") -> array.array:
        """The observation as float32 (`array.array("f")`), sent as its nonzero entries
        (`format="sparse"` or `"sparse-base64"`) or as base64 of its bytes (`"base64"`)."""
        return decode_observation(self.request("observe", handle=handle, seat=seat, format=format)["observation"])

    def view(self, handle: str, seat: Optional[int]) -> dict[str, Any]:
        return self.request("view", handle=handle, seat=seat)

    def determinize(self, handle: str, seat: int, seed: Any) -> dict[str, Any]:
        return self.request("determinize", handle=handle, seat=seat, seed=seed)

    def save(self, handle: str) -> str:
        return self.request("save", handle=handle)["text"]

    def load(self, text: str) -> dict[str, Any]:
        return self.request("load", text=text)

    def close_game(self, handle: str) -> None:
        self.request("close", handle=handle)
        self._forget(handle)

    def close(self) -> None:
        if self._process.stdin and not self._process.stdin.closed:
            self._process.stdin.close()
        self._process.wait(timeout=10)
        if self._process.stdout:
            self._process.stdout.close()


def _little_endian(kind: str, sent: str) -> array.array:
    values = array.array(kind)
    values.frombytes(base64.b64decode(sent))
    if sys.byteorder == "big":
        values.byteswap()
    return values


# A 4-byte signed int for `sparse-base64` indices ("i" is 4 bytes on every platform CPython runs on).
_INT32 = "i" if array.array("i").itemsize == 4 else "l"
_UINT32 = "I" if array.array("I").itemsize == 4 else "L"


def decode_observation(sent: Union[str, dict[str, Any], list[float]]) -> array.array:
    """An observation as the bridge sent it (sparse entries as JSON numbers or as base64, base64
    of little-endian float32 bytes, or a list), as `array.array("f")`."""
    if isinstance(sent, dict):
        observation = array.array("f", bytes(4 * sent["size"]))
        indices, values = sent["indices"], sent["values"]
        if isinstance(indices, str):
            indices, values = _little_endian(_INT32, indices), _little_endian("f", values)
        for index, value in zip(indices, values):
            observation[index] = value
        return observation
    if isinstance(sent, list):
        return array.array("f", sent)
    return _little_endian("f", sent)
