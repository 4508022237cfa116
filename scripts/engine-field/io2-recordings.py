#!/usr/bin/env python3
"""Prints the recorded games IO2Tests checks the engine's copy against.

IO2_fightinguuu (sdfsdf's rpscontest bot, in the Kaggle port hav4ik/rock-paper-scissors
opponents/iocaine_powder.py has, as the harness plays it) draws whenever a predictor finds
nothing, for each of its three counting predictors every round, for its guess when no predictor
scores above 0, and for its throw (what beats its guess two times in three). Two games, every
draw recorded in order: 300 rounds against throws drawn at random (draws from
`random.Random(23)`), and 1,100 rounds against a player who mostly throws what beats the bot's
latest throw (draws from `random.Random(29)`), long enough for its 60-round window to fill many
times and the game to pass round 1,000. The other player's throws in both games come from one
`random.Random(7)`, the second game's from where the first left it. Each game prints the bot's
throws, the other player's, and the bot's draws.

    python3 scripts/engine-field/io2-recordings.py --bot PATH/io2-fightinguuu.py
"""
import argparse
import importlib.util
import random

LETTERS = "RPS"


def play(module, other_of, rounds, draw_seed):
    draws = []
    drawing = random.Random(draw_seed)

    def choice(options):
        draw = drawing.choice(options)
        draws.append(draw)
        return draw

    saved = random.choice
    random.choice = choice
    try:
        bot = module.Strategy()
        own, other = [], []
        for step in range(rounds):
            if step > 0:
                bot.prepare_next_move(LETTERS[other[-1]])
            own.append(LETTERS.index(bot.output))
            other.append(other_of(step, own))
    finally:
        random.choice = saved
    return ["".join(LETTERS[m] for m in own), "".join(LETTERS[m] for m in other), "".join(draws)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", required=True, help="the bot's file (Kaggle format)")
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("io2", args.bot)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    throws = random.Random(7)
    games = {
        "random": (lambda step, own: throws.randrange(3), 300, 23),
        "beat its latest": (
            lambda step, own: (own[-1] + 1) % 3 if throws.random() < 0.8 else throws.randrange(3),
            1100,
            29,
        ),
    }
    for name, (other_of, rounds, draw_seed) in games.items():
        print(name)
        for line in play(module, other_of, rounds, draw_seed):
            print(line)


if __name__ == "__main__":
    main()
