#!/usr/bin/python3
"""A real window against a duel, through a prosody of the test's own, under a private Xvfb: the
window signs in on the Online side of Play a friend (the password typed into its field),
challenges a friend whose game is online by choosing it in the list, and plays the match with
the keys; the duel on the other side waits and accepts.

    Tests/XMPP/test_xmpp_window.py .build/debug/rps

Checks: the duel ends with the match played (exit 0, lost to the window's player), both
histories keep it, the password is in neither settings.json nor the logs. Where
`dbus-run-session` and `gnome-keyring-daemon` are installed, the test runs on a session bus of its
own with an unlocked keyring, and checks that the password that signed in was kept in that
Secret Service (read back with `secret-tool`).
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from prosody_server import PASSWORD, ProsodyServer  # noqa: E402


def xdotool(*arguments):
    return subprocess.run(["xdotool", *arguments], capture_output=True, text=True).stdout.strip()


def with_keyring():
    """Runs this test again on a session bus of its own with an unlocked keyring, when the tools
    are there and it is not already; returns its exit status, or None to run here."""
    tools = ["dbus-run-session", "gnome-keyring-daemon", "secret-tool"]
    if os.environ.get("RPS_TEST_KEYRING") or not all(shutil.which(tool) for tool in tools):
        return None
    script = ('echo -n test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; '
              'exec "$@"')
    # The keyring's files in a folder of the test's own, never the tester's.
    data = tempfile.mkdtemp(prefix="rps-keyring-")
    try:
        return subprocess.run(["dbus-run-session", "--", "sh", "-c", script, "sh", sys.executable, *sys.argv],
                              env=dict(os.environ, RPS_TEST_KEYRING="1", XDG_DATA_HOME=data),
                              stderr=subprocess.DEVNULL).returncode
    finally:
        shutil.rmtree(data, ignore_errors=True)


def main():
    status = with_keyring()
    if status is not None:
        return status
    rps = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/rps")
    folder = tempfile.mkdtemp(prefix="rps-xmpp-window-")
    display_file = os.path.join(folder, "display")
    with open(display_file, "w") as file:
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                pass_fds=(3,) if os.dup2(file.fileno(), 3) == 3 else (),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    window = duel = None
    failures = []
    try:
        for _ in range(100):
            text = open(display_file).read().strip()
            if text:
                break
            time.sleep(0.1)
        env = dict(os.environ, DISPLAY=":" + text)
        with ProsodyServer(["carol", "dave"], friends=[("carol", "dave")]) as server:
            env.update(RPS_XMPP_SERVER=server.address, RPS_XMPP_CA=server.ca_file,
                       RPS_ASSETS=os.path.join(HERE, "..", "..", "assets"))
            config = os.path.join(folder, "config")
            os.makedirs(os.path.join(config, "rps"))
            with open(os.path.join(config, "rps", "settings.json"), "w") as file:
                json.dump({"lastXMPPAddress": "carol@rps.test", "networkName": "Carol"}, file)
            window_data, duel_data = os.path.join(folder, "window-data"), os.path.join(folder, "duel-data")
            duel = subprocess.Popen(
                [rps, "duel", "--xmpp", server.jid("dave"), "--password-file", server.password_file("dave"),
                 "--xmpp-server", server.address, "--xmpp-ca", server.ca_file, "--wait", "--moves", "r",
                 "--first-to", "1", "--data-dir", duel_data],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
            window_log = open(os.path.join(folder, "window.log"), "w")
            window = subprocess.Popen([rps, "--open", "online", "--size", "960x600", "--mute", "--data-dir",
                                       window_data], env=dict(env, XDG_CONFIG_HOME=config),
                                      stdout=window_log, stderr=window_log)
            wid = ""
            for _ in range(100):
                wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(window.pid)],
                                     capture_output=True, text=True, env=env).stdout.split()
                if wid:
                    wid = wid[0]
                    break
                time.sleep(0.1)
            if not wid:
                raise SystemExit("FAIL the window did not appear")
            run = lambda *a: subprocess.run(["xdotool", *a], capture_output=True, env=env)
            run("windowmove", wid, "0", "0")
            time.sleep(1)
            # The password field, then Return signs in.
            run("mousemove", "--window", wid, "686", "265", "click", "1")
            run("type", "--delay", "20", PASSWORD)
            run("key", "Return")
            time.sleep(4)
            subprocess.run(["import", "-window", wid, os.path.join(folder, "signed-in.png")], env=env,
                           capture_output=True)
            if os.environ.get("RPS_TEST_KEYRING"):
                kept = subprocess.run(["secret-tool", "lookup", "address", "carol@rps.test"], capture_output=True,
                                      text=True, env=env).stdout
                if kept != PASSWORD:
                    failures.append(f"the keyring holds {kept!r}, not the password that signed in")
            # The first row: dave, whose game is online.
            run("mousemove", "--window", wid, "686", "467", "click", "1")
            deadline = time.monotonic() + 25
            while duel.poll() is None and time.monotonic() < deadline:
                run("key", "p")
                time.sleep(0.4)
            if duel.poll() is None:
                duel.kill()
            out, err = duel.communicate()
            if duel.returncode != 0 or "you lost the match 0–1 to Carol" not in err:
                failures.append(f"the duel: exit {duel.returncode}, {err.strip()!r}")
            time.sleep(1)
            subprocess.run(["import", "-window", wid, os.path.join(folder, "after.png")], env=env,
                           capture_output=True)
            run("key", "ctrl+q")
            window.wait(timeout=10)
            window_log.close()
            history = json.load(open(os.path.join(window_data, "history.json")))
            network = [m for m in history["finished"] if m.get("networkEnding")]
            if not network or network[0].get("players", {}).get("right") != "dave":
                failures.append(f"the window's history: {network}")
            for path in [os.path.join(config, "rps", "settings.json"), os.path.join(folder, "window.log")]:
                if PASSWORD in open(path).read():
                    failures.append(f"the password is in {path}")
    finally:
        for process in (window, duel, xvfb):
            if process and process.poll() is None:
                process.kill()
    for failure in failures:
        print("FAIL " + failure)
    keyring = ", its password kept in a Secret Service" if os.environ.get("RPS_TEST_KEYRING") else ""
    print(("ok" if not failures else "FAIL") + f" a window against a duel through XMPP{keyring} (screens in {folder})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
