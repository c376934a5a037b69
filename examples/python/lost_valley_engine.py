"""A standard-library client for lost-valley-engine's JSON-lines bridge (`serve --stdio`).

`Engine` speaks the protocol (docs/python.md); `AECEnv` wraps one game in the shape of a
PettingZoo AEC environment, so code written against PettingZoo runs on it:

    env = AECEnv("goldfield-gully", players=4)
    env.reset(seed=7)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else env.action_space(agent).sample(info["action_mask"])
        env.step(action)
    env.close()

Observations are `array.array("f")` (float32, sent as their nonzero entries) and
`info["action_mask"]` an `ActionMask`: a read-only sequence of 0/1 built from the legal indices
(`info["legal_indices"]`), so no step builds a list as long as the action space (Lost Valley's
holds about half a million entries). numpy is optional: `numpy.asarray` takes both as they are.
Nothing beyond the standard library is used.
"""

from __future__ import annotations

import array
import base64
import json
import os
import random
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional, Sequence, Union

HERE = Path(__file__).resolve().parent


def default_command() -> list[str]:
    """The command that starts the bridge: $LOST_VALLEY_ENGINE_CMD, else the checkout's built
    dist/cli.js, else the installed package through npx."""
    configured = os.environ.get("LOST_VALLEY_ENGINE_CMD")
    if configured:
        return shlex.split(configured)
    built = HERE.parent.parent / "dist" / "cli.js"
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
    """One bridge process and its games. Each method is one request and its answer."""

    def __init__(self, command: Optional[list[str]] = None):
        self._process = subprocess.Popen(
            command or default_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self._next_id = 0
        self.hello = self.request("hello")

    def request(self, op: str, **params: Any) -> Any:
        """Sends one request and returns its result, or raises EngineError with the refusal."""
        if self._process.stdin is None or self._process.stdout is None:
            raise RuntimeError("the bridge is closed")
        self._next_id += 1
        self._process.stdin.write(json.dumps({"id": self._next_id, "op": op, **params}) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError("the bridge stopped answering")
        answer = json.loads(line)
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
        report = self.request("agent", handle=handle, seat=seat, observation="sparse")
        report["observation"] = decode_observation(report["observation"])
        return report

    def chance(self, handle: str) -> list[dict[str, Any]]:
        return self.request("chance", handle=handle)["outcomes"]

    def step_index(self, handle: str, seat: int, index: int, observer: Any = None, report_next: bool = False) -> dict[str, Any]:
        """Plays an index. The answer's `events` are those `observer` may see (None: the public
        ones); with `report_next`, `next` holds the next seat's indices and observation (or None)."""
        params: dict[str, Any] = {"handle": handle, "seat": seat, "index": index, "observer": observer}
        if report_next:
            params["next"] = {"observation": "sparse"}
        status = self.request("step", **params)
        if status.get("next"):
            status["next"]["observation"] = decode_observation(status["next"]["observation"])
        return status

    def step_action(self, handle: str, action: dict[str, Any], observer: Any = None) -> dict[str, Any]:
        return self.request("step", handle=handle, action=action, observer=observer)

    def joint_step(self, handle: str, actions: dict[int, int], observer: Any = None) -> dict[str, Any]:
        """Plays one index for every acting seat together (all or none); the answer's `agents`
        holds each seat's legal indices and observation after it."""
        pairs = [{"seat": seat, "index": int(index)} for seat, index in sorted(actions.items())]
        status = self.request("joint-step", handle=handle, actions=pairs, observer=observer, observation="sparse")
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
        (`format="sparse"`) or as base64 of its bytes (`"base64"`, for dense observations)."""
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
        if self._process.stdin:
            self._process.stdin.close()
        self._process.wait(timeout=10)
        if self._process.stdout:
            self._process.stdout.close()


def decode_observation(sent: Union[str, dict[str, Any], list[float]]) -> array.array:
    """An observation as the bridge sent it (sparse entries, base64 of little-endian float32
    bytes, or a list), as `array.array("f")`."""
    if isinstance(sent, dict):
        observation = array.array("f", bytes(4 * sent["size"]))
        for index, value in zip(sent["indices"], sent["values"]):
            observation[index] = value
        return observation
    if isinstance(sent, list):
        return array.array("f", sent)
    observation = array.array("f")
    observation.frombytes(base64.b64decode(sent))
    if sys.byteorder == "big":
        observation.byteswap()
    return observation


def _close_env(env: Any) -> None:
    """Closes an environment's game (or vector of games) and the bridge if the env started it."""
    if env.handle is not None:
        env.engine.close_game(env.handle)
        env.handle = None
    if env._owns_engine:
        env.engine.close()


class ActionMask(Sequence[int]):
    """A read-only 0/1 sequence of length `n` with 1 at each legal index, held as the sorted
    `indices` alone: reading an entry, `len`, `in` and `sum` cost nothing per action of the space.
    `numpy.asarray(mask)` builds a dense int8 array (numpy only then); `list(mask)` a dense list."""

    def __init__(self, n: int, indices: Iterable[int]):
        self.n = n
        self.indices: list[int] = sorted(indices)
        self._legal: Optional[frozenset[int]] = None

    @property
    def _set(self) -> frozenset[int]:
        # Built on the first read of an entry: sampling from `indices` never needs it.
        if self._legal is None:
            self._legal = frozenset(self.indices)
        return self._legal

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.n))]
        i = int(index)
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(index)
        return 1 if i in self._set else 0

    def __iter__(self) -> Iterator[int]:
        legal = self._set
        return (1 if i in legal else 0 for i in range(self.n))

    def __contains__(self, value: object) -> bool:
        return (value == 1 and bool(self.indices)) or (value == 0 and len(self.indices) < self.n)

    def count(self, value: Any) -> int:
        return len(self.indices) if value == 1 else self.n - len(self.indices) if value == 0 else 0

    def any(self) -> bool:
        return bool(self.indices)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        import numpy  # optional: only a caller that asks for an array needs it

        dense = numpy.zeros(self.n, dtype=dtype or numpy.int8)
        dense[self.indices] = 1
        return dense

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ActionMask):
            return self.n == other.n and self.indices == other.indices
        return NotImplemented

    def __repr__(self) -> str:
        return f"ActionMask(n={self.n}, indices={self.indices!r})"


