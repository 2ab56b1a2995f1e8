#!/usr/bin/env python3
"""A stand-in adb server for haptui's audition tests.

Speaks the adb client's host protocol on 127.0.0.1 (each request a 4-hex-digit length and
its text; answers OKAY or FAIL with a length-prefixed message): host:version, host:features,
host:devices and host:devices-l, host:transport:SERIAL and host:tport:serial:SERIAL, then the
legacy shell: service, whose output is sent raw and ended by closing the socket. Phones come
from a JSON config; each answers `cmd vibrator_manager help` with its release's help text,
`dumpsys vibrator_manager` with a recorded dump, `getprop ro.build.version.sdk` with its API
level, and records every shell command (CLOCK_MONOTONIC ns, serial, command) in a log.
A file named `unplug-SERIAL` next to the log removes that phone, as pulling the cable would.

Usage: adb-standin.py CONFIG.json LOG PORTFILE
"""
import json
import os
import socket
import sys
import threading
import time

ADB_VERSION = 41


def main():
    config_path, log_path, port_path = sys.argv[1:4]
    with open(config_path) as handle:
        config = json.load(handle)
    phones = config["phones"]
    folder = os.path.dirname(os.path.abspath(log_path))
    lock = threading.Lock()

    def record(serial, command):
        with lock, open(log_path, "a") as log:
            log.write("%d\t%s\t%s\n" % (time.monotonic_ns(), serial, command))

    def present():
        return [p for p in phones if not os.path.exists(os.path.join(folder, "unplug-" + p["serial"]))]

    def read_request(conn):
        header = b""
        while len(header) < 4:
            chunk = conn.recv(4 - len(header))
            if not chunk:
                return None
            header += chunk
        length = int(header.decode(), 16)
        body = b""
        while len(body) < length:
            chunk = conn.recv(length - len(body))
            if not chunk:
                return None
            body += chunk
        return body.decode()

    def okay(conn, text=None):
        conn.sendall(b"OKAY")
        if text is not None:
            data = text.encode()
            conn.sendall(b"%04x" % len(data) + data)

    def fail(conn, text):
        data = text.encode()
        conn.sendall(b"FAIL" + b"%04x" % len(data) + data)

    def find(serial):
        for phone in present():
            if serial is None or phone["serial"] == serial:
                return phone
        return None

    def answer(phone, command):
        if command.startswith("cmd vibrator_manager help"):
            return open(phone["help"]).read()
        if command.startswith("dumpsys vibrator_manager"):
            return open(phone["dump"]).read()
        if command.startswith("getprop ro.build.version.sdk"):
            return "%d\n" % phone["api"]
        return ""

    def serve(conn):
        try:
            phone = None
            while True:
                request = read_request(conn)
                if request is None:
                    return
                record("-", "request " + request)
                if request == "host:version":
                    okay(conn, "%04x" % ADB_VERSION)
                    return
                if request in ("host:features",) or request.endswith(":features"):
                    okay(conn, "")
                    return
                if request in ("host:devices", "host:devices-l"):
                    lines = []
                    for p in present():
                        line = "%s\t%s" % (p["serial"], p["state"])
                        if request == "host:devices-l":
                            line = "%-22s %s model:%s device:%s transport_id:1" % (
                                p["serial"], p["state"], p["model"], p["serial"].lower())
                        lines.append(line + "\n")
                    okay(conn, "".join(lines))
                    return
                if request == "host:kill":
                    okay(conn)
                    os._exit(0)
                serial = None
                if request.startswith("host:transport:"):
                    serial = request[len("host:transport:"):]
                elif request.startswith("host:tport:serial:"):
                    serial = request[len("host:tport:serial:"):]
                elif request in ("host:transport-any", "host:tport:any"):
                    serial = None
                elif request.startswith("shell:") and phone is not None:
                    command = request[len("shell:"):]
                    record(phone["serial"], command)
                    okay(conn)
                    conn.sendall(answer(phone, command).encode())
                    return
                else:
                    fail(conn, "unknown request " + request)
                    return
                phone = find(serial)
                if phone is None:
                    fail(conn, "device '%s' not found" % serial if serial else "no devices/emulators found")
                    return
                if phone["state"] != "device":
                    fail(conn, "device %s" % phone["state"])
                    return
                conn.sendall(b"OKAY")
                if request.startswith("host:tport:"):
                    conn.sendall((1).to_bytes(8, "little"))
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            conn.close()

    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    with open(port_path + ".tmp", "w") as handle:
        handle.write(str(server.getsockname()[1]))
    os.rename(port_path + ".tmp", port_path)
    while True:
        conn, _ = server.accept()
        threading.Thread(target=serve, args=(conn,), daemon=True).start()


if __name__ == "__main__":
    main()
