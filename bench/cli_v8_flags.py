"""The command line's own V8 flags (`src/cli/v8-tuning.ts`), on and off, side by side.

    python3 bench/cli_v8_flags.py [--rounds R] [--cli dist/cli.js] [--steps N,N] [--simulate GAME:SEATS:N[:BOT],...] [--only simulate|env]

Each round runs every case once with `LVE_V8_FLAGS=off` and once without (the default flags),
the order swapped every round so that both meet the same load. Cases:

- `simulate` of N games, a fresh process each (default 20 and 200 four-seat Lost Valley games
  between random bots; `--simulate mountain-river-duel:2:3000,lost-valley:4:20:heuristic` for
  other games and bots);
- the Python `AECEnv` over a fresh `serve --stdio` bridge for N Lost Valley steps (default 2,000
  and 20,000), the policy a seeded random legal index, so both settings play the same games.

Prints one line per run: wall seconds and CPU seconds (the child processes' user + system from
`getrusage(RUSAGE_CHILDREN)`, plus Python's own for the environment runs), and a digest of what
was played (the simulate report without its speed line; the environment's actions and rewards),
which must be the same with and without the flags. Then the medians and the ratio on / off.
"""

import hashlib
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples" / "python"))
from lost_valley_engine import AECEnv, Engine  # noqa: E402


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


ROUNDS = int(option("--rounds", "3"))
CLI = option("--cli", str(ROOT / "dist" / "cli.js"))
STEPS = [int(n) for n in option("--steps", "2000,20000").split(",")]
SIMULATE = [spec.split(":") for spec in option("--simulate", "lost-valley:4:20,lost-valley:4:200").split(",")]
ONLY = option("--only", "")


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def environment(setting):
    env = dict(os.environ)
    env.pop("LVE_V8_FLAGS", None)
    if setting == "off":
        env["LVE_V8_FLAGS"] = "off"
    return env


def simulate(setting, spec):
    game, seats, games, *bot = spec
    cpu, wall = children_cpu(), time.perf_counter()
    out = subprocess.run(
        ["node", CLI, "simulate", "--game", game, "--players", seats, "--games", games, "--seed", "flags", *(["--bot", bot[0]] if bot else [])],
        env=environment(setting), capture_output=True, text=True, check=True,
    ).stdout
    wall, cpu = time.perf_counter() - wall, children_cpu() - cpu
    report = [line for i, line in enumerate(out.splitlines()) if i != 1]  # without the speed line
    return wall, cpu, hashlib.sha256("\n".join(report).encode()).hexdigest()[:16]


def python_env(setting, steps):
    os.environ.pop("LVE_V8_FLAGS", None)
    if setting == "off":
        os.environ["LVE_V8_FLAGS"] = "off"
    cpu, own, wall = children_cpu(), time.process_time(), time.perf_counter()
    engine = Engine(["node", CLI, "serve", "--stdio"])
    env = AECEnv("lost-valley", 4, engine=engine)
    digest = hashlib.sha256()
    done, episode = 0, 0
    while done < steps:
        env.reset(seed=episode)
        rng = random.Random(episode)
        episode += 1
        for agent in env.agent_iter():
            _, reward, termination, truncation, info = env.last()
            if termination or truncation:
                env.step(None)
                continue
            legal = info["legal_indices"]
            action = legal[rng.randrange(len(legal))]
            digest.update(f"{action},{reward};".encode())
            env.step(action)
            done += 1
            if done >= steps:
                break
    env.close()
    engine.close()
    os.environ.pop("LVE_V8_FLAGS", None)
    wall = time.perf_counter() - wall
    cpu = children_cpu() - cpu + time.process_time() - own
    return wall, cpu, digest.hexdigest()[:16]


cases = []
if ONLY in ("", "simulate"):
    cases += [(f"simulate {spec[2]} {spec[0]} ({':'.join([spec[1] + ' seats', *spec[3:]])})", simulate, spec) for spec in SIMULATE]
if ONLY in ("", "env"):
    cases += [(f"python env {n} steps", python_env, n) for n in STEPS]

results = {}
for round_ in range(ROUNDS):
    order = ["off", "on"] if round_ % 2 == 0 else ["on", "off"]
    for name, run, size in cases:
        for setting in order:
            load = os.getloadavg()[0]
            wall, cpu, digest = run(setting, size)
            results.setdefault((name, setting), []).append((wall, cpu, digest))
            print(f"round {round_ + 1} {name} {setting}: wall {wall:.2f} s, CPU {cpu:.2f} s, digest {digest}, load {load:.1f}", flush=True)

print()
for name, _, _ in cases:
    off, on = results[(name, "off")], results[(name, "on")]
    same = len({r[2] for r in off + on}) == 1
    med = lambda rows, i: statistics.median(r[i] for r in rows)  # noqa: E731
    ratios = [b[1] / a[1] for a, b in zip(off, on)]
    print(
        f"{name}: CPU off {med(off, 1):.2f} s, on {med(on, 1):.2f} s (on/off {med(on, 1) / med(off, 1):.2f}; per round "
        + ", ".join(f"{r:.2f}" for r in ratios)
        + f"); wall off {med(off, 0):.2f} s, on {med(on, 0):.2f} s (on/off {med(on, 0) / med(off, 0):.2f}); same results: {same}"
    )
