#!/usr/bin/python3
"""GTK 3 and GTK 4 driver for `editsem observe` (PROTOCOL.md).

Run it with Debian's /usr/bin/python3: it needs `gi` (python3-gi), which the pyenv python3
that comes first on PATH does not have.

    /usr/bin/python3 gtk.py --gtk 3|4 --element entry|textview [--keys xtest|synthetic|signals]

It starts a private Xvfb (protocol.Xvfb), opens one window holding a focused GtkEntry or
GtkTextView, puts each text in it, and presses keys:

- `xtest` (the default, GTK 3 and 4): real X key events. The X server's XTEST extension
  (libXtst, the mechanism under `xdotool key`) presses and releases the key on the focused
  window; GDK reads it from its X connection and hands it to GTK's ordinary key path (input
  method, key bindings: BackSpace -> `backspace`, Right/Left -> `move-cursor`, Delete ->
  `delete-from-cursor`). The driver
  then runs GTK's main loop until the window has seen the key releases, and until idle. A
  text's keys go to the X server as one batch, each step's as many as the model expects
  (PROTOCOL.md `presses`): the widget's state is read in the window's key-release handler after
  each key, and at a step's last key release the handler puts the text back and the caret at the
  start for the next step, before GTK takes that step's first key. A step whose keys ran out
  before its stop, or a text that did not go back in as sent, is measured again step by step, a
  batch a step, pressing on until the stop. Waiting on the X server between keys, or between
  steps, was most of a text's time. Each text and each of its steps go into the same widget (in
  GTK 4 a new widget for each step was half of a text's time, one for each text a third); a text
  that failed leaves a new one for the next. `--one-press-per-call` waits for each key before the
  next, a new widget for each step.
- `synthetic` (GTK 3 only): a GdkEventKey made by the driver (keyval, the keymap's hardware
  keycode, the toplevel's GdkWindow, the core keyboard) given to gtk_main_do_event, GTK's own
  event dispatcher, so it takes the same path from there on without the X server.
- `signals`: emits the key-binding signals the keys are bound to (`backspace`,
  `move-cursor` with GTK_MOVEMENT_VISUAL_POSITIONS, `delete-from-cursor` with GTK_DELETE_CHARS)
  on the GtkText / GtkEntry / GtkTextView.
  This skips the key event and the input method; it is here to compare.

GTK positions count characters (code points); the driver converts them to UTF-16 offsets from
the text it read at that moment. GTK holds UTF-8, so a text with a lone surrogate or a NUL is
reported unmeasured.
"""

import argparse
import ctypes
import os
import signal
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import protocol  # noqa: E402

PRESS_TIMEOUT = 5.0  # seconds a key event may take to come back from the X server


def parse_arguments():
    parser = argparse.ArgumentParser(description="GTK driver for editsem observe (PROTOCOL.md)")
    parser.add_argument("--gtk", choices=["3", "4"], required=True)
    parser.add_argument("--element", choices=["entry", "textview"], required=True)
    parser.add_argument("--keys", choices=["xtest", "synthetic", "signals"], default="xtest",
                        help="how keys are pressed (default xtest: real X key events)")
    parser.add_argument("--variant", default=None, help="accepted and ignored (protocol)")
    parser.add_argument("--one-press-per-call", action="store_true",
                        help="wait for each key before pressing the next (the reference for the batches)")
    return parser.parse_args()


