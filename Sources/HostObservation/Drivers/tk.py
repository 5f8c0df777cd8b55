#!/usr/bin/python3
"""Tcl/Tk 8.6 driver for `editsem observe` (PROTOCOL.md): `entry`, `ttk::entry`, `text`.

Run it with Debian's /usr/bin/python3 (python3-tk: tkinter on Debian's libtk8.6).

    /usr/bin/python3 tk.py --element entry|ttk-entry|text

It starts a private Xvfb on a display of its own (:40 to :49 first, so that it takes no keys
from another driver's display) and a worker process (this file with --worker) that opens one Tk
toplevel there and, for every text, a fresh widget in it, focused. Keys are real X key events:
the worker presses them through the X server's XTEST extension (libXtst, as gtk.py does) on the
toplevel's focused window; Tk reads them from its X connection and runs the widget's class
bindings (library/entry.tcl, ttk/entry.tcl, library/text.tcl): BackSpace, Right, Delete. The
worker then runs `update` until the toplevel has seen the key release.

Tcl 8.6 built with TCL_UTF_MAX 3 (Debian's) holds a character outside the BMP as two UTF-16
surrogates, and Tk's indices (`index insert`, `count -chars`) count those units, so offsets are
UTF-16 offsets as Tk gives them.

Tk's entry widgets corrupt texts outside the BMP: a press can leave a text other than a
prefix, or bytes that are not UTF-8, or end the process in Tcl's allocator. Bytes that are not
UTF-8 reach Python as U+DC80 to U+DCFF (tkinter decodes Tcl's strings with surrogateescape), so
such a unit in a text read back is the byte 0x80 to 0xFF; the texts sent never hold a lone
surrogate (tkinter cannot pass one to Tcl: those are unmeasured). The worker streams the text
after every press, so when it dies the driver records what the presses did before and how the
process ended (`afterCrashed`, `caretCrashed`, `forwardCrashed`: PROTOCOL.md), and measures the
remaining steps of that text in a fresh worker.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import protocol  # noqa: E402

PRESS_TIMEOUT = 5.0
TEXT_TIMEOUT = 120.0
ELEMENTS = {"entry": "entry", "ttk-entry": "ttk::entry", "text": "text"}
FIRST_DISPLAY, LAST_DISPLAY = 40, 49
# Backspace last: in an entry it can overflow the heap (DeleteChars), which must not be blamed on
# the arrow or Delete measured after it in the same process.
PHASES = ("caret", "forward", "after")
KEYS = {"after": "BackSpace", "caret": "Right", "forward": "Delete"}


def parse_arguments():
    parser = argparse.ArgumentParser(description="Tcl/Tk driver for editsem observe (PROTOCOL.md)")
    parser.add_argument("--element", choices=sorted(ELEMENTS), required=True)
    parser.add_argument("--variant", default=None, help="accepted and ignored (protocol)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args()


# -- the worker: one Tk toplevel, measures one text per request line


class Worker:
    def __init__(self, element):
        try:
            import tkinter
        except ImportError as error:
            protocol.unavailable(f"python3 has no tkinter ({error}; run with /usr/bin/python3)", "python3-tk")
        from gtk import XTest  # the same real X key events as the GTK driver
        self.element = element
        self.command = ELEMENTS[element]
        try:
            self.root = tkinter.Tk()
        except tkinter.TclError as error:
            protocol.unavailable(f"Tk could not open the display {os.environ.get('DISPLAY')}: {error}", "xvfb")
        self.tcl = self.root.tk
        self.root.geometry("900x300+0+0")
        self.releases = 0
        self.tcl.createcommand("editsem_release", self._released)
        self.tcl.call("bind", "all", "<KeyRelease>", "+editsem_release")
        self.xtest = XTest(os.environ["DISPLAY"])
        self.widget = None
        self.count = 0
        self.root.update()
        self.frame = int(self.tcl.call("wm", "frame", "."), 0)
        self.xtest.focus(self.frame)
        self.root.update()

    def _released(self, *_):
        self.releases += 1

    def describe(self):
        tcl = self.tcl
        patch = tcl.call("info", "patchlevel")
        tk_patch = tcl.call("set", "tk_patchLevel")
        utf_max = "TCL_UTF_MAX 3 (UTF-16 characters)" if int(tcl.call("string", "length", "\U0001F600")) == 2 \
            else "characters are code points"
        return {
            "version": tk_patch,
            "engine": f"Tk {tk_patch} ({protocol.package_versions(['libtk8.6'])}) on Tcl {patch} "
                      f"({protocol.package_versions(['libtcl8.6'])}), {utf_max}; X11 core fonts through Xft "
                      f"({protocol.package_versions(['libxft2'])})",
            "method": f"Tk {tk_patch} {self.command} widget, class bindings: real X key events (XTEST via libXtst, "
                      "as xdotool) to the focused toplevel under a private Xvfb, read by Tk from its X connection; "
                      "`update` run until the key release is seen; BackSpace, Right (also for right-to-left text: "
                      "Tk 8.6 lays text out left to right and moves logically), Delete from the start, then BackSpace from the end; "
                      "Tk in a worker process, restarted when a key press ends it and, for the entries, after BackSpace "
                      "over a character outside the BMP (which writes past a heap block)",
        }

    def fresh(self, text):
        tcl = self.tcl
        if self.widget is not None:
            tcl.call("destroy", self.widget)
        self.count += 1
        self.widget = f".w{self.count}"
        if self.element == "text":
            tcl.call("text", self.widget, "-wrap", "none", "-undo", 0)
            tcl.call(self.widget, "insert", "1.0", text)
        else:
            tcl.call(self.command, self.widget)
            tcl.call(self.widget, "insert", 0, text)
        tcl.call("pack", self.widget, "-fill", "both", "-expand", 1)
        tcl.call("focus", "-force", self.widget)
        self.root.update()
        return self.text()

    def text(self):
        if self.element == "text":
            return self.tcl.call(self.widget, "get", "1.0", "end-1c")
        return self.tcl.call(self.widget, "get")

    def caret(self):
        """The insert index in Tcl characters from the start."""
        if self.element == "text":
            return int(self.tcl.call(self.widget, "count", "-chars", "1.0", "insert") or 0)
        return int(self.tcl.call(self.widget, "index", "insert"))

    def place(self, at_end):
        if self.element == "text":
            self.tcl.call(self.widget, "mark", "set", "insert", "end-1c" if at_end else "1.0")
        else:
            self.tcl.call(self.widget, "icursor", "end" if at_end else 0)
        self.root.update()

    def press(self, key):
        wanted = self.releases + 1
        self.xtest.press(key)
        deadline = time.monotonic() + PRESS_TIMEOUT
        while self.releases < wanted:
            if time.monotonic() > deadline:
                raise TimeoutError(f"Tk did not receive the {key} key event within {PRESS_TIMEOUT} s")
            self.root.update()
            if self.releases < wanted:
                time.sleep(0.001)
        self.root.update()


def as_str(value):
    """What tkinter gives back as a str (a Tcl object that is not one, as its string)."""
    return value if isinstance(value, str) else str(value)


def worker_main(element):
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    worker = Worker(element)
    protocol.send({"ready": worker.describe()})
    for request in protocol.requests():
        try:
            measure(worker, request)
        except TimeoutError as error:
            protocol.send({"done": {"unmeasured": str(error)}})
            worker.xtest.focus(worker.frame)
        except Exception as error:
            protocol.log(traceback.format_exc())
            protocol.send({"done": {"unmeasured": f"the driver failed on this text: {type(error).__name__}: {error}"}})


def measure(worker, request):
    """Streams {"phase": …}, then {"step": units} per press, then {"done": fields}."""
    units = request["text"]
    text = protocol.units_to_str(units)
    if protocol.has_lone_surrogate(text):
        protocol.send({"done": {"unmeasured": "tkinter passes text to Tcl as UTF-8, which cannot hold a lone surrogate"}})
        return
    limit = protocol.press_limit(units)
    done = {}
    for phase in request.get("phases", PHASES):
        protocol.send({"phase": phase})
        held = as_str(worker.fresh(text))
        if held != text:
            if phase == PHASES[0]:
                protocol.send({"done": {"unmeasured": "the element holds a different text after setting it: "
                                        + protocol.describe_difference(text, held)}})
                return
            done[phase + "Unmeasured"] = "the element holds a different text after setting it again"
            continue
        worker.place(phase == "after")
        if phase == "caret":
            stops = [0]
            for _ in range(limit):
                worker.press("Right")
                now = as_str(worker.text())
                if now != text:
                    protocol.send({"step": protocol.str_to_units(now)})
                    done["caretUnmeasured"] = "pressing Right changed the text"
                    break
                offset = worker.caret()
                protocol.send({"step": offset})
                if offset == stops[-1]:
                    break
                stops.append(offset)
            else:
                pass
            if "caretUnmeasured" not in done:
                done["caret"] = stops
            continue
        key = "BackSpace" if phase == "after" else "Delete"
        after, previous = [], text
        for _ in range(limit):
            worker.press(key)
            now = as_str(worker.text())
            after.append(protocol.str_to_units(now))
            protocol.send({"step": after[-1]})
            if now == "" or now == previous:
                break
            previous = now
        done[phase] = after
    protocol.send({"done": done})


# -- the driver: the protocol on its standard input and output, the worker behind it


class WorkerProcess:
    def __init__(self, element):
        self.element = element
        self.process = None
        self.crashes = 0
        self.restarts = 0

    def start(self):
        self.process = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--worker", "--element", self.element],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=sys.stderr, text=True, bufsize=1)
        line = self.process.stdout.readline()
        if not line:
            self.process.wait()
            protocol.unavailable(f"the Tk worker ended before it was ready ({protocol.ending(self.process.returncode)})",
                                 "python3-tk")
        message = json.loads(line)
        if "unavailable" in message:
            protocol.send(message)
            sys.exit(protocol.EXIT_UNAVAILABLE)
        return message["ready"]

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None


def measure_in_worker(worker, request):
    """The answer to `request`; where the Tk process ends during a step, that step's record is
    the crash (the presses before it and how the process ended), and the later steps are
    measured in a fresh process."""
    ident = request.get("id")
    answer = {"id": ident}
    phases = list(PHASES)
    while phases:
        worker.process.stdin.write(json.dumps({"text": request["text"], "phases": phases}) + "\n")
        worker.process.stdin.flush()
        phase, steps = None, []
        while True:
            line = worker.process.stdout.readline()
            if not line:
                break
            message = json.loads(line)
            if "phase" in message:
                phase, steps = message["phase"], []
            elif "step" in message:
                steps.append(message["step"])
            elif "done" in message:
                answer.update(message["done"])
                return answer
        worker.process.wait()
        how = protocol.ending(worker.process.returncode)
        worker.start()
        if phase is None:
            return dict(answer, unmeasured=f"the Tk process ended before it held the text: {how}")
        answer[phase + "Crashed"] = {"presses": steps,
                                     "how": f"pressing {KEYS[phase]} (press {len(steps) + 1}): {how}"}
        phases = phases[phases.index(phase) + 1:]
        worker.crashes += 1
    return answer


def free_display():
    for number in range(FIRST_DISPLAY, LAST_DISPLAY + 1):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
            return number
    return None


class OwnXvfb(protocol.Xvfb):
    """protocol.Xvfb on the first free display of :40–:49 (keys stay on this driver's display)."""

    def start(self):
        if os.environ.get("EDITSEM_USE_DISPLAY") and os.environ.get("DISPLAY"):
            return super().start()
        number = free_display()
        if number is None:
            return super().start()
        binary = protocol.which_or_unavailable("Xvfb", "xvfb")
        self.process = subprocess.Popen([binary, f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            if self.process.poll() is not None or time.monotonic() > deadline:
                protocol.unavailable(f"Xvfb did not start on :{number}", "xvfb")
            time.sleep(0.05)
        self.display = f":{number}"
        os.environ["DISPLAY"] = self.display
        return self.display


def driver_main(element):
    protocol.lead_process_group()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    xvfb = OwnXvfb()
    worker = WorkerProcess(element)
    try:
        xvfb.start()
        info = worker.start()
        protocol.ready(host="tk", version=info["version"], element=element, engine=info["engine"],
                       fonts=protocol.fonts_description(), method=info["method"])
        started, count = time.monotonic(), 0
        for request in protocol.requests():
            protocol.send(measure_in_worker(worker, request))
            count += 1
            if element != "text" and any(0xD800 <= unit <= 0xDBFF for unit in request["text"]) \
                    and worker.process.poll() is None:
                # Backspace over it wrote past the end of a heap block (DeleteChars): the next
                # text gets a process whose heap is whole.
                worker.stop()
                worker.start()
                worker.restarts += 1
        elapsed = time.monotonic() - started
        if count:
            protocol.log(f"tk.py: {count} texts in {elapsed:.1f} s, {worker.crashes} Tk process(es) ended by a key press, "
                         f"{worker.restarts} restarted after Backspace over a character outside the BMP")
    finally:
        worker.stop()
        xvfb.stop()


if __name__ == "__main__":
    arguments = parse_arguments()
    if arguments.worker:
        worker_main(arguments.element)
    else:
        driver_main(arguments.element)
