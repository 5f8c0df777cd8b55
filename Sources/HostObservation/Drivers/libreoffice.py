#!/usr/bin/python3
"""LibreOffice Writer driver for `editsem observe` (PROTOCOL.md): the body text of a Writer document.

Run it with Debian's /usr/bin/python3 (python3-uno: the UNO bridge of Debian's LibreOffice).

    /usr/bin/python3 libreoffice.py --element paragraph

It starts a private Xvfb (protocol.Xvfb: a display of its own) and LibreOffice's soffice.bin (from
/usr/lib/libreoffice/program, or the folder $EDITSEM_LIBREOFFICE_PROGRAM names) on
it with a fresh user profile in a temporary folder (no first-start dialogs, no recovery), with a
window, not --headless: keys must reach Writer's edit window through VCL's X11 ("gen") plugin.
The driver talks to it over a UNO pipe, opens an empty Writer document and, for every text:

- sets the document's text through UNO (XText.setString: one paragraph, or one per LF) and puts
  the view cursor at the end or at the start (XTextViewCursor.gotoEnd / gotoStart);
- presses the key as a real X key event: XTEST (libXtst, gtk.XTest) on the focused document
  window, held about 30 ms (a shorter press is lost now and then); VCL reads it from its X
  connection and Writer runs its own key handling (SwEditWin::KeyInput: BackSpace is
  SwWrtShell::DelLeft, Delete SwWrtShell::DelRight, Right/Left SwWrtShell::Right/Left);
- waits until LibreOffice has dispatched the key release (an XKeyHandler registered with the
  toolkit, XExtendedToolkit.addKeyHandler, counts the releases it is handed), then reads the text
  (XText.getString) or the view cursor's position (a text cursor from the document start to the
  view cursor: its string's length in UTF-16 code units, what UNO strings are).

For `rtl` the paragraph's writing mode is right-to-left (WritingMode2.RL_TB) and Left is pressed.

The key handler also counts the presses LibreOffice is handed. On a loaded machine a key now and
then arrives more than once (one read then shows two presses' work); a step in which more key
events were dispatched than sent is measured again from a fresh text, up to three times, then
left unmeasured with the counts.

When soffice.bin ends during a step (a crash is a finding), that step is recorded as
`afterCrashed` / `caretCrashed` / `forwardCrashed` (PROTOCOL.md) with how it ended, a fresh
soffice.bin is started and the text's remaining steps are measured in it.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import engineinfo  # noqa: E402
import protocol  # noqa: E402

PROGRAM_DIR = "/usr/lib/libreoffice/program"
HOLD = 0.03            # seconds a key is held down
RELEASE_TIMEOUT = 10.0  # seconds LibreOffice may take to dispatch a key release
START_TIMEOUT = 180.0   # seconds soffice.bin may take to accept the UNO connection
RESTART_STATUS = 81     # soffice.bin's exit status asking its launcher to start it again (first start)
SETTLE = 0.05          # seconds to wait after a phase's last press for a late repeat
TRIES = 3              # times a phase is measured again after a key repeated
PHASES = ("after", "caret", "forward")
KEYS = {"after": "BackSpace", "caret": "Right", "forward": "Delete"}

# Settings for the fresh profile: no dialogs that could take the keys, no autosave or recovery.
REGISTRY = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="ShowTipOfTheDay" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="FirstRun" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Save/Document"><prop oor:name="AutoSave" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Recovery/AutoSave"><prop oor:name="Enabled" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Recovery/RecoveryInfo"><prop oor:name="Enabled" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Setup/Product"><prop oor:name="ooSetupLastVersion" oor:op="fuse"><value>7.4</value></prop></item>
</oor:items>
"""


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--element", choices=["paragraph"], default="paragraph")
    parser.add_argument("--variant", default=None, help="accepted and ignored (protocol)")
    return parser.parse_args()