def load_gtk(major):
    """Imports Gtk `major`.0 (after the display is up), or reports what is missing."""
    try:
        import gi
    except ImportError:
        protocol.unavailable("python3 has no gi module (run with /usr/bin/python3)", "python3-gi")
    package = "gir1.2-gtk-3.0" if major == 3 else "gir1.2-gtk-4.0"
    try:
        gi.require_version("Gtk", f"{major}.0")
        gi.require_version("Gdk", f"{major}.0")
        gi.require_version("GdkX11", f"{major}.0")
        gi.require_version("Pango", "1.0")
        from gi.repository import Gtk, Gdk, GdkX11, GLib, Pango  # noqa: F401
    except (ValueError, ImportError) as error:
        protocol.unavailable(f"GTK {major} introspection data not found: {error}", package)
    if major == 3:
        ok, _ = Gtk.init_check(sys.argv[:1])
    else:
        ok = Gtk.init_check()
    if not ok:
        protocol.unavailable(f"GTK {major} could not open the display {os.environ.get('DISPLAY')}", "xvfb")
    return Gtk, Gdk, GdkX11, GLib, Pango


class XTest:
    """Real key presses through the X server's XTEST extension (libXtst, as xdotool uses)."""

    RevertToParent = 2

    def __init__(self, display):
        try:
            self.x11 = ctypes.CDLL("libX11.so.6")
            self.xtst = ctypes.CDLL("libXtst.so.6")
        except OSError as error:
            protocol.unavailable(f"libX11/libXtst not found: {error}", "libxtst6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestQueryExtension.argtypes = [ctypes.c_void_p] + [ctypes.POINTER(ctypes.c_int)] * 4
        self.display = self.x11.XOpenDisplay(display.encode())
        if not self.display:
            protocol.unavailable(f"cannot open X display {display}", "xvfb")
        a, b, c, d = (ctypes.c_int() for _ in range(4))
        if not self.xtst.XTestQueryExtension(self.display, ctypes.byref(a), ctypes.byref(b),
                                             ctypes.byref(c), ctypes.byref(d)):
            protocol.unavailable("the X server has no XTEST extension", "xvfb")
        self.keycodes = {}

    def keycode(self, name):
        if name not in self.keycodes:
            self.keycodes[name] = self.x11.XKeysymToKeycode(self.display, self.x11.XStringToKeysym(name.encode()))
        return self.keycodes[name]

    def focus(self, xid):
        self.x11.XSetInputFocus(self.display, xid, self.RevertToParent, 0)
        self.x11.XSync(self.display, 0)

    def press(self, name, count=1):
        """Presses and releases `name` `count` times, then waits for the X server to have them all."""
        self.send(name, count)
        self.x11.XSync(self.display, 0)

    def send(self, name, count):
        """Queues `count` presses and releases of `name` on the connection (`flush` sends them)."""
        code = self.keycode(name)
        for _ in range(count):
            self.xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
            self.xtst.XTestFakeKeyEvent(self.display, code, 0, 0)

    def flush(self):
        self.x11.XFlush(self.display)

    def close(self):
        if self.display:
            self.x11.XCloseDisplay(self.display)
            self.display = None


class Host:
    """One GTK toplevel holding the widget the texts are put in."""

    def __init__(self, major, element, keys, display, batches=True):
        self.major, self.element, self.keys = major, element, keys
        # Whether a step's XTEST keys go to the X server as batches (`press_batch`).
        self.batches = batches and keys == "xtest"
        self.Gtk, self.Gdk, self.GdkX11, self.GLib, self.Pango = load_gtk(major)
        Gtk = self.Gtk
        self.context = self.GLib.MainContext.default()
        self.releases = 0
        # While a batch is pressed (`press_batch`, `press_steps`): what each key release calls.
        self.recorder = None
        self.xtest = XTest(display) if keys == "xtest" else None
        if major == 3:
            self.window = Gtk.Window(type=Gtk.WindowType.TOPLEVEL)
            self.window.connect("key-release-event", self._on_release_gtk3)
        else:
            self.window = Gtk.Window()
            controller = Gtk.EventControllerKey()
            controller.set_propagation_phase(Gtk.PropagationPhase.CAPTURE)
            controller.connect("key-released", self._on_release_gtk4)
            self.window.add_controller(controller)
        self.window.set_default_size(900, 300)
        self.widget = None
        if major == 3:
            self.window.show_all()
        else:
            self.window.present()
        self.pump()
        self.xid = self._xid()
        if self.xtest is not None:
            self.xtest.focus(self.xid)
        self.pump()

    def refocus(self):
        """Gives the toplevel the X input focus again (after a key event went missing)."""
        if self.xtest is not None:
            self.xtest.focus(self.xid)
        self.pump()

    # -- GTK plumbing

    def _on_release_gtk3(self, _window, _event):
        self._released()
        return False

    def _on_release_gtk4(self, *_):
        self._released()

    def _released(self):
        self.releases += 1
        if self.recorder is not None:
            self.recorder()

    def pump(self):
        """Runs the main loop until nothing is pending (no sleeping)."""
        iteration = self.context.iteration
        pending = self.context.pending
        while pending():
            iteration(False)

    def _xid(self):
        if self.major == 3:
            return self.window.get_window().get_xid()
        return self.window.get_surface().get_xid()

    def version(self):
        Gtk = self.Gtk
        return f"{Gtk.get_major_version()}.{Gtk.get_minor_version()}.{Gtk.get_micro_version()}"

    def engine(self):
        GLib, Pango = self.GLib, self.Pango
        glib = running_glib_version() or f"{GLib.MAJOR_VERSION}.{GLib.MINOR_VERSION}.{GLib.MICRO_VERSION}"
        return f"Pango {Pango.version_string()}; GLib {glib}"

    def method(self):
        widget = {("3", "entry"): "GtkEntry", ("3", "textview"): "GtkTextView",
                  ("4", "entry"): "GtkEntry (its GtkText)", ("4", "textview"): "GtkTextView"}[(str(self.major), self.element)]
        if self.keys == "xtest":
            how = ("real X key events (XTEST via libXtst, as xdotool) to the focused toplevel under a private Xvfb, "
                   "through GDK's X11 backend and GTK's key bindings; main loop run until the key release is seen"
                   + ("; a text's keys sent as one batch, the state read at each key release and the next step "
                      "set up at the last release of the step before; every text and step put in the same widget"
                      if self.batches else ""))
        elif self.keys == "synthetic":
            how = "GdkEventKey (keyval, keymap hardware keycode, core keyboard) delivered with gtk_main_do_event"
        else:
            how = "key-binding signals emitted directly (backspace; move-cursor VISUAL_POSITIONS; delete-from-cursor CHARS), not key events"
        return f"GTK {self.version()} {widget}, input method gtk-im-context-simple: {how}; BackSpace, Right (Left for rtl), Delete from the start"

    # -- the widget

    def fresh(self, text, rtl):
        """A fresh focused widget holding `text` (a str); returns the text read back."""
        Gtk = self.Gtk
        self.discard()
        if self.element == "entry":
            widget = Gtk.Entry()
        else:
            widget = Gtk.TextView()
            widget.set_wrap_mode(Gtk.WrapMode.NONE)
        widget.set_direction(Gtk.TextDirection.RTL if rtl else Gtk.TextDirection.LTR)
        self.widget = widget
        if self.major == 3:
            self.window.add(widget)
            widget.show()
        else:
            self.window.set_child(widget)
        self.editable = widget
        if self.major == 4 and self.element == "entry":
            child = widget.get_first_child()
            while child is not None and not isinstance(child, Gtk.Text):
                child = child.get_next_sibling()
            self.editable = child if child is not None else widget
            self.editable.set_direction(Gtk.TextDirection.RTL if rtl else Gtk.TextDirection.LTR)
        if self.element == "entry":
            widget.set_text(text)
        else:
            widget.get_buffer().set_text(text, -1)
        widget.grab_focus()
        self.pump()
        return self.text()

    def refill(self, text, rtl, pump=True):
        """With batches, the widget there given `text` and the direction; a new one otherwise (and
        after `discard`), as `fresh`. `pump=False` inside a key release handler, where running the
        main loop would take the keys queued behind."""
        if not self.batches or self.widget is None:
            return self.fresh(text, rtl)
        direction = self.Gtk.TextDirection.RTL if rtl else self.Gtk.TextDirection.LTR
        self.widget.set_direction(direction)
        self.editable.set_direction(direction)
        if self.element == "entry":
            self.widget.set_text(text)
        else:
            self.widget.get_buffer().set_text(text, -1)
        if pump:
            self.pump()
        return self.text()

    def discard(self):
        """The next text gets a new widget: this one may be left mid-press or in a state no key
        put it in."""
        if self.widget is not None:
            if self.major == 3:
                self.window.remove(self.widget)
                self.widget.destroy()
            else:
                self.window.set_child(None)
            self.widget = None

    def text(self):
        if self.element == "entry":
            return self.widget.get_text()
        buffer = self.widget.get_buffer()
        return buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), True)

    def caret(self):
        """The caret in characters."""
        if self.element == "entry":
            return self.widget.get_position()
        buffer = self.widget.get_buffer()
        return buffer.get_iter_at_mark(buffer.get_insert()).get_offset()

    def place_caret(self, position, pump=True):
        if self.element == "entry":
            self.widget.set_position(position)
        else:
            buffer = self.widget.get_buffer()
            buffer.place_cursor(buffer.get_iter_at_offset(position) if position >= 0 else buffer.get_end_iter())
        if pump:
            self.pump()

    # -- keys

    def press(self, key, count=1):
        """Presses `key` (X keysym name: BackSpace, Right, Left, Delete) `count` times and waits
        until GTK handled them."""
        if self.keys == "signals":
            self._emit(key)
            self.pump()
            return
        wanted = self.releases + count
        if self.keys == "synthetic":
            self._synthesize(key)
        else:
            self.xtest.press(key, count)
        self.wait_for_releases(wanted, key)

    def wait_for_releases(self, wanted, key):
        """Runs the main loop until GTK has seen `wanted` key releases in all, then until idle."""
        deadline = time.monotonic() + PRESS_TIMEOUT * (wanted - self.releases)
        iteration = self.context.iteration
        while self.releases < wanted:
            if not self.context.pending():
                if time.monotonic() > deadline:
                    raise TimeoutError(f"GTK did not receive the {key} key event within {PRESS_TIMEOUT} s")
                # Block until the X connection (or a timer) has something; the X event is on its way.
                self._wake_after(0.05)
            iteration(True)
        self.pump()

    def press_batch(self, key, count, state):
        """Presses `key` `count` times as one batch of X key events; `state()` after each, read when
        GTK sees the key's release (the press's edit or move is done by then, in GTK's key
        binding). Only XTEST keys come back through the X server as a batch."""
        if not self.batches:
            states = []
            for _ in range(count):
                self.press(key)
                states.append(state())
            return states
        records = []
        self.recorder = lambda: records.append(state())
        try:
            self.press(key, count)
        finally:
            self.recorder = None
        return records

    def press_steps(self, steps):
        """Presses each step's key its count of times, the keys of every step sent as one batch of
        X key events: the states of each step, `state()` read at each of its key releases, and
        `setup()` of each step but the first made at the last key release of the step before, so
        before GTK takes the step's first key (the X events behind wait in the queue until the
        handler returns)."""
        pipeline = StepPipeline(steps)
        self.recorder = pipeline.released
        try:
            wanted = self.releases + sum(step.count for step in steps)
            for step in steps:
                self.xtest.send(step.key, step.count)
            self.xtest.flush()
            self.wait_for_releases(wanted, steps[0].key)
        finally:
            self.recorder = None
        if pipeline.failed is not None:
            raise pipeline.failed
        return pipeline.records

    def _wake_after(self, seconds):
        if getattr(self, "_wake", None) is None:
            def fire():
                self._wake = None
                return False
            self._wake = self.GLib.timeout_add(int(seconds * 1000), fire)

    def _emit(self, key):
        Gtk = self.Gtk
        target = self.editable
        if key == "BackSpace":
            target.emit("backspace")
        elif key == "Delete":
            target.emit("delete-from-cursor", Gtk.DeleteType.CHARS, 1)
        else:
            count = 1 if key == "Right" else -1
            target.emit("move-cursor", Gtk.MovementStep.VISUAL_POSITIONS, count, False)

    def _synthesize(self, key):
        Gdk, Gtk = self.Gdk, self.Gtk
        keyval = Gdk.keyval_from_name(key)
        keymap = Gdk.Keymap.get_for_display(Gdk.Display.get_default())
        found, keys = keymap.get_entries_for_keyval(keyval)
        keycode = keys[0].keycode if found and keys else 0
        seat = Gdk.Display.get_default().get_default_seat()
        keyboard = seat.get_keyboard()
        gdk_window = self.window.get_window()
        for kind in (Gdk.EventType.KEY_PRESS, Gdk.EventType.KEY_RELEASE):
            event = Gdk.Event.new(kind)
            event.key.window = gdk_window
            event.key.send_event = 0
            event.key.time = Gtk.get_current_event_time()
            event.key.state = 0
            event.key.keyval = keyval
            event.key.hardware_keycode = keycode
            event.key.group = keys[0].group if found and keys else 0
            event.set_device(keyboard)
            Gtk.main_do_event(event)
            # gdk_event_free would unref the window, whose reference the event never took.
            event.key.window = None