MaskLike = Union[ActionMask, Sequence[int], None]


class Discrete:
    """A stand-in for gymnasium.spaces.Discrete: `n` actions, `sample(mask)` among the legal ones."""

    def __init__(self, n: int, seed: Optional[int] = None):
        self.n = n
        self._random = random.Random(seed)

    def sample(self, mask: MaskLike = None) -> int:
        if mask is None:
            return self._random.randrange(self.n)
        # An ActionMask holds its legal indices: no pass over the whole space.
        choices = mask.indices if isinstance(mask, ActionMask) else [i for i, on in enumerate(mask) if on]
        return self._random.choice(choices)

    def seed(self, seed: Optional[int]) -> None:
        self._random.seed(seed)


class Box:
    """A stand-in for gymnasium.spaces.Box: only its `shape` (observations are unbounded floats)."""

    def __init__(self, shape: tuple[int, ...]):
        self.shape = shape


class AECEnv:
    """One game at a time in PettingZoo's agent environment cycle. Agents are seat numbers;
    chance is resolved inside the engine. Rewards are 0 until the end, then 1 for a sole winner,
    1/k for each of k joint winners, 0 otherwise."""

    metadata = {"name": "lost_valley_engine_v0", "render_modes": []}

    def __init__(self, game: str, players: int, variant: Optional[str] = None, options: Optional[dict[str, Any]] = None,
                 max_actions: Optional[int] = None, engine: Optional[Engine] = None):
        self.engine = engine or Engine()
        self._owns_engine = engine is None
        self.setup: dict[str, Any] = {"game": game, "players": players}
        if variant is not None:
            self.setup["variant"] = variant
        if options is not None:
            self.setup["options"] = options
        self.max_actions = max_actions
        self.possible_agents = list(range(players))
        probe = self.engine.create({**self.setup, "seed": 0})
        self.engine.close_game(probe["handle"])
        if probe["actionSpaceSize"] is None:
            raise EngineError({"code": "encodings/unsupported-game", "message": f"{game} has no encoding"})
        self._n = probe["actionSpaceSize"]
        self._shape = tuple(probe["observationShape"])
        self._spaces = {agent: Discrete(self._n, seed=agent) for agent in self.possible_agents}
        self.handle: Optional[str] = None
        self.agents: list[int] = []
        self.agent_selection = 0
        self.rewards: dict[int, float] = {}
        self._cumulative_rewards: dict[int, float] = {}
        self.terminations: dict[int, bool] = {}
        self.truncations: dict[int, bool] = {}
        self.infos: dict[int, dict[str, Any]] = {}
        self._status: dict[str, Any] = {}
        self._actions = 0
        # The selected seat's legal indices and observation, as the last answer reported them.
        self._report: Optional[dict[str, Any]] = None

    def action_space(self, agent: int) -> Discrete:
        return self._spaces[agent]

    def observation_space(self, agent: int) -> Box:
        return Box(self._shape)

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        if self.handle is not None:
            self.engine.close_game(self.handle)
        if seed is None:
            seed = random.randrange(2**31)
        for agent, space in self._spaces.items():
            space.seed(random.Random(f"{seed}/{agent}").randrange(2**31))
        created = self.engine.create({**self.setup, "seed": seed})
        self.handle = created["handle"]
        self.agents = list(self.possible_agents)
        self._actions = 0
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self._report = None
        self._settle(created)

    def _done(self, agent: int) -> bool:
        return self.terminations[agent] or self.truncations[agent]

    def _settle(self, status: dict[str, Any]) -> None:
        self._status = status
        self.rewards = {agent: 0.0 for agent in self.possible_agents}
        if status["terminal"]:
            self.rewards = {agent: float(status["returns"][agent]) for agent in self.possible_agents}
            self.terminations = {agent: True for agent in self.possible_agents}
        elif self.max_actions is not None and self._actions >= self.max_actions:
            self.truncations = {agent: True for agent in self.possible_agents}
        for agent in self.agents:
            self._cumulative_rewards[agent] += self.rewards[agent]
        self._select()
        self.infos = {agent: {} for agent in self.agents}

    def _select(self) -> None:
        done = [agent for agent in self.agents if self._done(agent)]
        if done:
            self.agent_selection = done[0]
        elif self._status["activePlayers"]:
            self.agent_selection = self._status["activePlayers"][0]

    def _agent_report(self, agent: int) -> dict[str, Any]:
        """The agent's legal indices and observation: from the last step's answer when it was
        about this agent in this state, else one `agent` request."""
        if self._report is None or self._report["seat"] != agent:
            self._report = self.engine.agent(self.handle, agent)
        return self._report

    def _legal(self, agent: int) -> list[int]:
        if self.handle is None or self._done(agent) or agent not in self._status["activePlayers"]:
            return []
        return self._agent_report(agent)["indices"]

    def observe(self, agent: int) -> array.array:
        if self.handle is None:
            return array.array("f", bytes(4 * self._shape[0]))
        return array.array("f", self._agent_report(agent)["observation"])

    def last(self, observe: bool = True):
        agent = self.agent_selection
        info = dict(self.infos.get(agent, {}))
        legal = self._legal(agent)
        info["legal_indices"] = legal
        info["action_mask"] = ActionMask(self._n, legal)
        if self._status.get("terminal"):
            info["scores"] = self._status["outcome"]["scores"]
        observation = self.observe(agent) if observe else None
        return observation, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], info

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[int]:
        iterations = 0
        while self.agents and iterations < max_iter:
            yield self.agent_selection
            iterations += 1

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self._done(agent):
            if action is not None:
                raise ValueError(f"agent {agent} is done: step it with None")
            self.agents.remove(agent)
            self._cumulative_rewards[agent] = 0.0
            self._select()
            return
        if action is None:
            raise ValueError(f"agent {agent} must act: it is not done")
        status = self.engine.step_index(self.handle, agent, int(action), observer=agent, report_next=True)
        self._report = status.get("next")
        self._actions += 1
        self._cumulative_rewards[agent] = 0.0
        self._settle(status)

    def state(self) -> dict[str, Any]:
        """The whole game as a spectator sees it (PettingZoo's global state)."""
        return self.engine.view(self.handle, None)

    def close(self) -> None:
        _close_env(self)


