"""The bridge process and its protocol: `Engine` (one request, one answer), `EngineError`, and
`decode_observation` for every observation format the bridge sends (docs/python.md)."""

from __future__ import annotations

import array
import base64
import json
import os
import shlex
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
    version (`hello`); 4 and later send observations as `sparse-base64`."""

    def __init__(self, command: Optional[list[str]] = None):
        self._process = subprocess.Popen(command or default_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self._write_fd = self._process.stdin.fileno()  # type: ignore[union-attr]
        self._read_fd = self._process.stdout.fileno()  # type: ignore[union-attr]
        self._pending = b""  # bytes read past the last answer's newline
        self._next_id = 0
        self.hello = self.request("hello")
        self.protocol: int = self.hello.get("protocol", 0)
        # The most compact observation format this bridge speaks.
        self.sparse_format = "sparse-base64" if self.protocol >= 4 else "sparse"

    def _read_line(self) -> bytes:
        chunk = self._pending
        end = chunk.find(b"\n")
        if end >= 0:
            self._pending = chunk[end + 1:]
            return chunk[:end]
        parts = [chunk]
        while True:
            chunk = os.read(self._read_fd, _READ_SIZE)
            if not chunk:
                raise RuntimeError("the bridge stopped answering")
            end = chunk.find(b"\n")
            if end >= 0:
                break
            parts.append(chunk)
        parts.append(chunk[:end])
        self._pending = chunk[end + 1:]
        return b"".join(parts)

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
        data = memoryview((text + "\n").encode())
        while data:
            data = data[os.write(self._write_fd, data):]
        answer = json.loads(self._read_line())
        if answer.get("id") != self._next_id:
            raise RuntimeError(f"answer {answer.get('id')} to request {self._next_id}")
        if not answer["ok"]:
            raise EngineError(answer["error"])
        return answer["result"]

    def create(self, setup: dict[str, Any]) -> dict[str, Any]:
        return self.request("create", setup=setup)

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
        return self.request("vector-reset", handle=handle, seed=seed, observation=observation)

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