class Step:
    """One step of a text whose keys go with the others' (`Host.press_steps`): its key, how many
    presses, what is read after each, and what puts the widget in the step's start (none for the
    first step, set up before the keys are sent)."""

    def __init__(self, key, count, state, setup=None):
        self.key, self.count, self.state, self.setup = key, count, state, setup


class StepPipeline:
    """At each key release while `Host.press_steps` runs: records the step's state, and at the
    step's last release sets up the next step."""

    def __init__(self, steps):
        self.steps, self.index = steps, 0
        self.records = [[] for _ in steps]
        # GTK does not pass on what a handler raises; `press_steps` raises it when the keys are in.
        self.failed = None

    def released(self):
        try:
            step, records = self.steps[self.index], self.records[self.index]
            records.append(step.state())
            if len(records) == step.count and self.index + 1 < len(self.steps):
                self.index += 1
                self.steps[self.index].setup()
        except Exception as error:  # noqa: BLE001 (raised again by press_steps)
            self.failed = self.failed or error


def running_glib_version():
    """The loaded libglib's own glib_major/minor/micro_version (the typelib's constants can be older)."""
    try:
        lib = ctypes.CDLL("libglib-2.0.so.0")
        return ".".join(str(ctypes.c_uint.in_dll(lib, f"glib_{part}_version").value)
                        for part in ("major", "minor", "micro"))
    except (OSError, ValueError):
        return None


