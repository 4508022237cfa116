#!/usr/bin/env python3
"""Copies the bots named in field.json out of local clones of their repositories into a folder
that git ignores (bots/field/ by default), so that harness.py can play them.

    git clone https://github.com/hav4ik/rock-paper-scissors /tmp/hav4ik
    git clone https://github.com/JamesMcGuigan/ai-games /tmp/ai-games
    python3 scripts/engine-field/prepare.py \
        --repo hav4ik/rock-paper-scissors=/tmp/hav4ik --repo JamesMcGuigan/ai-games=/tmp/ai-games

Each file is read at the commit field.json names (`git show COMMIT:PATH`), so the bots are the
ones the figures in docs/engine-field.md were measured against. Python standard library only.
"""

import argparse
import ast
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def git_show(checkout, commit, path):
    git_dir = checkout if checkout.endswith(".git") else os.path.join(checkout, ".git")
    if not os.path.isdir(git_dir):
        git_dir = checkout  # a bare repository
    return subprocess.run(
        ["git", "--git-dir", git_dir, "show", f"{commit}:{path}"],
        check=True, capture_output=True, text=True).stdout


def compiled_string(source):
    """The script inside the first compile() call (a literal string) of a wrapper module."""
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "compile"
                and node.args and isinstance(node.args[0], ast.Constant)):
            return node.args[0].value
    raise ValueError("no compile(\"...\") call with a literal script")


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
    for bot in manifest["bots"]:
        repo = bot["repo"]
        if repo not in checkouts:
            print(f"skipped {bot['name']}: no --repo {repo}=PATH", file=sys.stderr)
            missing += 1
            continue
        source = git_show(checkouts[repo], manifest["repositories"][repo]["commit"], bot["path"])
        if bot.get("extract") == "compile-string":
            source = compiled_string(source)
        target = os.path.join(args.out, bot["name"] + ".py")
        with open(target, "w") as handle:
            handle.write(f"# {bot['title']} by {bot['author']}\n# from {repo} {bot['path']}"
                         f" (origin {bot['origin']}); not part of this project\n")
            handle.write(source)
        print(f"{bot['name']:20} {target}")
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
