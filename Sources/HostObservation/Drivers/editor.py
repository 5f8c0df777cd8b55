#!/usr/bin/env python3
"""Observer driver for a real web editor (Drivers/editors/) in a browser: `--editor ID --element
BROWSER`, where the element is the browser the editor runs in (chromium or firefox). The browser's
own driver does the work, with the editor's page served on 127.0.0.1. See PROTOCOL.md."""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

BROWSERS = ("chromium", "firefox")


def main():
    argv = sys.argv[1:]
    browser = "chromium"
    if "--element" in argv:
        i = argv.index("--element")
        browser = argv[i + 1] if i + 1 < len(argv) else ""
        del argv[i:i + 2]
    if browser not in BROWSERS:
        sys.exit(f"editor.py: --element is the browser, one of {', '.join(BROWSERS)}; not {browser!r}")
    if "--editor" not in argv:
        sys.exit("editor.py: --editor ID is required")
    sys.argv = [sys.argv[0]] + argv
    if browser == "chromium":
        import chromium
        chromium.main()
    else:
        import firefox
        firefox.main()


if __name__ == "__main__":
    main()
