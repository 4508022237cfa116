#!/usr/bin/env python3
"""The engine-field tools (scripts/engine-field/) on bots written here, so the suite needs none of
the public engines and no network:

    Tests/EngineField/test_engine_field.py .build/debug/rps

- harness.py plays `rps engine` against a bot in each contest format, reports the engine's net
  per 1000 rounds, writes it as JSON, plays the field or the held-out set, and replays a game
  exactly from its seed;
- a bot that crashes forfeits the rest of its game to random throws and is reported;
- prepare.py copies bots out of a git repository at the manifest's commit: a script taken out of
  a compile() wrapper, a Kumoko strategy class cut free of its package and given an agent(), a
  whole Kumoko package beside an agent built with the bot's settings, patches, a silenced print,
  and `secrets` drawn from the seeded `random`; a step that finds nothing to do (a patch whose
  text is gone, a patch for a file not in the package, an unknown setting) stops it with a
  one-line error that names the bot.
"""

import contextlib
import io
import json
import os
import random
import shutil
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
    def __init__(self):
        self.steps, self.draws = [], []

    def next_action(self, T, A, S, B):
        print("every round")
        self.steps.append(T)
        self.draws.append(secrets.randbelow(1000))
        return (B + 1) % S


class CopycatStrategy(BaseAtomicStrategy):
    def __call__(self, history):
        raise AssertionError("cut off by prepare.py")
"""


# A stand-in for Kumoko's package: the agent keeps what it was built with.
KUMOKO_PACKAGE = {
    "kumoko/__init__.py": "",
    "kumoko/agent.py": """import kaggle_environments
from kumoko.chance import draw


class KumokoAgent:
    def __init__(self, **settings):
        self.settings = settings

    def __call__(self, observation, configuration):
        return draw() % configuration.signs
""",
    "kumoko/chance.py": """import secrets


def draw():
    return secrets.randbelow(30)