def measure(host, request):
    units = request["text"]
    ident = request["id"]
    text = protocol.units_to_str(units)
    if protocol.has_lone_surrogate(text):
        return {"id": ident, "unmeasured": "GTK holds UTF-8 text, which cannot hold a lone surrogate"}
    if "\x00" in text:
        return {"id": ident, "unmeasured": "GTK text is NUL-terminated UTF-8; it cannot hold U+0000"}
    direction = request.get("direction", "ltr")
    rtl = direction == "rtl"
    limit = protocol.press_limit(units)
    if host.batches:
        answer = measure_at_once(host, request, text, direction, limit)
        if answer is not None:
            return answer

    # Step by step. 1. Backspace from the end.
    held = host.refill(text, rtl)
    if held != text:
        return {"id": ident, "unmeasured": "the element holds a different text after setting it: "
                + describe_change(text, held)}
    host.place_caret(-1)
    answer = {"id": ident, "after": delete_all(host, "BackSpace", held, first_batch(host, request, "after"), limit)}
    answer.update(measure_caret(host, text, direction, first_batch(host, request, "caret"), limit))
    answer.update(measure_forward(host, text, rtl, first_batch(host, request, "forward"), limit))
    return answer


def measure_at_once(host, request, text, direction, limit):
    """The three steps' keys sent as one batch (`Host.press_steps`), each step's first batch as
    the step by step path sends it; or None when a step's batch ended before its stop or the text
    did not go back in as sent, and the text is then measured step by step, which presses on until
    the stop and says what went wrong. The states are those the step by step path reads: a batch
    is pressed whole there too, its presses after the stop recording nothing."""
    rtl = direction == "rtl"
    if host.refill(text, rtl) != text:
        return None
    host.place_caret(-1)
    wrong = []

    def again():
        # As steps 2 and 3 start step by step; the main loop is not run inside the handler.
        if host.refill(text, rtl, pump=False) != text:
            wrong.append("the text")
        host.place_caret(0, pump=False)
        if host.caret() != 0:
            wrong.append("the caret")

    def presses(step):
        return min(limit, protocol.expected_presses(request, step))

    caret_key = "Left" if rtl else "Right"
    steps = [Step("BackSpace", presses("after"), host.text)]
    if direction != "mixed":
        steps.append(Step(caret_key, presses("caret"), lambda: (host.caret(), host.text()), again))
    steps.append(Step("Delete", presses("forward"), host.text, again))
    records = host.press_steps(steps)
    after = until_stop(records[0], deletion_stop(text))
    forward = until_stop(records[-1], deletion_stop(text))
    if wrong or after is None or forward is None:
        return None
    answer = {"id": request["id"], "after": [protocol.str_to_units(t) for t in after]}
    if direction == "mixed":
        answer["caretUnmeasured"] = MIXED
    else:
        carets = until_stop(records[1], caret_stop(text))
        if carets is None:
            return None
        answer.update(caret_answer(text, caret_key, carets))
    answer["forward"] = [protocol.str_to_units(t) for t in forward]
    return answer


