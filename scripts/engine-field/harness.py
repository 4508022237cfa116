#!/usr/bin/env python3
"""Plays `rps engine` against public rock-paper-scissors bots and reports the engine's net score
(wins minus losses) per 1000 rounds, per bot: mean and spread over seeds.

Bots come in the two public contest formats:
  rpscontest  a script run once per round with the global `input` (the other side's last move,
              "R", "P" or "S"; "" in the first round) that sets the global `output`;
  kaggle      a module defining agent(observation, configuration) that returns 0, 1 or 2 for
              rock, paper, scissors (Kaggle Rock Paper Scissors, 2020-21).
The manifest (docs/engine-field.json) names each bot, its format, its entry function and where it
comes from; their code is not in this repository: prepare.py copies them into bots/field/ (ignored
by git). --only plays some of them. A bot file not in the manifest can be played too:
--bot NAME=PATH:rpscontest or --bot NAME=PATH:kaggle:FUNCTION.

Each game runs the engine as a subprocess (`rps engine --level L --seed S`, which writes its move
first and then reads the other side's) and the bot in-process, with Python's `random` (and numpy's,
if the bot uses it) seeded from the bot's name and the seed, so a game replays exactly. Games run
in parallel (--jobs). Python standard library only (a bot may need numpy).

    nice -n 10 python3 scripts/engine-field/harness.py --seeds 20 --json /tmp/field.json
"""

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LETTERS = "RPS"


class Struct(dict):
    """A dict whose keys read as attributes too, like kaggle_environments' observation."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError as error:
            raise AttributeError(key) from error


def payoff(mine, theirs):
    """+1 if move `mine` (0 rock, 1 paper, 2 scissors) beats `theirs`, -1 if it loses, 0 a draw."""
    return [0, 1, -1][(mine - theirs) % 3]


class RpscontestBot:
    def __init__(self, path, name):
        with open(path) as handle:
            self.code = compile(handle.read(), path, "exec")
        self.globals = {"__name__": "rpscontest_" + name.replace("-", "_"), "input": ""}

    def move(self, step, last_opponent, rounds):
        self.globals["input"] = "" if last_opponent is None else LETTERS[last_opponent]
        exec(self.code, self.globals)
        return LETTERS.index(self.globals["output"])


class KaggleBot:
    def __init__(self, path, name, entry):
        with open(path) as handle:
            code = compile(handle.read(), path, "exec")
        namespace = {"__name__": "kaggle_" + name.replace("-", "_"), "__file__": path}
        exec(code, namespace)
        if entry is None:
            functions = [value for value in namespace.values() if callable(value)
                         and getattr(value, "__module__", None) == namespace["__name__"]]
            self.agent = functions[-1]  # Kaggle plays the last function a file defines
        else:
            self.agent = namespace[entry]
        self.reward = 0
        self.configuration = None

    def move(self, step, last_opponent, rounds):
        if self.configuration is None:
            self.configuration = Struct(episodeSteps=rounds, actTimeout=1, agentTimeout=60,
                                        runTimeout=1200, signs=3, tieRewardThreshold=20)
        observation = Struct(step=step, reward=self.reward, remainingOverageTime=60)
        if last_opponent is not None:
            observation["lastOpponentAction"] = last_opponent
        return int(self.agent(observation, self.configuration)) % 3


def load_bot(spec):
    if spec["kind"] == "rpscontest":
        return RpscontestBot(spec["file"], spec["name"])
    return KaggleBot(spec["file"], spec["name"], spec.get("entry"))


def seed_numpy(seed):
    """Seeds numpy's chance if numpy is loaded (a bot that uses it has loaded it)."""
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed(seed)


