#!/usr/bin/env python3
"""Observer driver for Safari through a W3C WebDriver endpoint this project cannot start here:
`safaridriver` on a Mac (macOS Safari), or Appium's XCUITest driver (Safari on an iOS simulator or
device). The same page and measuring loop as the other browsers (browser.py). See PROTOCOL.md."""

import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import protocol  # noqa: E402
import webdriver  # noqa: E402


def main():
    args = browser.arguments("Safari observer driver (safaridriver or Appium)")
    if not args.webdriver:
        protocol.unavailable(
            "Safari is observed through a WebDriver endpoint: on a Mac, `safaridriver --enable` once, "
            "then `safaridriver -p 4444` and --webdriver http://MAC:4444; for iOS, Appium's XCUITest driver",
            install="safaridriver (macOS) or appium with the xcuitest driver")
    endpoint = args.webdriver
    caps = json.loads(args.capabilities) if args.capabilities else {"browserName": "safari"}
    session = webdriver.Session(endpoint)
    try:
        got = webdriver.start_session(session, endpoint, caps)
        version = got.get("browserVersion") or got.get("version") or "unknown"
        automation = got.get("appium:automationName") or got.get("automationName")
        transport = f"Appium {automation}" if automation else "safaridriver"
        measurer = browser.measurer(session, args)
        fields = webdriver.remote_facts(endpoint, got, protocol.fonts_description)
        protocol.ready(host="safari", version=version, element=args.element or "page",
                       engine=f"WebKit (Safari {version})", **fields,
                       method=browser.describe_method(measurer, f"{transport} (W3C WebDriver)", args))
        measurer.serve()
    finally:
        session.end()


if __name__ == "__main__":
    main()
