#!/usr/bin/env python3
"""Prints the recordings MultiArmedBanditTests checks the engine's copy of ilialar's Kaggle
multi-armed bandit against (dongkyunk/Kaggle_RPS b5401ccfe1c5,
sparring_partner/black_belt/multi_armed_bandit_v15.py and multi_armed_bandit_v32.py).

1. Every simple agent the two versions choose among, built from version 32's own classes, reads
   a fixed 40-round history; for each round the line holds the chance it gives each throw, taken
   from the script's own draw (`np.random.choice`'s p, or even chances for `np.random.randint`).
2. Each version plays 300 rounds against throws drawn by Python's random seeded with 5 (the line
   `other`), numpy seeded with 7; the line holds its throws.

    python3 scripts/engine-field/bandit-recordings.py --bots DIR

where DIR holds the two scripts. Needs numpy and pandas, as the scripts do; version 15 writes
its history to the working directory, so run it in a scratch one.
"""
import argparse
import importlib.util
import os
import random

import numpy as np

OWN = "RPPSRRSPSRPPRSSRPRSPPRRSPSRRPSSPRPRSSRPP"
OTHER = "SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR"
INDEX = {"R": 0, "P": 1, "S": 2}
LETTERS = "RPS"


def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Watched:
    """np.random's choice and randint replaced to keep the chances of the latest draw: a
    transition agent's guess of the next throw (`choice`), or a throw at random (`randint`)."""

    def __init__(self):
        self.guess_chances = None
        self.at_random = False
        self.choice, self.randint = np.random.choice, np.random.randint

    def __enter__(self):
        def choice(options, p):
            self.guess_chances = [float(x) for x in p]
            return self.choice(options, p=p)

        def randint(high):
            self.at_random = True
            return self.randint(high)

        np.random.choice, np.random.randint = choice, randint
        return self

    def __exit__(self, *rest):
        np.random.choice, np.random.randint = self.choice, self.randint


def agent_chances(agent):
    """The chance of each throw, round by round, of one agent reading OWN and OTHER."""
    rows = []
    with Watched() as watched:
        for rounds in range(len(OWN) + 1):
            history = [{"step": INDEX[OWN[i]], "competitorStep": INDEX[OTHER[i]]} for i in range(rounds)]
            watched.guess_chances, watched.at_random = None, False
            move = agent.step(history)
            if watched.at_random:
                rows.append([1 / 3] * 3)
            elif watched.guess_chances is not None:
                # A drawn guess of the next throw is turned into the agent's throw: by 2 for a
                # guess of its own throws, by 1 (what beats it) for one of the other player's.
                turn = 2 if agent.counter_strategy else 1
                rows.append([watched.guess_chances[(throw - turn) % 3] for throw in range(3)])
            else:
                rows.append([1.0 if throw == move else 0.0 for throw in range(3)])
    return rows


def agents_of(module):
    """Every kind of agent the two versions use, named as in the Swift test."""
    agents = []
    for shift in range(3):
        agents.append((f"mirror({shift})", module.mirror_shift(shift)))
    for shift in range(3):
        agents.append((f"ownShift({shift})", module.self_shift(shift)))
    agents.append(("popularBeater", module.popular_beater()))
    agents.append(("antiPopularBeater", module.anti_popular_beater()))
    for decay in (1, 1.1, 1.01, 1.05):
        for sampled in (True, False):
            for own in (False, True):
                agents.append((f"matrix({sampled}, {own}, {decay})",
                               module.transition_matrix(not sampled, own, decay=decay)))
                agents.append((f"tensor({sampled}, {own}, {decay})",
                               module.transition_tensor(not sampled, own, decay=decay)))
    for own in (False, True):
        agents.append((f"patterns(False, {own}, 1.001)",
                       module.pattern_matching(3, True, own, decay=1.001)))
    return agents


def game(module, other):
    """The bot's throws against `other`, numpy seeded with 7."""
    np.random.seed(7)

    class Observation(dict):
        __getattr__ = dict.get

    throws = []
    for step in range(len(other)):
        last = INDEX[other[step - 1]] if step else None
        observation = Observation(step=step, lastOpponentAction=last)
        throws.append(LETTERS[int(module.multi_armed_bandit_agent(observation, Observation(signs=3)))])
    return "".join(throws)


def written(rows):
    """A certain agent's throws as letters (? for even chances); another's chances of rock and
    paper, round by round."""
    if all(max(row) == 1 or max(row) - min(row) < 1e-12 for row in rows):
        return '"' + "".join(LETTERS[row.index(1.0)] if max(row) == 1 else "?" for row in rows) + '"'
    return ", ".join("%.6f, %.6f" % (row[0], row[1]) for row in rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", required=True)
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args()
    v32 = load(os.path.join(args.bots, "multi_armed_bandit_v32.py"))
    for name, agent in agents_of(v32):
        print(name, written(agent_chances(agent)))
    chance = random.Random(5)
    other = "".join(chance.choice(LETTERS) for _ in range(args.rounds))
    print("other", other)
    for version in (15, 32):
        module = load(os.path.join(args.bots, f"multi_armed_bandit_v{version}.py"))
        print(f"v{version}", game(module, other))


if __name__ == "__main__":
    main()
