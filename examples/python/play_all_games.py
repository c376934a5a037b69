"""Plays whole games of every game through the bridge and checks what it sees.

Every game's standard variant goes through the PettingZoo-style AECEnv with a masked random
policy; Lost Valley's first edition through the protocol's own `legal`/`step` by action (it has
an encoding too; this path shows the action form). Also checks determinize (same view for the seat) and save/load, and that
the vector environment plays each of its games exactly as an AECEnv with that game's seed.
Prints one line per game; exits with 1 on the first failure.

    python3 examples/python/play_all_games.py
    LOST_VALLEY_ENGINE_CMD="npx tsx src/cli/main.ts serve --stdio" python3 examples/python/play_all_games.py
"""

from __future__ import annotations

import random
import sys

from lost_valley_engine import AECEnv, Engine, EngineError, ParallelEnv, VectorAECEnv


def check(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


def play_aec(engine: Engine, game: str, players: int, seed: int) -> str:
    env = AECEnv(game, players, engine=engine)
    env.reset(seed=seed)
    steps = 0
    final: dict[int, float] = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        check(len(observation) == env.observation_space(agent).shape[0], "observation of the wrong shape")
        if termination or truncation:
            final[agent] = reward
            env.step(None)
            continue
        mask, legal = info["action_mask"], info["legal_indices"]
        check(len(legal) > 0, f"agent {agent} must act but has no legal action")
        check(len(mask) == env.action_space(agent).n, "a mask of the wrong length")
        choice = env.action_space(agent).sample(mask)
        check(choice in legal and mask[choice] == 1, "the sampled index is not legal")
        env.step(choice)
        steps += 1
    check(env.agents == [], "agents left in the cycle")
    returns = env._status["returns"]
    check(all(abs(final[agent] - returns[agent]) < 1e-9 for agent in env.possible_agents), "rewards differ from the returns")
    reason = env._status["outcome"]["reason"]
    env.close()
    return f"{game} ({players} seats): {steps} steps, ended by {reason}, returns {returns}"


def play_by_actions(engine: Engine, game: str, variant: str, players: int, seed: int) -> str:
    rng = random.Random(seed)
    status = engine.create({"game": game, "variant": variant, "players": players, "seed": seed})
    check(status["actionSpaceSize"] > 0, f"{game} {variant} was expected to have an encoding")
    handle = status["handle"]
    steps = 0
    while not status["terminal"]:
        seat = status["activePlayers"][0]
        actions = engine.legal(handle, seat)["actions"]
        check(len(actions) > 0, f"seat {seat} must act but has no legal action")
        status = engine.step_action(handle, rng.choice(actions))
        steps += 1
    engine.close_game(handle)
    return f"{game} {variant} ({players} seats): {steps} actions by the protocol, ended by {status['outcome']['reason']}"


def check_hidden_information_and_saves(engine: Engine) -> str:
    status = engine.create({"game": "goldfield-gully", "players": 3, "seed": 5})
    handle = status["handle"]
    # Seat 0 commits in secret; seat 1's view and observation must not tell it from a re-draw.
    first = engine.legal(handle, 0)["indices"][0]
    engine.step_index(handle, 0, first)
    twin = engine.determinize(handle, 1, "twin")["handle"]
    check(engine.view(twin, 1) == engine.view(handle, 1), "a determinization changed seat 1's view")
    check(engine.observe(twin, 1) == engine.observe(handle, 1), "a determinization changed seat 1's observation")
    loaded = engine.load(engine.save(handle))["handle"]
    check(engine.view(loaded, None) == engine.view(handle, None), "save and load changed the game")
    try:
        engine.step_index(handle, 0, 17)
        raise AssertionError("an illegal index was accepted")
    except EngineError as error:
        check(error.code is not None, "a refusal without a code")
    for h in (handle, twin, loaded):
        engine.close_game(h)
    return "goldfield-gully: determinize keeps the view and the observation; save/load round-trips; illegal steps are refused"


def play_parallel(engine: Engine, game: str, players: int, seed: int) -> str:
    env = ParallelEnv(game, players, engine=engine)
    observations, infos = env.reset(seed=seed)
    steps = joint = 0
    rewards: dict[int, float] = {}
    while env.agents:
        acting = env.acting_agents
        check(len(acting) > 0, "no agent acts in a live game")
        for agent in env.possible_agents:
            check(len(observations[agent]) == env.observation_space(agent).shape[0], "observation of the wrong shape")
            check((len(infos[agent]["legal_indices"]) > 0) == (agent in acting), "legal indices for exactly the acting agents")
        joint += len(acting) > 1
        actions = {agent: env.action_space(agent).sample(infos[agent]["action_mask"]) for agent in acting}
        observations, rewards, terminations, truncations, infos = env.step(actions)
        steps += 1
    check(all(terminations.values()), "the game did not end")
    check(abs(sum(rewards.values()) - 1) < 1e-9 or sum(rewards.values()) == 0, "returns do not share one win")
    try:
        env._aec.engine.joint_step(env._aec.handle, {0: 0})
        raise AssertionError("a joint step after the end was accepted")
    except EngineError as error:
        check(error.code == "bridge/bad-request", f"unexpected refusal {error.code}")
    env.close()
    return f"{game} parallel ({players} seats): {steps} steps, {joint} of them joint, rewards {[rewards[a] for a in env.possible_agents]}"


def check_observer_events(engine: Engine) -> str:
    status = engine.create({"game": "goldfield-gully", "players": 3, "seed": 5})
    handle = status["handle"]
    hidden = engine.step_index(handle, 0, 2, observer=1)["events"]
    check(not any(event.get("type") == "commitment" for event in hidden), "seat 0's secret commitment crossed to seat 1")
    own = engine.step_index(handle, 1, 2, observer=1)["events"]
    check(any(event.get("type") == "commitment" and event.get("player") == 1 for event in own), "seat 1 does not see its own commitment")
    engine.close_game(handle)
    return "goldfield-gully: a secret commitment reaches its own seat only"


def check_observation_formats(engine: Engine) -> str:
    """Every observation format decodes to the same floats (Lost Valley and the Dutchman, a few
    states each), and a step asked for no events sends none."""
    formats = ("sparse", "sparse-base64", "base64")
    states = 0
    for game, players in (("lost-valley", 4), ("lost-dutchman", 4)):
        handle = engine.create({"game": game, "players": players, "seed": 9})["handle"]
        for _ in range(6):
            status = engine.status(handle)
            if status["terminal"]:
                break
            for seat in range(players):
                listed = engine.observe(handle, seat)
                for format in formats:
                    check(list(engine.observe_array(handle, seat, format)) == listed, f"{game}: {format} differs from the list")
            states += 1
            seat = status["activePlayers"][0]
            quiet = engine.step_index(handle, seat, engine.legal(handle, seat, actions=False)["indices"][0], observer=seat, events=False)
            check(quiet["events"] is None, "a step asked for no events sent some")
        engine.close_game(handle)
    return f"observation formats {', '.join(formats)} decode to the list in {states} states; a step without events sends none"


def check_vector(engine: Engine, game: str, players: int, observation: str, seed: str) -> str:
    """Steps a VectorAECEnv of 3 games beside one AECEnv per game, reset with the seed the vector
    gives that game's episode (f"{seed}/{i}/{k}"): agents, legal indices, observations and the
    returns of finished games must agree, and a refused step must move no game."""
    count = 3
    vector = VectorAECEnv(game, players, count, engine=engine, observation=observation)
    twins = [AECEnv(game, players, engine=engine) for _ in range(count)]
    episodes = [0] * count
    for i, twin in enumerate(twins):
        twin.reset(seed=f"{seed}/{i}/0")
    observations, infos = vector.reset(seed=seed)
    finished, steps = 0, 0

    def agree(observations, infos):
        for i, twin in enumerate(twins):
            agent = twin.agent_selection
            check(infos[i]["agent"] == agent, f"game {i}: the vector's agent is not the twin's")
            check(infos[i]["legal_indices"] == twin.last()[4]["legal_indices"], f"game {i}: legal indices differ")
            check(list(observations[i]) == list(twin.observe(agent)), f"game {i}: observations differ")

    agree(observations, infos)
    try:
        vector.step([infos[0]["legal_indices"][0], -1, infos[2]["legal_indices"][0]])
        check(False, "an illegal index was accepted")
    except EngineError as error:
        check(error.code == "env/no-such-action", f"refused with {error.code}")
    for step in range(150):
        actions = [info["legal_indices"][(step + i) % len(info["legal_indices"])] for i, info in enumerate(infos)]
        observations, rewards, terminations, truncations, infos = vector.step(actions)
        steps += count
        for i, twin in enumerate(twins):
            twin.step(actions[i])
            ended = twin.terminations[twin.agent_selection]
            check(terminations[i] == ended and not truncations[i], f"game {i}: the end differs")
            if ended:
                returns = twin._status["returns"]
                check(list(rewards[i]) == [float(r) for r in returns], f"game {i}: returns differ")
                episodes[i] += 1
                finished += 1
                twin.reset(seed=f"{seed}/{i}/{episodes[i]}")
            else:
                check(all(r == 0.0 for r in rewards[i]), f"game {i}: a reward before the end")
        agree(observations, infos)
    for twin in twins:
        twin.close()
    vector.close()
    return f"{game} vector ({count} games, {observation}): {steps} steps, {finished} games finished, each as its own AECEnv"


def check_frames_against_json(engine: Engine) -> str:
    """Plays each game twice side by side, by binary step frames (protocol 5) and by JSON steps
    (`frames=False`), same seeds and policy: every observation, mask, reward, end and info must
    agree, through resets (one request with frames) and a truncation (`max_actions`)."""
    steps = 0
    for game, players, max_actions in [("mountain-river-duel", 2, None), ("goldfield-gully", 4, None),
                                       ("lost-dutchman", 3, 60), ("lost-valley", 4, 90)]:
        envs = [AECEnv(game, players, engine=engine, max_actions=max_actions, frames=frames) for frames in (True, False)]
        check(envs[0]._frames and not envs[1]._frames, "one env steps by frames, the other by JSON")
        for seed in (11, 12):
            for env in envs:
                env.reset(seed=seed)
            for agent in envs[0].agent_iter():
                check(envs[1].agents and envs[1].agent_selection == agent, f"{game}: the agents differ")
                seen = [env.last() for env in envs]
                (obs, reward, ended, cut, info), (obs2, reward2, ended2, cut2, info2) = seen
                check(list(obs) == list(obs2), f"{game}: observations differ at step {steps}")
                check((reward, ended, cut) == (reward2, ended2, cut2), f"{game}: rewards or ends differ")
                check(info["legal_indices"] == info2["legal_indices"] and info["action_mask"] == info2["action_mask"],
                      f"{game}: masks differ")
                check(info.get("scores") == info2.get("scores"), f"{game}: scores differ")
                for other in envs[0].possible_agents:
                    check(list(envs[0].observe(other)) == list(envs[1].observe(other)), f"{game}: seat {other}'s observation differs")
                action = None if ended or cut else envs[0].action_space(agent).sample(info["action_mask"])
                for env in envs:
                    env.step(action)
                steps += 1
            check(not envs[1].agents, f"{game}: the JSON env did not end with the frame env")
        for env in envs:
            env.close()
    return f"binary step frames and JSON steps agree in observations, masks, rewards and ends over {steps} steps of 8 games"


def main() -> int:
    engine = Engine()
    try:
        lines = [
            play_aec(engine, "mountain-river-duel", 2, 1),
            play_aec(engine, "goldfield-gully", 4, 2),
            play_aec(engine, "lost-dutchman", 3, 3),
            play_aec(engine, "lost-valley", 3, 4),
            play_by_actions(engine, "lost-valley", "first-edition", 3, 4),
            check_hidden_information_and_saves(engine),
            play_parallel(engine, "goldfield-gully", 4, 6),
            play_parallel(engine, "mountain-river-duel", 2, 7),
            check_observer_events(engine),
            check_vector(engine, "mountain-river-duel", 2, "base64", "vector"),
            check_vector(engine, "goldfield-gully", 3, "sparse", "vector"),
            check_vector(engine, "lost-dutchman", 3, "sparse-base64", "vector"),
            check_observation_formats(engine),
            check_frames_against_json(engine),
        ]
    finally:
        engine.close()
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
