"""A W3C WebDriver pass-through for the observer's own tests: listens on 127.0.0.1:PORT, forwards
every request unchanged to UPSTREAM (a real WebDriver server) and its answer back, and appends
each Perform Actions and Execute Script request to LOG as a JSON line, so that a test sees which
keys went to the browser in which call, which the observation file cannot tell.

Usage: recording-proxy.py PORT UPSTREAM LOG"""

import http.client
import http.server
import json
import sys
import urllib.parse

port, upstream, log_path = int(sys.argv[1]), urllib.parse.urlsplit(sys.argv[2]), sys.argv[3]
log = open(log_path, "a", encoding="utf-8")


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as the drivers' client expects

    def forward(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        if self.command == "POST" and (self.path.endswith("/actions") or self.path.endswith("/execute/sync")):
            log.write(json.dumps({"path": self.path, "body": json.loads(body or b"null")}) + "\n")
            log.flush()
        connection = http.client.HTTPConnection(upstream.netloc, timeout=300)
        headers = {"Content-Type": self.headers.get("Content-Type", "application/json")} if body is not None else {}
        connection.request(self.command, upstream.path.rstrip("/") + self.path, body=body, headers=headers)
        answer = connection.getresponse()
        raw = answer.read()
        connection.close()
        self.send_response(answer.status)
        self.send_header("Content-Type", answer.getheader("Content-Type", "application/json"))
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    do_GET = do_POST = do_DELETE = forward

    def log_message(self, *args):
        pass


http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
