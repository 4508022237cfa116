#!/usr/bin/env python3
"""Prints the recorded games TestingPleaseIgnoreTests checks the engine's copy against.

Testing Please Ignore (hav4ik/rock-paper-scissors kumoko/strategies/testing_pls_ignore.py, as
the harness plays it) throws by its counts in every round but its first. Two 200-round games,
Python's random seeded with 11: one against throws drawn at random, one against a player who
mostly throws what beats the bot's latest throw. The other player's throws in both games come
from one `random.Random(5)`, the second game's from where the first left it. Each game prints
the bot's throws and the other player's.

    python3 scripts/engine-field/tpi-recordings.py --bot PATH/testing-please-ignore.py
"""
import argparse
import importlib.util
import random
import types

LETTERS = "RPS"


def play(module, other_of):
    random.seed(11)
    submission = module.TestingPleaseIgnore()
    own, other = [], []
    for step in range(200):
        their_last = other[-1] if other else None
        own.append(int(submission.next_action(step, their_last, 3, own[-1] if own else None)))
        other.append(other_of(step, own))
    return "".join(LETTERS[move] for move in own), "".join(LETTERS[move] for move in other)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", required=True, help="the bot's file (Kaggle format)")
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("testing_please_ignore", args.bot)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    throws = random.Random(5)
    games = {
        "random": lambda step, own: throws.randrange(3),
        "beat its latest": lambda step, own: (own[-1] + 1) % 3 if throws.random() < 0.8 else throws.randrange(3),
    }
    for name, other_of in games.items():
        own, other = play(module, other_of)
        print(name)
        print(own)
        print(other)


if __name__ == "__main__":
    main()
