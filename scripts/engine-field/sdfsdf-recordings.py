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
import random

from recording import LETTERS, load, print_games, rpscontest_bot


def kaggle_io2(path):
    """IO2's strategy object, asked as its agent function asks it, a new one each game."""
    module = load(path, "io2")

    def new_bot():
        bot = module.Strategy()

        def throw(own, other):
            if other:
                bot.prepare_next_move(LETTERS[other[-1]])
            return LETTERS.index(bot.output)

        return throw

    return new_bot


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--io2", required=True, help="IO2_fightinguuu's file (Kaggle format)")
    parser.add_argument("--lucker", required=True, help="Are You A Lucker?'s file (rpscontest format)")
    args = parser.parse_args()
    print_games(kaggle_io2(args.io2), random.Random(7), (23, 29), title="IO2")
    print_games(rpscontest_bot(args.lucker), random.Random(7), (31, 37), title="Lucker")


if __name__ == "__main__":
    main()
