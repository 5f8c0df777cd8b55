#!/usr/bin/env python3
"""Observer driver for Firefox (Gecko) through Marionette, spoken directly (no geckodriver).
See PROTOCOL.md. `--variant xvfb` runs Firefox on a private Xvfb display instead of headless."""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser  # noqa: E402
import editors  # noqa: E402
import engineinfo  # noqa: E402
import marionette  # noqa: E402
import protocol  # noqa: E402

# Firefox on Linux ships its own emoji font and prefers it (font.name-list.emoji); its
# ligatures decide how emoji sequences are deleted, so the fonts field names it.
EMOJI_FONT = r"""
const pref = Services.prefs.getStringPref('font.name-list.emoji', '');
const bundled = Services.prefs.getBoolPref('gfx.bundled-fonts.activate', false)
  || Services.prefs.getIntPref('gfx.bundled-fonts.activate', -1);
return [pref, String(bundled)];
"""


def main():
    args = browser.arguments("Firefox observer driver", webdriver=False)
    binary = marionette.find_firefox() or protocol.unavailable("firefox not found", install="firefox-esr")
    xvfb = None
    page = editors.EditorPage(args.editor) if args.editor else None
    if page:
        args.url = page.url
    if args.variant == "xvfb":
        xvfb = protocol.Xvfb()
        xvfb.start()
    firefox = marionette.Firefox(binary, headless=xvfb is None)
    session = None
    try:
        try:
            session = firefox.start()
        except marionette.MarionetteError as error:
            protocol.unavailable(str(error), install="firefox-esr")
        got = session.new_session({})
        version = got.get("browserVersion", "unknown")
        libxul = os.path.join(os.path.dirname(os.path.realpath(binary)), "libxul.so")
        engine = engineinfo.describe([
            f"Gecko (Firefox {version}, build {got.get('moz:buildID', '?')})",
            engineinfo.bundled_icu(libxul), engineinfo.system_libraries(libxul),
            "headless" if xvfb is None else "Xvfb"])
        fonts = protocol.fonts_description()
        try:
            pref, bundled = session.execute_chrome(EMOJI_FONT)
            twemoji = os.path.join(os.path.dirname(libxul), "fonts", "TwemojiMozilla.ttf")
            fonts += f"; font.name-list.emoji = {pref or '(unset)'}"
            if os.path.exists(twemoji):
                fonts += f" (bundled {twemoji}, gfx.bundled-fonts.activate = {bundled})"
        except marionette.MarionetteError as error:
            protocol.log(f"reading the emoji font pref: {error}")
        measurer = browser.Measurer(session, element=args.element, url=args.url, selector=args.selector,
                                    one_press_per_call=args.one_press_per_call, presses_delete=True,
                                    editor_page=page is not None, mount_timeout=args.mount_timeout, refill=True)
        measurer.load()
        transport = f"Marionette (Firefox {version})"
        if page:
            protocol.ready(host=page.id, version=page.version, element="firefox", engine=page.describe(engine),
                           fonts=fonts, method=page.method(transport, browser.keys_text(True)))
        else:
            protocol.ready(host="firefox", version=version, element=args.element or "page", engine=engine,
                           fonts=fonts, method=browser.describe_method(measurer, transport, args))
        measurer.serve()
    finally:
        if session is not None:
            session.quit()
            session.close()
        firefox.stop()
        if page:
            page.stop()
        if xvfb:
            xvfb.stop()
        protocol.end_process_group()


if __name__ == "__main__":
    main()
