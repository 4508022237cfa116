#!/usr/bin/env python3
"""Prints the recorded games RPSMetaFixTests checks the engine's copy against.

TeleZ's RPS_Meta_Fix (rpscontest format, as hav4ik/rock-paper-scissors opponents/rps_meta_fix.py
has it), run as the contest ran it. It draws two moves, at the start only: the guess its eighteen
guesses start with, then the one its six meta guesses start with. Two games, the draws recorded
in order: 300 rounds against throws drawn at random, and 1,100 rounds against a player who mostly
throws what beats the bot's latest throw. Draws from `random.Random(61)` and `random.Random(63)`;
the other player's throws from one `random.Random(17)`. Each game prints the bot's throws, the
other player's, and the bot's draws.

    python3 scripts/engine-field/meta-fix-recordings.py --bot PATH/rps_meta_fix.py
"""
import argparse
import random

from recording import print_games, rpscontest_bot


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", required=True, help="RPS_Meta_Fix's file (rpscontest format)")
    args = parser.parse_args()
    print_games(rpscontest_bot(args.bot), random.Random(17), (61, 63))


if __name__ == "__main__":
    main()
