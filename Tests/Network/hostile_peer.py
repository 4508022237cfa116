#!/usr/bin/env python3
"""A peer of the rps network protocol, written from docs/protocol.md alone, Python's standard
library only. It plays honestly, or breaks the protocol in one chosen way, as host or guest.

    hostile_peer.py --join HOST:PORT --case honest
    hostile_peer.py --host PORT --case never-reveals

It prints what it saw as lines of "peer: ..." on standard error and exits 0 when its case went
as the protocol says it must (for example: it never revealed and was told so by a bye), 1
otherwise. test_network.py runs it against `rps duel`.
"""

import argparse
import hashlib
import os
import secrets
import socket
import sys
import time

MAGIC = b"RPS!"
HELLO, COMMIT, REVEAL, NEXT, RESIGN, BYE, PING, PONG = range(1, 9)
BYE_FINISHED, BYE_LEAVING, BYE_BUSY, BYE_VERSION, BYE_VIOLATION, BYE_TIMEOUT = range(6)
HOST, GUEST = 0, 1
MAX_FRAME = 256


def log(*parts):
    print("peer:", *parts, file=sys.stderr, flush=True)


def frame(body):
    return len(body).to_bytes(2, "big") + body


def hello_body(nonce, name, low=1, high=1, rules=0, wins=3, code=0):
    name = name.encode()
    return bytes([HELLO]) + MAGIC + bytes([low, high]) + nonce + bytes([rules, wins]) + code.to_bytes(4, "big") \
        + bytes([len(name)]) + name


def session_id(host_nonce, guest_nonce):
    return hashlib.blake2b(b"rps-session-v1" + host_nonce + guest_nonce, digest_size=32).digest()


def commitment(sid, rnd, role, move, nonce):
    message = b"rps-commit-v1" + sid + rnd.to_bytes(4, "big") + bytes([role, move])
    return hashlib.blake2b(message, digest_size=32, key=nonce).digest()


def beats(a, b, n=3):
    return (a - b) % n % 2 == 1


class Closed(Exception):
    pass


class Connection:
    def __init__(self, sock):
        self.sock = sock
        self.buffer = b""

    def send(self, body):
        self.sock.sendall(frame(body))

    def send_raw(self, data):
        self.sock.sendall(data)

    def receive(self, timeout=5.0):
        """The next frame's body; raises Closed at the end of the stream, TimeoutError after timeout."""
        deadline = time.monotonic() + timeout
        while True:
            if len(self.buffer) >= 2:
                length = int.from_bytes(self.buffer[:2], "big")
                if not 1 <= length <= MAX_FRAME:
                    raise ValueError(f"bad length {length}")
                if len(self.buffer) >= 2 + length:
                    body, self.buffer = self.buffer[2:2 + length], self.buffer[2 + length:]
                    if body[0] == PING:
                        self.send(bytes([PONG]) + body[1:9])
                        continue
                    return body
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no frame in time")
            self.sock.settimeout(left)
            try:
                data = self.sock.recv(4096)
            except socket.timeout:
                raise TimeoutError("no frame in time")
            except ConnectionResetError:
                raise Closed()
            if not data:
                raise Closed()
            self.buffer += data

    def receive_until(self, kind, timeout=5.0):
        """Frames until one of `kind`; a bye before it is returned instead."""
        while True:
            body = self.receive(timeout)
            if body[0] in (kind, BYE):
                return body

    def expect_bye(self, reason, timeout=5.0):
        """Reads to a bye with `reason`; True when it came (then the stream must end)."""
        try:
            body = self.receive_until(BYE, timeout)
        except (Closed, TimeoutError) as error:
            log("no bye:", type(error).__name__)
            return False
        text = body[3:3 + body[2]].decode("utf-8", "replace")
        log(f"bye reason {body[1]}: {text}")
        return body[1] == reason

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def parse_hello(body):
    assert body[0] == HELLO and body[1:5] == MAGIC, "not a hello"
    low, high = body[5], body[6]
    nonce = body[7:39]
    rules, wins = body[39], body[40]
    code = int.from_bytes(body[41:45], "big")
    name = body[46:46 + body[45]].decode()
    return dict(low=low, high=high, nonce=nonce, rules=rules, wins=wins, code=code, name=name)


