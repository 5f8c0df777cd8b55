#!/usr/bin/env python3
"""Observer driver for Chromium (Blink) through chromedriver (W3C WebDriver). See PROTOCOL.md."""

import json
import os
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import editors  # noqa: E402
import engineinfo  # noqa: E402
import protocol  # noqa: E402
import webdriver  # noqa: E402

BINARIES = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]


class Session(webdriver.Session):
    """A session of the chromedriver this driver starts, whose page scripts run through
    chromedriver's own DevTools command (`goog/cdp/execute`, `Runtime.evaluate`): 3 ms a call on
    the 2-core build machine against 8 ms for W3C Execute Script, whose result and argument
    machinery the recorder's plain values do not need; two such calls a text were a quarter of
    its time. Keys stay W3C Actions. A script's exception raises as Execute Script's would. Values
    come back as JSON: the recorder's numbers, strings, nulls, arrays and plain objects as Execute
    Script gives them, but an object's `undefined` member is left out (not null) and a DOM node is
    `{}`, so scripts here return neither."""

    def execute(self, script, *args):
        expression = "(function () {\n" + script + "\n}).apply(null, " + json.dumps(list(args)) + ")"
        got = self._session("POST", "/goog/cdp/execute",
                            {"cmd": "Runtime.evaluate", "params": {"expression": expression, "returnByValue": True}})
        if "exceptionDetails" in got:
            details = got["exceptionDetails"]
            message = details.get("exception", {}).get("description") or details.get("text", "?")
            raise webdriver.WebDriverError(f"javascript error: {message}")
        return got["result"].get("value")


def capabilities(binary, profile):
    args = ["--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-default-apps", "--disable-features=Translate,MediaRouter,OptimizationHints",
            "--window-size=1280,1024", f"--user-data-dir={profile}"]
    if os.geteuid() == 0:
        args.append("--no-sandbox")  # Chromium refuses to run its sandbox as root
    # Without waiting for pages (the driver waits for its own, browser.py `load`), each command
    # is a millisecond shorter: chromedriver asks after pending navigations before every one.
    return {"browserName": "chrome", "pageLoadStrategy": "none", "goog:chromeOptions": {"binary": binary, "args": args}}


def main():
    args = browser.arguments("Chromium observer driver")
    server = None
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
        binary = next((b for b in BINARIES if os.path.exists(b)), None)
        if binary is None:
            protocol.unavailable("chromium not found", install="chromium")
        driver = shutil.which("chromedriver") or protocol.unavailable("chromedriver not found",
                                                                       install="chromium-driver")
        server = webdriver.Server(driver, extra=["--allowed-ips=127.0.0.1", "--silent"])
        try:
            endpoint = server.start()
        except webdriver.WebDriverError as error:
            protocol.unavailable(str(error), install="chromium-driver")
        profile = tempfile.mkdtemp(prefix="editsem-chromium-")
        caps = capabilities(binary, profile)
    # A user's endpoint may be another server than chromedriver: W3C commands only.
    session = webdriver.Session(endpoint) if args.webdriver else Session(endpoint)
    try:
        got = webdriver.start_session(session, endpoint, caps)
        version = got.get("browserVersion", "unknown")
        engine = engineinfo.describe([
            f"Blink (Chromium {version})",
            engineinfo.bundled_icu(os.path.join(os.path.dirname(binary), "icudtl.dat")) if binary else None,
            engineinfo.system_libraries(binary) if binary else None,
            "chromedriver " + got.get("chrome", {}).get("chromedriverVersion", "?").split(" ")[0],
        ])
        measurer = browser.measurer(session, args, presses_delete=True)
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
        if page:
            page.stop()
        protocol.end_process_group()
        if profile:
            shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
