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

from recording import print_games, rpscontest_bot


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cb4", required=True, help="Centrifugal Bumblepuppy 4's file (rpscontest format)")
    parser.add_argument("--cb5", required=True, help="Centrifugal Bumblepuppy 5's file (rpscontest format)")
    args = parser.parse_args()
    print_games(rpscontest_bot(args.cb4), random.Random(13), (51, 53), title="cb4")
    print_games(rpscontest_bot(args.cb5), random.Random(13), (57, 59), title="cb5")


if __name__ == "__main__":
    main()