class Match:
    """One honest side's state, enough to play rounds and to cheat in one of them."""

    def __init__(self, conn, role, sid, wins, rules=0):
        self.conn, self.role, self.sid, self.wins = conn, role, sid, wins
        self.n = 3 if rules == 0 else 5
        self.round = 1
        self.score = [0, 0]  # ours, theirs

    def commit(self, move, nonce=None):
        nonce = nonce or secrets.token_bytes(32)
        c = commitment(self.sid, self.round, self.role, move, nonce)
        self.conn.send(bytes([COMMIT]) + self.round.to_bytes(4, "big") + c)
        return c, nonce

    def reveal(self, move, nonce):
        self.conn.send(bytes([REVEAL]) + self.round.to_bytes(4, "big") + bytes([move]) + nonce)

    def their_commit(self):
        body = self.conn.receive_until(COMMIT)
        if body[0] == BYE:
            raise Closed("bye instead of commit")
        assert int.from_bytes(body[1:5], "big") == self.round, "commit for another round"
        return body[5:37]

    def their_reveal(self, their_commitment):
        body = self.conn.receive_until(REVEAL, timeout=15)
        if body[0] == BYE:
            raise Closed("bye instead of reveal")
        rnd, move, nonce = int.from_bytes(body[1:5], "big"), body[5], body[6:38]
        assert rnd == self.round, "reveal for another round"
        assert commitment(self.sid, rnd, 1 - self.role, move, nonce) == their_commitment, "their reveal lies"
        return move

    def play_round(self, move):
        """Commit, reveal after both commitments, check theirs, score, send next. True at the end."""
        _, nonce = self.commit(move)
        theirs = self.their_commit()
        self.reveal(move, nonce)
        their_move = self.their_reveal(theirs)
        if beats(move, their_move, self.n):
            self.score[0] += 1
        elif beats(their_move, move, self.n):
            self.score[1] += 1
        self.conn.send(bytes([NEXT]) + self.round.to_bytes(4, "big") + bytes(self.score))
        log(f"round {self.round}: we {move}, they {their_move}, score {self.score}")
        self.round += 1
        return max(self.score) >= self.wins

    def play_to_end(self):
        move = 0
        while not self.play_round(move):
            move = (move + 1) % self.n
        self.conn.send(bytes([BYE, BYE_FINISHED, 0]))
        return True


def connect(address):
    host, _, port = address.rpartition(":")
    host = host.strip("[]")
    sock = socket.create_connection((host, int(port)), timeout=5)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return Connection(sock)


def join(address, name="Mallory", low=1, high=1):
    """Connects, says hello, and returns (connection, Match) once the host's hello arrived."""
    conn = connect(address)
    nonce = secrets.token_bytes(32)
    conn.send(hello_body(nonce, name, low, high))
    body = conn.receive()
    if body[0] == BYE:
        return conn, body
    host = parse_hello(body)
    log(f"host {host['name']} first to {host['wins']}")
    return conn, Match(conn, GUEST, session_id(host["nonce"], nonce), host["wins"], host["rules"])


def listen(port):
    server = socket.create_server(("::", port), family=socket.AF_INET6, dualstack_ipv6=True)
    log(f"listening on {server.getsockname()[1]}")
    return server


def accept(server, name="Mallory", wins=1, low=1, high=1, send_hello=True):
    sock, _ = server.accept()
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    conn = Connection(sock)
    body = conn.receive()
    guest = parse_hello(body)
    nonce = secrets.token_bytes(32)
    if send_hello:
        conn.send(hello_body(nonce, name, low, high, wins=wins, code=123456))
    return conn, Match(conn, HOST, session_id(nonce, guest["nonce"]), wins)


# The cases. Each takes a Match just after the hellos and returns True when the peer behaved as
# the protocol says it must.

def case_honest(m):
    return m.play_to_end()


def case_never_reveals(m):
    m.commit(0)
    m.their_commit()
    # Their reveal comes; ours never does. They must say timeout and close.
    return m.conn.expect_bye(BYE_TIMEOUT, timeout=30)


