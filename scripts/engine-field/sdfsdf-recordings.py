#!/usr/bin/env python3
"""Prints the recorded games SdfsdfTests checks the engine's copies against.

sdfsdf's IO2_fightinguuu (in the Kaggle port hav4ik/rock-paper-scissors
opponents/iocaine_powder.py has) and Are You A Lucker? (rpscontest format, as hav4ik's
kumoko/strategies/are_you_a_lucker.py has it), as the harness plays them. Both draw whenever a
predictor finds nothing and for each of their three counting predictors every round; IO2 also
draws its guess when no predictor scores above 0, and its throw (what beats its guess two times
in three). Per bot two games, every draw recorded in order: 300 rounds against throws drawn at
random, and 1,100 rounds against a player who mostly throws what beats the bot's latest throw,
long enough for the 60-round window to fill many times and the game to pass round 1,000. IO2's
draws come from `random.Random(23)` and `random.Random(29)`, Are You A Lucker?'s from 31 and 37;
the other player's throws from one `random.Random(7)` per bot. Each game prints the bot's throws,
the other player's, and the bot's draws.

    python3 scripts/engine-field/sdfsdf-recordings.py --io2 PATH/io2-fightinguuu.py \\
        --lucker PATH/are-you-a-lucker.py
"""
import argparse
import importlib.util
import random

LETTERS = "RPS"


class KaggleIO2:
    """IO2's strategy object, asked as its agent function asks it."""

    def __init__(self, path):
        spec = importlib.util.spec_from_file_location("io2", path)
        self.module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(self.module)

    def start(self):
        self.bot = self.module.Strategy()
        return self.bot.output

    def after(self, other):
        self.bot.prepare_next_move(other)
        return self.bot.output


class RPSContestBot:
    """An rpscontest script, run once a round with `input` set, as the contest ran it."""

    def __init__(self, path):
        with open(path) as file:
            self.code = compile(file.read(), path, "exec")

    def start(self):
        self.scope = {"input": ""}
        exec(self.code, self.scope)
        return self.scope["output"]

    def after(self, other):
        self.scope["input"] = other
        exec(self.code, self.scope)
        return self.scope["output"]


def play(bot, other_of, rounds, draw_seed):
    draws = []
    drawing = random.Random(draw_seed)

    def choice(options):
        draw = drawing.choice(options)
        draws.append(draw)
        return draw

    saved = random.choice
    random.choice = choice
    try:
        own, other = [], []
        for step in range(rounds):
            move = bot.start() if step == 0 else bot.after(LETTERS[other[-1]])
            own.append(LETTERS.index(move))
            other.append(other_of(step, own))
    finally:
        random.choice = saved
    return ["".join(LETTERS[m] for m in own), "".join(LETTERS[m] for m in other), "".join(draws)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--io2", required=True, help="IO2_fightinguuu's file (Kaggle format)")
    parser.add_argument("--lucker", required=True, help="Are You A Lucker?'s file (rpscontest format)")
    args = parser.parse_args()
    for name, bot, seeds in (("IO2", KaggleIO2(args.io2), (23, 29)), ("Lucker", RPSContestBot(args.lucker), (31, 37))):
        throws = random.Random(7)
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
            for line in play(bot, other_of, rounds, draw_seed):
                print(line)


if __name__ == "__main__":
    main()
