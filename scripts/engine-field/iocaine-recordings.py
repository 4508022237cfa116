#!/usr/bin/env python3
"""Prints the recorded games IocainePowderTests checks the engine's copy against.

Iocaine Powder (Dan Egnor's 1999 RoShamBo winner in David Bau's Python port, as James McGuigan's
Kaggle agent has it and the harness plays it) draws one move at random every round
(`random.randrange(3)`); everything else follows from the rounds. Two games, the bot's draws
recorded: 300 rounds against throws drawn at random (draws from `random.Random(41)`), and 1,100
rounds against a player who mostly throws what beats the bot's latest throw (draws from
`random.Random(43)`), long enough to pass the 1,000th throw, after which the port's totals read
0. The other player's throws in both games come from one `random.Random(11)`, the second game's
from where the first left it. Each game prints the bot's throws, the other player's, and the
bot's draws.

    python3 scripts/engine-field/iocaine-recordings.py --bot PATH/iocaine-powder.py
"""
import argparse
import importlib.util
import random

LETTERS = "RPS"


def play(module, other_of, rounds, draw_seed):
    draws = []
    drawing = random.Random(draw_seed)

    def randrange(*args):
        draw = drawing.randrange(*args)
        draws.append(draw)
        return draw

    saved = random.randrange
    random.randrange = randrange
    try:
        bot = module.Iocaine()
        own, other = [], []
        for step in range(rounds):
            own.append(bot.move(other[-1] if other else -1))
            other.append(other_of(step, own))
    finally:
        random.randrange = saved
    return ["".join(LETTERS[m] for m in moves) for moves in (own, other, draws)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", required=True, help="the bot's file (Kaggle format)")
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("iocaine", args.bot)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    throws = random.Random(11)
    games = {
        "random": (lambda step, own: throws.randrange(3), 300, 41),
        "beat its latest": (
            lambda step, own: (own[-1] + 1) % 3 if throws.random() < 0.8 else throws.randrange(3),
            1100,
            43,
        ),
    }
    for name, (other_of, rounds, draw_seed) in games.items():
        print(name)
        for line in play(module, other_of, rounds, draw_seed):
            print(line)


if __name__ == "__main__":
    main()
