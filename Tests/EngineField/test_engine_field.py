#!/usr/bin/env python3
"""The engine-field tools (scripts/engine-field/) on bots written here, so the suite needs none of
the public engines and no network:

    Tests/EngineField/test_engine_field.py .build/debug/rps

- harness.py plays `rps engine` against a bot in each contest format, reports the engine's net
  per 1000 rounds, writes it as JSON, and replays a game exactly from its seed;
- a bot that crashes forfeits the rest of its game to random throws and is reported;
- prepare.py copies bots out of a git repository at the manifest's commit: a script taken out of
  a compile() wrapper, a Kumoko strategy class cut free of its package and given an agent(), a
  patch and a silenced print; a patch that no longer applies stops it with a one-line error.
"""

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOLS = os.path.join(ROOT, "scripts", "engine-field")
ENGINE = None  # set from the command line

ROCK_SCRIPT = 'output = "R"\n'  # rpscontest: always rock
BEAT_LAST_AGENT = """import random

def agent(observation, configuration):
    if observation.step == 0:
        return random.randrange(3)
    return (observation.lastOpponentAction + 1) % configuration.signs
"""
CRASHING_AGENT = """def agent(observation, configuration):
    if observation.step >= 10:
        raise RuntimeError("out of ideas")
    return 0
"""
WRAPPED_SCRIPT = '''code = compile("""
output = "P"
""", "<string>", "exec")
'''
KUMOKO_STRATEGY = """import secrets
from kumoko.kumoko_base import *


class _Submission:
    def next_action(self, T, A, S, B):
        print("every round")
        return (B + secrets.randbelow(1) + 1) % S


class CopycatStrategy(BaseAtomicStrategy):
    def __call__(self, history):
        raise AssertionError("cut off by prepare.py")
"""


def run(arguments, check=True):
    return subprocess.run([sys.executable] + arguments, capture_output=True, text=True, check=check,
                          timeout=600)


def harness(*arguments):
    return run([os.path.join(TOOLS, "harness.py"), "--engine", ENGINE, "--jobs", "2"] + list(arguments))


class HarnessTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.manifest = self.write("empty.json", json.dumps({"repositories": {}, "bots": []}))
        self.rock = self.write("rock.py", ROCK_SCRIPT)
        self.beat_last = self.write("beat_last.py", BEAT_LAST_AGENT)

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        with open(path, "w") as handle:
            handle.write(text)
        return path

    def test_the_hard_level_beats_a_constant_script_and_a_beat_last_agent_by_far(self):
        report = os.path.join(self.folder, "report.json")
        result = harness("--manifest", self.manifest, "--bots", self.folder, "--seeds", "2", "--rounds", "300",
                         "--bot", f"rock={self.rock}:rpscontest", "--bot", f"beat-last={self.beat_last}:kaggle:agent",
                         "--json", report)
        with open(report) as handle:
            results = {entry["bot"]: entry for entry in json.load(handle)["results"]}
        self.assertGreater(results["rock"]["mean"], 800, result.stdout)
        self.assertGreater(results["beat-last"]["mean"], 800, result.stdout)
        self.assertEqual(len(results["rock"]["nets"]), 2)
        self.assertIn("average", result.stdout)

    def test_a_game_replays_exactly_from_its_seed(self):
        arguments = ["--manifest", self.manifest, "--bots", self.folder, "--seeds", "3", "--rounds", "200",
                     "--first-seed", "41", "--bot", f"beat-last={self.beat_last}:kaggle:agent"]
        nets = []
        for _ in range(2):
            report = os.path.join(self.folder, f"replay{len(nets)}.json")
            harness(*arguments, "--json", report)
            with open(report) as handle:
                nets.append(json.load(handle)["results"][0]["nets"])
        self.assertEqual(nets[0], nets[1])

    def test_a_crashing_bot_is_reported_and_throws_at_random_for_the_rest_of_its_game(self):
        crashing = self.write("crashing.py", CRASHING_AGENT)
        result = harness("--manifest", self.manifest, "--bots", self.folder, "--seeds", "1", "--rounds", "400",
                         "--bot", f"crashing={crashing}:kaggle:agent")
        self.assertIn("bot error: seed 1 round 10: RuntimeError: out of ideas", result.stdout)
        net = float(result.stdout.split("crashing")[1].split()[0])
        self.assertLess(abs(net), 200, result.stdout)  # random play from round 10 on: no rout


class PrepareTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.repo = os.path.join(self.folder, "repo")
        os.makedirs(os.path.join(self.repo, "strategies"))
        for path, text in [("wrapped.py", WRAPPED_SCRIPT), ("strategies/copycat.py", KUMOKO_STRATEGY),
                           ("beat_last.py", BEAT_LAST_AGENT)]:
            with open(os.path.join(self.repo, path), "w") as handle:
                handle.write(text)
        git = ["git", "-C", self.repo, "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
        subprocess.run(["git", "init", "-q", self.repo], check=True)
        subprocess.run(git + ["add", "."], check=True)
        subprocess.run(git + ["commit", "-q", "-m", "bots"], check=True)
        commit = subprocess.run(git + ["rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()
        # Committed later, so the manifest's commit must be the one read.
        with open(os.path.join(self.repo, "beat_last.py"), "w") as handle:
            handle.write("raise SystemExit('not the manifest commit')\n")
        subprocess.run(git + ["commit", "-q", "-am", "later"], check=True)
        common = {"author": "t", "origin": "here", "repo": "t/bots"}
        self.manifest = {
            "repositories": {"t/bots": {"url": "file://" + self.repo, "commit": commit, "licence": "none"}},
            "bots": [dict(common, name="wrapped", title="Wrapped", kind="rpscontest", path="wrapped.py",
                          extract="compile-string")],
            "heldOut": [
                dict(common, name="copycat", title="Copycat", kind="kaggle", entry="agent",
                     path="strategies/copycat.py", extract="kumoko-strategy", silence=True,
                     **{"class": "_Submission"}),
                dict(common, name="beat-next", title="Beat next", kind="kaggle", entry="agent", path="beat_last.py",
                     extract="file", patches=[{"old": "+ 1) %", "new": "+ 2) %", "why": "a test"}]),
            ],
        }
        self.out = os.path.join(self.folder, "bots")

    def prepare(self, check=True):
        path = os.path.join(self.folder, "field.json")
        with open(path, "w") as handle:
            json.dump(self.manifest, handle)
        return run([os.path.join(TOOLS, "prepare.py"), "--manifest", path, "--out", self.out,
                    "--repo", f"t/bots={self.repo}"], check=check)

    def load(self, name):
        namespace = {"__name__": "bot", "__file__": os.path.join(self.out, name + ".py")}
        with open(namespace["__file__"]) as handle:
            exec(compile(handle.read(), namespace["__file__"], "exec"), namespace)
        return namespace

    def test_the_field_and_the_held_out_engines_are_copied_at_the_manifests_commit(self):
        self.prepare()
        wrapped = self.load("wrapped")
        self.assertEqual(wrapped["output"], "P")
        patched = self.load("beat-next")
        observation = type("Observation", (), {"step": 3, "lastOpponentAction": 0})()
        configuration = type("Configuration", (), {"signs": 3})()
        self.assertEqual(patched["agent"](observation, configuration), 2)

    def test_a_kumoko_strategy_plays_as_a_kaggle_agent_without_its_package_and_silently(self):
        self.prepare()
        copycat = self.load("copycat")
        self.assertNotIn("CopycatStrategy", copycat)
        configuration = type("Configuration", (), {"signs": 3})()
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            first = copycat["agent"](type("Observation", (), {"step": 0})(), configuration)
            second = copycat["agent"](type("Observation", (), {"step": 1, "lastOpponentAction": 1})(), configuration)
        self.assertEqual(second, (first + 1) % 3)  # its own last move, one on
        self.assertEqual(printed.getvalue(), "")

    def test_a_patch_that_no_longer_applies_stops_with_a_one_line_error(self):
        self.manifest["heldOut"][1]["patches"][0]["old"] = "text that is not there"
        result = self.prepare(check=False)
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(result.stderr.strip().count("\n"), 0, result.stderr)
        self.assertIn("beat-next: patch does not apply (a test)", result.stderr)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: test_engine_field.py PATH/TO/rps")
    ENGINE = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