def commit_then_reveal(m, committed, revealed):
    """Commits to move `committed` and, once they have committed too, reveals move `revealed` with
    the same nonce: a reveal they must refuse (not the committed move, or not a move of the rules),
    ending the match as a violation."""
    _, nonce = m.commit(committed)
    m.their_commit()
    m.reveal(revealed, nonce)
    return m.conn.expect_bye(BYE_VIOLATION)


def case_reveals_other_move(m):
    return commit_then_reveal(m, 0, 1)


def case_copies_commitment(m):
    theirs = m.their_commit()
    m.conn.send(bytes([COMMIT]) + m.round.to_bytes(4, "big") + theirs)
    return m.conn.expect_bye(BYE_VIOLATION)


def case_reveals_before_commit(m):
    m.reveal(2, secrets.token_bytes(32))
    return m.conn.expect_bye(BYE_VIOLATION)


def case_length_65535(m):
    m.conn.send_raw(b"\xff\xff")
    return m.conn.expect_bye(BYE_VIOLATION)


def case_garbage_after_hello(m):
    m.conn.send_raw(os.urandom(64))
    return m.conn.expect_bye(BYE_VIOLATION)


def case_wrong_round(m):
    m.their_commit()
    m.conn.send(bytes([COMMIT]) + (5).to_bytes(4, "big") + secrets.token_bytes(32))
    return m.conn.expect_bye(BYE_VIOLATION)


def case_move_outside_rules(m):
    return commit_then_reveal(m, 7, 7)


def case_resigns(m):
    m.conn.send(bytes([RESIGN]) + (1).to_bytes(4, "big"))
    try:
        m.conn.receive(timeout=5)
    except (Closed, TimeoutError):
        pass
    return True


def case_disconnects_before_reveal(m):
    m.commit(0)
    m.their_commit()
    m.conn.close()
    return True


MATCH_CASES = {
    "honest": case_honest,
    "never-reveals": case_never_reveals,
    "reveals-other-move": case_reveals_other_move,
    "copies-commitment": case_copies_commitment,
    "reveals-before-commit": case_reveals_before_commit,
    "length-65535": case_length_65535,
    "garbage-after-hello": case_garbage_after_hello,
    "wrong-round": case_wrong_round,
    "move-outside-rules": case_move_outside_rules,
    "resigns": case_resigns,
    "disconnects-before-reveal": case_disconnects_before_reveal,
}


# Cases in the handshake, where this peer is the host and `rps duel --join` the guest.

def host_garbage(server):
    sock, _ = server.accept()
    sock.sendall(b"GET / HTTP/1.1\r\nHost: rps\r\n\r\n")
    return Connection(sock).expect_bye(BYE_VIOLATION)


def host_length_65535(server):
    sock, _ = server.accept()
    sock.sendall(b"\xff\xff")
    return Connection(sock).expect_bye(BYE_VIOLATION)


def host_one_byte_per_second(server):
    sock, _ = server.accept()
    data = frame(hello_body(secrets.token_bytes(32), "Slowpoke"))
    conn = Connection(sock)
    for byte in data:
        try:
            sock.sendall(bytes([byte]))
        except OSError:
            break
        try:
            sock.settimeout(1.0)
            chunk = sock.recv(4096)
            if not chunk:
                break
            conn.buffer += chunk
        except socket.timeout:
            pass
    # Their hello and then a bye(timeout) must have come.
    try:
        first = conn.receive(timeout=1)
        second = conn.receive(timeout=1) if first[0] == HELLO else first
    except (Closed, TimeoutError, ValueError):
        return False
    log(f"bye reason {second[1]}")
    return second[0] == BYE and second[1] == BYE_TIMEOUT


def host_other_version(server):
    conn, _ = accept(server, low=2, high=2)
    return conn.expect_bye(BYE_VERSION)


HOST_HANDSHAKE_CASES = {
    "garbage": host_garbage,
    "length-65535-first": host_length_65535,
    "one-byte-per-second": host_one_byte_per_second,
    "other-version": host_other_version,
}


# Cases against a host, where this peer is the guest (or many guests).

def guest_other_version(address):
    conn, reply = join(address, low=2, high=2)
    ok = isinstance(reply, bytes) and reply[0] == BYE and reply[1] == BYE_VERSION
    log("host answered version 2 with", "bye(version)" if ok else repr(reply))
    conn.close()
    return ok


