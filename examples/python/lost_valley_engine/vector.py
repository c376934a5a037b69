"""`VectorAECEnv`: many games of one setup stepped together, one bridge request a step of all."""

from __future__ import annotations

import array
import base64
import random
import sys
from typing import Any, Optional, Sequence

from .aec import DENSE_LIMIT, _close_env
from .bridge import FRAME_DELTA, FRAME_OBSERVATION, Engine, decode_observation
from .spaces import ActionMask, Box, Discrete


class VectorAECEnv:
    """`num_envs` games of one setup stepped together, one bridge request for a step of all of
    them (the per-request cost, a few hundred µs of pipe and JSON, is paid once per batch). In
    each game the selected agent (`agent_selection[i]`) acts; a game that finishes restarts at
    once with its next seed (gymnasium's "same-step" autoreset), so the observation and info
    returned for it are the new game's. `reset` returns (observations, infos), `step(actions)`
    (observations, rewards, terminations, truncations, infos), each a list with one entry per
    game: `rewards[i]` holds every seat's return (the shared-win returns when game i ended in this
    step, zeros otherwise), `infos[i]` has `agent`, `legal_indices` and `action_mask`.
    Observations are `array.array("f")`, one per game, each the env's own (a copy of what the
    bridge sent). From protocol 6 a step is a vector step frame: the indices as u32 and, per
    game, the legal indices as u32 and the observation as the float32 entries changed since
    that seat of that game was last sent one (`frames=False` keeps to JSON steps). The reset, and
    every JSON step, send them as one base64 string of all games' float32 bytes
    (`observation="base64"`) or as their nonzero entries (`"sparse"`, or `"sparse-base64"` from
    protocol 4); the default, `"auto"`, takes base64 up to 4,096 floats an observation and the
    most compact sparse format above (Lost Valley); `"none"` sends none.
    Its JavaScript twin is `createVectorEnv`."""

    metadata = {"name": "lost_valley_engine_vector_v0", "render_modes": []}

    def __init__(self, game: str, players: int, num_envs: int, variant: Optional[str] = None,
                 options: Optional[dict[str, Any]] = None, max_actions: Optional[int] = None,
                 engine: Optional[Engine] = None, observation: str = "auto", frames: Optional[bool] = None):
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
        self._format = observation if observation != "auto" else "base64" if self._shape[0] <= DENSE_LIMIT else self.engine.sparse_format
        self._spaces = {agent: Discrete(self._n, seed=agent) for agent in self.possible_agents}
        self._zeros = tuple(0.0 for _ in self.possible_agents)
        self.agent_selection: list[int] = []
        # Vector step frames when the bridge takes them (`frames=False`: JSON steps).
        self._frames = self.engine.vector_frames if frames is None else frames and self.engine.vector_frames
        self._frame_flags = 0 if self._format == "none" else FRAME_OBSERVATION | FRAME_DELTA

    def action_space(self, agent: int) -> Discrete:
        return self._spaces[agent]

    def observation_space(self, agent: int) -> Box:
        return Box(self._shape)

    def _unpack(self, report: dict[str, Any]):
        self.agent_selection = report["agents"]
        sent = report["observations"]
        if isinstance(sent, list) and sent and isinstance(sent[0], array.array):
            # A frame's observations are the engine's delta bases: each game gets its own copy.
            observations = [observation[:] for observation in sent]
        elif isinstance(sent, str):
            raw = base64.b64decode(sent)
            width = 4 * self._shape[0]
            observations = [array.array("f", raw[i * width:(i + 1) * width]) for i in range(self.num_envs)]
            if sys.byteorder == "big":
                for observation in observations:
                    observation.byteswap()
        elif sent is None or self._format == "none":
            observations = [None] * self.num_envs
        else:
            observations = [decode_observation(row) for row in sent]
        infos = [{"agent": agent, "legal_indices": legal, "action_mask": ActionMask(self._n, legal, ascending=True)}
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
        if self._frames:
            report = self.engine.vector_frame(self.handle, [int(action) for action in actions], self._frame_flags)
        else:
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
