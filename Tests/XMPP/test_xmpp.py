#!/usr/bin/python3
"""Play through an XMPP server end to end: a prosody of the test's own on loopback
(prosody_server.py), `rps duel --xmpp` inviting against `rps duel --xmpp --wait`, against the
hostile XMPP peer (hostile_xmpp_peer.py, slixmpp), with the server stopped mid-match, and with
bad input.

    Tests/XMPP/test_xmpp.py .build/debug/rps [--only NAME]

Each case checks the exit status, the last line on standard error, the time taken and the
history: the match played before is still there, and the new one records how it ended.
Timeouts are scaled down (RPS_NET_TIMEOUT_SCALE=0.2). Runs with Debian's /usr/bin/python3,
which has slixmpp.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Network"))
from prosody_server import ProsodyServer  # noqa: E402
from test_network import check_history, environment, make_data_dir  # noqa: E402

PEER = ["/usr/bin/python3", os.path.join(HERE, "hostile_xmpp_peer.py")]
USERS = ["alice", "bob", "mallory1", "mallory2", "mallory3", "mallory4", "mallory5", "mallory6", "mallory7",
         "mallory8", "carol", "dave", "erin", "frank"]


def duel(server, user, *extra):
    return [RPS, "duel", "--xmpp", server.jid(user), "--password-file", server.password_file(user),
            "--xmpp-server", server.address, "--xmpp-ca", server.ca_file, *extra]


def last_line(stderr):
    lines = [line for line in stderr.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def end_event(stdout):
    for line in reversed(stdout.splitlines()):
        if line.startswith("{") and '"end"' in line:
            return json.loads(line)
    return None


def check(name, process_result, exit_status, pattern, seconds, elapsed, folder=None, ending=None):
    code, stdout, stderr = process_result
    problems = []
    if code != exit_status:
        problems.append(f"exit {code}, expected {exit_status}")
    if not re.search(pattern, last_line(stderr)):
        problems.append(f"last line {last_line(stderr)!r} does not match {pattern!r}")
    if elapsed > seconds:
        problems.append(f"took {elapsed:.1f} s, more than {seconds} s")
    if folder:
        problem = check_history(folder, ending)
        if problem:
            problems.append(problem)
    return name, problems, stderr


def case_invite_against_wait(server):
    """Two duels, one inviting and one waiting, agree on the result; both histories keep it."""
    env = environment("0.2")
    waiter_folder, inviter_folder = make_data_dir(), make_data_dir()
    started = time.monotonic()
    waiter = subprocess.Popen(duel(server, "bob", "--wait", "--data-dir", waiter_folder, "--seed", "2"),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    wait_for_line(waiter, "waiting for an invitation")
    inviter = subprocess.run(duel(server, "alice", "--invite", server.jid("bob"), "--data-dir", inviter_folder,
                                  "--seed", "1"), capture_output=True, text=True, env=env, timeout=30)
    out, err = waiter.communicate(timeout=30)
    elapsed = time.monotonic() - started
    name, problems, _ = check("invite against wait", (inviter.returncode, inviter.stdout, inviter.stderr), 0,
                              r"you (won the match \d–\d against|lost the match \d–\d to) bob", 10, elapsed, inviter_folder, "finished")
    _, waiter_problems, _ = check("", (waiter.returncode, out, err), 0, r"you (won|lost) the match \d–\d",
                                  10, elapsed, waiter_folder, "finished")
    problems += ["waiter: " + p for p in waiter_problems]
    a, b = end_event(inviter.stdout), end_event(out)
    if not a or not b or (a["localWins"], a["peerWins"], a["rounds"]) != (b["peerWins"], b["localWins"], b["rounds"]):
        problems.append(f"the two sides disagree: {a} against {b}")
    for folder, opponent in ((inviter_folder, "bob"), (waiter_folder, "alice")):
        with open(os.path.join(folder, "history.json")) as file:
            players = json.load(file)["finished"][0].get("players", {})
        if players.get("right") != opponent:
            problems.append(f"the history names {players} instead of {opponent}")
    return name, problems, inviter.stderr + err


def challenge_a_waiting_game(server, name, waiter_args, challenger_args, waiter_name):
    """Starts a duel that waits (`waiter_args`: its user and options) and, once it waits, one that
    challenges it (`challenger_args`) with scripted throws: two hard engines that read each other
    alike can draw for long. Checks that both end the match and keep it in their histories.
    Returns the check's name and problems, the challenger's run and all the waiter said."""
    env = environment("0.2")
    waiter_folder, challenger_folder = make_data_dir(), make_data_dir()
    waiter = subprocess.Popen(duel(server, *waiter_args, "--wait", "--data-dir", waiter_folder),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    wait_for_line(waiter, "waiting for an invitation")
    started = time.monotonic()
    challenger = run_bounded(duel(server, *challenger_args, "--data-dir", challenger_folder, "--moves", "rps"), env)
    try:
        out, err = waiter.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        waiter.kill()
        out, err = waiter.communicate()
    elapsed = time.monotonic() - started
    name, problems, _ = check(name, (challenger.returncode, challenger.stdout, challenger.stderr), 0,
                              rf"you (won the match \d–\d against|lost the match \d–\d to) {waiter_name}", 10,
                              elapsed, challenger_folder, "finished")
    _, waiter_problems, _ = check("", (waiter.returncode, out, waiter.seen + err), 0, r"you (won|lost) the match",
                                  10, elapsed, waiter_folder, "finished")
    problems += ["waiter: " + p for p in waiter_problems]
    return name, problems, challenger, waiter.seen + err


def case_challenge(server):
    """A friend whose game is online shows as in the game; the challenge is accepted and played."""
    name, problems, challenger, waiter_said = challenge_a_waiting_game(
        server, "challenge a friend", ["dave"], ["carol", "--challenge", server.jid("dave")], "dave")
    friends = [json.loads(line) for line in challenger.stdout.splitlines() if '"friends"' in line]
    if not any(f["address"] == server.jid("dave") and f["inGame"] for event in friends for f in event["friends"]):
        problems.append(f"dave never showed as in the game: {friends}")
    if "accepted the challenge of carol@rps.test" not in waiter_said:
        problems.append("the waiting side did not say it accepted the challenge")
    return name, problems, challenger.stderr + waiter_said


def case_lobby(server):
    """Two players who are not friends meet in the lobby room: each sees the other there, and a
    challenge through the room is accepted and played."""
    room = "players@lobby.rps.test"
    name, problems, challenger, waiter_said = challenge_a_waiting_game(
        server, "lobby", ["bob", "--lobby", room, "--name", "Bob"],
        ["alice", "--challenge", f"{room}/Bob", "--lobby", room, "--name", "Alice"], "Bob")
    seen = [json.loads(line)["players"] for line in challenger.stdout.splitlines() if '"lobby"' in line]
    if not any("Bob" in players for players in seen):
        problems.append(f"Bob never showed in the lobby: {seen}")
    return name, problems, challenger.stderr + waiter_said


def case_challenge_declined(server):
    """A friend that declines: one line, exit 1, nothing recorded."""
    folder = make_data_dir()
    peer = subprocess.Popen(PEER + [server.jid("mallory8"), server.password_file("mallory8"), server.address,
                                    server.ca_file, "declines-challenge"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        peer.stdout.readline()
        started = time.monotonic()
        result = subprocess.run(duel(server, "erin", "--challenge", server.jid("mallory8"), "--data-dir", folder),
                                capture_output=True, text=True, env=environment("0.2"), timeout=30)
        return check("challenge declined", (result.returncode, result.stdout, result.stderr), 1,
                     r"mallory8@rps.test declined the challenge", 8, time.monotonic() - started, folder, None)
    finally:
        peer.kill()
        peer.wait()


def run_bounded(arguments, env, seconds=30):
    """Runs rps for at most `seconds`; a hang is a failure with its output, not a crash of the
    suite."""
    process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        out, err = process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        err += f"(killed after {seconds} s)\n"
    return subprocess.CompletedProcess(arguments, process.returncode, out, err)


def wait_for_line(process, text, seconds=10):
    """Reads the process's standard error until a line holds `text`; the lines read are kept."""
    deadline = time.monotonic() + seconds
    process.seen = ""
    while time.monotonic() < deadline:
        line = process.stderr.readline()
        if not line:
            break
        process.seen += line
        if text in line:
            return True
    return False