class ParallelEnv:
    """One game at a time in PettingZoo's parallel API: each `step` takes an action index for
    every acting agent (`acting_agents`, the active seats) and applies them together, one bridge
    request per step. Goldfield Gully's secret commitments are one step of all seats; a part of a
    game where one seat acts is a step of that seat alone. Observations are `array.array("f")`;
    each info has `legal_indices` and `action_mask` (an `ActionMask`), empty for an agent that
    does not act next. Rewards are 0 until the end, then the shared-win returns."""

    metadata = {"name": "lost_valley_engine_parallel_v0", "render_modes": []}

    def __init__(self, game: str, players: int, variant: Optional[str] = None, options: Optional[dict[str, Any]] = None,
                 max_actions: Optional[int] = None, engine: Optional[Engine] = None):
        self._aec = AECEnv(game, players, variant=variant, options=options, max_actions=max_actions, engine=engine)
        self.possible_agents = list(self._aec.possible_agents)
        self.agents: list[int] = []
        self.acting_agents: list[int] = []
        self._actions = 0
        self._status: dict[str, Any] = {}

    def action_space(self, agent: int) -> Discrete:
        return self._aec.action_space(agent)

    def observation_space(self, agent: int) -> Box:
        return self._aec.observation_space(agent)

    def _infos(self, reports: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
        infos = {}
        for report in reports:
            info: dict[str, Any] = {"legal_indices": report["indices"], "action_mask": ActionMask(self._aec._n, report["indices"])}
            if self._status.get("terminal"):
                info["scores"] = self._status["outcome"]["scores"]
            infos[report["seat"]] = info
        return infos

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None):
        """Starts a game: returns (observations, infos), keyed by agent."""
        self._aec.reset(seed=seed, options=options)
        self._actions = 0
        self._status = self._aec._status
        reports = [self._aec.engine.agent(self._aec.handle, agent) for agent in self.possible_agents]
        self.agents = list(self.possible_agents)
        self.acting_agents = list(self._status["activePlayers"])
        return {r["seat"]: r["observation"] for r in reports}, self._infos(reports)

    def step(self, actions: dict[int, int]):
        """One index per acting agent: returns (observations, rewards, terminations, truncations, infos)."""
        status = self._aec.engine.joint_step(self._aec.handle, actions)
        self._status = status
        self._actions += len(actions)
        terminal = bool(status["terminal"])
        cut = not terminal and self._aec.max_actions is not None and self._actions >= self._aec.max_actions
        rewards = {agent: float(status["returns"][agent]) if terminal else 0.0 for agent in self.possible_agents}
        reports = status["agents"]
        if cut:
            reports = [{**report, "indices": []} for report in reports]
        observations = {r["seat"]: r["observation"] for r in reports}
        infos = self._infos(reports)
        terminations = {agent: terminal for agent in self.possible_agents}
        truncations = {agent: cut for agent in self.possible_agents}
        self.acting_agents = [] if terminal or cut else list(status["activePlayers"])
        if terminal or cut:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def state(self) -> dict[str, Any]:
        """The whole game as a spectator sees it."""
        return self._aec.state()

    def close(self) -> None:
        self._aec.close()


