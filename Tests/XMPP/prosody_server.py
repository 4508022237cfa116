#!/usr/bin/env python3
"""A prosody of the test's own: a temporary folder, loopback only, free ports, a self-signed
certificate for the domain `rps.test`, and accounts made with `prosodyctl register`.

    with ProsodyServer(["alice", "bob"]) as server:
        server.jid("alice")        # "alice@rps.test"
        server.address             # "127.0.0.1:PORT", for --xmpp-server
        server.ca_file             # the certificate, for --xmpp-ca
        server.password_file("alice")
        server.stop()              # mid-match, as a server that goes away

Run alone, it starts a server, prints its address and waits until interrupted or sent SIGTERM
(for trying the game by hand, and for `rps-bench --only net`).
"""

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

DOMAIN = "rps.test"
LOBBY_DOMAIN = "lobby.rps.test"
PASSWORD = "correct horse battery staple"


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ProsodyServer:
    def __init__(self, users, folder=None, friends=()):
        self.users = list(users)
        # Pairs of users on each other's rosters, subscribed both ways, as two people who added
        # each other in their chat programs: written into prosody's storage before it starts.
        self.friends = list(friends)
        self.folder = folder or tempfile.mkdtemp(prefix="rps-prosody-")
        self.port = free_port()
        self.process = None

    @property
    def address(self):
        return f"127.0.0.1:{self.port}"

    @property
    def ca_file(self):
        return os.path.join(self.folder, "certs", f"{DOMAIN}.crt")

    def jid(self, user):
        return f"{user}@{DOMAIN}"

    def password_file(self, user):
        return os.path.join(self.folder, f"{user}.password")

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *_):
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    def _write_config(self):
        certs = os.path.join(self.folder, "certs")
        data = os.path.join(self.folder, "data")
        os.makedirs(certs, exist_ok=True)
        os.makedirs(data, exist_ok=True)
        key = os.path.join(certs, f"{DOMAIN}.key")
        if not os.path.exists(key):
            subprocess.run(
                ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                 "-subj", f"/CN={DOMAIN}",
                 "-addext", f"subjectAltName=DNS:{DOMAIN},DNS:{LOBBY_DOMAIN},DNS:*.{DOMAIN}",
                 "-keyout", key, "-out", self.ca_file],
                check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.config = os.path.join(self.folder, "prosody.cfg.lua")
        with open(self.config, "w") as config:
            config.write(f"""
run_as_root = true
daemonize = false
pidfile = "{self.folder}/prosody.pid"
data_path = "{data}"
certificates = "{certs}"
plugin_paths = {{}}
interfaces = {{ "127.0.0.1" }}
c2s_ports = {{ {self.port} }}
c2s_direct_tls_ports = {{}}
s2s_ports = {{}}
http_ports = {{}}
https_ports = {{}}
component_ports = {{}}
admin_socket = "{self.folder}/admin.sock"
log = {{ info = "{self.folder}/prosody.log" }}
modules_enabled = {{ "roster", "saslauth", "tls", "disco", "presence", "message", "iq", "ping", "posix" }}
modules_disabled = {{ "s2s", "offline" }}
c2s_require_encryption = true
authentication = "internal_hashed"
storage = "internal"
limits = {{ c2s = {{ rate = "100kb/s" }} }}
ssl = {{ key = "{certs}/{DOMAIN}.key", certificate = "{certs}/{DOMAIN}.crt" }}
VirtualHost "{DOMAIN}"
Component "{LOBBY_DOMAIN}" "muc"
  restrict_room_creation = false
""")

    def start(self):
        self._write_config()
        for user in self.users:
            with open(self.password_file(user), "w") as file:
                file.write(PASSWORD + "\n")
            subprocess.run(["prosodyctl", "--config", self.config, "register", user, DOMAIN, PASSWORD],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self._write_rosters()
        self.process = subprocess.Popen(["prosody", "--config", self.config],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        start_new_session=True)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("prosody ended at its start: " + self.log())
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("prosody did not listen within 15 s: " + self.log())

    def _write_rosters(self):
        rosters = {}
        for first, second in self.friends:
            rosters.setdefault(first, []).append(second)
            rosters.setdefault(second, []).append(first)
        folder = os.path.join(self.folder, "data", DOMAIN.replace(".", "%2e"), "roster")
        os.makedirs(folder, exist_ok=True)
        for user, contacts in rosters.items():
            items = "".join(f'["{self.jid(contact)}"] = {{ ["subscription"] = "both"; ["groups"] = {{}}; }};\n'
                            for contact in contacts)
            with open(os.path.join(folder, f"{user}.dat"), "w") as file:
                file.write(f'return {{\n[false] = {{ ["version"] = 1; }};\n{items}}};\n')

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def log(self):
        try:
            with open(os.path.join(self.folder, "prosody.log")) as file:
                return file.read()[-2000:]
        except OSError:
            return "(no log)"


if __name__ == "__main__":
    # Stopped with SIGTERM (by rps-bench), the server is stopped and its folder removed too.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with ProsodyServer(sys.argv[1:] or ["alice", "bob"]) as server:
        print(f"server {server.address}, CA {server.ca_file}, password file {server.password_file(server.users[0])}",
              flush=True)
        try:
            signal.pause()
        except KeyboardInterrupt:
            pass
