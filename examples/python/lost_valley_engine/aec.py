"""`AECEnv`: one game in the shape of a PettingZoo AEC environment, one bridge request a step."""

from __future__ import annotations

import array
import random
from typing import Any, Iterator, Optional

from .bridge import FRAME_DELTA, FRAME_FINALS, FRAME_OBSERVATION, Engine, EngineError, decode_observation
from .spaces import ActionMask, Box, Discrete

# A vector's observations up to this many floats a game travel as one base64 string of their
# bytes (a C-speed decode); larger ones, mostly zero, as their nonzero entries.
DENSE_LIMIT = 4096
# The same limit for one observation of an AECEnv: base64 for the duel (391 floats) and Gully
# (170), sparse-base64 for the Dutchman (about 1,300, 1,962 bytes a step against 7,410) and
# Lost Valley (8,093), the cheaper of the two to send and decode for each (bench/RESULTS.md).
AEC_DENSE_LIMIT = 1024
# A step frame's flags: the next seat's observation as a delta, and every seat's at the end.
_FRAME_STEP = FRAME_OBSERVATION | FRAME_DELTA | FRAME_FINALS


def _close_env(env: Any) -> None:
    """Closes an environment's game (or vector of games) and the bridge if the env started it."""
    if env.handle is not None:
        env.engine.close_game(env.handle)
        env.handle = None
    if env._owns_engine:
        env.engine.close()


class AECEnv:
    """One game at a time in PettingZoo's agent environment cycle. Agents are seat numbers;
    chance is resolved inside the engine. Rewards are 0 until the end, then 1 for a sole winner,
    1/k for each of k joint winners, 0 otherwise.

    A step is one bridge request: its answer carries the next agent's legal indices and
    observation, so `last()` and `observe()` of that agent ask nothing more, and it sends no
    events (the environment reads none). From protocol 5 a step is a binary frame whose answer
    holds the observation as the entries that changed since that seat's last one, and at the end
    every seat's final observation; a reset is one request (`create` replacing the last game). `observation` picks how observations travel: "auto"
    (the default: base64 of the float32 bytes up to 1,024 floats, the duel's and Gully's, decoded
    at C speed; above, the Dutchman's and Lost Valley's, mostly zero, their nonzero entries as
    `sparse-base64`), or any format of the protocol. `frames=False` keeps to JSON steps."""

    metadata = {"name": "lost_valley_engine_v0", "render_modes": []}

    def __init__(self, game: str, players: int, variant: Optional[str] = None, options: Optional[dict[str, Any]] = None,
                 max_actions: Optional[int] = None, engine: Optional[Engine] = None, observation: str = "auto",
                 frames: Optional[bool] = None):
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
        self._format = observation if observation != "auto" else "base64" if self._shape[0] <= AEC_DENSE_LIMIT else self.engine.sparse_format
        self._no_rewards = {agent: 0.0 for agent in self.possible_agents}
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
        # At the end (protocol 5), every seat's final observation, sent with the last step.
        self._finals: Optional[list[Any]] = None
        # Binary steps when the bridge takes them (`frames=False`: JSON steps, as protocol 4).
        self._frames = self.engine.frames if frames is None else frames and self.engine.frames
        self._frame_flags = 0 if self._format == "none" else _FRAME_STEP

    def action_space(self, agent: int) -> Discrete:
        return self._spaces[agent]

    def observation_space(self, agent: int) -> Box:
        return Box(self._shape)

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        if seed is None:
            seed = random.randrange(2**31)
        for agent, space in self._spaces.items():
            space.seed(random.Random(f"{seed}/{agent}").randrange(2**31))
        if self._frames:
            # One request: the last game closed, the new one created, its first seat's report.
            created = self.engine.create({**self.setup, "seed": seed}, replace=self.handle, observation=self._format)
        else:
            if self.handle is not None:
                self.engine.close_game(self.handle)
            created = self.engine.create({**self.setup, "seed": seed})
        self.handle = created["handle"]
        self.agents = list(self.possible_agents)
        self._actions = 0
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self._report = created.get("next")
        self._finals = None
        self._settle(created)

    def _done(self, agent: int) -> bool:
        return self.terminations[agent] or self.truncations[agent]

    def _settle(self, status: dict[str, Any]) -> None:
        self._status = status
        self.rewards = dict(self._no_rewards)
        if status["terminal"]:
            self.rewards = {agent: float(status["returns"][agent]) for agent in self.possible_agents}
            self.terminations = {agent: True for agent in self.possible_agents}
            for agent in self.agents:
                self._cumulative_rewards[agent] += self.rewards[agent]
        elif self.max_actions is not None and self._actions >= self.max_actions:
            self.truncations = {agent: True for agent in self.possible_agents}
        self._select()
        self.infos = {agent: {} for agent in self.agents}

    def _select(self) -> None:
        for agent in self.agents:
            if self.terminations[agent] or self.truncations[agent]:
                self.agent_selection = agent
                return
        if self._status["activePlayers"]:
            self.agent_selection = self._status["activePlayers"][0]

    def _agent_report(self, agent: int) -> dict[str, Any]:
        """The agent's legal indices and observation: from the last step's answer when it was
        about this agent in this state, else one `agent` request."""
        if self._finals is not None:
            return {"seat": agent, "indices": [], "observation": self._finals[agent]}
        if self._report is None or self._report["seat"] != agent:
            report = self.engine.request("agent", handle=self.handle, seat=agent, observation=self._format)
            report["observation"] = decode_observation(report["observation"])
            self._report = report
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
        info["action_mask"] = ActionMask(self._n, legal, ascending=True)
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
        if self._frames:
            status = self.engine.step_frame(self.handle, agent, int(action), self._frame_flags)
            self._finals = status.get("finals")
        else:
            status = self.engine.step_index(self.handle, agent, int(action), observer=agent, report_next=True,
                                            events=False, observation=self._format)
        self._report = status.get("next")
        self._actions += 1
        self._cumulative_rewards[agent] = 0.0
        self._settle(status)

    def state(self) -> dict[str, Any]:
        """The whole game as a spectator sees it (PettingZoo's global state)."""
        return self.engine.view(self.handle, None)

    def close(self) -> None:
        _close_env(self)


def env(game: str, players: int, **kwargs: Any) -> AECEnv:
    """PettingZoo's module-level constructor: `env("lost-dutchman", 3)`."""
    return AECEnv(game, players, **kwargs)
