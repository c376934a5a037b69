"""Steps per second of the Python AECEnv over stdio, for `bench/env-speed.ts`.

    python3 bench/python_env_speed.py CLIENT_DIR SECONDS GAME:PLAYERS ... [--warmup S] [--vector N [--observation FORMAT]]

CLIENT_DIR holds the `lost_valley_engine` to time (the package, or an old single-file module) (the bridge comes from
$LOST_VALLEY_ENGINE_CMD). The policy is the PettingZoo idiom, `action_space(agent).sample(mask)`,
so the same code times an old client (dense list masks) and a new one (sparse masks). Prints one
JSON object per game: steps per wall second, and per CPU second of Python and the bridge
process together (read from /proc on Linux; Python's alone elsewhere). With `--vector N` it
times `VectorAECEnv` instead: N games a request, each step of each game counted, the same policy
per game; `--warmup S` (default 1) runs each loop that long untimed first, so that the
bridge's JIT is warm as the in-process loops are; `--observation` picks how its observations travel (`auto`, the class's default, `sparse` or `base64`).
"""

import json
import os
import sys
import time

sys.path.insert(0, sys.argv[1])
import lost_valley_engine  # noqa: E402
from lost_valley_engine import AECEnv, Engine  # noqa: E402


def bridge_cpu(engine):
    """CPU seconds the bridge process has used (utime + stime), or 0 where /proc is missing."""
    try:
        with open(f"/proc/{engine._process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return 0.0


def timed(loop, engine, seconds, warmup):
    """Runs `loop` for `warmup` seconds untimed (the bridge's JIT warms up), then for `seconds`."""
    loop(warmup)
    wall, cpu, bridge = time.perf_counter(), time.process_time(), bridge_cpu(engine)
    steps = loop(seconds)
    wall, cpu, bridge = time.perf_counter() - wall, time.process_time() - cpu, bridge_cpu(engine) - bridge
    return {"steps": steps, "wall": steps / wall, "cpu": steps / (cpu + bridge), "pythonShare": cpu / (cpu + bridge)}


def run(engine, game, players, seconds, warmup):
    env = AECEnv(game, players, engine=engine)
    episodes = iter(range(2**31))

    def loop(limit):
        steps, started = 0, time.perf_counter()
        while time.perf_counter() - started < limit:
            env.reset(seed=next(episodes))
            for agent in env.agent_iter():
                observation, reward, termination, truncation, info = env.last()
                if termination or truncation:
                    env.step(None)
                    continue
                env.step(env.action_space(agent).sample(info["action_mask"]))
                steps += 1
                if time.perf_counter() - started >= limit:
                    break
        return steps

    try:
        return timed(loop, engine, seconds, warmup)
    finally:
        env.close()


def run_vector(engine, game, players, seconds, warmup, count, observation):
    env = lost_valley_engine.VectorAECEnv(game, players, count, engine=engine, observation=observation)
    infos = env.reset(seed=0)[1]

    def loop(limit):
        nonlocal infos
        steps, started = 0, time.perf_counter()
        while time.perf_counter() - started < limit:
            actions = [env.action_space(info["agent"]).sample(info["action_mask"]) for info in infos]
            observations, rewards, terminations, truncations, infos = env.step(actions)
            steps += count
        return steps

    try:
        return timed(loop, engine, seconds, warmup)
    finally:
        env.close()


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def main():
    seconds = float(sys.argv[2])
    vector = int(option("--vector", "0"))
    warmup = float(option("--warmup", "1"))
    observation = option("--observation", "auto")
    engine = Engine()
    out = {}
    try:
        for setup in [arg for arg in sys.argv[3:] if ":" in arg]:
            game, players = setup.split(":")
            if vector > 0:
                out[setup] = run_vector(engine, game, int(players), seconds, warmup, vector, observation)
            else:
                out[setup] = run(engine, game, int(players), seconds, warmup)
    finally:
        engine.close()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
