#!/usr/bin/env python3
"""Observer driver for WebKitGTK through WebKitWebDriver (W3C WebDriver) driving MiniBrowser on a
private Xvfb display. See PROTOCOL.md. Run one WebKitGTK session at a time."""

import json
import os
import shutil
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import engineinfo  # noqa: E402
import protocol  # noqa: E402
import webdriver  # noqa: E402

MINIBROWSERS = ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
                "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser",
                "/usr/libexec/webkit2gtk-4.1/MiniBrowser"]
LIBRARIES = {"webkit2gtk-4.1": "libwebkit2gtk-4.1-0", "webkitgtk-6.0": "libwebkitgtk-6.0-4"}


def main():
    args = browser.arguments("WebKitGTK observer driver")
    server = xvfb = None
    minibrowser = None
    if args.webdriver:
        endpoint = args.webdriver
        local = next((m for m in MINIBROWSERS if os.path.exists(m)), None)
        if args.capabilities:
            caps = json.loads(args.capabilities)
        elif webdriver.is_loopback(endpoint) and local:
            # A browser on this machine: the same MiniBrowser the local path starts.
            caps = {"webkitgtk:browserOptions": {"binary": local, "args": ["--automation"]}}
        else:
            caps = {}
        minibrowser = caps.get("webkitgtk:browserOptions", {}).get("binary")
        if not (minibrowser and webdriver.is_loopback(endpoint) and os.path.exists(minibrowser)):
            minibrowser = None  # not a file of this machine: no engine facts from it
    else:
        driver = shutil.which("WebKitWebDriver") or protocol.unavailable("WebKitWebDriver not found",
                                                                         install="webkit2gtk-driver")
        minibrowser = next((m for m in MINIBROWSERS if os.path.exists(m)), None)
        if minibrowser is None:
            protocol.unavailable("MiniBrowser not found", install="libwebkit2gtk-4.1-0")
        xvfb = protocol.Xvfb()
        xvfb.start()
        # No GPU on a virtual display: WebKit's software paths, quietly.
        env = dict(os.environ, WEBKIT_DISABLE_COMPOSITING_MODE="1", LIBGL_ALWAYS_SOFTWARE="1",
                   NO_AT_BRIDGE="1")
        server = webdriver.Server(driver, extra=["--host=127.0.0.1"], env=env)
        try:
            endpoint = server.start()
        except webdriver.WebDriverError as error:
            xvfb.stop()
            protocol.unavailable(str(error), install="webkit2gtk-driver")
        caps = {"webkitgtk:browserOptions": {"binary": minibrowser, "args": ["--automation"]}}
    session = webdriver.Session(endpoint)
    try:
        got = webdriver.start_session(session, endpoint, caps)
        version = got.get("browserVersion", "unknown")
        library = next((p for d, p in LIBRARIES.items() if minibrowser and d in minibrowser), None)
        engine = engineinfo.describe([
            f"WebKitGTK {version}",
            protocol.package_versions([library]) if library else None,
            engineinfo.system_libraries(minibrowser) if minibrowser else None,
            "MiniBrowser" if minibrowser else None])
        measurer = browser.measurer(session, args, presses_delete=True)
        where = webdriver.remote_facts(endpoint, got, protocol.fonts_description) if args.webdriver else {}
        fields = {"fonts": protocol.fonts_description(), **where}
        protocol.ready(host="webkit-gtk", version=version, element=args.element or "page", engine=engine, **fields,
                       method=browser.describe_method(measurer, f"WebKitWebDriver {version} (W3C WebDriver)", args))
        measurer.serve()
    finally:
        session.end()
        if server:
            server.stop()
        if xvfb:
            xvfb.stop()
        protocol.end_process_group()


if __name__ == "__main__":
    main()
