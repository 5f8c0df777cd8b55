"""A small W3C WebDriver client (HTTP, standard library only) and a launcher for a local
WebDriver server (chromedriver, WebKitWebDriver) on a loopback port."""

import http.client
import json
import socket
import subprocess
import time
import urllib.parse

import protocol

# WebDriver's key codes (W3C WebDriver, "Keyboard actions").
BACKSPACE = "\ue003"
ARROW_LEFT = "\ue012"
ARROW_RIGHT = "\ue014"
DELETE = "\ue017"
# Their `key` names (UI Events), as the browsers' keyup events give them.
KEY_NAMES = {BACKSPACE: "Backspace", ARROW_RIGHT: "ArrowRight", ARROW_LEFT: "ArrowLeft", DELETE: "Delete"}


# W3C WebDriver's web element identifier.
ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf"


def parse_locator(locator):
    """`STRATEGY=VALUE` as (strategy, value), split at the first `=` (strategies have none)."""
    strategy, sep, value = locator.partition("=")
    if not (sep and strategy and value):
        raise ValueError(f"--locator {locator!r}: expected STRATEGY=VALUE, e.g. 'accessibility id=editor'")
    return strategy, value


class WebDriverError(Exception):
    pass


def free_loopback_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Session:
    """One WebDriver session over one kept-alive HTTP connection."""

    def __init__(self, endpoint, timeout=120):
        url = urllib.parse.urlsplit(endpoint.rstrip("/"))
        self.scheme, self.netloc, self.base = url.scheme, url.netloc, url.path
        self.timeout = timeout
        self.connection = None
        self.session_id = None
        self.capabilities = {}

    def _connect(self):
        kind = http.client.HTTPSConnection if self.scheme == "https" else http.client.HTTPConnection
        self.connection = kind(self.netloc, timeout=self.timeout)

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json; charset=utf-8"} if data is not None else {}
        for attempt in (0, 1):
            if self.connection is None:
                self._connect()
            try:
                self.connection.request(method, self.base + path, body=data, headers=headers)
                response = self.connection.getresponse()
                raw = response.read()
                break
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
                # A server may close an idle keep-alive connection; retry once on a new one.
                self.connection.close()
                self.connection = None
                if attempt:
                    raise
        try:
            answer = json.loads(raw.decode("utf-8")) if raw else {}
        except ValueError:
            raise WebDriverError(f"{method} {path}: HTTP {response.status}: {raw[:300]!r}")
        value = answer.get("value") if isinstance(answer, dict) else None
        if response.status >= 400 or (isinstance(value, dict) and "error" in value and response.status != 200):
            error = value.get("error") if isinstance(value, dict) else None
            message = value.get("message") if isinstance(value, dict) else raw[:300]
            raise WebDriverError(f"{method} {path}: {error}: {message}")
        return value

    def new_session(self, capabilities):
        value = self.request("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.session_id = value["sessionId"]
        self.capabilities = value.get("capabilities", {})
        return self.capabilities

    def _session(self, method, path, body=None):
        return self.request(method, f"/session/{self.session_id}{path}", body)

    def navigate(self, url):
        self._session("POST", "/url", {"url": url})

    def execute(self, script, *args):
        """Runs `script` (a function body) synchronously in the page and returns its value."""
        return self._session("POST", "/execute/sync", {"script": script, "args": list(args)})

    def execute_async(self, script, *args):
        """Runs `script` in the page and returns what it passes to its last argument, a callback."""
        return self._session("POST", "/execute/async", {"script": script, "args": list(args)})

    # Element commands: all a native app's endpoint (Appium) offers; no script runs.

    def find_element(self, strategy, value):
        """The id of the first element `value` finds by `strategy`, passed through unchanged
        (Appium adds `accessibility id`, `class chain`, … to W3C's own)."""
        found = self._session("POST", "/element", {"using": strategy, "value": value})
        # W3C's web element key; JSON Wire endpoints (old Appium) answer `ELEMENT`.
        return found.get(ELEMENT_KEY) or found.get("ELEMENT")

    def clear(self, element):
        self._session("POST", f"/element/{element}/clear", {})

    def send_keys(self, element, text):
        # `text` is W3C's; `value` (one string per character) is what JSON Wire servers read.
        self._session("POST", f"/element/{element}/value", {"text": text, "value": list(text)})

    def element_text(self, element):
        return self._session("GET", f"/element/{element}/text")

    def element_attribute(self, element, name):
        return self._session("GET", f"/element/{element}/attribute/{urllib.parse.quote(name)}")

    def element_property(self, element, name):
        return self._session("GET", f"/element/{element}/property/{urllib.parse.quote(name)}")

    def perform_actions(self, actions):
        self._session("POST", "/actions", {"actions": actions})

    def release_actions(self):
        self._session("DELETE", "/actions")

    def delete_session(self):
        if self.session_id is not None:
            try:
                self._session("DELETE", "")
            finally:
                self.session_id = None

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def end(self):
        """Deletes the session and closes the connection, whatever state the browser is in."""
        try:
            self.delete_session()
        except Exception as error:  # the browser may be gone already
            protocol.log(f"closing the session: {error}")
        self.close()


def key_actions(keys):
    """One keyboard input source pressing (down, up) each key of `keys` in turn."""
    steps = []
    for key in keys:
        steps.append({"type": "keyDown", "value": key})
        steps.append({"type": "keyUp", "value": key})
    return [{"type": "key", "id": "editsem-keyboard", "actions": steps}]


def is_loopback(endpoint):
    """Whether `endpoint` is on this machine, so that this machine's OS, device and fonts are the
    browser's."""
    host = urllib.parse.urlsplit(endpoint).hostname or ""
    return host in ("localhost", "::1") or host.startswith("127.")


def endpoint_facts(endpoint, capabilities):
    """`platform` and `device` of the browser or app behind `endpoint`, from the capabilities of
    the new session (Safari, Appium and Selenium Grid report them under these names), or None
    for what it does not report. A loopback endpoint is this machine."""
    if is_loopback(endpoint):
        return protocol.os_name(), protocol.device_name()
    def first(*keys):
        return next((str(capabilities[k]) for k in keys if capabilities.get(k)), None)
    name = first("platformName", "platform")
    version = first("platformVersion", "appium:platformVersion", "safari:platformVersion")
    platform = " ".join(p for p in (name, version) if p) or None
    device = first("appium:deviceName", "deviceName", "appium:deviceModel")
    return platform, device


def remote_facts(endpoint, capabilities, local_fonts):
    """The `ready` fields that describe where the browser runs: `platform`, `device` and `fonts`.
    A remote machine's fonts cannot be read over WebDriver: `unknown` until the user says them
    (`editsem observe --fonts`)."""
    platform, device = endpoint_facts(endpoint, capabilities)
    return {"platform": platform or "unknown", "device": device or "unknown",
            "fonts": local_fonts() if is_loopback(endpoint) else "unknown"}


def start_session(session, endpoint, capabilities):
    """A new session, or `unavailable` saying what the endpoint answered (exit 69)."""
    try:
        return session.new_session(capabilities)
    except (WebDriverError, OSError, http.client.HTTPException) as error:
        protocol.unavailable(f"the WebDriver endpoint {endpoint} gave no session: {error}",
                             install="a running WebDriver server at that address (docs/observing.md: Observing other machines)")


class Server:
    """A WebDriver server this process starts on 127.0.0.1 and stops at the end."""

    def __init__(self, command, port_argument="--port={port}", extra=(), env=None):
        self.command = command
        self.port_argument = port_argument
        self.extra = list(extra)
        self.env = env
        self.process = None
        self.url = None

    def start(self, wait=60):
        port = free_loopback_port()
        argv = [self.command, self.port_argument.format(port=port)] + self.extra
        # In the driver's process group (no new session): killing the driver's group ends it too.
        self.process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, env=self.env)
        self.url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise WebDriverError(f"{self.command} exited with status {self.process.returncode}")
            try:
                probe = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
                probe.request("GET", "/status")
                status = json.loads(probe.getresponse().read().decode("utf-8") or "{}")
                probe.close()
                if status.get("value", {}).get("ready", True):
                    return self.url
            except (OSError, ValueError, http.client.HTTPException):
                pass
            time.sleep(0.1)
        self.stop()
        raise WebDriverError(f"{self.command} did not answer /status within {wait} s")

    def stop(self):
        if self.process is None:
            return
        protocol.stop_process(self.process)
        self.process = None
