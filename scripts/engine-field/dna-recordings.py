#!/usr/bin/env python3
"""Prints the recorded games DNAPolymeraseTests checks the engine's copy against.

Each bot script (rpscontest format, from t-vaudry/RPS at 93b2601eebd3, RPS/RPS/RPSBots/, patched
for Python 3 only: `range` made a list where the bot assigns into it) plays ROUNDS rounds with
Python's random seeded with 11 against a player who throws what beats the bot's latest throw two
rounds in three and otherwise draws from its own generator (seeded with 5). For every round it
prints the bot's throw, the chance the bot gave that throw (read from the script's own state:
the 20% random share, or even chances when every score is below zero), the 33 or 30 guesses the
bot scored that round (`base_pairs`), and how many of them it drew at random (`random.choice`
calls but the one for its random throw, which the script makes every round whether it throws it
or not).

    python3 scripts/engine-field/dna-recordings.py --bots DIR

where DIR holds DNAPolymeraseVAusfD.py, DNAPolymeraseVAusfB.py, DNAPolymeraseV.py and
DNAPolymeraseVAusfC.py, each with `range(...)` turned into `list(range(...))` where the bot assigns
into it (as field.json patches Ausf. D). The games are played under Python 3, whose dictionaries
keep their keys in the order met; the engine's copy follows that.
"""
import argparse
import os
import random

ROUNDS = 150
BEAT = {"R": "P", "P": "S", "S": "R"}


def chance_of(namespace, throw):
    """The chance the bot gave its throw: 0.8 for the answer to its best guess plus a fifth spread
    evenly, or even chances when its best score is below zero."""
    scores = namespace["nucleotide_frequency"]
    if max(scores) < 0:
        return 1 / 3
    planned = BEAT[namespace["base_pairs"][scores.index(max(scores))]]
    return 0.2 / 3 + (0.8 if throw == planned else 0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", required=True, help="folder of the bot scripts")
    args = parser.parse_args()
    for name in ("DNAPolymeraseVAusfD", "DNAPolymeraseVAusfB", "DNAPolymeraseV", "DNAPolymeraseVAusfC"):
        with open(os.path.join(args.bots, name + ".py")) as handle:
            code = compile(handle.read(), name, "exec")
        random.seed(11)
        other = random.Random(5)
        namespace = {"input": "", "output": "", "__name__": name}
        throws, inputs, chances, guesses, draws = "", "", [], [], ""
        choice = random.choice
        calls = [0]

        def counted(options):
            calls[0] += 1
            return choice(options)

        random.choice = counted
        for round_index in range(ROUNDS):
            calls[0] = 0
            exec(code, namespace)
            draws += str(calls[0] if round_index == 0 else calls[0] - 1) if calls[0] < 10 else "+"
            throw = namespace["output"]
            chances.append(1 / 3 if round_index == 0 else chance_of(namespace, throw))
            guesses.append("".join(namespace["base_pairs"]))
            throws += throw
            reply = BEAT[throw] if other.random() < 2 / 3 else other.choice("RPS")
            inputs += reply
            namespace["input"] = reply
        print(name, "bot", throws)
        random.choice = choice
        print(name, "other", inputs)
        print(name, "draws", draws)
        print(", ".join("%.6f" % value for value in chances))
        print("\n".join(guesses))


if __name__ == "__main__":
    main()
