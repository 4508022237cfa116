#!/usr/bin/env python3
"""Prints the recorded games SamplingBotTests checks the engine's copies against.

Each bot script (rpscontest format, from t-vaudry/RPS at 93b2601eebd3, RPS/RPS/RPSBots/, patched
for Python 3 only) plays 40 rounds with Python's random seeded with 11 against a fixed string of
throws. For every round the script's own state gives the chance of each of its throws, read
before it draws; the line printed is the bot's throws and the chance of each throw it made.

    python3 scripts/engine-field/sampling-recordings.py --bots DIR

where DIR holds RunDMC2.py, RunDMCDiscounted95.py, RunDMCDiscounted98.py,
RunDMCDiscounted99Conservative.py, SimpleDMC.py, MixTapeKT.py, CTWKT.py, CTWLaplace.py,
CTWHutter.py, zaimixhistoryv1.py to v3, zailast.py, zailastv2.py, zailastv3.py, zailastv31.py,
zailastv4.py, zaicountscombo2.py and RNAPolymeraseVL20.py, VL24R5, VL4R3, VL6R7 and VL8, with
`xrange`, `imap` and zai_mix_history_v3's `code /= 3` made Python 3.
"""
import argparse
import itertools
import math
import os
import random

OTHER = "SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR"
INDEX = {"R": 0, "P": 1, "S": 2}
BEAT = (1, 2, 0)


def guesses_to_throws(guesses):
    """The bot throws what beats its guess."""
    return [guesses[2], guesses[0], guesses[1]]


def randrange_draw(namespace):
    """RunDMC2: randrange(0, t) and "r <= x" give rock one value more and scissors one less."""
    weights = namespace["probs"]
    total = sum(weights)
    return guesses_to_throws([(weights[0] + 1) / total, weights[1] / total, (weights[2] - 1) / total])


def uniform_draw(namespace):
    weights = namespace["probs"]
    total = sum(weights)
    return guesses_to_throws([w / total for w in weights])


def randint_draw(namespace):
    """SimpleDMC and MixTapeKT: randint(0, t) draws from t + 1 values, rock taking the extra one."""
    counts = namespace["counts"]
    total = sum(counts)
    return guesses_to_throws([(counts[0] + 1) / (total + 1), counts[1] / (total + 1), counts[2] / (total + 1)])


def three_draws(namespace):
    """The CTW bots: three draws from the forecast, +1 for the reply to each, -1 for what it beats."""
    forecast = namespace["ps"]
    top = max(forecast)
    weights = [math.exp(p - top) for p in forecast]
    draws = [w / sum(weights) for w in weights]
    chances = [0.0, 0.0, 0.0]
    for picks in itertools.product(range(3), repeat=3):
        chance = draws[picks[0]] * draws[picks[1]] * draws[picks[2]]
        scores = [0, 0, 0]
        for pick in picks:
            scores[BEAT[pick]] += 1
            scores[BEAT[BEAT[pick]]] -= 1
        best = max(scores)
        ties = [move for move in range(3) if scores[move] == best]
        for move in ties:
            chances[move] += chance / len(ties)
    return chances


def mixture(namespace):
    return namespace["predictor"].next_hand


def last_draw(namespace):
    """zai_mix_history_v3, the zailast bots and zai_counts_combo_2 keep only the throw they drew: the
    chances they drew from, kept by watch_draws (even ones when the weights are all zero and the
    bot throws at random without them)."""
    return namespace.pop("drawn_from", [1 / 3] * 3)


def rna_draw(random_share):
    """RNA Polymerase: what beats the other player's throw two places after the match, but for
    the random share; even chances where there is no match."""

    def chances(namespace):
        i, j, length = namespace["i"], namespace["j"], namespace["length"]
        if i == -1 or j + i >= length:
            return [1 / 3] * 3
        planned = BEAT[INDEX[namespace["RNA_strand1"][j + i]]]
        return [random_share / 3 + (1 - random_share if move == planned else 0) for move in range(3)]

    return chances


def watch_draws(namespace):
    """Makes the script's pick_weighted keep the chances its weights give."""
    pick_weighted = namespace["pick_weighted"]

    def watched(weights, *rest):
        namespace["drawn_from"] = [weight / sum(weights) for weight in weights]
        return pick_weighted(weights, *rest)

    namespace["pick_weighted"] = watched


BOTS = [
    ("RunDMC2", randrange_draw), ("RunDMCDiscounted95", uniform_draw), ("RunDMCDiscounted98", uniform_draw),
    ("RunDMCDiscounted99Conservative", uniform_draw), ("SimpleDMC", randint_draw), ("MixTapeKT", randint_draw),
    ("CTWKT", three_draws), ("CTWLaplace", three_draws), ("CTWHutter", three_draws),
    ("zaimixhistoryv1", mixture), ("zaimixhistoryv2", mixture), ("zaimixhistoryv3", last_draw),
    ("zailast", last_draw), ("zailastv2", last_draw), ("zailastv3", last_draw), ("zailastv31", last_draw),
    ("zailastv4", last_draw), ("zaicountscombo2", last_draw),
    ("RNAPolymeraseVL20", rna_draw(0)), ("RNAPolymeraseVL24R5", rna_draw(0.2)),
    ("RNAPolymeraseVL4R3", rna_draw(0.3)), ("RNAPolymeraseVL6R7", rna_draw(0.142857142857)),
    ("RNAPolymeraseVL8", rna_draw(0)),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", required=True, help="folder of the bot scripts")
    args = parser.parse_args()
    for name, chances_of in BOTS:
        with open(os.path.join(args.bots, name + ".py")) as handle:
            code = compile(handle.read(), name, "exec")
        random.seed(11)
        namespace = {"input": "", "output": "", "__name__": name}
        throws, chances = "", []
        for round_index in range(len(OTHER)):
            exec(code, namespace)
            if round_index == 0 and chances_of is last_draw:
                watch_draws(namespace)
            chance = [1 / 3] * 3 if round_index == 0 else chances_of(namespace)
            throw = namespace["output"]
            throws += throw
            chances.append(chance[INDEX[throw]])
            namespace["input"] = OTHER[round_index]
        # The zailast bots remember a throw of their own for the first round that they drew
        # apart from the one they made.
        hidden = " first remembered %s" % "RPS"[namespace["my_hands"][0]] if name.startswith("zailast") else ""
        print(name, throws + hidden)
        print(", ".join("%.6f" % value for value in chances))


if __name__ == "__main__":
    main()
