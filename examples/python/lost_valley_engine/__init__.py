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

The package: `bridge` (the process and its protocol), `spaces` (`ActionMask`, `Discrete`,
`Box`), `aec` (`AECEnv`, `env`), `parallel` (`ParallelEnv`, `parallel_env`) and `vector`
(`VectorAECEnv`, `vector_env`); every name is importable from the package itself.
"""

from .aec import AECEnv, env
from .bridge import Engine, EngineError, decode_observation, default_command
from .parallel import ParallelEnv, parallel_env
from .spaces import ActionMask, Box, Discrete, MaskLike
from .vector import VectorAECEnv, vector_env

__all__ = [
    "AECEnv", "ActionMask", "Box", "Discrete", "Engine", "EngineError", "MaskLike", "ParallelEnv", "VectorAECEnv",
    "decode_observation", "default_command", "env", "parallel_env", "vector_env",
]
