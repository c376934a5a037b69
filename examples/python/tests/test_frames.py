"""The bridge's binary frames decoded by the Python client, against the JSON answers to the same
seeded steps: step frames (protocol 5) and vector step frames (protocol 6), every game.

    python3 -m unittest discover -s examples/python/tests

Standard library only; the bridge comes from $LOST_VALLEY_ENGINE_CMD (or the built dist/cli.js).
"""

from __future__ import annotations

import random
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from lost_valley_engine import Engine, EngineError  # noqa: E402
from lost_valley_engine.bridge import FRAME_DELTA, FRAME_FINALS, FRAME_OBSERVATION  # noqa: E402

# (game, seats, steps a seed, maxActions for the vector: the long games are cut so that they restart)
GAMES = [
    ("mountain-river-duel", 2, 400, None),
    ("goldfield-gully", 4, 400, None),
    ("lost-dutchman", 3, 120, 60),
    ("lost-valley", 4, 25, 15),
]
ALL_FLAGS = FRAME_OBSERVATION | FRAME_DELTA | FRAME_FINALS


class Frames(unittest.TestCase):
    engine: Engine

    @classmethod
    def setUpClass(cls) -> None:
        cls.engine = Engine()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.engine.close()

    def test_protocol(self) -> None:
        self.assertGreaterEqual(self.engine.protocol, 6)
        self.assertTrue(self.engine.frames and self.engine.vector_frames)

    def test_step_frames_decode_to_the_json_answers(self) -> None:
        engine = self.engine
        for game, players, steps, _ in GAMES:
            with self.subTest(game=game):
                pick = random.Random(f"{game}/frames")
                ended = 0
                kinds_seen = 0
                for seed in (1, 2):
                    setup = {"game": game, "players": players, "seed": seed}
                    by_json = engine.create(setup, observation="list")
                    by_frame = engine.create(setup)
                    report = by_json["next"]
                    for step in range(steps):
                        index = pick.choice(report["indices"])
                        seat = report["seat"]
                        if step == 3:
                            # Refused frames change nothing: the same step is played right after.
                            # -1 does not fit a frame: the client sends it as a JSON step, which is refused.
                            for bad_seat, bad_index, code in ((9, index, "no-such-seat"), (seat, 4_000_000, "bridge/bad-request"),
                                                              (seat, -1, "bridge/bad-request")):
                                with self.assertRaises(EngineError) as refused:
                                    engine.step_frame(by_frame["handle"], bad_seat, bad_index, ALL_FLAGS)
                                self.assertEqual(refused.exception.code, code)
                        framed = engine.step_frame(by_frame["handle"], seat, index, ALL_FLAGS)
                        stepped = engine.step_index(by_json["handle"], seat, index, observer=seat, report_next=True,
                                                    events=False, observation="list")
                        for key in ("ply", "terminal", "awaitingChance", "activePlayers"):
                            self.assertEqual(framed[key], stepped[key], f"{game} step {step}: {key}")
                        if stepped["next"] is None:
                            self.assertIsNone(framed["next"])
                        else:
                            self.assertEqual(framed["next"]["seat"], stepped["next"]["seat"])
                            self.assertEqual(framed["next"]["indices"], stepped["next"]["indices"])
                            self.assertEqual(list(framed["next"]["observation"]), list(stepped["next"]["observation"]), f"{game} step {step}")
                            kinds_seen += 1
                        if stepped["terminal"]:
                            ended += 1
                            self.assertEqual(framed["outcome"], stepped["outcome"])
                            self.assertEqual(framed["returns"], stepped["returns"])
                            for agent in range(players):
                                self.assertEqual(list(framed["finals"][agent]), engine.observe(by_json["handle"], agent))
                            break
                        report = stepped["next"]
                    engine.close_game(by_json["handle"])
                    engine.close_game(by_frame["handle"])
                self.assertGreater(kinds_seen, 0)
                if game in ("mountain-river-duel", "goldfield-gully"):
                    self.assertEqual(ended, 2, f"{game}: both games ended, their outcome and finals checked")

    def test_vector_frames_decode_to_the_json_answers(self) -> None:
        engine = self.engine
        for game, players, steps, max_actions in GAMES:
            with self.subTest(game=game):
                config = {"game": game, "players": players}
                if max_actions is not None:
                    config["maxActions"] = max_actions
                by_json = engine.vector_create(config, 3)["handle"]
                by_frame = engine.vector_create(config, 3)["handle"]
                pick = random.Random(f"{game}/vector")
                finished = 0
                for seed in ("x", "y"):
                    report = engine.vector_reset(by_json, seed, "list")
                    engine.vector_reset(by_frame, seed, "none")
                    for step in range(min(steps, 150)):
                        indices = [pick.choice(legal) for legal in report["indices"]]
                        if step == 2:
                            with self.assertRaises(EngineError) as refused:
                                engine.vector_frame(by_frame, indices[:2])
                            self.assertEqual(refused.exception.code, "env/bad-count")
                            with self.assertRaises(EngineError) as refused:
                                engine.vector_frame(by_frame, [-1] + indices[1:])
                            self.assertEqual(refused.exception.code, "env/no-such-action")
                        framed = engine.vector_frame(by_frame, indices)
                        stepped = engine.vector_step(by_json, indices, "list")
                        for key in ("agents", "indices", "terminated", "truncated"):
                            self.assertEqual(framed[key], stepped[key], f"{game} step {step}: {key}")
                        self.assertEqual([None if r is None else list(r) for r in framed["returns"]], stepped["returns"])
                        self.assertEqual([list(o) for o in framed["observations"]], stepped["observations"], f"{game} step {step}")
                        finished += sum(framed["terminated"]) + sum(framed["truncated"])
                        report = stepped
                if game != "lost-valley":
                    self.assertGreater(finished, 0, f"{game}: games finished and restarted")
                engine.close_game(by_json)
                engine.close_game(by_frame)

    def test_vector_env_by_frames_plays_as_by_json(self) -> None:
        from lost_valley_engine import VectorAECEnv

        for game, players, _, max_actions in GAMES[:3]:
            with self.subTest(game=game):
                # The duel is cut too, so that every game restarts within the 120 steps.
                envs = [VectorAECEnv(game, players, 4, max_actions=max_actions or 60, engine=self.engine, frames=frames) for frames in (True, False)]
                self.assertTrue(envs[0]._frames and not envs[1]._frames)
                resets = [env.reset(seed=5) for env in envs]
                self.assertEqual([list(o) for o in resets[0][0]], [list(o) for o in resets[1][0]])
                infos = resets[0][1]
                finished = 0
                for step in range(120):
                    actions = [info["legal_indices"][(step * 7 + i) % len(info["legal_indices"])] for i, info in enumerate(infos)]
                    results = [env.step(actions) for env in envs]
                    framed, stepped = results
                    self.assertEqual([list(o) for o in framed[0]], [list(o) for o in stepped[0]])
                    self.assertEqual(framed[1:4], stepped[1:4])
                    self.assertEqual([i["legal_indices"] for i in framed[4]], [i["legal_indices"] for i in stepped[4]])
                    # Each game's observation is its own: changing one changes no other, nor the next step's.
                    framed[0][0][0] = -1.0
                    infos = framed[4]
                    finished += sum(framed[2]) + sum(framed[3])
                self.assertGreater(finished, 0, f"{game}: games finished and restarted")
                for env in envs:
                    env.close()


if __name__ == "__main__":
    unittest.main()
