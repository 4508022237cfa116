#!/usr/bin/env python3
"""How much a slowly learnt relation to one feature would have won, in games written by record.py.

A feature is a move that history matching points at: after the latest earlier occurrence of the
longest run (at most LIMIT long) of both players' moves, of the engine's or of the bot's, what the
engine played next, or what the bot did. The relation is how the bot's move stood to the feature,
(bot's move − feature) mod 3, counted with fading rate ALPHA (a share of ALPHA for the newest
round). Each round the relation's best reply is scored against the bot's real move: the net per
1,000 rounds that player would have had, round by round, beside the engine's real net.

This is the whole of the Kaggle bot "RPS Geometry" (one feature, ALPHA 0.01, its move drawn from
the relation), and it asks whether one such feature reads a bot that the hard level only draws
with. The figures are in hindsight: a bot would have answered differently to different moves.

    python3 scripts/engine-field/relations.py /tmp/games.json --alphas 0.003,0.01,0.03
"""

import argparse
import collections
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from forecasts import latest_longest_end, payoff  # noqa: E402  (the same matching as forecasts.py)

FEATURES = [(sequence, side) for sequence in ("both", "engine", "bot") for side in ("engine", "bot")]


def game_nets(engine, bot, alphas, limit):
    sequences = {
        "both": "".join(chr(65 + 3 * e + b) for e, b in zip(engine, bot)),
        "engine": "".join("RPS"[m] for m in engine),
        "bot": "".join("RPS"[m] for m in bot),
    }
    relations = {(feature, alpha): [1 / 3] * 3 for feature in FEATURES for alpha in alphas}
    nets = collections.Counter()
    for rounds in range(1, len(engine)):
        values = {}
        for sequence, side in FEATURES:
            end = latest_longest_end(sequences[sequence][:rounds], limit)
            values[(sequence, side)] = None if end is None else (engine if side == "engine" else bot)[end + 1]
        for (feature, alpha), relation in relations.items():
            value = values[feature]
            if value is None:
                continue
            # relation[r]: how likely the bot's move is value + r; reply with the move that gains most.
            expected = [relation[(move + 2 - value) % 3] - relation[(move + 1 - value) % 3] for move in range(3)]
            reply = max(range(3), key=lambda move: expected[move])
            nets[(feature, alpha)] += payoff(reply, bot[rounds])
            seen = (bot[rounds] - value) % 3
            for r in range(3):
                relation[r] = (1 - alpha) * relation[r] + (alpha if r == seen else 0)
    return nets


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games")
    parser.add_argument("--alphas", default="0.003,0.01,0.03", help="fading rates, comma-separated")
    parser.add_argument("--limit", type=int, default=20, help="the longest run matched")
    args = parser.parse_args()
    alphas = [float(text) for text in args.alphas.split(",")]
    with open(args.games) as handle:
        games = json.load(handle)
    per_bot = collections.defaultdict(lambda: collections.defaultdict(list))
    for game in games:
        engine, bot = game["engine"], game["botMoves"]
        per_thousand = 1000 / max(1, len(engine) - 1)
        per_bot[game["bot"]]["engine"].append(sum(payoff(e, b) for e, b in zip(engine, bot)) * per_thousand)
        for key, net in game_nets(engine, bot, alphas, args.limit).items():
            per_bot[game["bot"]][key].append(net * per_thousand)
    columns = ["engine"] + [(feature, alpha) for feature in FEATURES for alpha in alphas]
    print("net per 1,000 rounds; a feature is sequence>side: the side's move after the matched run")
    for name, rows in per_bot.items():
        print(f"{name}  ({len(rows['engine'])} games)")
        for column in columns:
            label = "engine, as played" if column == "engine" else f"{column[0][0]}>{column[0][1]} alpha {column[1]}"
            values = rows.get(column, [])
            if values:
                spread = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0
                print(f"  {label:32} {statistics.mean(values):7.1f}  ± {spread:.1f}")


if __name__ == "__main__":
    main()
