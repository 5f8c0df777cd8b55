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
  then runs GTK's main loop until the window has seen the key release, and until idle. A step's
  keys go to the X server as one batch (as many as the model expects, PROTOCOL.md `presses`),
  the widget's state read in the window's key-release handler after each; an X round trip a
  key was most of a text's time. Each text and each of its steps go into the same widget (in
  GTK 4 a new widget for each step was half of a text's time, one for each text a third); a
  text that failed leaves a new one for the next. `--one-press-per-call` waits for each key before the next, a new widget for each step.
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
        code = self.keycode(name)
        for _ in range(count):
            self.xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
            self.xtst.XTestFakeKeyEvent(self.display, code, 0, 0)
        self.x11.XSync(self.display, 0)

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
        # While a batch is pressed (`press_batch`): the function whose value each key release
        # records, and the records.
        self.recorder = None
        self.records = []
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
            self.records.append(self.recorder())

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
                   + ("; a step's keys sent as one batch, the state read at each key release; every text and step "
                      "put in the same widget" if self.batches else ""))
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

    def refill(self, text, rtl):
        """With batches, the widget there given `text` and the direction; a new one otherwise (and
        after `discard`), as `fresh`."""
        if not self.batches or self.widget is None:
            return self.fresh(text, rtl)
        direction = self.Gtk.TextDirection.RTL if rtl else self.Gtk.TextDirection.LTR
        self.widget.set_direction(direction)
        self.editable.set_direction(direction)
        if self.element == "entry":
            self.widget.set_text(text)
        else:
            self.widget.get_buffer().set_text(text, -1)
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

    def place_caret(self, position):
        if self.element == "entry":
            self.widget.set_position(position)
        else:
            buffer = self.widget.get_buffer()
            buffer.place_cursor(buffer.get_iter_at_offset(position) if position >= 0 else buffer.get_end_iter())
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
        deadline = time.monotonic() + PRESS_TIMEOUT * count
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
        self.recorder, self.records = state, []
        try:
            self.press(key, count)
        finally:
            self.recorder = None
        return self.records

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

    # 1. Backspace from the end.
    held = host.refill(text, rtl)
    if held != text:
        return {"id": ident, "unmeasured": "the element holds a different text after setting it: "
                + describe_change(text, held)}
    host.place_caret(-1)
    answer = {"id": ident, "after": delete_all(host, "BackSpace", held, first_batch(host, request, "after"), limit)}
    answer.update(measure_caret(host, text, direction, first_batch(host, request, "caret"), limit))
    answer.update(measure_forward(host, text, rtl, first_batch(host, request, "forward"), limit))
    return answer


def first_batch(host, request, step):
    """A step's first batch (`protocol.expected_presses`); one press at a time without batches."""
    return protocol.expected_presses(request, step) if host.batches else 1


def pressed(host, key, first, limit, state, stop):
    """`state()` after each press of `key`, in batches until `stop(states)` or `limit` presses."""
    return protocol.pressed_in_batches(lambda count: host.press_batch(key, count, state), first, limit, stop)


def delete_all(host, key, held, first, limit):
    """The text (UTF-16 units) after each press until it is empty or a press changes nothing, as
    protocol.press_until_empty gives it."""
    def stop(states):
        return states[-1] == "" or states[-1] == (states[-2] if len(states) > 1 else held)
    return [protocol.str_to_units(t) for t in pressed(host, key, first, limit, host.text, stop)]


def measure_caret(host, text, direction, first, limit):
    """2. The forward arrow from the start: {"caret": stops} or {"caretUnmeasured": reason}."""
    rtl = direction == "rtl"
    answer = {}
    if direction == "mixed":
        answer["caretUnmeasured"] = "mixed-direction text: the caret is not measured"
        return answer
    held = host.refill(text, rtl)
    if held != text:
        answer["caretUnmeasured"] = "the element holds a different text after setting it again"
        return answer
    host.place_caret(0)
    position = host.caret()
    if position != 0:
        answer["caretUnmeasured"] = f"the caret is at character {position} after placing it at 0"
        return answer
    stops = [0]
    key = "Left" if rtl else "Right"
    def offset(state):
        now, current = state
        return protocol.code_points_to_utf16(current, now)
    def stop(states):
        return states[-1][1] != text or offset(states[-1]) == (offset(states[-2]) if len(states) > 1 else 0)
    for now, current in pressed(host, key, first, limit, lambda: (host.caret(), host.text()), stop):
        if current != text:
            answer["caretUnmeasured"] = f"pressing {key} changed the text"
            return answer
        offset = protocol.code_points_to_utf16(current, now)
        if offset == stops[-1]:
            break
        stops.append(offset)
    answer["caret"] = stops
    return answer


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
