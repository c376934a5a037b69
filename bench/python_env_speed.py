"""Steps per second of the Python AECEnv over stdio, for `bench/env-speed.ts`.

    python3 bench/python_env_speed.py CLIENT_DIR SECONDS GAME:PLAYERS ...

CLIENT_DIR holds the `lost_valley_engine.py` to time (the bridge comes from
$LOST_VALLEY_ENGINE_CMD). The policy is the PettingZoo idiom, `action_space(agent).sample(mask)`,
so the same code times an old client (dense list masks) and a new one (sparse masks). Prints one
JSON object: steps per wall second and per CPU second of this process, per game.
"""

import json
import sys
import time

sys.path.insert(0, sys.argv[1])
from lost_valley_engine import AECEnv, Engine  # noqa: E402


def run(engine, game, players, seconds):
    env = AECEnv(game, players, engine=engine)
    steps, episode = 0, 0
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        env.reset(seed=episode)
        episode += 1
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                env.step(None)
                continue
            env.step(env.action_space(agent).sample(info["action_mask"]))
            steps += 1
            if time.perf_counter() - wall >= seconds:
                break
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    env.close()
    return {"steps": steps, "wall": steps / wall, "pythonCpu": steps / cpu}


def main():
    seconds = float(sys.argv[2])
    engine = Engine()
    out = {}
    try:
        for setup in sys.argv[3:]:
            game, players = setup.split(":")
            out[setup] = run(engine, game, int(players), seconds)
    finally:
        engine.close()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