""",
    "kumoko/ensembles.py": "ENSEMBLES = {'ten': 'the ten'}\n",
    "kumoko/scoring.py": "SCORINGS = {'window': 'a window'}\n",
    "kumoko/action_choice.py": "ACTION_CHOICES = {'best': 'the best'}\n",
}


def temporary_folder(test):
    folder = tempfile.mkdtemp()
    test.addCleanup(shutil.rmtree, folder)
    return folder


def run(arguments, check=True):
    return subprocess.run([sys.executable] + arguments, capture_output=True, text=True, check=check,
                          timeout=600)


def harness(*arguments):
    return run([os.path.join(TOOLS, "harness.py"), "--engine", ENGINE, "--jobs", "2"] + list(arguments))


class HarnessTests(unittest.TestCase):
    def setUp(self):
        self.folder = temporary_folder(self)
        self.manifest = self.write("empty.json", json.dumps({"repositories": {}, "bots": []}))
        self.rock = self.write("rock.py", ROCK_SCRIPT)
        self.beat_last = self.write("beat_last.py", BEAT_LAST_AGENT)

    def report(self, *arguments):
        path = os.path.join(self.folder, "report.json")
        harness(*arguments, "--json", path)
        with open(path) as handle:
            return json.load(handle)

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

    def test_a_game_replays_exactly_from_its_seed_alone(self):
        bot = ["--manifest", self.manifest, "--bots", self.folder, "--rounds", "200",
               "--bot", f"beat-last={self.beat_last}:kaggle:agent"]
        three = self.report(*bot, "--seeds", "3", "--first-seed", "41")["results"][0]["nets"]
        alone = self.report(*bot, "--seeds", "1", "--first-seed", "42")["results"][0]["nets"]
        self.assertEqual(alone, three[1:2])
        self.assertGreater(len(set(three)), 1, "the seeds play different games")

    def test_the_held_out_set_is_played_only_when_asked_for(self):
        common = {"title": "t", "kind": "kaggle", "entry": "agent", "repo": "t/bots", "path": "p"}
        manifest = self.write("two.json", json.dumps({
            "repositories": {"t/bots": {"url": "u", "commit": "0" * 40}},
            "bots": [dict(common, name="beat_last")], "heldOut": [dict(common, name="rock_agent")]}))
        self.write("rock_agent.py", "def agent(observation, configuration):\n    return 0\n")
        arguments = ["--manifest", manifest, "--bots", self.folder, "--seeds", "1", "--rounds", "50"]
        field = self.report(*arguments)
        held_out = self.report(*arguments, "--set", "held-out")
        both = self.report(*arguments, "--set", "all")
        self.assertEqual([entry["bot"] for entry in field["results"]], ["beat_last"])
        self.assertEqual([entry["bot"] for entry in held_out["results"]], ["rock_agent"])
        self.assertEqual(held_out["set"], "held-out")
        self.assertEqual(sorted(entry["bot"] for entry in both["results"]), ["beat_last", "rock_agent"])

    def test_a_crashing_bot_is_reported_and_throws_at_random_for_the_rest_of_its_game(self):
        crashing = self.write("crashing.py", CRASHING_AGENT)
        result = harness("--manifest", self.manifest, "--bots", self.folder, "--seeds", "1", "--rounds", "400",
                         "--bot", f"crashing={crashing}:kaggle:agent")
        self.assertIn("bot error: seed 1 round 10: RuntimeError: out of ideas", result.stdout)
        net = float(result.stdout.split("crashing")[1].split()[0])
        self.assertLess(abs(net), 200, result.stdout)  # random play from round 10 on: no rout


class PrepareTests(unittest.TestCase):
    def setUp(self):
        self.folder = temporary_folder(self)
        self.repo = os.path.join(self.folder, "repo")
        os.makedirs(os.path.join(self.repo, "strategies"))
        os.makedirs(os.path.join(self.repo, "kumoko"))
        files = [("wrapped.py", WRAPPED_SCRIPT), ("strategies/copycat.py", KUMOKO_STRATEGY),
                 ("beat_last.py", BEAT_LAST_AGENT)] + list(KUMOKO_PACKAGE.items())
        for path, text in files:
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
                     path="strategies/copycat.py", extract="kumoko-strategy", silence="it prints",
                     **{"class": "_Submission"}),
                dict(common, name="ensemble", title="Ensemble", kind="kaggle", entry="agent", path="kumoko",
                     extract="kumoko-package",
                     settings={"ensemble": "ten", "scoring": "window", "action_choice": "best", "use_meta": True,
                               "antigeo_thresh": 20},
                     patches=[{"file": "kumoko/chance.py", "old": "randbelow(30)", "new": "randbelow(3)",
                               "why": "a test"}]),
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

    def play(self, bot, steps):
        configuration = type("Configuration", (), {"signs": 3})()
        moves = [bot["agent"](type("Observation", (), {"step": 0})(), configuration)]
        for step in range(1, steps):
            observation = type("Observation", (), {"step": step, "lastOpponentAction": 1})()
            moves.append(bot["agent"](observation, configuration))
        return moves

    def test_a_kumoko_strategy_plays_as_a_kaggle_agent_without_its_package_silently_and_replays(self):
        self.prepare()
        copycat = self.load("copycat")
        self.assertNotIn("CopycatStrategy", copycat)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            random.seed(7)
            moves = self.play(copycat, 3)
            draws = copycat["_submission"].draws
            random.seed(7)
            self.play(copycat, 3)
        self.assertEqual(printed.getvalue(), "")
        self.assertEqual(copycat["_submission"].steps, [0, 1, 2])
        self.assertEqual(moves[1:], [(move + 1) % 3 for move in moves[:-1]])  # its own last move, one on
        self.assertEqual(copycat["_submission"].draws, draws)  # `secrets` follows the seeded `random`

    def test_a_kumoko_package_is_copied_patched_and_built_with_the_bots_settings(self):
        self.prepare()
        ensemble = self.load("ensemble")
        self.assertEqual(ensemble["kumoko_agent"].settings, {
            "ensemble_cls": "the ten", "scoring_cls": "a window", "action_choice_cls": "the best", "use_meta": True,
            "antigeo_thresh": 20})
        random.seed(3)
        moves = self.play(ensemble, 30)
        random.seed(3)
        self.assertEqual(self.play(ensemble, 30), moves)
        self.assertEqual(set(moves), {0, 1, 2})  # randbelow(3), patched from randbelow(30)

    def assert_stops(self, message):
        """prepare.py exits non-zero with `message` on one line of standard error."""
        result = self.prepare(check=False)
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(result.stderr.strip().count("\n"), 0, result.stderr)
        self.assertIn(message, result.stderr)

    def test_a_patch_for_a_file_not_in_the_package_stops_with_a_one_line_error(self):
        self.manifest["heldOut"][1]["patches"][0]["file"] = "kumoko/chanse.py"
        self.assert_stops("ensemble: ValueError: patches for files not in kumoko: kumoko/chanse.py")

    def test_an_unknown_kumoko_setting_stops_with_a_one_line_error(self):
        self.manifest["heldOut"][1]["settings"]["antigeo"] = 20
        self.assert_stops("ensemble: ValueError: unknown Kumoko setting 'antigeo'")

    def test_a_patch_that_no_longer_applies_stops_with_a_one_line_error(self):
        self.manifest["heldOut"][2]["patches"][0]["old"] = "text that is not there"
        self.assert_stops("beat-next: ValueError: patch does not apply (a test)")

    def test_a_class_that_is_not_there_stops_with_a_one_line_error(self):
        self.manifest["heldOut"][0]["class"] = "_Submision"
        self.assert_stops("copycat: ValueError: no class _Submision before the Kumoko strategy class")

if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: test_engine_field.py PATH/TO/rps")
    ENGINE = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
