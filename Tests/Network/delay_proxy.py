#!/usr/bin/env python3
"""A TCP proxy that adds delay: every byte is forwarded half the round-trip delay after it
arrived, in each direction, so a connection through it has that much more round trip. (This
kernel has no netem.)

    delay_proxy.py LISTEN_PORT TARGET_HOST TARGET_PORT RTT_MS [--port-file FILE]
"""

import heapq
import os
import socket
import sys
import threading
import time


def pump(source, target, delay):
    """Reads from source and writes each chunk to target `delay` seconds after it was read."""
    queue, ready = [], threading.Condition()
    done = [False]

    def writer():
        while True:
            with ready:
                while not queue and not done[0]:
                    ready.wait()
                if not queue and done[0]:
                    break
                due, _, data = queue[0]
                left = due - time.monotonic()
                if left > 0:
                    ready.wait(left)
                    continue
                heapq.heappop(queue)
            try:
                target.sendall(data)
            except OSError:
                break
        try:
            target.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    sequence = 0
    while True:
        try:
            data = source.recv(65536)
        except OSError:
            data = b""
        with ready:
            if not data:
                done[0] = True
                ready.notify()
                break
            sequence += 1
            heapq.heappush(queue, (time.monotonic() + delay, sequence, data))
            ready.notify()
    thread.join()


def serve(client, target_host, target_port, delay):
    try:
        upstream = socket.create_connection((target_host, target_port))
    except OSError:
        client.close()
        return
    for sock in (client, upstream):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    threads = [threading.Thread(target=pump, args=(client, upstream, delay), daemon=True),
               threading.Thread(target=pump, args=(upstream, client, delay), daemon=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    client.close()
    upstream.close()


def main():
    port, target_host, target_port, rtt = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
    server = socket.create_server(("127.0.0.1", port))
    if "--port-file" in sys.argv:
        path = sys.argv[sys.argv.index("--port-file") + 1]
        with open(path + ".tmp", "w") as file:
            file.write(str(server.getsockname()[1]))
        os.rename(path + ".tmp", path)
    while True:
        client, _ = server.accept()
        threading.Thread(target=serve, args=(client, target_host, target_port, rtt / 2000), daemon=True).start()


if __name__ == "__main__":
    main()