def until_stop(states, stop):
    """`states` up to the first at which `stop(states so far)` holds; None if at none."""
    so_far = []
    for state in states:
        so_far.append(state)
        if stop(so_far):
            return so_far
    return None


def deletion_stop(held):
    """Deleting stops when the text is empty or a press changes nothing."""
    def stop(states):
        return states[-1] == "" or states[-1] == (states[-2] if len(states) > 1 else held)
    return stop


def caret_offset(state):
    now, current = state
    return protocol.code_points_to_utf16(current, now)


def caret_stop(text):
    """Moving stops when the text changes or a press leaves the caret where it was."""
    def stop(states):
        before = caret_offset(states[-2]) if len(states) > 1 else 0
        return states[-1][1] != text or caret_offset(states[-1]) == before
    return stop


def caret_answer(text, key, states):
    """{"caret": stops} from the (caret, text) after each press, or {"caretUnmeasured": reason}."""
    stops = [0]
    for state in states:
        if state[1] != text:
            return {"caretUnmeasured": f"pressing {key} changed the text"}
        offset = caret_offset(state)
        if offset == stops[-1]:
            break
        stops.append(offset)
    return {"caret": stops}


MIXED = "mixed-direction text: the caret is not measured"


def first_batch(host, request, step):
    """A step's first batch (`protocol.expected_presses`); one press at a time without batches."""
    return protocol.expected_presses(request, step) if host.batches else 1


