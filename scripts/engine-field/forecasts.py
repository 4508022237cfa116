#!/usr/bin/env python3
"""How well "the bot keeps to what has been winning for it" forecasts a bot's moves, in games
written by record.py: from the bot's side, history matching (the longest earlier run, at most
LIMIT long, of both players' moves, of the engine's and of the bot's) forecasts the engine's next
move; each forecast, beaten and turned 0, 1 and 2 places, is a strategy the bot could play,
scored by what it would have won the bot. For each scoring (fading by d a round, or counting since
the last loss) it prints how often the leading strategy was the move the bot then played (a third
is chance), beside the engine's own share of rounds won and lost.

    python3 scripts/engine-field/forecasts.py /tmp/games.json --limits 50,20,6
"""

import argparse
import collections
import json

SCORINGS = [0.3, 0.5, 0.8, 0.9, 0.97, "since last loss"]


def payoff(mine, theirs):
    return [0, 1, -1][(mine - theirs) % 3]


def latest_longest_end(sequence, limit):
    """Where the latest earlier occurrence of the longest final run (at most `limit`) ended, or None."""
    length = len(sequence)
    size = min(length - 1, limit)
    while size >= 1 and sequence[length - size:] not in sequence[:length - 1]:
        size -= 1
    if size < 1:
        return None
    return sequence.rfind(sequence[length - size:], 0, length - 1) + size - 1


def forecasts_of_engine(engine, bot, rounds, limits):
    """The bot's forecasts of the engine's move in round `rounds` from the rounds before it."""
    sequences = (
        ("".join(chr(65 + 3 * engine[k] + bot[k]) for k in range(rounds))),
        ("".join("RPS"[m] for m in engine[:rounds])),
        ("".join("RPS"[m] for m in bot[:rounds])),
    )
    forecasts = []
    for limit in limits:
        for sequence in sequences:
            end = latest_longest_end(sequence, limit)
            if end is not None:
                forecasts += [engine[end + 1], (bot[end + 1] + 1) % 3]
            else:
                forecasts += [None, None]
    return forecasts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games")
    parser.add_argument("--limits", default="20", help="longest runs matched, comma-separated")
    args = parser.parse_args()
    limits = [int(text) for text in args.limits.split(",")]
    with open(args.games) as handle:
        games = json.load(handle)
    hits = collections.defaultdict(lambda: [0, 0])
    for game in games:
        engine, bot, name = game["engine"], game["botMoves"], game["bot"]
        scores = None
        for rounds in range(1, len(engine)):
            moves = [None if forecast is None else (forecast + 1 + turn) % 3
                     for forecast in forecasts_of_engine(engine, bot, rounds, limits) for turn in range(3)]
            scores = scores or {scoring: [0.0] * len(moves) for scoring in SCORINGS}
            for scoring in SCORINGS:
                row = scores[scoring]
                open_moves = [k for k, move in enumerate(moves) if move is not None]
                if open_moves:
                    best = max(open_moves, key=lambda k: row[k])
                    hits[(name, scoring)][0] += moves[best] == bot[rounds]
                    hits[(name, scoring)][1] += 1
                for k, move in enumerate(moves):
                    if move is None:
                        continue
                    won = payoff(move, engine[rounds])
                    row[k] = (0 if won < 0 else row[k] + won) if scoring == "since last loss" \
                        else row[k] * scoring + won
            hits[(name, "engine won")][0] += payoff(engine[rounds], bot[rounds]) > 0
            hits[(name, "engine lost")][0] += payoff(engine[rounds], bot[rounds]) < 0
            hits[(name, "engine won")][1] += 1
            hits[(name, "engine lost")][1] += 1
    columns = SCORINGS + ["engine won", "engine lost"]
    print(f"{'bot':20}" + "".join(f"{str(column):>16}" for column in columns))
    for name in dict.fromkeys(game["bot"] for game in games):
        print(f"{name:20}" + "".join(
            f"{hits[(name, column)][0] / max(1, hits[(name, column)][1]):>16.3f}" for column in columns))


if __name__ == "__main__":
    main()