def soffice_binary():
    binary = os.path.join(os.environ.get("EDITSEM_LIBREOFFICE_PROGRAM", PROGRAM_DIR), "soffice.bin")
    if not os.access(binary, os.X_OK):
        protocol.unavailable(f"{binary} not found (LibreOffice Writer is not installed)", "libreoffice-writer python3-uno")
    return binary


def import_uno():
    try:
        import uno  # noqa: F401
        import unohelper  # noqa: F401
    except ImportError as error:
        protocol.unavailable(f"python3 has no uno module ({error}; run with /usr/bin/python3)", "python3-uno")


def reported_version(binary):
    """`7.4.7.2` and the whole line `LibreOffice 7.4.7.2 40(Build:2)` from `soffice --version`."""
    launcher = os.path.join(os.path.dirname(binary), "soffice")
    try:
        out = subprocess.run([launcher if os.access(launcher, os.X_OK) else binary, "--version"],
                             capture_output=True, text=True, timeout=120).stdout
    except (OSError, subprocess.TimeoutExpired) as error:
        protocol.unavailable(f"soffice --version failed: {error}", "libreoffice-writer")
    line = next((l.strip() for l in out.splitlines() if l.startswith("LibreOffice")), "")
    found = re.match(r"LibreOffice (\d+(?:\.\d+)+)", line)
    if not found:
        protocol.unavailable(f"soffice --version printed no version: {out.strip()!r}", "libreoffice-writer")
    return found.group(1), line


class HostEnded(Exception):
    """soffice.bin ended (or its UNO bridge broke) while a step was measured."""


class KeyRepeated(Exception):
    """LibreOffice was handed more key events than were sent (a press that repeated, as happens
    now and then on a loaded machine): the reads since are not one press each."""


