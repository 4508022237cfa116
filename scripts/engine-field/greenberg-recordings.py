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
import importlib.util
import random

LETTERS = "RPS"
TEXT = ("rock", "paper", "scissors")


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
        own, other = [], []
        for step in range(rounds):
            own.append(int(module.player([TEXT[m] for m in own], [TEXT[m] for m in other])))
            other.append(other_of(step, own))
    finally:
        random.choice = saved
    return [("".join(LETTERS[m] for m in moves)) for moves in (own, other, draws)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", required=True, help="the bot's file (Kaggle format)")
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("greenberg", args.bot)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    throws = random.Random(5)
    games = {
        "random": (lambda step, own: throws.randrange(3), 300, 13),
        "beat its latest": (
            lambda step, own: (own[-1] + 1) % 3 if throws.random() < 0.8 else throws.randrange(3),
            1100,
            17,
        ),
    }
    for name, (other_of, rounds, draw_seed) in games.items():
        print(name)
        for line in play(module, other_of, rounds, draw_seed):
            print(line)


if __name__ == "__main__":
    main()
