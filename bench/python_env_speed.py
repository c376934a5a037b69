"""Steps per second of the Python AECEnv over stdio, for `bench/env-speed.ts`.

    python3 bench/python_env_speed.py CLIENT_DIR SECONDS GAME:PLAYERS ...

CLIENT_DIR holds the `lost_valley_engine.py` to time (the bridge comes from
$LOST_VALLEY_ENGINE_CMD). The policy is the PettingZoo idiom, `action_space(agent).sample(mask)`,
so the same code times an old client (dense list masks) and a new one (sparse masks). Prints one
JSON object per game: steps per wall second, and per CPU second of Python and the bridge
process together (read from /proc on Linux; Python's alone elsewhere).
"""

import json
import os
import sys
import time

sys.path.insert(0, sys.argv[1])
from lost_valley_engine import AECEnv, Engine  # noqa: E402


def bridge_cpu(engine):
    """CPU seconds the bridge process has used (utime + stime), or 0 where /proc is missing."""
    try:
        with open(f"/proc/{engine._process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return 0.0


def run(engine, game, players, seconds):
    env = AECEnv(game, players, engine=engine)
    steps, episode = 0, 0
    wall, cpu, bridge = time.perf_counter(), time.process_time(), bridge_cpu(engine)
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
    wall, cpu, bridge = time.perf_counter() - wall, time.process_time() - cpu, bridge_cpu(engine) - bridge
    env.close()
    return {"steps": steps, "wall": steps / wall, "cpu": steps / (cpu + bridge), "pythonShare": cpu / (cpu + bridge)}


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