class Writer:
    """One soffice.bin with one empty Writer document, its window focused."""

    def __init__(self, binary, display):
        self.binary, self.display = binary, display
        self.process = None
        self.profile = None
        self.releases = 0
        self.presses = 0
        self.sent = 0
        self.repeats = 0
        self.base = (0, 0)
        self.condition = threading.Condition()

    # -- starting and stopping

    def start(self):
        import uno
        from com.sun.star.connection import NoConnectException
        self.profile = tempfile.mkdtemp(prefix="editsem-lo-")
        user = os.path.join(self.profile, "user")
        os.makedirs(user)
        with open(os.path.join(user, "registrymodifications.xcu"), "w", encoding="utf-8") as f:
            f.write(REGISTRY)
        pipe = "editsem" + uuid.uuid4().hex
        command = [self.binary, "-env:UserInstallation=" + uno.systemPathToFileUrl(self.profile),
                   "--norestore", "--nologo", "--nodefault", "--nolockcheck", "--nofirststartwizard",
                   f"--accept=pipe,name={pipe};urp;StarOffice.ComponentContext"]
        env = dict(os.environ, SAL_USE_VCLPLUGIN="gen", DISPLAY=self.display)
        local = uno.getComponentContext()
        resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
        deadline = time.monotonic() + START_TIMEOUT
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=sys.stderr, stderr=sys.stderr, env=env)
        while True:
            try:
                self.context = resolver.resolve(f"uno:pipe,name={pipe};urp;StarOffice.ComponentContext")
                break
            except NoConnectException:
                status = self.process.poll()
                if status == RESTART_STATUS:  # the first start of a profile asks to be run again
                    self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=sys.stderr,
                                                    stderr=sys.stderr, env=env)
                elif status is not None:
                    raise HostEnded(f"soffice.bin ended before accepting the UNO connection: {protocol.ending(status)}")
                if time.monotonic() > deadline:
                    raise HostEnded(f"soffice.bin did not accept the UNO connection within {START_TIMEOUT:.0f} s")
                time.sleep(0.2)
        manager = self.context.ServiceManager
        self.desktop = manager.createInstanceWithContext("com.sun.star.frame.Desktop", self.context)
        self.document = self.desktop.loadComponentFromURL("private:factory/swriter", "_blank", 0, ())
        self.document.UndoManager.lock()  # no undo actions piling up over thousands of texts
        self.text = self.document.Text
        self.controller = self.document.getCurrentController()
        self.view_cursor = self.controller.getViewCursor()
        window = self.controller.getFrame().getContainerWindow()
        window.setVisible(True)
        window.setPosSize(0, 0, 1200, 900, 15)
        self.toolkit = manager.createInstanceWithContext("com.sun.star.awt.Toolkit", self.context)
        self.key_handler = make_key_handler(self)
        self.toolkit.addKeyHandler(self.key_handler)
        from com.sun.star.lang.SystemDependent import SYSTEM_XWINDOW
        handle = window.getWindowHandle(uno.ByteSequence(bytes(16)), SYSTEM_XWINDOW)
        self.xid = handle.WindowHandle
        from gtk import XTest  # the same real X key events as the GTK and Tk drivers
        self.xtest = XTest(self.display)
        # A release delayed past the autorepeat delay (a loaded machine) would repeat the key. Set
        # while clients are connected: Xvfb resets its keyboard settings when its last client goes.
        if shutil.which("xset"):
            subprocess.run(["xset", "-display", self.display, "r", "off"], check=False)
        self.focus()

    def languages(self):
        """The new document's languages and fonts for Western, Asian and complex text: the break
        iterator is chosen by the language at a position (a Thai text is tagged with the complex
        language)."""
        cursor = self.text.createTextCursor()
        parts = []
        for label, suffix in (("Western", ""), ("Asian", "Asian"), ("complex", "Complex")):
            locale = cursor.getPropertyValue("CharLocale" + suffix)
            tag = "-".join(p for p in (locale.Language, locale.Country) if p)
            parts.append(f"{label} {tag} ({cursor.getPropertyValue('CharFontName' + suffix)})")
        return "document languages " + ", ".join(parts)

    def focus(self):
        self.xtest.focus(self.xid)
        self.controller.getFrame().getComponentWindow().setFocus()

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            try:
                self.document.close(True)
                self.desktop.terminate()
            except Exception:  # noqa: BLE001 - a bridge that is gone is what stopping wants
                pass
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if getattr(self, "xtest", None) is not None:
            self.xtest.close()
            self.xtest = None
        if self.profile is not None:
            shutil.rmtree(self.profile, ignore_errors=True)
            self.profile = None
        self.process = None

    def ended(self):
        """How soffice.bin ended, waiting a little for it when the bridge broke first; None when
        it still runs."""
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            return None
        return protocol.ending(self.process.returncode)

    # -- the document

    def released(self):
        with self.condition:
            self.releases += 1
            self.condition.notify_all()

    def pressed(self):
        with self.condition:
            self.presses += 1

    def start_counting(self):
        """Counts the key events of one phase from here."""
        with self.condition:
            self.base = (self.presses, self.releases)
            self.sent = 0

    def check_repeats(self, settle=False):
        """Raises KeyRepeated when LibreOffice was handed more presses or releases than were sent
        since start_counting; with `settle`, after giving a late repeat time to arrive."""
        if settle:
            time.sleep(SETTLE)
        with self.condition:
            presses, releases = self.presses - self.base[0], self.releases - self.base[1]
        if presses > self.sent or releases > self.sent:
            raise KeyRepeated(f"{presses} presses and {releases} releases dispatched for {self.sent} keys sent")

    def set(self, text, at_end, direction):
        self.text.setString(text)
        mode = 1 if direction == "rtl" else 0  # WritingMode2.RL_TB, LR_TB
        cursor = self.text.createTextCursor()
        cursor.gotoStart(False)
        cursor.gotoEnd(True)
        cursor.setPropertyValue("WritingMode", mode)
        if at_end:
            self.view_cursor.gotoEnd(False)
        else:
            self.view_cursor.gotoStart(False)
        return self.read()

    def read(self):
        return self.text.getString()

    def caret(self):
        """The view cursor's offset from the start of the text, in UTF-16 code units."""
        cursor = self.text.createTextCursorByRange(self.view_cursor.getStart())
        cursor.gotoStart(True)
        return protocol.utf16_length(cursor.getString())

    def press(self, key):
        self.check_repeats()
        self.sent += 1
        with self.condition:
            wanted = self.base[1] + self.sent
        code = self.xtest.keycode(key)
        self.xtest.xtst.XTestFakeKeyEvent(self.xtest.display, code, 1, 0)
        self.xtest.x11.XSync(self.xtest.display, 0)
        time.sleep(HOLD)
        self.xtest.xtst.XTestFakeKeyEvent(self.xtest.display, code, 0, 0)
        self.xtest.x11.XSync(self.xtest.display, 0)
        with self.condition:
            deadline = time.monotonic() + RELEASE_TIMEOUT
            while self.releases < wanted:
                left = deadline - time.monotonic()
                if left <= 0 or self.process.poll() is not None:
                    break
                self.condition.wait(min(left, 0.5))
            seen = self.releases >= wanted
        if self.process.poll() is not None:
            raise HostEnded(self.ended())
        if not seen:
            raise TimeoutError(f"LibreOffice did not dispatch the {key} key release within {RELEASE_TIMEOUT:.0f} s")
        self.check_repeats()


