#!/usr/bin/env python3
"""Plays `rps engine` against bots of field.json (by default the field), as harness.py does, and
writes every game's moves as JSON, for looking into how a bot plays (forecasts.py reads them).

    python3 scripts/engine-field/record.py --only cb4,dllu1 --seeds 4 --out /tmp/games.json
"""

import argparse
import json
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402  (the same bot loaders and seeding as the harness)


def record_game(task):
    spec, seed, rounds, engine, level = task
    bot, process = harness.start_game(spec, seed, engine, level)
    engine_moves, bot_moves = [], []
    try:
        for step in range(rounds):
            engine_move = harness.LETTERS.index(process.stdout.readline().strip())
            bot_move = bot.move(step, engine_moves[-1] if engine_moves else None, rounds)
            if isinstance(bot, harness.KaggleBot):
                bot.reward -= harness.payoff(engine_move, bot_move)
            process.stdin.write(harness.LETTERS[bot_move] + "\n")
            engine_moves.append(engine_move)
            bot_moves.append(bot_move)
    finally:
        process.stdin.close()
        process.wait()
    return {"bot": spec["name"], "seed": seed, "engine": engine_moves, "botMoves": bot_moves}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", default=os.path.join(harness.ROOT, ".build", "release", "rps"))
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--first-seed", type=int, default=101)
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--manifest", default=os.path.join(harness.HERE, "field.json"))
    parser.add_argument("--bots", default=os.path.join(harness.ROOT, "bots", "field"))
    parser.add_argument("--set", choices=harness.SETS, default="field",
                        help="which of field.json's bots to play (default: the field)")
    parser.add_argument("--only", help="comma-separated names of bots of the chosen set")
    parser.add_argument("--bot", action="append", default=[])
    parser.add_argument("--out", required=True, help="where to write the games")
    args = parser.parse_args()
    specs = harness.field_specs(args)
    tasks = [(spec, seed, args.rounds, args.engine, args.level)
             for spec in specs for seed in range(args.first_seed, args.first_seed + args.seeds)]
    with multiprocessing.Pool(os.cpu_count() or 1) as pool:
        games = pool.map(record_game, tasks)
    with open(args.out, "w") as handle:
        json.dump(games, handle)
    print(f"{len(games)} games written to {args.out}")


if __name__ == "__main__":
    main()