def start_game(spec, seed, engine, level):
    """Seeds the bot's chance from its name and the seed, loads it, and starts the engine."""
    random.seed(f"{spec['name']}:{seed}")
    seed_numpy(seed)
    bot = load_bot(spec)
    # Again once the bot is loaded: a worker's first game imports numpy only now, and a bot's
    # module-level draws may have used it.
    seed_numpy(seed)
    process = subprocess.Popen([engine, "engine", "--level", level, "--seed", str(seed)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    return bot, process


def play_game(task):
    """One game: returns the task with the engine's net score and the time taken."""
    spec, seed, rounds, engine, level = task
    started = time.monotonic()
    bot, process = start_game(spec, seed, engine, level)
    net = 0
    last_engine = None
    bot_error = None
    try:
        for step in range(rounds):
            engine_move = LETTERS.index(process.stdout.readline().strip())
            try:
                bot_move = bot.move(step, last_engine, rounds)
            except Exception as error:  # a crashing bot forfeits the rest of the game to random
                if bot_error is None:
                    bot_error = f"round {step}: {type(error).__name__}: {error}"
                bot_move = random.randrange(3)
            if isinstance(bot, KaggleBot):
                bot.reward -= payoff(engine_move, bot_move)
            process.stdin.write(LETTERS[bot_move] + "\n")
            net += payoff(engine_move, bot_move)
            last_engine = engine_move
    finally:
        process.stdin.close()
        process.wait()
    return {"bot": spec["name"], "seed": seed, "net": net, "seconds": time.monotonic() - started,
            "error": bot_error}


def field_specs(args):
    with open(args.manifest) as handle:
        manifest = json.load(handle)
    specs = []
    for bot in manifest["bots"]:
        spec = dict(bot)
        spec["file"] = os.path.join(args.bots, bot["name"] + ".py")
        spec["source"] = (f"{manifest['repositories'][bot['repo']]['url']} @ "
                          f"{manifest['repositories'][bot['repo']]['commit'][:12]}: {bot['path']}")
        specs.append(spec)
    for extra in args.bot:
        name, rest = extra.split("=", 1)
        parts = rest.split(":")
        specs.append({"name": name, "title": name, "file": parts[0], "kind": parts[1],
                      "entry": parts[2] if len(parts) > 2 else None, "source": parts[0]})
    if args.only:
        wanted = args.only.split(",")
        unknown = set(wanted) - {spec["name"] for spec in specs}
        if unknown:
            sys.exit(f"unknown bots: {', '.join(sorted(unknown))}")
        specs = [spec for spec in specs if spec["name"] in wanted]
    if not specs:
        sys.exit("no bots to play: the manifest names none and no --bot was given")
    missing = [spec["file"] for spec in specs if not os.path.exists(spec["file"])]
    if missing:
        sys.exit("missing bot files (run prepare.py): " + ", ".join(missing))
    return specs


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default=os.path.join(ROOT, ".build", "release", "rps"))
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--manifest", default=os.path.join(ROOT, "docs", "engine-field.json"),
                        help="the bots to play and where they come from (default: docs/engine-field.json)")
    parser.add_argument("--bots", default=os.path.join(ROOT, "bots", "field"),
                        help="folder of the bot files prepare.py wrote")
    parser.add_argument("--only", help="comma-separated names of the manifest's bots to play (default: all)")
    parser.add_argument("--bot", action="append", default=[], metavar="NAME=PATH:KIND[:ENTRY]",
                        help="an extra bot file, kind rpscontest or kaggle")
    parser.add_argument("--json", help="write the results here as JSON")
    args = parser.parse_args()

    specs = field_specs(args)
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    tasks = [(spec, seed, args.rounds, args.engine, args.level) for seed in seeds for spec in specs]
    started = time.monotonic()
    with multiprocessing.Pool(args.jobs) as pool:
        games = list(pool.imap_unordered(play_game, tasks))
    elapsed = time.monotonic() - started

    scale = 1000 / args.rounds
    print(f"rps engine --level {args.level} vs {len(specs)} bots: {args.rounds} rounds x "
          f"{args.seeds} seeds (seeds {seeds.start}-{seeds.stop - 1}); engine's net wins per 1000 rounds")
    print(f"{'bot':20} {'mean':>7} {'spread':>7} {'stderr':>7} {'min':>6} {'max':>6} {'s/game':>7}  source")
    results = []
    for spec in specs:
        mine = sorted((game for game in games if game["bot"] == spec["name"]), key=lambda game: game["seed"])
        nets = [game["net"] * scale for game in mine]
        mean = statistics.fmean(nets)
        spread = statistics.stdev(nets) if len(nets) > 1 else 0.0
        errors = [f"seed {game['seed']} {game['error']}" for game in mine if game["error"]]
        results.append({"bot": spec["name"], "title": spec.get("title", spec["name"]), "kind": spec["kind"],
                        "source": spec["source"], "origin": spec.get("origin"), "mean": round(mean, 1),
                        "spread": round(spread, 1), "stderr": round(spread / math.sqrt(len(nets)), 1),
                        "nets": [game["net"] for game in mine],
                        "secondsPerGame": round(statistics.fmean(game["seconds"] for game in mine), 2),
                        "botErrors": errors})
        print(f"{spec['name']:20} {mean:7.1f} {spread:7.1f} {spread / math.sqrt(len(nets)):7.1f} "
              f"{min(nets):6.0f} {max(nets):6.0f} {results[-1]['secondsPerGame']:7.2f}  {spec['source']}")
        for error in errors[:3]:
            print(f"  bot error: {error}")
    means = [result["mean"] for result in results]
    average = statistics.fmean(means)
    print(f"{'average':20} {average:7.1f}   lowest {min(means):.1f} ({results[means.index(min(means))]['bot']}); "
          f"{elapsed:.0f} s with {args.jobs} jobs")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"engine": args.engine, "level": args.level, "rounds": args.rounds,
                       "seeds": list(seeds), "date": time.strftime("%Y-%m-%d"), "average": round(average, 1),
                       "lowest": min(means), "results": results}, handle, indent=2)
            handle.write("\n")


if __name__ == "__main__":
    main()