def pressed(host, key, first, limit, state, stop):
    """`state()` after each press of `key`, in batches until `stop(states)` or `limit` presses."""
    return protocol.pressed_in_batches(lambda count: host.press_batch(key, count, state), first, limit, stop)


def delete_all(host, key, held, first, limit):
    """The text (UTF-16 units) after each press until it is empty or a press changes nothing, as
    protocol.press_until_empty gives it."""
    return [protocol.str_to_units(t) for t in pressed(host, key, first, limit, host.text, deletion_stop(held))]


def measure_caret(host, text, direction, first, limit):
    """2. The forward arrow from the start: {"caret": stops} or {"caretUnmeasured": reason}."""
    rtl = direction == "rtl"
    if direction == "mixed":
        return {"caretUnmeasured": MIXED}
    held = host.refill(text, rtl)
    if held != text:
        return {"caretUnmeasured": "the element holds a different text after setting it again"}
    host.place_caret(0)
    position = host.caret()
    if position != 0:
        return {"caretUnmeasured": f"the caret is at character {position} after placing it at 0"}
    key = "Left" if rtl else "Right"
    states = pressed(host, key, first, limit, lambda: (host.caret(), host.text()), caret_stop(text))
    return caret_answer(text, key, states)


def measure_forward(host, text, rtl, first, limit):
    """3. Delete from the start, the text read after every press: {"forward": texts} or
    {"forwardUnmeasured": reason}. Delete is logical, so the direction does not matter."""
    held = host.refill(text, rtl)
    if held != text:
        return {"forwardUnmeasured": "the element holds a different text after setting it again"}
    host.place_caret(0)
    if host.caret() != 0:
        return {"forwardUnmeasured": f"the caret is at character {host.caret()} after placing it at 0"}
    return {"forward": delete_all(host, "Delete", held, first, limit)}