def parallel_env(game: str, players: int, **kwargs: Any) -> ParallelEnv:
    """PettingZoo's module-level constructor of the parallel API: `parallel_env("goldfield-gully", 4)`."""
    return ParallelEnv(game, players, **kwargs)


def env(game: str, players: int, **kwargs: Any) -> AECEnv:
    """PettingZoo's module-level constructor: `env("lost-dutchman", 3)`."""
    return AECEnv(game, players, **kwargs)


class VectorAECEnv:
    """`num_envs` games of one setup stepped together, one bridge request for a step of all of
    them (the per-request cost, a few hundred µs of pipe and JSON, is paid once per batch). In
    each game the selected agent (`agent_selection[i]`) acts; a game that finishes restarts at
    once with its next seed (gymnasium's "same-step" autoreset), so the observation and info
    returned for it are the new game's. `reset` returns (observations, infos), `step(actions)`
    (observations, rewards, terminations, truncations, infos), each a list with one entry per
    game: `rewards[i]` holds every seat's return (the shared-win returns when game i ended in this
    step, zeros otherwise), `infos[i]` has `agent`, `legal_indices` and `action_mask`.
    Observations are `array.array("f")`, sent as one base64 string of all games' float32 bytes
    (`observation="base64"`) or as their nonzero entries (`"sparse"`); the default, `"auto"`, takes
    base64 up to 4,096 floats an observation and sparse above (Lost Valley).
    Its JavaScript twin is `createVectorEnv`."""

    metadata = {"name": "lost_valley_engine_vector_v0", "render_modes": []}

    def __init__(self, game: str, players: int, num_envs: int, variant: Optional[str] = None,
                 options: Optional[dict[str, Any]] = None, max_actions: Optional[int] = None,
                 engine: Optional[Engine] = None, observation: str = "auto"):
        self.engine = engine or Engine()
        self._owns_engine = engine is None
        config: dict[str, Any] = {"game": game, "players": players}
        for key, value in (("variant", variant), ("options", options), ("maxActions", max_actions)):
            if value is not None:
                config[key] = value
        created = self.engine.vector_create(config, num_envs)
        self.handle: Optional[str] = created["handle"]
        self.num_envs = num_envs
        self.possible_agents = list(range(players))
        self._n = created["actionSpaceSize"]
        self._shape = tuple(created["observationShape"])
        # "auto": base64 for observations of up to 4,096 floats (their bytes decode at C speed),
        # sparse entries above (Lost Valley's 8,093 hold about 1% nonzero).
        self._format = observation if observation != "auto" else "base64" if self._shape[0] <= 4096 else "sparse"
        self._spaces = {agent: Discrete(self._n, seed=agent) for agent in self.possible_agents}
        self._zeros = tuple(0.0 for _ in self.possible_agents)
        self.agent_selection: list[int] = []

    def action_space(self, agent: int) -> Discrete:
        return self._spaces[agent]

    def observation_space(self, agent: int) -> Box:
        return Box(self._shape)

    def _unpack(self, report: dict[str, Any]):
        self.agent_selection = report["agents"]
        sent = report["observations"]
        if isinstance(sent, str):
            raw = base64.b64decode(sent)
            width = 4 * self._shape[0]
            observations = [array.array("f", raw[i * width:(i + 1) * width]) for i in range(self.num_envs)]
            if sys.byteorder == "big":
                for observation in observations:
                    observation.byteswap()
        elif sent is None:
            observations = [None] * self.num_envs
        else:
            observations = [decode_observation(row) for row in sent]
        infos = [{"agent": agent, "legal_indices": legal, "action_mask": ActionMask(self._n, legal)}
                 for agent, legal in zip(report["agents"], report["indices"])]
        return observations, infos

    def reset(self, seed: Optional[Any] = None, options: Optional[dict[str, Any]] = None):
        """Starts every game: game i's k-th episode has the seed f"{seed}/{i}/{k}"."""
        if seed is None:
            seed = random.randrange(2**31)
        for agent, space in self._spaces.items():
            space.seed(random.Random(f"{seed}/{agent}").randrange(2**31))
        return self._unpack(self.engine.vector_reset(self.handle, seed, self._format))

    def step(self, actions: Sequence[int]):
        """One action index per game: its selected agent's. A list of the wrong length or an
        index not legal raises EngineError, and no game moves."""
        report = self.engine.vector_step(self.handle, [int(action) for action in actions], self._format)
        observations, infos = self._unpack(report)
        zeros = self._zeros
        rewards = [tuple(float(r) for r in returns) if returns is not None else zeros for returns in report["returns"]]
        return observations, rewards, report["terminated"], report["truncated"], infos

    def close(self) -> None:
        _close_env(self)


def vector_env(game: str, players: int, num_envs: int, **kwargs: Any) -> VectorAECEnv:
    """`vector_env("mountain-river-duel", 2, 64)`: 64 games stepped in one request each step."""
    return VectorAECEnv(game, players, num_envs, **kwargs)
