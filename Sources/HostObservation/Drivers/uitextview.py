#!/usr/bin/env python3
"""Observer driver for a UITextView in an iOS app, through Appium's XCUITest driver (a W3C
WebDriver endpoint this project cannot start here). Native-app mode (native.py): the view is found
by --locator, and only deletion is observed. See PROTOCOL.md."""

import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import native  # noqa: E402
import protocol  # noqa: E402
import webdriver  # noqa: E402


def main():
    args = browser.arguments("UITextView observer driver (Appium XCUITest)", elements=("textview",))
    if not (args.webdriver and args.locator and args.capabilities):
        protocol.unavailable(
            "a UITextView is observed through Appium: `appium --port 4723` with the xcuitest driver, then "
            "--webdriver http://MAC:4723 --capabilities '{\"platformName\":\"iOS\",\"appium:app\":…}' "
            "--locator 'accessibility id=…' (docs/observing.md: Observing other machines)",
            install="appium with the xcuitest driver (appium driver install xcuitest)")
    endpoint = args.webdriver
    session = webdriver.Session(endpoint)
    try:
        got = webdriver.start_session(session, endpoint, json.loads(args.capabilities))
        # UITextView is part of UIKit: its version is the system's.
        version = str(got.get("platformVersion") or got.get("appium:platformVersion") or "unknown")
        automation = got.get("appium:automationName") or got.get("automationName") or "XCUITest"
        measurer = native.Measurer(session, args.locator, url=args.url)
        measurer.load()
        fields = webdriver.remote_facts(endpoint, got, protocol.fonts_description)
        protocol.ready(host="uitextview", version=version, element=args.element, engine=f"UIKit (iOS {version})",
                       **fields, method=measurer.method(f"Appium {automation} (W3C WebDriver)"))
        measurer.serve()
    finally:
        session.end()


if __name__ == "__main__":
    main()
