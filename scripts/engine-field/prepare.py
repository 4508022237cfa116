#!/usr/bin/env python3
"""Copies the bots named in field.json out of local clones of their repositories into a folder
that git ignores (bots/field/ by default), so that harness.py can play them.

    git clone https://github.com/hav4ik/rock-paper-scissors /tmp/hav4ik
    git clone https://github.com/JamesMcGuigan/ai-games /tmp/ai-games
    python3 scripts/engine-field/prepare.py \
        --repo hav4ik/rock-paper-scissors=/tmp/hav4ik --repo JamesMcGuigan/ai-games=/tmp/ai-games

(the held-out engines need three more clones, as docs/engine-field.md shows; a bot whose repository
has no --repo is skipped, and prepare.py then exits with 1 once the others are copied.)

Each file is read at the commit field.json names (`git show COMMIT:PATH`), so the bots are the
ones the figures in docs/engine-field.md were measured against. Both of the manifest's sets are
copied: "bots" (the field the engine is tuned against) and "heldOut" (engines kept apart, played
only to check that what was tuned carries over). A bot is taken as it is, except:

  extract compile-string    the script inside a wrapper module's compile("...") call;
  extract kumoko-strategy   one strategy class of hav4ik's Kumoko package, cut free of the
                            package and given a Kaggle agent() that drives it;
  extract kumoko-package    the whole Kumoko package, into NAME-package/, and a Kaggle agent
                            file that builds the ensemble with the bot's "settings";
  patches                   exact text replacements, each with the reason (recent numpy no
                            longer turns a one-element array into an int, say);
  silence                   print() made silent, with the reason (some agents print every round).

Wherever a bot imports `secrets`, which cannot be seeded, it draws from `random` instead, which
the harness seeds, so that a game replays. Any step that finds nothing to do (a patch whose text
is gone, a class or a package path that is not there) stops prepare.py with a one-line error.
Python standard library only.
"""

import argparse
import ast
import json
import os
import subprocess
import sys

import harness  # the sets of field.json, shared with harness.py and record.py

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

KUMOKO_BASE_IMPORTS = "import collections\nimport functools\nimport random\nimport numpy as np"

SEEDED_SECRETS = """import random


class secrets:
    \"\"\"`secrets` cannot be seeded; the harness seeds `random`, so a game replays.\"\"\"
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
PACKAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), {package!r})
if PACKAGE not in sys.path:
    sys.path.insert(0, PACKAGE)
from kumoko.agent import KumokoAgent
from kumoko.ensembles import ENSEMBLES
from kumoko.scoring import SCORINGS
from kumoko.action_choice import ACTION_CHOICES

kumoko_agent = KumokoAgent({arguments})


def agent(observation, configuration):
    return kumoko_agent(observation, configuration)
"""

# Kumoko's settings that name an entry of one of its registries, and the KumokoAgent argument each
# becomes; any other setting must be one of KUMOKO_PLAIN_SETTINGS and is passed on as it is.
KUMOKO_REGISTRY_SETTINGS = {"ensemble": ("ensemble_cls", "ENSEMBLES"), "scoring": ("scoring_cls", "SCORINGS"),
                            "action_choice": ("action_choice_cls", "ACTION_CHOICES")}
KUMOKO_PLAIN_SETTINGS = {"use_meta", "metameta_scoring", "fuck_you_thresh", "geometric", "antigeo_thresh"}


def git(checkout, *arguments):
    git_dir = checkout if checkout.endswith(".git") else os.path.join(checkout, ".git")
    if not os.path.isdir(git_dir):
        git_dir = checkout  # a bare repository
    return subprocess.run(["git", "--git-dir", git_dir, *arguments], check=True, capture_output=True,
                          text=True).stdout


def compiled_string(source):
    """The script inside the first compile() call (a literal string) of a wrapper module."""
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "compile"
                and node.args and isinstance(node.args[0], ast.Constant)):
            return node.args[0].value
    raise ValueError("no compile(\"...\") call with a literal script")


def seeded(source):
    return source.replace("import secrets", SEEDED_SECRETS)


