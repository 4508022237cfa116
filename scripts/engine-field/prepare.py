#!/usr/bin/env python3
"""Copies the bots the manifest (docs/engine-field.json) names out of local clones of their
repositories into a folder that git ignores (bots/field/ by default), so that harness.py can play
them. Their code is not in this repository: clone each of the manifest's "repositories" (its url)
and name the clone by the repository's key:

    git clone URL /tmp/clone
    python3 scripts/engine-field/prepare.py --repo OWNER/NAME=/tmp/clone [--repo ...]

(a bot whose repository has no --repo is skipped, and prepare.py then exits with 1 once the
others are copied.)

Each file is read at the commit the manifest names (`git show COMMIT:PATH`), so the bots are the
ones the figures in docs/engine.md were measured against. A bot is taken as it is, except:

  extract compile-string    the script inside a wrapper module's compile("...") call;
  patches                   exact text replacements, each with the reason (recent numpy no
                            longer turns a one-element array into an int, say);
  silence                   print() made silent, with the reason (some agents print every round).

Wherever a bot imports `secrets`, which cannot be seeded, it draws from `random` instead, which
the harness seeds, so that a game replays. Any step that finds nothing to do (a patch whose text
is gone, a wrapper without a compile("...") call) stops prepare.py with a one-line error.
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

SEEDED_SECRETS = """import random


class secrets:
    \"\"\"`secrets` cannot be seeded; the harness seeds `random`, so a game replays.\"\"\"
    randbelow = staticmethod(lambda n: random.randrange(n))"""

# What a bot's "extract" may ask for: the file as it is, or the script inside its compile() call.
EXTRACTS = {"file", "compile-string"}


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


def patched(source, patches):
    for patch in patches:
        if patch["old"] not in source:
            raise ValueError(f"patch does not apply ({patch['why']})")
        source = source.replace(patch["old"], patch["new"])
    return source


def bot_source(bot, checkout, commit):
    """The file harness.py plays for `bot`."""
    extract = bot.get("extract", "file")
    if extract not in EXTRACTS:
        raise ValueError(f"unknown extract {extract!r} (one of: {', '.join(sorted(EXTRACTS))})")
    source = git(checkout, "show", f"{commit}:{bot['path']}")
    if extract == "compile-string":
        source = compiled_string(source)
    source = patched(seeded(source), bot.get("patches", []))
    if bot.get("silence"):
        source = f"print = lambda *args, **kwargs: None  # silenced: {bot['silence']}\n" + source
    return source


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", action="append", default=[], metavar="OWNER/NAME=PATH",
                        help="a local clone (or git directory) of a repository the manifest names")
    parser.add_argument("--manifest", default=os.path.join(ROOT, "docs", "engine-field.json"),
                        help="the bots to copy and where they come from (default: docs/engine-field.json)")
    parser.add_argument("--out", default=os.path.join(ROOT, "bots", "field"))
    args = parser.parse_args()
    if any("=" not in entry for entry in args.repo):
        parser.error("--repo takes OWNER/NAME=PATH")
    with open(args.manifest) as handle:
        manifest = json.load(handle)
    checkouts = dict(entry.split("=", 1) for entry in args.repo)
    os.makedirs(args.out, exist_ok=True)
    missing = 0
    for bot in manifest["bots"]:
        repo = bot["repo"]
        if repo not in checkouts:
            print(f"skipped {bot['name']}: no --repo {repo}=PATH", file=sys.stderr)
            missing += 1
            continue
        try:
            if repo not in manifest["repositories"]:
                raise ValueError(f"repository {repo} is not among the manifest's repositories")
            source = bot_source(bot, checkouts[repo], manifest["repositories"][repo]["commit"])
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