HOSTILE = [
    # (case, rps exit, last line, history ending, seconds)
    ("never-reveals", 3, r"Mallory forfeits the match: it did not reveal its throw for round 1 within 2 s",
     "forfeited", 10),
    ("ping-flood", 3, r"Mallory broke the rules: it sent more than 20 pings and pongs in one second",
     "brokeRules", 10),
    ("not-base64", 3, r"Mallory broke the rules: it sent a game element that is not base64", "brokeRules", 10),
    ("oversized-element", 3, r"Mallory broke the rules: it sent a game element of 4000 characters; the most is 344",
     "brokeRules", 10),
    ("length-65535", 3, r"Mallory broke the rules: it sent a frame of 65535 bytes; the most is 256",
     "brokeRules", 10),
    ("other-match-and-namespace", 1,
     r"the peer stopped answering \(nothing for 3 s\) before the first round ended; the match is not finished",
     "disconnected", 12),
    ("disconnects-before-reveal", 3,
     r"Mallory forfeits the match: it disconnected after both commitments without revealing", "forfeited", 10),
]


def case_hostile(server, index, case, exit_status, pattern, ending, seconds):
    user = f"mallory{index + 1}"
    folder = make_data_dir()
    peer = subprocess.Popen(PEER + [server.jid(user), server.password_file(user), server.address, server.ca_file,
                                    case], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        if peer.stdout.readline().strip() != "ready":
            return f"hostile {case}", ["the hostile peer did not sign in: " + peer.stderr.read()[-500:]], ""
        started = time.monotonic()
        result = subprocess.run(duel(server, "carol" if index == 0 else "alice", "--invite", server.jid(user),
                                     "--data-dir", folder, "--moves", "r"),
                                capture_output=True, text=True, env=environment("0.2"), timeout=30)
        elapsed = time.monotonic() - started
        return check(f"hostile {case}", (result.returncode, result.stdout, result.stderr), exit_status, pattern,
                     seconds, elapsed, folder, ending)
    finally:
        peer.kill()
        peer.wait()


def case_server_stops(server_factory):
    """The server goes away mid-match: both sides say so, and record the match as broken off."""
    with server_factory(["dave", "erin"]) as server:
        env = environment("0.2")
        env["RPS_DUEL_THINK_MS"] = "150"
        waiter_folder, inviter_folder = make_data_dir(), make_data_dir()
        waiter = subprocess.Popen(duel(server, "erin", "--wait", "--data-dir", waiter_folder, "--first-to", "7"),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        wait_for_line(waiter, "waiting for an invitation")
        inviter = subprocess.Popen(duel(server, "dave", "--invite", server.jid("erin"), "--data-dir",
                                        inviter_folder), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env=env)
        wait_for_line(waiter, "playing")
        time.sleep(0.8)
        started = time.monotonic()
        server.stop()
        problems = []
        errors = ""
        for who, process, folder in (("inviter", inviter, inviter_folder), ("waiter", waiter, waiter_folder)):
            out, err = process.communicate(timeout=20)
            errors += getattr(process, "seen", "") + err
            _, found, _ = check("", (process.returncode, out, getattr(process, "seen", "") + err), 1,
                                r"XMPP server .*(after round \d+|before the first round ended); "
                                r"the match is not finished", 5, time.monotonic() - started, folder, "disconnected")
            problems += [f"{who}: {p}" for p in found]
        return "server stopped mid-match", problems, errors


def case_bad_input(server):
    """Wrong input gives one line and a non-zero exit, quickly."""
    problems = []
    wrong = os.path.join(server.folder, "wrong.password")
    with open(wrong, "w") as file:
        file.write("not the password\n")
    runs = [
        ("missing password file", ["--xmpp", server.jid("alice"), "--password-file", "/nonexistent/pw",
                                   "--invite", server.jid("bob")], 2, r"cannot read the password file"),
        ("bad address", ["--xmpp", "alice-at-nowhere", "--password-file", wrong, "--invite", server.jid("bob")], 2,
         r"--xmpp wants an address like name@example.org: 'alice-at-nowhere' is not an XMPP address"),
        ("wrong password", ["--xmpp", server.jid("alice"), "--password-file", wrong, "--xmpp-server", server.address,
                            "--xmpp-ca", server.ca_file, "--invite", server.jid("bob")], 1,
         r"the XMPP server turned the sign-in down: check the address alice@rps.test and its password"),
        ("unreachable server", ["--xmpp", server.jid("alice"), "--password-file", server.password_file("alice"),
                                "--xmpp-server", "127.0.0.1:1", "--invite", server.jid("bob")], 1,
         r"cannot connect to 127.0.0.1 port 1"),
        ("untrusted certificate", ["--xmpp", server.jid("alice"), "--password-file", server.password_file("alice"),
                                   "--xmpp-server", server.address, "--invite", server.jid("bob")], 1,
         r"the server's certificate is not trusted for rps.test"),
        ("friend not online", duel(server, "alice", "--invite", "frank@rps.test")[2:], 1,
         r"frank@rps.test is not online to play"),
    ]
    errors = ""
    for name, arguments, exit_status, pattern in runs:
        started = time.monotonic()
        result = subprocess.run([RPS, "duel", *arguments], capture_output=True, text=True,
                                env=environment("0.2"), timeout=30)
        errors += result.stderr
        _, found, _ = check(name, (result.returncode, result.stdout, result.stderr), exit_status, pattern, 8,
                            time.monotonic() - started)
        problems += [f"{name}: {p}" for p in found]
        if len([line for line in result.stderr.splitlines() if line.strip()]) > 2:
            problems.append(f"{name}: more than a line or two on standard error")
    return "bad input", problems, errors


def main():
    global RPS
    parser = argparse.ArgumentParser()
    parser.add_argument("rps")
    parser.add_argument("--only")
    args = parser.parse_args()
    RPS = os.path.abspath(args.rps)
    started = time.monotonic()
    failures = 0
    with ProsodyServer(USERS, friends=[("carol", "dave"), ("erin", "mallory8")]) as server:
        jobs = [("invite against wait", lambda: case_invite_against_wait(server)),
                ("bad input", lambda: case_bad_input(server)),
                ("server stopped mid-match", lambda: case_server_stops(ProsodyServer)),
                ("challenge a friend", lambda: case_challenge(server)),
                ("challenge declined", lambda: case_challenge_declined(server)),
                ("lobby", lambda: case_lobby(server))]
        for index, (case, *rest) in enumerate(HOSTILE):
            jobs.append((f"hostile {case}", lambda i=index, c=case, r=rest: case_hostile(server, i, c, *r)))
        jobs = [(name, job) for name, job in jobs if not args.only or args.only in name]
        with concurrent.futures.ThreadPoolExecutor(max_workers=5) as pool:
            for name, problems, output in pool.map(lambda job: job[1](), jobs):
                if problems:
                    failures += 1
                    print(f"FAIL {name}: " + "; ".join(problems))
                    print("  " + output.strip().replace("\n", "\n  "))
                else:
                    print(f"ok   {name}")
    print(f"{len(jobs) - failures} of {len(jobs)} XMPP cases passed in {time.monotonic() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