def make_key_handler(writer):
    """An XKeyHandler counting the key presses and releases LibreOffice dispatches; it consumes
    nothing."""
    import unohelper
    from com.sun.star.awt import XKeyHandler

    class KeyHandler(unohelper.Base, XKeyHandler):
        def keyPressed(self, event):
            writer.pressed()
            return False

        def keyReleased(self, event):
            writer.released()
            return False

        def disposing(self, source):
            pass

    return KeyHandler()


def measure_phase(writer, phase, text, direction, limit, steps):
    """One step of PROTOCOL.md on `text`, appending each press's result to `steps`; the field
    and value of the answer."""
    writer.start_counting()
    if phase == "caret":
        if direction == "mixed":
            return "caretUnmeasured", "mixed-direction text: the caret is not measured"
        key = "Left" if direction == "rtl" else "Right"
        stops = [0]
        for _ in range(limit):
            writer.press(key)
            if writer.read() != text:
                return "caretUnmeasured", f"pressing {key} changed the text"
            offset = writer.caret()
            steps.append(offset)
            if offset == stops[-1]:
                break
            stops.append(offset)
        writer.check_repeats(settle=True)
        return "caret", stops
    key = KEYS[phase]
    previous = text
    for _ in range(limit):
        writer.press(key)
        now = writer.read()
        steps.append(protocol.str_to_units(now))
        if now == "" or now == previous:
            break
        previous = now
    writer.check_repeats(settle=True)
    return phase, list(steps)


def bridge_errors():
    """The exceptions a broken UNO bridge raises (soffice.bin gone)."""
    from com.sun.star.lang import DisposedException
    from com.sun.star.uno import RuntimeException
    return (DisposedException, RuntimeException)


