#!/usr/bin/env python3
"""The engine-field tools (scripts/engine-field/) on bots written here, so the suite needs none of
the public engines and no network:

    Tests/EngineField/test_engine_field.py .build/debug/rps

- harness.py plays `rps engine` against a bot in each contest format, reports the engine's net
  per 1000 rounds, writes it as JSON, plays the manifest's bots (or some of them), and replays a
  game exactly from its seed;
- a bot that crashes forfeits the rest of its game to random throws and is reported;
- prepare.py copies the manifest's bots out of a git repository at the manifest's commit: a script
  taken out of a compile() wrapper, patches, a silenced print, and `secrets` drawn from the seeded
  `random`; a step that finds nothing to do (a patch whose text is gone, a file not at the commit,
  an extraction it does not know) stops it with a one-line error that names the bot;
- both read docs/engine-field.json unless told otherwise: one list of bots, each from one of its
  repositories.
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
SECRET_AGENT = """import secrets

draws = []


def agent(observation, configuration):
    print("every round")
    draws.append(secrets.randbelow(1000))
    return draws[-1] % configuration.signs
"""
MANIFEST = os.path.join(ROOT, "docs", "engine-field.json")


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

    def test_only_the_bots_asked_for_are_played(self):
        common = {"title": "t", "kind": "kaggle", "entry": "agent", "repo": "t/bots", "path": "p"}
        manifest = self.write("two.json", json.dumps({
            "repositories": {"t/bots": {"url": "u", "commit": "0" * 40}},
            "bots": [dict(common, name="beat_last"), dict(common, name="rock_agent")]}))
        self.write("rock_agent.py", "def agent(observation, configuration):\n    return 0\n")
        arguments = ["--manifest", manifest, "--bots", self.folder, "--seeds", "1", "--rounds", "50"]
        both = self.report(*arguments)
        one = self.report(*arguments, "--only", "rock_agent")
        self.assertEqual([entry["bot"] for entry in both["results"]], ["beat_last", "rock_agent"])
        self.assertEqual([entry["bot"] for entry in one["results"]], ["rock_agent"])
        unknown = run([os.path.join(TOOLS, "harness.py"), "--engine", ENGINE, *arguments, "--only", "nobody"],
                      check=False)
        self.assertNotEqual(unknown.returncode, 0)
        self.assertIn("unknown bots: nobody", unknown.stderr)

    def test_without_a_manifest_it_reads_the_one_in_docs(self):
        result = run([os.path.join(TOOLS, "harness.py"), "--engine", ENGINE, "--bots", self.folder], check=False)
        self.assertNotEqual(result.returncode, 0)
        with open(MANIFEST) as handle:
            names = [bot["name"] for bot in json.load(handle)["bots"]]
        self.assertIn("missing bot files (run prepare.py): ", result.stderr)
        for name in names:
            self.assertIn(os.path.join(self.folder, name + ".py"), result.stderr)

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
        os.makedirs(os.path.join(self.repo, "agents"))
        files = [("wrapped.py", WRAPPED_SCRIPT), ("agents/secret.py", SECRET_AGENT), ("beat_last.py", BEAT_LAST_AGENT)]
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
            "bots": [
                dict(common, name="wrapped", title="Wrapped", kind="rpscontest", path="wrapped.py",
                     extract="compile-string"),
                dict(common, name="secret", title="Secret", kind="kaggle", entry="agent", path="agents/secret.py",
                     extract="file", silence="it prints"),
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

    def test_the_manifests_bots_are_copied_at_its_commit(self):
        self.prepare()
        self.assertEqual(sorted(os.listdir(self.out)), ["beat-next.py", "secret.py", "wrapped.py"])
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

    def test_a_silenced_agent_prints_nothing_and_its_secrets_follow_the_seeded_random(self):
        self.prepare()
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            random.seed(7)
            moves = self.play(self.load("secret"), 30)
            random.seed(7)
            again = self.play(self.load("secret"), 30)
        self.assertEqual(printed.getvalue(), "")
        self.assertEqual(again, moves)
        self.assertEqual(set(moves), {0, 1, 2})

    def test_without_a_manifest_it_reads_the_one_in_docs(self):
        result = run([os.path.join(TOOLS, "prepare.py"), "--out", self.out], check=False)
        self.assertEqual(result.returncode, 1, result.stderr)  # no --repo: every bot skipped
        with open(MANIFEST) as handle:
            manifest = json.load(handle)
        skipped = [line.split(":")[0] for line in result.stderr.splitlines()]
        self.assertEqual(skipped, [f"skipped {bot['name']}" for bot in manifest["bots"]])
        self.assertEqual(os.listdir(self.out), [])

    def test_the_manifest_in_docs_is_one_list_of_bots_each_from_one_of_its_repositories(self):
        with open(MANIFEST) as handle:
            manifest = json.load(handle)
        self.assertEqual(sorted(manifest), ["bots", "note", "repositories"])
        self.assertTrue(manifest["bots"])
        used = {bot["repo"] for bot in manifest["bots"]}
        self.assertEqual(used, set(manifest["repositories"]))
        names = [bot["name"] for bot in manifest["bots"]]
        self.assertEqual(len(names), len(set(names)))
        for bot in manifest["bots"]:
            self.assertIn(bot["kind"], {"rpscontest", "kaggle"}, bot["name"])
            self.assertIn(bot.get("extract", "file"), {"file", "compile-string"}, bot["name"])
            for key in ["title", "author", "origin", "path"]:
                self.assertIn(key, bot, bot["name"])
        for repository in manifest["repositories"].values():
            self.assertRegex(repository["commit"], "^[0-9a-f]{40}$")

    def assert_stops(self, message):
        """prepare.py exits non-zero with `message` on one line of standard error."""
        result = self.prepare(check=False)
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(result.stderr.strip().count("\n"), 0, result.stderr)
        self.assertIn(message, result.stderr)

    def test_a_patch_that_no_longer_applies_stops_with_a_one_line_error(self):
        self.manifest["bots"][2]["patches"][0]["old"] = "text that is not there"
        self.assert_stops("beat-next: ValueError: patch does not apply (a test)")

    def test_a_file_not_at_the_manifests_commit_stops_with_a_one_line_error(self):
        self.manifest["bots"][1]["path"] = "agents/secrets.py"
        self.assert_stops("secret: CalledProcessError: fatal: path 'agents/secrets.py' does not exist")

    def test_a_wrapper_without_a_compile_call_stops_with_a_one_line_error(self):
        self.manifest["bots"][0]["path"] = "beat_last.py"
        self.assert_stops("wrapped: ValueError: no compile(\"...\") call with a literal script")

    def test_an_unknown_extraction_stops_with_a_one_line_error(self):
        self.manifest["bots"][1]["extract"] = "package"
        self.assert_stops("secret: ValueError: unknown extract 'package' (one of: compile-string, file)")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: test_engine_field.py PATH/TO/rps")
    ENGINE = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
