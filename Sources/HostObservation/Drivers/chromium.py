#!/usr/bin/env python3
"""Observer driver for Chromium (Blink) through chromedriver (W3C WebDriver). See PROTOCOL.md."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import cdp  # noqa: E402
import editors  # noqa: E402
import engineinfo  # noqa: E402
import protocol  # noqa: E402
import webdriver  # noqa: E402

BINARIES = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
# The local path's browser: Chromium's headless shell (Debian's chromium-headless-shell, built from
# the same source and version as chromium), Blink and its editing without the browser's window,
# tab strip and omnibox. In the headless chromium a renderer of the omnibox's own page and the
# browser's UI took about as much CPU as the page being observed, more than half of a first pass
# over 60 corpus texts; what the page's element does with a key is Blink's either way
# (docs/observing.md: every line of the committed files was the same with both).
SHELLS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"]


class Session(webdriver.Session):
    """A session of the chromedriver this driver starts, whose page scripts run as DevTools'
    `Runtime.evaluate` (3 ms a call on the 2-core build machine through chromedriver's
    `goog/cdp/execute`, against 8 ms for W3C Execute Script, whose result and argument machinery
    the recorder's plain values do not need), and, once `connect_page` has run, whose scripts and
    batches of keys go over the page's own DevTools WebSocket (cdp.py): a script call then takes
    about a millisecond less, and a batch's presses are not a round trip each. A script's
    exception raises as Execute Script's would. Values come back as JSON: the recorder's numbers,
    strings, nulls, arrays and plain objects as Execute Script gives them, but an object's
    `undefined` member is left out (not null) and a DOM node is `{}`, so scripts here return
    neither."""

    page = None
    PRESS_KEYS_TEXT = ("a batch of presses as the Input.dispatchKeyEvent events chromedriver's Actions send, written "
                       "to the page's DevTools WebSocket without awaiting each answer")

    @property
    def pipelines_keys(self):
        """Whether `press_keys` may stand for a batch's Perform Actions (browser.py, `pipelined`)."""
        return self.page is not None

    def connect_page(self, address):
        """Opens the page's DevTools WebSocket, on the browser's loopback DevTools port `address`."""
        try:
            self.page = cdp.Connection(cdp.page_socket_url(address), timeout=self.timeout)
        except (cdp.CDPError, OSError) as error:
            raise webdriver.WebDriverError(f"the page's DevTools WebSocket at {address}: {error}")

    def press_keys(self, keys):
        """Each of `keys` pressed and released in turn, as chromedriver's Actions would, answers
        awaited together (cdp.py)."""
        try:
            self.page.press(keys)
        except (cdp.CDPError, OSError) as error:
            raise webdriver.WebDriverError(f"Input.dispatchKeyEvent: {error}")

    def end(self):
        if self.page is not None:
            self.page.close()
            self.page = None
        super().end()

    def execute(self, script, *args):
        expression = "(function () {\n" + script + "\n}).apply(null, " + json.dumps(list(args)) + ")"
        params = {"expression": expression, "returnByValue": True}
        if self.page is None:
            got = self._session("POST", "/goog/cdp/execute", {"cmd": "Runtime.evaluate", "params": params})
        else:
            try:
                got = self.page.call("Runtime.evaluate", params)
            except (cdp.CDPError, OSError) as error:
                raise webdriver.WebDriverError(f"Runtime.evaluate: {error}")
        if "exceptionDetails" in got:
            details = got["exceptionDetails"]
            message = details.get("exception", {}).get("description") or details.get("text", "?")
            raise webdriver.WebDriverError(f"javascript error: {message}")
        return got["result"].get("value")


def browser_arguments(profile):
    args = ["--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-default-apps", "--disable-features=Translate,MediaRouter,OptimizationHints",
            "--window-size=1280,1024", f"--user-data-dir={profile}"]
    if os.geteuid() == 0:
        args.append("--no-sandbox")  # Chromium refuses to run its sandbox as root
    return args


def capabilities(binary, profile):
    args = browser_arguments(profile)
    # Without waiting for pages (the driver waits for its own, browser.py `load`), each command
    # is a millisecond shorter: chromedriver asks after pending navigations before every one.
    return {"browserName": "chrome", "pageLoadStrategy": "none", "goog:chromeOptions": {"binary": binary, "args": args}}


class Shell:
    """The headless shell, started by this driver on a loopback DevTools port, for chromedriver to
    attach to (`debuggerAddress`): chromedriver finds no page in a shell it starts itself."""

    def __init__(self, binary, profile):
        self.binary = binary
        self.profile = profile
        self.process = None

    def start(self, wait=60):
        argv = [self.binary, "--remote-debugging-port=0"] + browser_arguments(self.profile) + ["about:blank"]
        # In the driver's process group: ending the group ends the shell.
        self.process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        # The shell writes its port, then its browser target's path, once it listens.
        active = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise webdriver.WebDriverError(f"{self.binary} {protocol.ending(self.process.returncode)} at its start")
            try:
                with open(active, encoding="ascii") as f:
                    lines = f.read().split()
                if len(lines) == 2:
                    return f"127.0.0.1:{lines[0]}"
            except OSError:
                pass
            time.sleep(0.05)
        self.stop()
        raise webdriver.WebDriverError(f"{self.binary} wrote no DevTools port within {wait} s")

    def stop(self):
        if self.process is None:
            return
        protocol.stop_process(self.process)
        self.process = None


def main():
    args = browser.arguments("Chromium observer driver")
    server = None
    shell = None
    profile = None
    page = editors.EditorPage(args.editor) if args.editor else None
    if page:
        args.url = page.url
    if args.webdriver:
        endpoint = args.webdriver
        if args.capabilities:
            caps = json.loads(args.capabilities)
        elif webdriver.is_loopback(endpoint):
            # A browser on this machine: the same headless Chromium the local path starts.
            binary = next((b for b in BINARIES if os.path.exists(b)), None)
            profile = tempfile.mkdtemp(prefix="editsem-chromium-")
            caps = capabilities(binary, profile) if binary else {"browserName": "chrome"}
        else:
            caps = {"browserName": "chrome"}
        binary = caps.get("goog:chromeOptions", {}).get("binary")
        if not (binary and webdriver.is_loopback(endpoint) and os.path.exists(binary)):
            binary = None  # not a file of this machine: no engine facts from it
    else:
        # A page (an editor's, a user's) keeps the whole browser and Perform Actions (browser.py,
        # `pipelined`): its scripts may ask what only a browser with a window answers.
        candidates, package = (BINARIES, "chromium") if args.url else (SHELLS, "chromium-headless-shell")
        binary = next((b for b in candidates if os.path.exists(b)), None)
        if binary is None:
            protocol.unavailable(f"{package} not found", install=package)
        driver = shutil.which("chromedriver") or protocol.unavailable("chromedriver not found",
                                                                       install="chromium-driver")
        server = webdriver.Server(driver, extra=["--allowed-ips=127.0.0.1", "--silent"])
        try:
            endpoint = server.start()
        except webdriver.WebDriverError as error:
            protocol.unavailable(str(error), install="chromium-driver")
        profile = tempfile.mkdtemp(prefix="editsem-chromium-")
        if args.url:
            caps = capabilities(binary, profile)
        else:
            shell = Shell(binary, profile)
            try:
                address = shell.start()
            except webdriver.WebDriverError as error:
                protocol.unavailable(str(error), install="chromium-headless-shell")
            caps = {"browserName": "chrome", "pageLoadStrategy": "none",
                    "goog:chromeOptions": {"debuggerAddress": address}}
    # A user's endpoint may be another server than chromedriver: W3C commands only.
    session = webdriver.Session(endpoint) if args.webdriver else Session(endpoint)
    try:
        got = webdriver.start_session(session, endpoint, caps)
        if shell:
            session.connect_page(address)
        version = got.get("browserVersion", "unknown")
        engine = engineinfo.describe([
            f"Blink (Chromium {version}, headless shell)" if shell else f"Blink (Chromium {version})",
            engineinfo.bundled_icu(os.path.join(os.path.dirname(binary), "icudtl.dat")) if binary else None,
            engineinfo.system_libraries(binary) if binary else None,
            "chromedriver " + got.get("chrome", {}).get("chromedriverVersion", "?").split(" ")[0],
        ])
        measurer = browser.measurer(session, args, presses_delete=True, refill=True)
        where = webdriver.remote_facts(endpoint, got, protocol.fonts_description) if args.webdriver else {}
        fields = {"fonts": protocol.fonts_description(), **where}
        transport = f"chromedriver {version.split('.')[0]} (W3C WebDriver)"
        if page:
            protocol.ready(host=page.id, version=page.version, element="chromium", engine=page.describe(engine), **fields,
                           method=page.method(transport, browser.keys_text(True)))
        else:
            protocol.ready(host="chromium", version=version, element=args.element or "page", engine=engine, **fields,
                           method=browser.describe_method(measurer, transport, args))
        measurer.serve()
    finally:
        session.end()
        if server:
            server.stop()
        if shell:
            shell.stop()
        if page:
            page.stop()
        protocol.end_process_group()
        if profile:
            shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