def kumoko_strategy(source, cls):
    """The module up to its Kumoko strategy class, standing alone, with an agent() for `cls`."""
    lines = source.split("\n")
    end = next((index for index, line in enumerate(lines)
                if line.startswith("class ") and "BaseAtomicStrategy" in line), None)
    if end is None:
        raise ValueError("no Kumoko strategy class (a BaseAtomicStrategy) to cut off")
    body = "\n".join(lines[:end]).replace("from kumoko.kumoko_base import *", KUMOKO_BASE_IMPORTS)
    if f"class {cls}" not in body:
        raise ValueError(f"no class {cls} before the Kumoko strategy class")
    if "kumoko" in "\n".join(line for line in body.split("\n") if line.startswith(("import ", "from "))):
        raise ValueError("it still imports from the Kumoko package")
    return body + KUMOKO_STRATEGY_AGENT.format(cls=cls)


def kumoko_agent_file(package, settings):
    arguments = []
    for key, value in settings.items():
        if key in KUMOKO_REGISTRY_SETTINGS:
            argument, registry = KUMOKO_REGISTRY_SETTINGS[key]
            arguments.append(f"{argument}={registry}[{value!r}]")
        elif key in KUMOKO_PLAIN_SETTINGS:
            arguments.append(f"{key}={value!r}")
        else:
            raise ValueError(f"unknown Kumoko setting {key!r}")
    return KUMOKO_PACKAGE_AGENT.format(package=package, arguments=", ".join(arguments))


def patched(source, patches):
    for patch in patches:
        if patch["old"] not in source:
            raise ValueError(f"patch does not apply ({patch['why']})")
        source = source.replace(patch["old"], patch["new"])
    return source


def copy_package(checkout, commit, path, target, patches):
    """Copies folder `path` at `commit` into `target`, with the patches of its files applied."""
    listing = [file for file in git(checkout, "ls-tree", "-r", "-z", "--name-only", commit, path).split("\0") if file]
    if not listing:
        raise ValueError(f"no folder {path} at {commit[:12]}")
    strays = {patch["file"] for patch in patches} - set(listing)
    if strays:
        raise ValueError(f"patches for files not in {path}: {', '.join(sorted(strays))}")
    for file in listing:
        source = git(checkout, "show", f"{commit}:{file}")
        source = patched(seeded(source), [patch for patch in patches if patch["file"] == file])
        destination = os.path.join(target, file)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "w") as handle:
            handle.write(source)


def bot_source(bot, checkout, commit, out):
    """The file harness.py plays for `bot`, its package (if any) written beside it into `out`."""
    patches = bot.get("patches", [])
    if bot.get("extract") == "kumoko-package":
        package = bot["name"] + "-package"
        copy_package(checkout, commit, bot["path"], os.path.join(out, package), patches)
        source = kumoko_agent_file(package, bot["settings"])
    else:
        source = git(checkout, "show", f"{commit}:{bot['path']}")
        if bot.get("extract") == "compile-string":
            source = compiled_string(source)
        elif bot.get("extract") == "kumoko-strategy":
            source = kumoko_strategy(source, bot["class"])
        source = patched(seeded(source), patches)
    if bot.get("silence"):
        source = f"print = lambda *args, **kwargs: None  # silenced: {bot['silence']}\n" + source
    return source


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", action="append", default=[], metavar="OWNER/NAME=PATH",
                        help="a local clone (or git directory) of a repository named in field.json")
    parser.add_argument("--manifest", default=os.path.join(HERE, "field.json"))
    parser.add_argument("--out", default=os.path.join(ROOT, "bots", "field"))
    args = parser.parse_args()
    if any("=" not in entry for entry in args.repo):
        parser.error("--repo takes OWNER/NAME=PATH")
    with open(args.manifest) as handle:
        manifest = json.load(handle)
    checkouts = dict(entry.split("=", 1) for entry in args.repo)
    os.makedirs(args.out, exist_ok=True)
    missing = 0
    for bot in harness.bots_of(manifest, "all"):
        repo = bot["repo"]
        if repo not in checkouts:
            print(f"skipped {bot['name']}: no --repo {repo}=PATH", file=sys.stderr)
            missing += 1
            continue
        try:
            if repo not in manifest["repositories"]:
                raise ValueError(f"repository {repo} is not among the manifest's repositories")
            source = bot_source(bot, checkouts[repo], manifest["repositories"][repo]["commit"], args.out)
        except (ValueError, KeyError, SyntaxError, OSError, subprocess.CalledProcessError) as error:
            detail = error.stderr.strip() if isinstance(error, subprocess.CalledProcessError) else error
            sys.exit(f"prepare.py: {bot['name']}: {type(error).__name__}: {detail}")
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
    except (OSError, ValueError) as error:  # the manifest itself: missing, unreadable or not JSON
        sys.exit(f"prepare.py: {type(error).__name__}: {error}")