def describe_change(sent, held):
    if sent.replace("\r\n", "\n") == held:
        return "CR LF became LF"
    if sent.replace("\r", "\n") == held:
        return "CR became LF"
    if len(held) < len(sent) and sent.startswith(held):
        return f"cut after {len(held)} of {len(sent)} characters"
    return f"{len(sent)} characters sent, {len(held)} read back"


def main():
    protocol.lead_process_group()
    args = parse_arguments()
    # Keep GTK from talking to services that a private display does not have.
    os.environ["GTK_IM_MODULE"] = "gtk-im-context-simple"
    os.environ.setdefault("NO_AT_BRIDGE", "1")
    os.environ.setdefault("GTK_A11Y", "none")
    os.environ.setdefault("GSETTINGS_BACKEND", "memory")
    os.environ["GDK_BACKEND"] = "x11"
    os.environ.setdefault("GSK_RENDERER", "cairo")
    os.environ.pop("WAYLAND_DISPLAY", None)
    if args.keys == "synthetic" and args.gtk == "4":
        protocol.log("GTK 4 has no public key-event synthesis; use --keys xtest or signals")
        sys.exit(64)
    # A timed-out driver is ended with SIGTERM: leave through `finally` so Xvfb is stopped too.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    xvfb = protocol.Xvfb()
    try:
        display = xvfb.start()
        host = Host(int(args.gtk), args.element, args.keys, display, batches=not args.one_press_per_call)
        protocol.ready(host="gtk", version=host.version(), element=args.element, engine=host.engine(),
                       fonts=protocol.fonts_description(), method=host.method())
        started, count = time.monotonic(), 0
        for request in protocol.requests():
            try:
                protocol.send(measure(host, request))
            except TimeoutError as error:
                protocol.send({"id": request.get("id"), "unmeasured": str(error)})
                host.discard()
                host.refocus()
            except Exception as error:  # report, never guess; the next text gets a new widget
                host.discard()
                protocol.log(traceback.format_exc())
                protocol.send({"id": request.get("id"),
                               "unmeasured": f"the driver failed on this text: {type(error).__name__}: {error}"})
            count += 1
        elapsed = time.monotonic() - started
        if count:
            protocol.log(f"gtk.py: {count} texts in {elapsed:.1f} s ({count / elapsed:.1f} texts/s)")
        if host.xtest is not None:
            host.xtest.close()
    finally:
        xvfb.stop()


if __name__ == "__main__":
    main()
