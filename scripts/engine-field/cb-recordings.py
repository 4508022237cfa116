#!/usr/bin/env python3
"""Prints the recorded games CentrifugalBumblepuppyTests checks the engine's copies against.

dllu's Centrifugal Bumblepuppy 4 and 5 (rpscontest format, as hav4ik/rock-paper-scissors
opponents/centrifugal_bumblepuppy_4.py and _5.py have them), run as the contest ran them. Each
draws three moves at the start (the second for every predictor, the third for every
meta-predictor) and a move of the other player's history whenever all its meta-predictors score
below 0. Per bot two games, every draw recorded in order: 300 rounds against throws drawn at
random, and 1,100 rounds against a player who mostly throws what beats the bot's latest throw.
Draws from `random.Random(51)` and `random.Random(53)` (version 4), 57 and 59 (version 5); the
other player's throws from one `random.Random(13)` per bot. Each game prints the bot's throws,
the other player's, and the bot's draws.

    python3 scripts/engine-field/cb-recordings.py --cb4 PATH/cb4.py --cb5 PATH/cb5.py
"""
import argparse
import random

LETTERS = "RPS"


def play(path, other_of, rounds, draw_seed):
    with open(path) as file:
        code = compile(file.read(), path, "exec")
    draws = []
    drawing = random.Random(draw_seed)

    def choice(options):
        draw = drawing.choice(options)
        draws.append(draw)
        return draw

    saved = random.choice
    random.choice = choice
    try:
        scope = {"input": ""}
        own, other = [], []
        for step in range(rounds):
            scope["input"] = LETTERS[other[-1]] if other else ""
            exec(code, scope)
            own.append(LETTERS.index(scope["output"]))
            other.append(other_of(step, own))
    finally:
        random.choice = saved
    return ["".join(LETTERS[m] for m in own), "".join(LETTERS[m] for m in other), "".join(draws)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cb4", required=True, help="Centrifugal Bumblepuppy 4's file (rpscontest format)")
    parser.add_argument("--cb5", required=True, help="Centrifugal Bumblepuppy 5's file (rpscontest format)")
    args = parser.parse_args()
    for name, path, seeds in (("cb4", args.cb4, (51, 53)), ("cb5", args.cb5, (57, 59))):
        throws = random.Random(13)
        games = {
            "random": (lambda step, own: throws.randrange(3), 300, seeds[0]),
            "beat its latest": (
                lambda step, own: (own[-1] + 1) % 3 if throws.random() < 0.8 else throws.randrange(3),
                1100,
                seeds[1],
            ),
        }
        for game, (other_of, rounds, draw_seed) in games.items():
            print(name, game)
            for line in play(path, other_of, rounds, draw_seed):
                print(line)


if __name__ == "__main__":
    main()
