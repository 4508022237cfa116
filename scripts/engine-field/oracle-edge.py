#!/usr/bin/env python3
"""Prints the oracle edge of rpscontest bots that draw their throw with a `pick_weighted(weights)`
of their own: what the best reply to the bot's chances would net per 1000 rounds, summed round
by round over games against random throws. It bounds what an exact copy of the bot could win
once it identified the bot, and so says which bots are worth copying (docs/engine-field.md,
session 41).

    python3 scripts/engine-field/oracle-edge.py --games 5 BOT.py [BOT.py ...]

Each script runs as the harness runs it (the global `input` in, `output` out); its own
pick_weighted is wrapped, after its first round defines it, to keep the weights it is given.
A round in which the bot throws without calling it (at random, say) counts as even chances.
Python standard library only.
"""
import argparse
import os
import random


def edge(chances):
    """What the best reply nets against a throw drawn with `chances` (rock, paper, scissors)."""
    return max(chances[(reply - 1) % 3] - chances[(reply + 1) % 3] for reply in range(3))


def oracle_edge(path, games, rounds):
    with open(path) as handle:
        code = compile(handle.read(), path, "exec")
    total, counted = 0.0, 0
    for game in range(games):
        random.seed(game)
        other = random.Random(game + 99)
        namespace = {"input": "", "output": "", "__name__": os.path.basename(path)}
        for round_index in range(rounds):
            namespace.pop("drawn_from", None)
            exec(code, namespace)
            if round_index == 0:
                pick_weighted = namespace["pick_weighted"]

                def watched(weights, *rest, pick_weighted=pick_weighted):
                    namespace["drawn_from"] = [weight / sum(weights) for weight in weights]
                    return pick_weighted(weights, *rest)

                namespace["pick_weighted"] = watched
            else:
                total += edge(namespace.get("drawn_from", [1 / 3] * 3))
                counted += 1
            namespace["input"] = other.choice("RPS")
    return 1000 * total / max(counted, 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bots", nargs="+", help="bot scripts (rpscontest format)")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=1000)
    args = parser.parse_args()
    for path in args.bots:
        print("%-28s %8.1f" % (os.path.basename(path), oracle_edge(path, args.games, args.rounds)))


if __name__ == "__main__":
    main()
