#!/usr/bin/env python3
"""The network play end to end: `rps duel` against the hostile peer (hostile_peer.py, written
from docs/protocol.md alone) and against itself, on 127.0.0.1 and ::1.

    Tests/Network/test_network.py .build/debug/rps [--only NAME] [--skip-real-timeout]

Each case checks the exit status of `rps duel`, that its last line on standard error says what
happened, that it ended within its time, and that the history it writes is intact: a match
played before is still there, and the new one (if any) records how the match ended. Timeouts are
scaled down (RPS_NET_TIMEOUT_SCALE=0.2: ten seconds become two), except in one case that waits
for the real ten-second reveal timeout.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PEER = [sys.executable, os.path.join(HERE, "hostile_peer.py")]
SCALE = "0.2"
OLD_MATCH_ID = "0B5E55ED-0000-4000-8000-000000000001"
OLD_HISTORY = {
    "version": 2,
    "finished": [{
        "id": OLD_MATCH_ID, "level": "hard", "startedAt": "2026-01-01T10:00:00Z",
        "endedAt": "2026-01-01T10:05:00Z",
        "match": {"rules": "classic", "targetWins": 1,
                  "rounds": [{"player": 1, "computer": 0, "outcome": "win"}]},
    }],
}


class Case:
    def __init__(self, name, rps_side, peer_case, exit_status, line, ending, seconds,
                 scale=SCALE, family="127.0.0.1"):
        self.name, self.rps_side, self.peer_case = name, rps_side, peer_case
        self.exit_status, self.line, self.ending, self.seconds = exit_status, line, ending, seconds
        self.scale, self.family = scale, family


CASES = [
    # rps hosts; the peer joins and plays honestly or breaks one rule.
    Case("honest guest on IPv4", "host", "honest", 0, r"you (won|lost) the match", "finished", 5),
    Case("honest guest on IPv6", "host", "honest", 0, r"you (won|lost) the match", "finished", 5, family="::1"),
    Case("guest never reveals", "host", "never-reveals", 3,
         r"forfeits the match: it did not reveal its throw for round 1 within 2 s", "forfeited", 5),
    Case("guest reveals another move", "host", "reveals-other-move", 3,
         r"broke the rules: it revealed paper in round 1, which does not match its commitment", "brokeRules", 5),
    Case("guest copies our commitment", "host", "copies-commitment", 3,
         r"broke the rules: it copied our commitment for round 1", "brokeRules", 5),
    Case("guest reveals before committing", "host", "reveals-before-commit", 3,
         r"broke the rules: it revealed its throw for round 1 before both commitments were made", "brokeRules", 5),
    Case("guest sends a length prefix of 65535", "host", "length-65535", 3,
         r"broke the rules: it sent a frame of 65535 bytes; the most is 256", "brokeRules", 5),
    Case("guest sends garbage", "host", "garbage-after-hello", 3, r"broke the rules: it sent", "brokeRules", 5),
    Case("guest commits to a wrong round", "host", "wrong-round", 3,
         r"broke the rules: it sent a commitment for round 5 while round 1 is being played", "brokeRules", 5),
    Case("guest reveals a move outside the rules", "host", "move-outside-rules", 3,
         r"broke the rules: it revealed move 7 in round 1, which is not a move of the classic rules",
         "brokeRules", 5),
    Case("guest resigns", "host", "resigns", 0, r"Mallory resigned in round 1: you win the match", "resigned", 5),
    Case("guest disconnects before revealing", "host", "disconnects-before-reveal", 3,
         r"forfeits the match: it disconnected after both commitments without revealing", "forfeited", 5),
    Case("a hundred connections at once", "host", "hundred-connections", 0, r"you (won|lost) the match",
         "finished", 15),
    # A frame in the same send() as the hello: handled as if it came a moment later.
    Case("guest sends garbage with its hello", "host", "hello-with-garbage", 3,
         r"broke the rules: it sent a frame of 18245 bytes; the most is 256", "brokeRules", 5),
    Case("guest sends an unknown type with its hello", "host", "hello-with-unknown-type", 3,
         r"broke the rules: it sent a frame of unknown type 0x09", "brokeRules", 5),
    Case("guest sends a second hello with its hello", "host", "hello-with-second-hello", 3,
         r"broke the rules: it sent a second hello", "brokeRules", 5),
    Case("guest resigns with its hello", "host", "hello-with-resign", 0,
         r"Mallory resigned in round 1: you win the match", "resigned", 5),
    Case("guest says bye with its hello", "host", "hello-with-bye", 1,
         r"Mallory left the match before the first round ended", "left", 5),
    # The peer hosts; rps joins.
    Case("honest host", "join", "honest", 0, r"you (won|lost) the match", "finished", 5),
    Case("host never reveals", "join", "never-reveals", 3,
         r"forfeits the match: it did not reveal its throw for round 1 within 2 s", "forfeited", 5),
    Case("host copies our commitment", "join", "copies-commitment", 3,
         r"broke the rules: it copied our commitment for round 1", "brokeRules", 5),
    Case("host reveals another move", "join", "reveals-other-move", 3,
         r"which does not match its commitment", "brokeRules", 5),
    Case("host sends garbage", "join", "garbage", 3,
         r"broke the rules: it sent a frame of 18245 bytes; the most is 256", None, 5),
    Case("host sends a length prefix of 65535", "join", "length-65535-first", 3,
         r"broke the rules: it sent a frame of 65535 bytes; the most is 256", None, 5),
    Case("host sends one byte per second", "join", "one-byte-per-second", 1,
         r"the host sent no hello within 2 s", None, 6),
    Case("host speaks another version", "join", "other-version", 1,
         r"the host speaks protocol versions 2–2; this game speaks 1–1", None, 5),
    # The protocol's own ten seconds, once.
    Case("the real ten-second reveal timeout", "join", "never-reveals", 3,
         r"forfeits the match: it did not reveal its throw for round 1 within 10 s", "forfeited", 14, scale="1"),
]


def environment(scale):
    env = dict(os.environ)
    env["RPS_NET_TIMEOUT_SCALE"] = scale
    env["RPS_ASSETS"] = "/nonexistent"
    # Each run answers LAN queries on a port of its own, never the game's.
    env["RPS_DISCOVERY_PORT"] = "0"
    return env


def make_data_dir():
    folder = tempfile.mkdtemp(prefix="rps-net-")
    with open(os.path.join(folder, "history.json"), "w") as file:
        json.dump(OLD_HISTORY, file)
    return folder


def check_history(folder, ending):
    """The old match is still there, and the new one (if expected) says how the match ended."""
    with open(os.path.join(folder, "history.json")) as file:
        history = json.load(file)
    ids = [record["id"] for record in history["finished"]]
    if OLD_MATCH_ID not in ids:
        return "the match played before is gone"
    if ending is None:
        return None if len(ids) == 1 else f"expected no new match, found {len(ids) - 1}"
    if len(ids) != 2:
        return f"expected one new match, found {len(ids) - 1}"
    new = history["finished"][0]
    kind = new.get("networkEnding", {}).get("kind")
    if kind != ending:
        return f"the new match ended '{kind}', expected '{ending}'"
    if "players" not in new:
        return "the new match has no players"
    return None


def wait_for_port(process, path=None, seconds=5):
    """The port a host listens on: from rps's first line, or from the peer's port file."""
    deadline = time.monotonic() + seconds
    if path:
        while time.monotonic() < deadline:
            if os.path.exists(path):
                return int(open(path).read())
            time.sleep(0.02)
        raise RuntimeError("the peer did not listen")
    line = process.stderr.readline()
    match = re.search(r"hosting on port (\d+)", line)
    if not match:
        raise RuntimeError(f"rps did not host: {line!r}")
    return int(match.group(1))


def address(family, port):
    return f"[{family}]:{port}" if ":" in family else f"{family}:{port}"


def run_case(rps, case):
    data = make_data_dir()
    env = environment(case.scale)
    started = time.monotonic()
    if case.rps_side == "host":
        rps_process = subprocess.Popen(
            [rps, "duel", "--host", "0", "--name", "Alice", "--level", "easy", "--first-to", "1", "--data-dir", data],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
        port = wait_for_port(rps_process)
        peer = subprocess.Popen(PEER + ["--join", address(case.family, port), "--case", case.peer_case],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    else:
        port_file = os.path.join(data, "peer-port")
        peer = subprocess.Popen(PEER + ["--host", "0", "--port-file", port_file, "--case", case.peer_case],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
        port = wait_for_port(peer, port_file)
        started = time.monotonic()
        rps_process = subprocess.Popen(
            [rps, "duel", "--join", address(case.family, port), "--name", "Alice", "--level", "easy",
             "--data-dir", data],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        out, err = rps_process.communicate(timeout=case.seconds + 10)
    except subprocess.TimeoutExpired:
        rps_process.kill()
        out, err = rps_process.communicate()
    elapsed = time.monotonic() - started
    try:
        _, peer_err = peer.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        peer.kill()
        _, peer_err = peer.communicate()
    problems = []
    lines = [line for line in err.splitlines() if line.strip()]
    last = lines[-1] if lines else ""
    if rps_process.returncode != case.exit_status:
        problems.append(f"exit {rps_process.returncode}, expected {case.exit_status}")
    if not re.search(case.line, last):
        problems.append(f"last line {last!r} does not say {case.line!r}")
    if elapsed > case.seconds:
        problems.append(f"took {elapsed:.1f} s, more than {case.seconds} s")
    if peer.returncode != 0:
        problems.append("the peer saw the protocol broken: " + " | ".join(peer_err.splitlines()[-3:]))
    final = [line for line in out.splitlines() if '"event":"end"' in line]
    if len(final) != 1:
        problems.append("no final JSON line")
    history_problem = check_history(data, case.ending)
    if history_problem:
        problems.append(history_problem)
    return case.name, problems, elapsed, last


def run_rps_pair(rps, name, host_args, join_args, family, expect, host_env=None, join_env=None, third=None):
    """Two `rps duel` processes, and optionally a third that tries to join the same host."""
    data = make_data_dir()
    env = environment(SCALE)
    started = time.monotonic()
    host = subprocess.Popen([rps, "duel", "--host", "0", "--name", "Alice", "--data-dir", data] + host_args,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**env, **(host_env or {})})
    port = wait_for_port(host)
    guest_data = make_data_dir()
    guest = subprocess.Popen([rps, "duel", "--join", address(family, port), "--name", "Bob", "--data-dir",
                              guest_data] + join_args,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**env, **(join_env or {})})
    problems = []
    if third:
        time.sleep(0.3)
        late = subprocess.run([rps, "duel", "--join", address(family, port), "--name", "Carol", "--data-dir",
                               make_data_dir(), "--level", "easy"], capture_output=True, text=True, env=env, timeout=20)
        last = late.stderr.strip().splitlines()[-1] if late.stderr.strip() else ""
        if late.returncode != 1 or "already in a game" not in last:
            problems.append(f"the second guest got exit {late.returncode}: {last!r}")
    results = {}
    for label, process in (("host", host), ("guest", guest)):
        try:
            out, err = process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
        lines = err.strip().splitlines()
        results[label] = (process.returncode, lines[-1] if lines else "")
    for label, (status, line) in expect.items():
        got_status, got_line = results[label]
        if got_status != status or not re.search(line, got_line):
            problems.append(f"{label}: exit {got_status} {got_line!r}, expected {status} /{line}/")
    return name, problems, time.monotonic() - started, results["host"][1]


PAIRS = [
    ("two rps duel on 127.0.0.1 play a full match", ["--level", "easy"], ["--level", "hard"], "127.0.0.1",
     {"host": (0, r"you (won the match \d–\d against|lost the match \d–\d to) Bob"), "guest": (0, r"you (won|lost) the match")}),
    ("two rps duel on ::1 play a full match", ["--level", "hard", "--first-to", "2"], ["--level", "easy"], "::1",
     {"host": (0, r"you (won|lost) the match"), "guest": (0, r"you (won|lost) the match")}),
    ("the guest resigns", ["--moves", "r"], ["--moves", "px"], "127.0.0.1",
     {"host": (0, r"Bob resigned in round 2: you win the match"), "guest": (0, r"you resigned in round 2")}),
    ("the guest says bye", ["--moves", "r"], ["--moves", "pq"], "::1",
     {"host": (1, r"Bob left the match after round 1"), "guest": (0, r"you left the match after round 1")}),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rps")
    parser.add_argument("--only")
    parser.add_argument("--skip-real-timeout", action="store_true")
    args = parser.parse_args()
    rps = os.path.abspath(args.rps)
    cases = [c for c in CASES if (not args.only or args.only in c.name)
             and not (args.skip_real_timeout and c.scale == "1")]
    jobs = []
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=6) as pool:
        for case in cases:
            jobs.append(pool.submit(run_case, rps, case))
        for name, host_args, join_args, family, expect in PAIRS:
            if not args.only or args.only in name:
                jobs.append(pool.submit(run_rps_pair, rps, name, host_args, join_args, family, expect))
        if not args.only or args.only in "second guest":
            jobs.append(pool.submit(
                run_rps_pair, rps, "a second guest is refused politely", ["--level", "easy", "--first-to", "1"],
                ["--level", "easy", "--first-to", "1"], "127.0.0.1",
                {"host": (0, r"the match"), "guest": (0, r"the match")},
                join_env={"RPS_DUEL_THINK_MS": "1500"}, third=True))
        failures = 0
        for job in jobs:
            name, problems, elapsed, last = job.result()
            if problems:
                failures += 1
                print(f"FAIL {name} ({elapsed:.1f} s): " + "; ".join(problems))
            else:
                print(f"ok   {name} ({elapsed:.1f} s): {last}")
    print(f"{len(jobs) - failures} of {len(jobs)} network cases passed in {time.monotonic() - started:.1f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
