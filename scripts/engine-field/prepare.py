#!/usr/bin/env python3
"""Copies the bots named in field.json out of local clones of their repositories into a folder
that git ignores (bots/field/ by default), so that harness.py can play them.

    git clone https://github.com/hav4ik/rock-paper-scissors /tmp/hav4ik
    git clone https://github.com/JamesMcGuigan/ai-games /tmp/ai-games
    python3 scripts/engine-field/prepare.py \
        --repo hav4ik/rock-paper-scissors=/tmp/hav4ik --repo JamesMcGuigan/ai-games=/tmp/ai-games

Each file is read at the commit field.json names (`git show COMMIT:PATH`), so the bots are the
ones the figures in docs/engine-field.md were measured against. Both of the manifest's lists are
copied: "bots" (the field the engine is tuned against) and "heldOut" (engines kept apart, played
only to check that what was tuned carries over). A bot is taken as it is, except:

  extract compile-string    the script inside a wrapper module's compile("...") call;
  extract kumoko-strategy   one strategy class of hav4ik's Kumoko package, cut free of the
                            package and given a Kaggle agent() that drives it;
  extract kumoko-package    the whole Kumoko package, into NAME-package/, and a Kaggle agent
                            file that builds the ensemble with the bot's "settings";
  patches                   exact text replacements, each with the reason (numpy 2 no longer
                            turns a one-element array into an int, say);
  silence                   print() made silent (some agents print every round).

Python standard library only.
"""

import argparse
import ast
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def git_dir_of(checkout):
    git_dir = checkout if checkout.endswith(".git") else os.path.join(checkout, ".git")
    return git_dir if os.path.isdir(git_dir) else checkout  # else a bare repository


def git_show(checkout, commit, path):
    return subprocess.run(
        ["git", "--git-dir", git_dir_of(checkout), "show", f"{commit}:{path}"],
        check=True, capture_output=True, text=True).stdout


def compiled_string(source):
    """The script inside the first compile() call (a literal string) of a wrapper module."""
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "compile"
                and node.args and isinstance(node.args[0], ast.Constant)):
            return node.args[0].value
    raise ValueError("no compile(\"...\") call with a literal script")


KUMOKO_BASE_IMPORTS = "import collections\nimport functools\nimport random\nimport numpy as np"

# `secrets` cannot be seeded; the harness seeds `random`, so a game replays.
SEEDED_SECRETS = """class secrets:
    randbelow = staticmethod(lambda n: random.randrange(n))"""

KUMOKO_STRATEGY_AGENT = """

_submission = None
_last_action = None


def agent(observation, configuration):
    \"\"\"Drives the submission as Kumoko's strategy wrapper does: T, their last move, signs, ours.\"\"\"
    global _submission, _last_action
    if observation.step == 0:
        _submission = {cls}()
        their_last, our_last = None, random.randint(0, 2)
    else:
        their_last, our_last = observation.lastOpponentAction, _last_action
    _last_action = int(_submission.next_action(observation.step, their_last, configuration.signs, our_last))
    return _last_action
"""

KUMOKO_PACKAGE_AGENT = """import os
import sys
import types

# Kumoko's agent module imports kaggle_environments without using it.
sys.modules.setdefault("kaggle_environments", types.ModuleType("kaggle_environments"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), {package!r}))
from kumoko.agent import KumokoAgent
from kumoko.ensembles import ENSEMBLES
from kumoko.scoring import SCORINGS
from kumoko.action_choice import ACTION_CHOICES

kumoko_agent = KumokoAgent(
    ensemble_cls=ENSEMBLES[{ensemble!r}],
    scoring_cls=SCORINGS[{scoring!r}],
    action_choice_cls=ACTION_CHOICES[{action_choice!r}],
    use_meta={use_meta!r},
    metameta_scoring={metameta_scoring!r})


def agent(observation, configuration):
    return kumoko_agent(observation, configuration)
"""


def kumoko_strategy(source, cls):
    """The module up to its Kumoko strategy class, standing alone, with an agent() for `cls`."""
    lines = source.split("\n")
    end = next((index for index, line in enumerate(lines)
                if line.startswith("class ") and "BaseAtomicStrategy" in line), None)
    if end is None:
        raise ValueError(f"no Kumoko strategy class (a BaseAtomicStrategy) to cut off before {cls}")
    body = "\n".join(lines[:end])
    body = body.replace("from kumoko.kumoko_base import *", KUMOKO_BASE_IMPORTS)
    body = body.replace("import secrets", "import random\n" + SEEDED_SECRETS)
    return body + KUMOKO_STRATEGY_AGENT.format(cls=cls)


def patched(source, patches, name):
    for patch in patches:
        if patch["old"] not in source:
            raise ValueError(f"{name}: patch does not apply ({patch['why']})")
        source = source.replace(patch["old"], patch["new"])
    return source


def copy_package(checkout, commit, path, target, patches, name):
    """Copies folder `path` at `commit` into `target`, with the patches of its files applied."""
    listing = subprocess.run(["git", "--git-dir", git_dir_of(checkout), "ls-tree", "-r", "--name-only", commit, path],
                             check=True, capture_output=True, text=True).stdout.split()
    for file in listing:
        source = git_show(checkout, commit, file)
        source = patched(source, [patch for patch in patches if patch["file"] == file], name)
        destination = os.path.join(target, file)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "w") as handle:
            handle.write(source)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", action="append", default=[], metavar="OWNER/NAME=PATH",
                        help="a local clone (or git directory) of a repository named in field.json")
    parser.add_argument("--manifest", default=os.path.join(HERE, "field.json"))
    parser.add_argument("--out", default=os.path.join(ROOT, "bots", "field"))
    args = parser.parse_args()
    with open(args.manifest) as handle:
        manifest = json.load(handle)
    checkouts = dict(entry.split("=", 1) for entry in args.repo)
    os.makedirs(args.out, exist_ok=True)
    missing = 0
    for bot in manifest["bots"] + manifest.get("heldOut", []):
        repo = bot["repo"]
        if repo not in checkouts:
            print(f"skipped {bot['name']}: no --repo {repo}=PATH", file=sys.stderr)
            missing += 1
            continue
        commit = manifest["repositories"][repo]["commit"]
        patches = bot.get("patches", [])
        if bot.get("extract") == "kumoko-package":
            package = bot["name"] + "-package"
            copy_package(checkouts[repo], commit, bot["path"], os.path.join(args.out, package), patches,
                         bot["name"])
            source = KUMOKO_PACKAGE_AGENT.format(package=package, **bot["settings"])
        else:
            source = git_show(checkouts[repo], commit, bot["path"])
            if bot.get("extract") == "compile-string":
                source = compiled_string(source)
            elif bot.get("extract") == "kumoko-strategy":
                source = kumoko_strategy(source, bot["class"])
            source = patched(source, patches, bot["name"])
        if bot.get("silence"):
            source = "print = lambda *args, **kwargs: None  # silenced: it prints every round\n" + source
        target = os.path.join(args.out, bot["name"] + ".py")
        with open(target, "w") as handle:
            handle.write(f"# {bot['title']} by {bot['author']}\n# from {repo} {bot['path']}"
                         f" (origin {bot['origin']}); not part of this project\n")
            handle.write(source)
        print(f"{bot['name']:20} {target}")
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    try:
        main()
    except (ValueError, OSError, subprocess.CalledProcessError, KeyError) as error:
        detail = error.stderr.strip() if isinstance(error, subprocess.CalledProcessError) and error.stderr else error
        sys.exit(f"prepare.py: {type(error).__name__}: {detail}")