def guest_hundred_connections(address):
    """100 connections at once, each saying hello: exactly one gets the host's hello, every other
    a bye(busy); then the chosen one plays the match to its end."""
    conns, nonces = [], []
    for _ in range(100):
        conn = connect(address)
        nonce = secrets.token_bytes(32)
        conn.send(hello_body(nonce, "Crowd"))
        conns.append(conn)
        nonces.append(nonce)
    chosen, busy = None, 0
    for conn, nonce in zip(conns, nonces):
        try:
            body = conn.receive(timeout=5)
        except (Closed, TimeoutError):
            continue
        if body[0] == HELLO:
            host = parse_hello(body)
            chosen = Match(conn, GUEST, session_id(host["nonce"], nonce), host["wins"], host["rules"])
        elif body[0] == BYE and body[1] == BYE_BUSY:
            busy += 1
            conn.close()
    log(f"one chosen: {chosen is not None}, busy: {busy}")
    if chosen is None or busy != 99:
        return False
    return chosen.play_to_end()


def guest_second_guest(address):
    """Joins a host that is already playing someone: a bye(busy) must come."""
    conn, reply = join(address, name="Late")
    ok = isinstance(reply, bytes) and reply[0] == BYE and reply[1] == BYE_BUSY
    conn.close()
    return ok


# A frame in the same send() as the hello, so the host reads both at once: it must be handled as
# if it had come a moment later, by the match the hello started.
COALESCED = {
    "garbage": b"GET / HTTP/1.1\r\n",
    "unknown-type": frame(bytes([0x09])),
    "second-hello": frame(hello_body(secrets.token_bytes(32), "Mallory")),
    "resign": frame(bytes([RESIGN]) + (1).to_bytes(4, "big")),
    "bye": frame(bytes([BYE, BYE_LEAVING, 0])),
}


def guest_hello_with(kind):
    """Says hello and sends one more frame in the same send(); the host's hello must come, then a
    bye(violation) for a frame that breaks the rules, else the end of the stream."""
    def run(address):
        conn = connect(address)
        conn.send_raw(frame(hello_body(secrets.token_bytes(32), "Mallory")) + COALESCED[kind])
        body = conn.receive()
        if body[0] != HELLO:
            log("no hello first:", body[:3].hex())
            return False
        if kind in ("resign", "bye"):
            try:
                body = conn.receive(timeout=5)
                log("after the hello:", body[:3].hex())
                return False
            except Closed:
                return True
        return conn.expect_bye(BYE_VIOLATION)
    return run


GUEST_CASES = {
    "other-version": guest_other_version,
    "hundred-connections": guest_hundred_connections,
    "second-guest": guest_second_guest,
    **{f"hello-with-{kind}": guest_hello_with(kind) for kind in COALESCED},
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    side = parser.add_mutually_exclusive_group(required=True)
    side.add_argument("--join", metavar="HOST:PORT")
    side.add_argument("--host", metavar="PORT", type=int)
    parser.add_argument("--case", required=True)
    parser.add_argument("--wins", type=int, default=1)
    parser.add_argument("--port-file", help="write the listening port here (for --host 0)")
    args = parser.parse_args()
    try:
        if args.join:
            if args.case in GUEST_CASES:
                ok = GUEST_CASES[args.case](args.join)
            else:
                conn, m = join(args.join)
                ok = not isinstance(m, bytes) and MATCH_CASES[args.case](m)
        else:
            server = listen(args.host)
            if args.port_file:
                with open(args.port_file + ".tmp", "w") as file:
                    file.write(str(server.getsockname()[1]))
                os.rename(args.port_file + ".tmp", args.port_file)
            if args.case in HOST_HANDSHAKE_CASES:
                ok = HOST_HANDSHAKE_CASES[args.case](server)
            else:
                conn, m = accept(server, wins=args.wins)
                ok = MATCH_CASES[args.case](m)
    except (Closed, TimeoutError, AssertionError, OSError, ValueError) as error:
        log("failed:", type(error).__name__, error)
        ok = False
    log("case", args.case, "as expected" if ok else "NOT as expected")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
