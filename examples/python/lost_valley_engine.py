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

Observations are lists of floats and masks lists of 0/1 (no numpy needed; `numpy.asarray` takes
them as they are). Nothing beyond the standard library is used.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import shlex
import subprocess
from pathlib import Path
from typing import Any, Iterator, Optional

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

    def legal(self, handle: str, seat: int) -> dict[str, Any]:
        return self.request("legal", handle=handle, seat=seat)

    def chance(self, handle: str) -> list[dict[str, Any]]:
        return self.request("chance", handle=handle)["outcomes"]

    def step_index(self, handle: str, seat: int, index: int) -> dict[str, Any]:
        return self.request("step", handle=handle, seat=seat, index=index)

    def step_action(self, handle: str, action: dict[str, Any]) -> dict[str, Any]:
        return self.request("step", handle=handle, action=action)

    def observe(self, handle: str, seat: int) -> list[float]:
        return self.request("observe", handle=handle, seat=seat)["observation"]

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


class Discrete:
    """A stand-in for gymnasium.spaces.Discrete: `n` actions, `sample(mask)` among the legal ones."""

    def __init__(self, n: int, seed: Optional[int] = None):
        self.n = n
        self._random = random.Random(seed)

    def sample(self, mask: Optional[list[int]] = None) -> int:
        # compress runs in C: Lost Valley's masks hold about half a million entries.
        choices = list(range(self.n)) if mask is None else list(itertools.compress(range(self.n), mask))
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

    def _mask(self, agent: int) -> list[int]:
        mask = [0] * self._n
        if self.handle is None or self._done(agent) or agent not in self._status["activePlayers"]:
            return mask
        for index in self.engine.legal(self.handle, agent)["indices"]:
            mask[index] = 1
        return mask

    def observe(self, agent: int) -> list[float]:
        return self.engine.observe(self.handle, agent) if self.handle is not None else [0.0] * self._shape[0]

    def last(self, observe: bool = True):
        agent = self.agent_selection
        info = dict(self.infos.get(agent, {}))
        info["action_mask"] = self._mask(agent)
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
        status = self.engine.step_index(self.handle, agent, int(action))
        self._actions += 1
        self._cumulative_rewards[agent] = 0.0
        self._settle(status)

    def state(self) -> dict[str, Any]:
        """The whole game as a spectator sees it (PettingZoo's global state)."""
        return self.engine.view(self.handle, None)

    def close(self) -> None:
        if self.handle is not None:
            self.engine.close_game(self.handle)
            self.handle = None
        if self._owns_engine:
            self.engine.close()


def env(game: str, players: int, **kwargs: Any) -> AECEnv:
    """PettingZoo's module-level constructor: `env("lost-dutchman", 3)`."""
    return AECEnv(game, players, **kwargs)
