#!/usr/bin/env python3
"""Prints the recorded games GreenbergTests checks the engine's copy against.

Greenberg (Andrzej Nagorko's 2000 RoShamBo winner in Travis Erdman's Python port, as
hav4ik/rock-paper-scissors opponents/greenberg.py has it and the harness plays it) draws one
guess at random every round; every other guess follows from the rounds. Two games, the bot's
draws recorded: 300 rounds against throws drawn at random (draws from `random.Random(13)`), and
1,100 rounds against a player who mostly throws what beats the bot's latest throw (draws from
`random.Random(17)`), long enough for the score windows to wrap many times and the game to pass
round 1,000. The other player's throws in both games come from one `random.Random(5)`, the
second game's from where the first left it. Each game prints the bot's throws, the other
player's, and the bot's draws.

    python3 scripts/engine-field/greenberg-recordings.py --bot PATH/greenberg.py
"""
import argparse
import random

from recording import load, print_games

TEXT = ("rock", "paper", "scissors")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", required=True, help="the bot's file (Kaggle format)")
    args = parser.parse_args()
    module = load(args.bot, "greenberg")

    def new_bot():
        return lambda own, other: int(module.player([TEXT[m] for m in own], [TEXT[m] for m in other]))

    print_games(new_bot, random.Random(5), (13, 17))


if __name__ == "__main__":
    main()
