"""A page's Chrome DevTools Protocol connection: a small WebSocket client (RFC 6455, standard
library only) on the DevTools port chromedriver opened, for the calls the driver makes most.

chromedriver sends each key event of a Perform Actions call as `Input.dispatchKeyEvent` and waits
for its answer before the next, so every press costs a round trip through the browser process and
the renderer. Here the same events, with the same fields, are written one after another and their
answers read as they come: the renderer handles them in order, a keyup listener sees each press's
state as before, and a press costs what the renderer spends on it.
"""

import base64
import http.client
import json
import os
import socket
import struct

from webdriver import ARROW_LEFT, ARROW_RIGHT, BACKSPACE, DELETE, KEY_NAMES

# Answers awaited at most at once: more would only fill the socket buffers.
IN_FLIGHT = 64

# The fields chromedriver sends for a key of W3C's (chromedriver's log, `--verbose`, 156): no
# text for these keys, no modifiers; the Windows virtual key code beside the key's name.
WINDOWS_KEY_CODES = {BACKSPACE: 8, ARROW_LEFT: 37, ARROW_RIGHT: 39, DELETE: 46}


class CDPError(Exception):
    pass


def page_socket_url(debugger_address):
    """The WebSocket of the one page a browser at `debugger_address` (host:port) has open."""
    host, _, port = debugger_address.rpartition(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=30)
    try:
        connection.request("GET", "/json/list")
        targets = json.loads(connection.getresponse().read().decode("utf-8"))
    finally:
        connection.close()
    pages = [t for t in targets if t.get("type") == "page"]
    if len(pages) != 1:
        raise CDPError(f"the browser at {debugger_address} has {len(pages)} pages open, not one")
    return pages[0]["webSocketDebuggerUrl"]


def key_events(key):
    """The keyDown and keyUp chromedriver sends for `key`, a WebDriver key code."""
    name, code = KEY_NAMES[key], WINDOWS_KEY_CODES[key]
    base = {"code": name, "key": name, "modifiers": 0, "text": "", "unmodifiedText": "", "windowsVirtualKeyCode": code}
    return [dict(base, type="keyDown"), dict(base, type="keyUp")]


class Connection:
    def __init__(self, url, timeout=120):
        if not url.startswith("ws://"):
            raise CDPError(f"not a ws:// URL: {url}")
        netloc, _, path = url[len("ws://"):].partition("/")
        host, _, port = netloc.rpartition(":")
        self.sock = socket.create_connection((host, int(port)), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode("ascii")
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {netloc}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode("ascii"))
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self._receive()
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        status = head.split(b"\r\n", 1)[0]
        if b" 101 " not in status + b" ":
            raise CDPError(f"{url}: the WebSocket handshake was answered {status.decode('latin-1')!r}")
        self.last_id = 0
        # Answers read while another was awaited, by id.
        self.early = {}

    def _receive(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise CDPError("the browser closed its DevTools connection")
        self.buffer += chunk

    def _need(self, count):
        while len(self.buffer) < count:
            self._receive()

    def _write(self, method, params):
        self.last_id += 1
        data = json.dumps({"id": self.last_id, "method": method, "params": params}).encode("utf-8")
        # A client's frames are masked (RFC 6455, 5.3); the mask is XORed in as one big integer.
        mask = os.urandom(4)
        size = len(data)
        if size < 126:
            header = struct.pack(">BB", 0x81, 0x80 | size)
        elif size < 1 << 16:
            header = struct.pack(">BBH", 0x81, 0x80 | 126, size)
        else:
            header = struct.pack(">BBQ", 0x81, 0x80 | 127, size)
        repeated = (mask * (size // 4 + 1))[:size]
        masked = (int.from_bytes(data, "big") ^ int.from_bytes(repeated, "big")).to_bytes(size, "big")
        self.sock.sendall(header + mask + masked)
        return self.last_id

    def _message(self):
        """The next whole message, a dict; pings are answered, other control frames skipped."""
        payload = b""
        while True:
            self._need(2)
            first, second = self.buffer[0], self.buffer[1]
            size, start = second & 0x7F, 2
            if size == 126:
                self._need(4)
                size, start = struct.unpack(">H", self.buffer[2:4])[0], 4
            elif size == 127:
                self._need(10)
                size, start = struct.unpack(">Q", self.buffer[2:10])[0], 10
            self._need(start + size)
            data, self.buffer = self.buffer[start:start + size], self.buffer[start + size:]
            opcode = first & 0x0F
            if opcode == 0x8:
                raise CDPError("the browser closed its DevTools connection")
            if opcode == 0x9:
                self.sock.sendall(struct.pack(">BB", 0x8A, 0x80 | len(data)) + b"\0\0\0\0" + data)
                continue
            if opcode == 0xA:
                continue
            payload += data
            if first & 0x80:
                return json.loads(payload.decode("utf-8"))

    def _answer(self, wanted):
        message = self.early.pop(wanted, None)
        while message is None:
            message = self._message()
            if "id" not in message:
                message = None  # an event: none is enabled, but none is needed either
            elif message["id"] != wanted:
                self.early[message["id"]] = message
                message = None
        if "error" in message:
            raise CDPError(f"{message['error'].get('message', message['error'])}")
        return message.get("result", {})

    def call(self, method, params):
        return self._answer(self._write(method, params))

    def press(self, keys):
        """Dispatches each key's keyDown and keyUp in turn, written without waiting for answers,
        and returns once the renderer has handled them all."""
        pending = []
        for key in keys:
            for event in key_events(key):
                pending.append(self._write("Input.dispatchKeyEvent", event))
                if len(pending) == IN_FLIGHT:
                    self._answer(pending.pop(0))
        for wanted in pending:
            self._answer(wanted)

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
