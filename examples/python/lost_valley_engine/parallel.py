"""`ParallelEnv`: one game in PettingZoo's parallel API, every acting seat's action in one step."""

from __future__ import annotations

from typing import Any, Optional

from .aec import AECEnv
from .bridge import Engine
from .spaces import ActionMask, Box, Discrete


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
            info: dict[str, Any] = {"legal_indices": report["indices"], "action_mask": ActionMask(self._aec._n, report["indices"], ascending=True)}
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
