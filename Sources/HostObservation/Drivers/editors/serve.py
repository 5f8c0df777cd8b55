#!/usr/bin/env python3
"""A static file server for the editor pages, bound to 127.0.0.1 only.

It serves the files under its mounts and nothing else: each mount maps a URL prefix to one folder,
and a request whose path, once percent-decoded, has a `.` or `..` segment, a backslash or a NUL,
or that resolves (symbolic links followed) outside the mount's folder, gets 404, as does anything
not under a mount.

    python3 serve.py [--port N] --mount /pages=DIR --mount /bundles=DIR

prints {"port": N} on one line (N chosen by the system unless given), then serves until ended.
"""

import argparse
import http.server
import json
import os
import threading
import urllib.parse

TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".mjs": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".json": "application/json", ".woff2": "font/woff2", ".map": "application/json"}


def resolve(mounts, raw_path):
    """The file a request path names, or None (404)."""
    path = urllib.parse.unquote(raw_path.split("?", 1)[0].split("#", 1)[0], errors="strict")
    if "\\" in path or "\0" in path or not path.startswith("/"):
        return None
    segments = path.split("/")[1:]
    if any(s in (".", "..") for s in segments):
        return None
    for prefix, folder in mounts:
        head = prefix.strip("/").split("/")
        if segments[:len(head)] != head:
            continue
        rest = [s for s in segments[len(head):] if s]
        if not rest:
            return None
        root = os.path.realpath(folder)
        candidate = os.path.realpath(os.path.join(root, *rest))
        if not candidate.startswith(root + os.sep) or not os.path.isfile(candidate):
            return None
        return candidate
    return None


class Server:
    def __init__(self, mounts, port=0):
        self.mounts = [(p, f) for p, f in mounts]
        mounts_ = self.mounts

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                try:
                    file = resolve(mounts_, self.path)
                except UnicodeDecodeError:
                    file = None
                if file is None:
                    self.send_error(404)
                    return
                with open(file, "rb") as f:
                    body = f.read()
                self.send_response(200)
                self.send_header("Content-Type", TYPES.get(os.path.splitext(file)[1], "application/octet-stream"))
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def start(self):
        self.thread.start()
        return f"http://127.0.0.1:{self.port}"

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def main():
    parser = argparse.ArgumentParser(description="Loopback static server for the editor pages")
    parser.add_argument("--mount", action="append", required=True, help="PREFIX=DIR")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    mounts = []
    for m in args.mount:
        prefix, _, folder = m.partition("=")
        if not prefix.startswith("/") or not os.path.isdir(folder):
            parser.error(f"--mount {m!r}: PREFIX must start with / and DIR must be a folder")
        mounts.append((prefix, folder))
    server = Server(mounts, args.port)
    print(json.dumps({"port": server.port}), flush=True)
    server.httpd.serve_forever()


if __name__ == "__main__":
    main()