def measure(writer, request, restart):
    units = request["text"]
    text = protocol.units_to_str(units)
    direction = request.get("direction", "ltr")
    answer = {"id": request.get("id")}
    if protocol.has_lone_surrogate(text):
        answer["unmeasured"] = "python3-uno cannot pass a lone surrogate to UNO (converting the str raises)"
        return answer
    limit = protocol.press_limit(units)
    for index, phase in enumerate(PHASES):
        steps = []
        try:
            for attempt in range(1, TRIES + 1):
                steps = []
                held = writer.set(text, phase == "after", direction)
                if held != text:
                    if index == 0:
                        answer["unmeasured"] = ("the element holds a different text after setting it: "
                                                + protocol.describe_difference(text, held))
                        return answer
                    answer[phase + "Unmeasured"] = "the element holds a different text after setting it again"
                    break
                try:
                    field, value = measure_phase(writer, phase, text, direction, limit, steps)
                    answer[field] = value
                    break
                except KeyRepeated as error:
                    protocol.log(f"libreoffice.py: {request.get('id')} {phase}, try {attempt}: {error}")
                    writer.repeats += 1
                    time.sleep(0.5)  # let the repeats end before the text is set again
                    if attempt == TRIES:
                        answer[phase + "Unmeasured"] = f"the key repeated in each of {TRIES} tries ({error})"
        except TimeoutError as error:
            answer[phase + "Unmeasured"] = str(error)
            writer.focus()
        except (HostEnded,) + bridge_errors() as error:
            how = str(error) if isinstance(error, HostEnded) else writer.ended()
            if how is None:  # an error UNO raised, not a host that ended
                answer[phase + "Unmeasured"] = f"UNO raised {type(error).__name__}: {error}"
                continue
            key = "Left" if phase == "caret" and direction == "rtl" else KEYS[phase]
            answer[phase + "Crashed"] = {"presses": steps, "how": f"pressing {key} (press {len(steps) + 1}): {how}"}
            restart()
    return answer


def main():
    arguments = parse_arguments()
    protocol.lead_process_group()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    binary = soffice_binary()
    import_uno()
    version, version_line = reported_version(binary)
    xvfb = protocol.Xvfb()
    writer = None
    crashes = 0
    try:
        display = xvfb.start()
        writer = Writer(binary, display)
        try:
            writer.start()
        except HostEnded as error:
            protocol.unavailable(str(error), "libreoffice-writer python3-uno")

        def restart():
            nonlocal crashes
            crashes += 1
            writer.stop()
            writer.start()

        libraries = engineinfo.system_libraries(os.path.join(os.path.dirname(binary), "libmergedlo.so"))
        protocol.ready(
            host="libreoffice", version=version, element=arguments.element,
            engine=f"{version_line} ({protocol.package_versions(['libreoffice-writer', 'libreoffice-core'])}); "
                   f"VCL gen (X11) plugin; {libraries or 'system libraries unknown'}; {writer.languages()}",
            fonts=protocol.package_versions(protocol.FONT_PACKAGES + ["fonts-dejavu-core", "fonts-liberation"]),
            method="real X key events: XTEST (libXtst) to the focused Writer document window under a private Xvfb, "
                   "each held 30 ms, read by VCL's X11 plugin and handled by SwEditWin::KeyInput; the key release "
                   "awaited through an XKeyHandler (XExtendedToolkit.addKeyHandler); text set through UNO "
                   "(XText.setString, view cursor gotoEnd/gotoStart) and read through UNO (XText.getString; the "
                   "view cursor's offset as the UTF-16 length of the text before it); BackSpace, Right (Left in a "
                   "paragraph of writing mode RL_TB), Delete; the XKeyHandler also counts the presses dispatched, and a step "
                   "in which LibreOffice was handed more key events than were sent (a key that repeated on a loaded "
                   "machine) is measured again, up to 3 times")
        started, count = time.monotonic(), 0
        for request in protocol.requests():
            try:
                protocol.send(measure(writer, request, restart))
            except Exception as error:  # noqa: BLE001 - one text's failure is that text's answer
                protocol.log(traceback.format_exc())
                protocol.send({"id": request.get("id"),
                               "unmeasured": f"the driver failed on this text: {type(error).__name__}: {error}"})
            count += 1
        if count:
            elapsed = time.monotonic() - started
            protocol.log(f"libreoffice.py: {count} texts in {elapsed:.1f} s, {crashes} soffice.bin process(es) "
                         f"ended during a key press, {writer.repeats} phase(s) measured again after a key repeated")
    finally:
        if writer is not None:
            writer.stop()
        xvfb.stop()


if __name__ == "__main__":
    main()
