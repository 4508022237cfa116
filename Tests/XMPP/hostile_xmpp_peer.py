#!/usr/bin/python3
"""A hostile XMPP peer, written from docs/protocol.md ("Through an XMPP server"), with slixmpp
(Debian's python3-slixmpp). It signs in, waits for an invitation from `rps duel --xmpp …
--invite`, answers with its own hello (playing the host's part) and then breaks one rule:

    hostile_xmpp_peer.py JID PASSWORD_FILE SERVER CA_FILE CASE

Cases: never-reveals, ping-flood, not-base64, oversized-element, length-65535,
other-match-and-namespace, disconnects-before-reveal; and declines-challenge, which shows the
game's capabilities in its presence and declines a friend's challenge. It prints "ready" on standard output once
signed in, and ends when the match is over or after 20 s.
"""

import asyncio
import base64
import os
import ssl
import sys

import slixmpp
from slixmpp.xmlstream.handler import Callback
from slixmpp.xmlstream.matcher import MatchXPath

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Network"))
from hostile_peer import commitment, frame, hello_body, parse_hello, session_id  # noqa: E402

NS = "urn:x-rps:game:1"
COMMIT, REVEAL, PING = 0x02, 0x03, 0x07


class HostilePeer(slixmpp.ClientXMPP):
    def __init__(self, jid, password, case):
        super().__init__(jid, password)
        self.case = case
        self.peer = None
        self.match = None
        self.sid = None
        self.add_event_handler("session_start", self.started)
        self.register_handler(Callback("game", MatchXPath(f"{{jabber:client}}message/{{{NS}}}frame"), self.frame))
        self.register_handler(Callback("challenge", MatchXPath(f"{{jabber:client}}message/{{{NS}}}challenge"),
                                       self.challenged))

    async def started(self, _):
        await self.get_roster()
        if self.case == "declines-challenge":
            self.send_raw("<presence><c xmlns='http://jabber.org/protocol/caps' hash='sha-1' "
                          "node='urn:x-rps:client' ver='hostile'/></presence>")
        else:
            self.send_presence()
        print("ready", flush=True)

    def challenged(self, message):
        match = message.xml.find(f"{{{NS}}}challenge").get("match")
        reply = self.make_message(mto=message["from"])
        reply.xml.append(slixmpp.ET.fromstring(f"<decline xmlns='{NS}' match='{match}'/>"))
        reply.send()

    def send_element(self, text, match=None, namespace=NS):
        message = self.make_message(mto=self.peer)
        message.xml.append(slixmpp.ET.fromstring(
            f"<frame xmlns='{namespace}' match='{match or self.match}'>{text}</frame>"))
        message.send()

    def send_frame(self, body, match=None, namespace=NS):
        self.send_element(base64.b64encode(frame(body)).decode(), match, namespace)

    def frame(self, message):
        element = message.xml.find(f"{{{NS}}}frame")
        body = base64.b64decode(element.text)[2:]
        if self.peer is None:
            self.peer, self.match = str(message["from"]), element.get("match")
            guest = parse_hello(body)
            nonce = os.urandom(32)
            self.sid = session_id(nonce, guest["nonce"])
            self.send_frame(hello_body(nonce, "Mallory", wins=3))
            asyncio.get_event_loop().create_task(self.misbehave())
        elif body[0] == COMMIT and self.case in ("never-reveals", "disconnects-before-reveal"):
            # Commit in turn, so both commitments are made; then never reveal.
            own = commitment(self.sid, 1, 0, 0, os.urandom(32))
            self.send_frame(bytes([COMMIT]) + (1).to_bytes(4, "big") + own)
            if self.case == "disconnects-before-reveal":
                asyncio.get_event_loop().call_later(0.3, self.disconnect)

    async def misbehave(self):
        await asyncio.sleep(0.2)
        if self.case == "ping-flood":
            for token in range(200):
                self.send_frame(bytes([PING]) + token.to_bytes(8, "big"))
        elif self.case == "not-base64":
            self.send_element("!!! this is no base64 !!!")
        elif self.case == "oversized-element":
            self.send_element("A" * 4000)
        elif self.case == "length-65535":
            self.send_element(base64.b64encode(b"\xff\xff" + b"\x00" * 30).decode())
        elif self.case == "other-match-and-namespace":
            # Frames of another match, and of another game's namespace: none is this match's.
            for _ in range(5):
                self.send_frame(bytes([PING]) + (1).to_bytes(8, "big"), match="0" * 32)
                self.send_frame(bytes([PING]) + (1).to_bytes(8, "big"), namespace="urn:x-other:game:1")


def main():
    jid, password_file, server, ca_file, case = sys.argv[1:6]
    with open(password_file) as file:
        password = file.readline().strip()
    peer = HostilePeer(jid, password, case)
    peer.ssl_context.load_verify_locations(ca_file)
    host, port = server.rsplit(":", 1)
    peer.connect((host, int(port)))
    peer.loop.run_until_complete(asyncio.sleep(20))


if __name__ == "__main__":
    main()
