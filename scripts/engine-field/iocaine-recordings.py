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
import random

from recording import load, print_games


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", required=True, help="the bot's file (Kaggle format)")
    args = parser.parse_args()
    module = load(args.bot, "iocaine")

    def new_bot():
        bot = module.Iocaine()
        return lambda own, other: bot.move(other[-1] if other else -1)

    print_games(new_bot, random.Random(11), (41, 43), function="randrange")


if __name__ == "__main__":
    main()
