"""What the browser drivers share: the page, the page-side recorder, and the measuring loop.

A transport (webdriver.Session or marionette.Session) gives navigate, execute (a function body,
synchronous), perform_actions and release_actions; everything else is the same in every browser.

Keys are real WebDriver key actions. So as not to pay one round trip per press, a `keyup`
listener (capture phase, on window) records the element's text or caret after each key, all the
presses of a batch go in ONE call (Perform Actions, or for a built-in element the transport's own
`press_keys`: see `pipelined`), and one script call reads the records back.
`keyup` comes after `keydown`'s default action (the edit or the caret move), so each record is the
state after its press; `--one-press-per-call` reads the state with a script call after every press
instead, to check that (the reference path). A text's three phases (Backspace from the end, the
arrow and Delete from the start) go in one call too where they can (`planned`): the listener puts
the text back after a phase's last keyup, and what it recorded is replayed to the same measuring
loop, so the answer is built exactly as call by call; anything the plan did not record makes the
text be measured call by call. Firefox's transport also puts the text and reads the records in
the presses' call (marionette.py, `run_plan`).
"""

import argparse
import os
import time
import urllib.parse

import native
import protocol
from webdriver import ARROW_LEFT, ARROW_RIGHT, BACKSPACE, DELETE, KEY_NAMES, WebDriverError, key_actions

# Planned calls between two Release Actions (`planned`).
RELEASE_EVERY = 64

# A browser whose files were not observed with Delete (WebKitGTK, Safari) is not asked to press
# it: the known differences could not list where its Delete departs from its model.
FORWARD_UNMEASURED = "this driver does not press Delete for this browser"

# Line breaks a one-line `input` cannot hold (it strips CR and LF; the others would be shown as
# something else than a line break).
INPUT_LINE_BREAKS = {0x0A: "LF", 0x0B: "VT", 0x0C: "FF", 0x0D: "CR", 0x85: "NEL",
                     0x2028: "LINE SEPARATOR", 0x2029: "PARAGRAPH SEPARATOR"}

STYLE = ("white-space: pre-wrap; font-family: sans-serif; font-size: 20px; width: 1100px; "
         "box-sizing: border-box; padding: 4px; border: 1px solid #888; outline: none")

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>editsem observe</title>
<style>body { margin: 8px; font-family: sans-serif; } #host > * { %s }
textarea { height: 200px; resize: none; } [contenteditable] { min-height: 200px; }</style>
</head><body><div id="host"></div></body></html>""" % STYLE

# Installed once per page (again if the page was replaced). Strings go in and out as arrays of
# UTF-16 code units, so lone surrogates survive the JSON of the WebDriver wire.
LIBRARY = r"""
if (window.__editsem) return true;
const E = window.__editsem = {records: [], mode: null, el: null, kind: null};
E.str = (u) => { let s = ''; for (let i = 0; i < u.length; i += 4096) s += String.fromCharCode.apply(null, u.slice(i, i + 4096)); return s; };
E.units = (s) => { const u = new Array(s.length); for (let i = 0; i < s.length; i++) u[i] = s.charCodeAt(i); return u; };
E.isControl = () => E.el.localName === 'textarea' || E.el.localName === 'input';
// The element's text: a control's value; a contenteditable's text nodes in order (textContent).
E.text = () => E.isControl() ? E.el.value : E.el.textContent;
// The caret's UTF-16 offset: selectionStart, or the length of the text from the element's start
// to the selection's focus (Range.toString() sums the text nodes). null when not collapsed or
// outside the element.
E.caret = () => {
  if (E.isControl()) return E.el.selectionStart === E.el.selectionEnd ? E.el.selectionStart : null;
  const sel = getSelection();
  if (!sel.rangeCount || !sel.isCollapsed || !E.el.contains(sel.focusNode)) return null;
  const r = document.createRange(); r.setStart(E.el, 0); r.setEnd(sel.focusNode, sel.focusOffset);
  return r.toString().length;
};
E.state = () => E.mode === 'text' ? E.text() : E.caret();
window.addEventListener('keyup', (ev) => {
  if (!E.mode) return;
  E.records.push([ev.key, E.state()]);
  if (E.phases && E.records.length === E.phases[E.phase].count) E.nextPhase();
}, true);
E.arm = (mode) => { E.records = []; E.mode = mode; };
// The text as put by the driver: a fresh built-in element, or an editor page's own setter.
E.setText = (kind, s, dir, atEnd, again) => {
  if (E.kind !== 'editor') return again && E.kind === kind && E.el.isConnected
    ? E.refill(s, dir, atEnd ? s.length : 0) : E.fresh(kind, s, dir, atEnd ? s.length : 0);
  const el = E.el; if (E.ownDir === undefined) E.ownDir = el.getAttribute('dir');
  if (dir) el.dir = dir; else if (E.ownDir === null) el.removeAttribute('dir'); else el.setAttribute('dir', E.ownDir);
  window.editsem.set(s, atEnd); return E.text();
};
// A whole text's presses in one call: the text is put with the caret at the end, and when a
// phase's last keyup is recorded it is put again with the caret at 0 for the next phase, as the
// driver would between calls; in the same element when `again` (`refill`: in Chromium a new
// element took 3 to 5 ms, a new value under 1). Any failure ends the plan early (the driver then
// measures the text call by call, a fresh element for each phase).
E.plan = (kind, u, dir, phases, again) => {
  E.phases = null; E.mode = null; E.done = [];
  const s = E.str(u);
  const held = E.setText(kind, s, dir, true);
  const result = {held: E.units(held), caret: E.kind === 'editor' ? E.caret() : null};
  E.planned = {kind, s, dir, again}; E.phases = phases; E.phase = 0; E.arm(phases[0].mode);
  return result;
};
E.nextPhase = () => {
  const records = E.records;
  E.done.push(records.map(([k, v]) => [k, typeof v === 'string' ? E.units(v) : v]));
  E.records = []; E.phase += 1;
  const next = E.phases[E.phase];
  if (!next) { E.phases = null; E.mode = null; return; }
  try {
    const held = E.setText(E.planned.kind, E.planned.s, E.planned.dir, false, E.planned.again);
    E.done.push({held: E.units(held), caret: next.mode === 'caret' ? E.caret() : null});
    E.mode = next.mode;
  } catch (e) { E.phases = null; E.mode = null; }
};
// The phases' records, and the state now in the last phase's mode: an editor that applies a key's
// edit after its keyup shows it here.
E.takePlan = (lastMode) => {
  const d = E.done; E.done = []; E.phases = null; E.records = [];
  E.mode = lastMode; const now = E.now(); E.mode = null;
  return {done: d, now: now};
};
// The same two for a caller in another compartment (marionette.py's system sandbox, which would
// see the page's objects through wrappers): JSON text in and out.
E.planJSON = (json) => JSON.stringify(E.plan.apply(null, JSON.parse(json)));
E.takePlanJSON = (lastMode) => JSON.stringify(E.takePlan(lastMode));
E.take = () => { const r = E.records; E.records = []; E.mode = null;
  return r.map(([k, v]) => [k, typeof v === 'string' ? E.units(v) : v]); };
E.now = () => { const v = E.state(); return typeof v === 'string' ? E.units(v) : v; };
// A fresh built-in element holding exactly `s`, focused, caret at `at` (a UTF-16 offset).
E.fresh = (kind, s, dir, at) => {
  const host = document.getElementById('host');
  host.textContent = '';
  let el;
  if (kind === 'contenteditable') { el = document.createElement('div'); el.contentEditable = 'true'; }
  else { el = document.createElement(kind); if (kind === 'input') el.type = 'text'; }
  el.spellcheck = false;
  el.setAttribute('autocomplete', 'off'); el.setAttribute('autocorrect', 'off');
  if (dir) el.dir = dir;
  host.appendChild(el);
  E.el = el; E.kind = kind;
  if (kind === 'contenteditable') { if (s.length) el.appendChild(document.createTextNode(s)); }
  else el.value = s;
  el.focus();
  E.place(at);
  return E.text();
};
// The same element given `s` again, as `fresh` would leave it.
E.refill = (s, dir, at) => {
  const el = E.el;
  if (dir) el.dir = dir; else el.removeAttribute('dir');
  if (E.kind === 'contenteditable') { el.textContent = ''; if (s.length) el.appendChild(document.createTextNode(s)); }
  else el.value = s;
  if (document.activeElement !== el) el.focus();
  E.place(at);
  return E.text();
};
E.place = (at) => {
  const el = E.el;
  if (E.isControl()) { el.setSelectionRange(at, at); return; }
  const sel = getSelection();
  // The text node and offset `at` units from the start.
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let node, left = at, last = null;
  while ((node = walker.nextNode())) { last = node; if (left <= node.length) { sel.collapse(node, left); return; } left -= node.length; }
  if (last) sel.collapse(last, last.length); else sel.collapse(el, 0);
};
return true;
"""


class Unmeasured(Exception):
    pass


class ReplayMiss(Exception):
    """The measuring loop asked for something the planned run did not record."""


def line_break_in(text):
    for c in text:
        if ord(c) in INPUT_LINE_BREAKS:
            return f"U+{ord(c):04X} {INPUT_LINE_BREAKS[ord(c)]}"
    return None


class Measurer:
    def __init__(self, session, element=None, url=None, selector=None, one_press_per_call=False, presses_delete=False,
                 editor_page=False, mount_timeout=30, refill=False):
        self.session = session
        # A page giving window.editsem (Drivers/editors/, PROTOCOL.md "Editor pages"): the editor's
        # own API sets and reads the text; only the keys are pressed.
        self.editor_page = editor_page
        self.mount_timeout = mount_timeout
        self.presses_delete = presses_delete
        self.element = element
        self.url = url
        self.selector = selector
        self.one_press_per_call = one_press_per_call
        # Whether a plan puts the text back in the same built-in element between steps (`E.plan`):
        # for a browser whose whole-corpus files were the same with it (docs/observing.md).
        self.refill = refill
        # What a planned run recorded, served in order to the measuring loop's calls (`replayed`).
        self._replay = None
        # The dir attribute the element had when the page last rendered a text (None: its own).
        self._dir = None
        # Planned calls since the last Release Actions (see `planned`).
        self._unreleased = 0

    # Page

    def load(self):
        # A server that does not wait for pages (chromium.py's pageLoadStrategy "none") returns
        # from Navigate To at once, so the document left is marked and the new one awaited.
        self.session.execute("window.__editsemLeft = true; return true;")
        self.session.navigate(self.url or "data:text/html;charset=utf-8," + urllib.parse.quote(PAGE))
        what = self.url or "of the built-in element"
        deadline = time.monotonic() + self.mount_timeout
        while True:
            try:
                # A script that lands while the document is replaced fails: asked again.
                state = self.session.execute("if (window.__editsemLeft) return 'leaving';"
                                             "return location.protocol === 'chrome-error:' ? 'error' : document.readyState;")
            except WebDriverError:
                state = "replacing"
            if state == "complete":
                break
            if state == "error":
                raise SystemExit(f"the page {what} could not be loaded (the browser shows its error page)")
            if time.monotonic() > deadline:
                raise SystemExit(f"the page {what} did not load in {self.mount_timeout} s (last seen: {state})")
            time.sleep(0.02)
        self.install()

    def install(self):
        self.session.execute(LIBRARY)
        self._dir = None
        if self.editor_page:
            self.wait_for_editor()
        elif self.url:
            self.wait_for_selector()

    def wait_for_selector(self):
        """Editors that mount after the page loads (Draft.js, Lexical) get `mount_timeout` seconds."""
        deadline = time.monotonic() + self.mount_timeout
        while True:
            found = self.session.execute(
                "const el = document.querySelector(arguments[0]); if (!el) return null;"
                "window.__editsem.el = el; window.__editsem.kind = 'page'; return el.localName;",
                self.selector)
            if found is not None:
                return
            if time.monotonic() > deadline:
                raise SystemExit(f"no element matches {self.selector!r} on {self.url} after {self.mount_timeout} s")
            time.sleep(0.1)

    def wait_for_editor(self):
        deadline = time.monotonic() + self.mount_timeout
        while True:
            state = self.session.execute(
                "const P = window.editsem; if (!P) return 'no window.editsem';"
                "if (P.error) return 'error: ' + P.error; return P.ready ? 'ready' : 'mounting';")
            if state == "ready":
                break
            if state.startswith("error") or time.monotonic() > deadline:
                raise SystemExit(f"the editor on {self.url} did not mount: {state}")
            time.sleep(0.1)
        self.session.execute(
            "const E = window.__editsem, P = window.editsem; E.el = P.element(); E.kind = 'editor';"
            "E.isControl = () => false; E.text = () => P.text(); E.caret = () => P.caret(); return true;")

    def js(self, body, *args):
        """Runs `body` with `E` bound to the page's recorder, reinstalling it if the page lost it."""
        script = "const E = window.__editsem; if (!E) return {lost: true};\n" + body
        value = self.session.execute(script, *args)
        if isinstance(value, dict) and value.get("lost"):
            self.install()
            value = self.session.execute(script, *args)
        return value

    # Putting a text in the element

    def put(self, units, direction, at_end):
        """Makes the element hold exactly `units`, focused, caret at the end or at 0; returns
        what it holds."""
        if self._replay is not None:
            return self.replayed("put", (tuple(units), direction, at_end))
        dir_ = "rtl" if direction == "rtl" else None
        if self.editor_page:
            held = self.js("return E.units(E.setText(null, E.str(arguments[1]), arguments[0], arguments[2]));",
                           dir_, units, at_end)
            self.rendered(dir_)
            return held
        if not self.url:
            at = len(units) if at_end else 0
            return self.js("return E.units(E.fresh(arguments[0], E.str(arguments[1]), arguments[2], arguments[3]));",
                           self.element, units, dir_, at)
        # A user's editor: its own handlers must see the edit. Select all, a real Backspace, then
        # execCommand('insertText') (fires beforeinput/input like typing), then place the caret.
        self.js("const el = E.el; if (E.ownDir === undefined) E.ownDir = el.getAttribute('dir');"
                "if (arguments[0]) el.dir = arguments[0];"
                "el.focus(); if (E.isControl()) el.select(); else getSelection().selectAllChildren(el);"
                "return true;", dir_)
        self.session.perform_actions(key_actions([BACKSPACE]))
        self.session.release_actions()
        held = self.js("const s = E.str(arguments[0]); E.el.focus();"
                       "if (s.length) document.execCommand('insertText', false, s); return E.units(E.text());", units)
        # Editors that apply the insertion in a later task (Lexical) get up to a second.
        deadline = time.monotonic() + 1
        while held != units and time.monotonic() < deadline:
            time.sleep(0.05)
            held = self.js("return E.units(E.text());")
        held = self.js("E.place(arguments[0] ? E.text().length : 0); return E.units(E.text());", at_end)
        self.rendered(dir_)
        return held

    def rendered(self, dir_):
        """Once an editor holds a text put with another dir attribute than the last text, lets the
        page render twice before any key: CodeMirror 6 reads the element's direction when it
        measures, in an animation frame, and the arrows of a batch pressed before that move as in
        the last text's direction (Persian and Russian words taken in turn: 3 to 12 carets in 40
        wrong in every run, Chromium and Firefox, without this wait; none with it)."""
        if dir_ != self._dir:
            self.session.execute_async("const done = arguments[arguments.length - 1];"
                                       "requestAnimationFrame(() => requestAnimationFrame(() => done(true)));")
            self._dir = dir_

    def restore_direction(self):
        """Gives the user's editor back its own dir attribute."""
        self.js("if (E.ownDir === null) E.el.removeAttribute('dir'); else E.el.setAttribute('dir', E.ownDir);"
                    "return true;")

    # Pressing keys

    def press(self, key, count, mode):
        """Presses `key` `count` times; the states after each press (text units or caret)."""
        if self._replay is not None:
            return self.replayed("press", (key, count, mode))
        self.js("E.arm(arguments[0]); return true;", mode)
        if self.one_press_per_call:
            states = []
            for _ in range(count):
                self.session.perform_actions(key_actions([key]))
                states.append(self.js("return E.now();"))
            self.session.release_actions()
            self.js("return E.take().length;")
            return states
        self.press_keys([key] * count, release=True)
        records = self.js("return E.take();")
        if len(records) != count or any(name != KEY_NAMES[key] for name, _ in records):
            raise Unmeasured(f"the page saw keyup events {sorted(set(n for n, _ in records))} "
                             f"x {len(records)} for {count} presses of {KEY_NAMES[key]}")
        if self.url and records:
            # An editor that applies a key's edit after the key's keyup would be misread.
            now = self.js("E.mode = arguments[0]; const v = E.now(); E.mode = null; return v;", mode)
            if now != records[-1][1]:
                raise Unmeasured(f"the editor's {'text' if mode == 'text' else 'caret'} changed after the last "
                                 f"keyup of a batch of {KEY_NAMES[key]}: it applies the key later than the key event")
        return [state for _, state in records]

    def pipelined(self):
        """Whether batches go through the transport's own `press_keys` (chromium.py, marionette.py),
        which does not go back to the driver between keys: for the built-in elements, whose edit and caret move are done within the
        keydown's default action. An editor's handlers may leave work to a later task, which keys
        arriving back to back could overtake, so editors keep Perform Actions, a key's answer
        awaited before the next is sent."""
        return getattr(self.session, "pipelines_keys", False) and not self.url and not self.one_press_per_call

    def plans_in_one_call(self):
        """Whether a plan's setting, presses and reading go in one call of the transport's own
        (`run_plan`, marionette.py): where batches are pipelined, which editor pages are not."""
        return self.pipelined() and hasattr(self.session, "run_plan")

    def press_keys(self, keys, release):
        """Each of `keys` pressed and released in turn, in one call."""
        if self.pipelined():
            self.session.press_keys(keys)
            return
        self.session.perform_actions(key_actions(keys))
        # Every keyDown of the call has its keyUp, so no key is left down; Release Actions only
        # empties the server's list of keys to release (W3C's input cancel list, an entry a press),
        # so a plan sends it every RELEASE_EVERY calls: after each it was a twentieth of a text's time.
        self._unreleased += 1
        if release or self._unreleased == RELEASE_EVERY:
            self.session.release_actions()
            self._unreleased = 0

    def first_batch(self, request, field):
        """A step's first batch (`protocol.expected_presses`); the reference path
        (`--one-press-per-call`) keeps the text's length."""
        if self.one_press_per_call:
            return len(request["text"]) + 1
        return protocol.expected_presses(request, field)

    def run(self, key, first, limit, mode, stop):
        """Presses in batches, the first of `first` presses, until `stop` says so."""
        return protocol.pressed_in_batches(lambda count: self.press(key, count, mode), first, limit, stop)

    def caret_now(self):
        if self._replay is not None:
            return self.replayed("caret", None)
        return self.js("return E.caret();")

    # One text in one Perform Actions call

    def replayed(self, kind, args):
        if not self._replay or self._replay[0][:2] != (kind, args):
            raise ReplayMiss(kind)
        return self._replay.pop(0)[2]

    def plannable(self, units, direction):
        """Whether the text's presses can go in one call: a built-in element or an editor page
        (a user's editor is set through real keys, which cannot run inside a keyup), a text that
        one batch per phase measures (`run`'s first batch), and not one an input refuses."""
        if self.one_press_per_call or (self.url and not self.editor_page) or not units:
            return False
        if protocol.press_limit(units) < len(units) + 1:
            return False
        return not (self.element == "input" and line_break_in(protocol.units_to_str(units)))

    def planned(self, request):
        """Every press of the text in one Perform Actions call, the page putting the text back
        between phases: the calls `measure_live` makes, with what each returned, in its order;
        None when the plan did not run through (the text is then measured call by call)."""
        units = request["text"]
        direction = request.get("direction", "ltr")
        limit = protocol.press_limit(units)
        phases = [("text", BACKSPACE, "after")]
        if direction != "mixed":
            phases.append(("caret", ARROW_LEFT if direction == "rtl" and not self.ignores_dir() else ARROW_RIGHT, "caret"))
        if self.presses_delete:
            phases.append(("text", DELETE, "forward"))
        phases = [(mode, key, min(limit, self.first_batch(request, field))) for mode, key, field in phases]
        plan = [self.element, units, "rtl" if direction == "rtl" else None,
                [{"mode": mode, "count": count} for mode, _, count in phases], self.refill]
        keys = [key for _, key, count in phases for _ in range(count)]
        got = self.session.run_plan(plan, keys, phases[-1][0]) if self.plans_in_one_call() else None
        if got is None:
            setup = self.js("return E.plan(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4]);", *plan)
            if setup["held"] != units or (self.editor_page and setup["caret"] != len(units)):
                return None
            if self.editor_page:
                self.rendered("rtl" if direction == "rtl" else None)
            self.press_keys(keys, release=False)
            taken = self.js("return E.takePlan(arguments[0]);", phases[-1][0])
        else:
            setup, taken = got
            if setup["held"] != units:
                return None
        done = taken["done"]
        if len(done) != 2 * len(phases) - 1 or not done[-1] or done[-1][-1][1] != taken["now"]:
            return None
        replay = [("put", (tuple(units), direction, True), setup["held"])]
        if self.editor_page:
            replay.append(("caret", None, setup["caret"]))
        for index, (mode, key, count) in enumerate(phases):
            if index:
                reset = done[2 * index - 1]
                replay.append(("put", (tuple(units), direction, False), reset["held"]))
                if mode == "caret":
                    replay.append(("caret", None, reset["caret"]))
            records = done[2 * index]
            if len(records) != count or any(name != KEY_NAMES[key] for name, _ in records):
                return None
            replay.append(("press", (key, count, mode), [state for _, state in records]))
        return replay

    # One request

    def measure(self, request):
        units, direction = request["text"], request.get("direction", "ltr")
        if self.plannable(units, direction):
            replay = self.planned(request)
            if replay is not None:
                self._replay = replay
                try:
                    answer = self.measure_live(request)
                    if not self._replay:
                        return answer
                except ReplayMiss:
                    pass
                finally:
                    self._replay = None
        return self.measure_live(request)

    def measure_live(self, request):
        try:
            answer = self.measure_text(request)
            if "unmeasured" not in answer:
                answer.update(self.measure_forward(request) if self.presses_delete else {"forwardUnmeasured": FORWARD_UNMEASURED})
            return answer
        finally:
            if self.url and not self.editor_page and request.get("direction") == "rtl":
                self.restore_direction()

    def measure_text(self, request):
        units = request["text"]
        text = protocol.units_to_str(units)
        direction = request.get("direction", "ltr")
        answer = {"id": request["id"]}
        if self.element == "input" or (self.url and self.session_kind() == "input"):
            brk = line_break_in(text)
            if brk:
                answer["unmeasured"] = f"an input holds one line; the text has a line break ({brk})"
                return answer
        limit = protocol.press_limit(units)

        held = self.put(units, direction, at_end=True)
        if held != units:
            answer["unmeasured"] = ("the element holds a different text after setting it ("
                                    + protocol.describe_difference(text, protocol.units_to_str(held)) + ")")
            return answer
        caret = self.caret_now() if self.editor_page and units else len(units)
        if caret != len(units):
            # An editor page that could not put the caret at the end would have Backspace measure
            # some other place.
            answer["afterUnmeasured"] = f"the caret is at {caret}, not at the end ({len(units)}), after setting the text"
        else:
            answer.update(self.delete_all(BACKSPACE, request, limit, "after"))

        if direction == "mixed":
            answer["caretUnmeasured"] = "mixed direction: the caret is not measured"
            return answer
        held = self.put(units, direction, at_end=False)
        if held != units:
            answer["caretUnmeasured"] = "the element held a different text the second time"
            return answer
        try:
            start = self.caret_now()
            if start != 0:
                raise Unmeasured(f"the caret is at {start}, not 0, after placing it at the start")
            key = ARROW_LEFT if direction == "rtl" and not self.ignores_dir() else ARROW_RIGHT
            offsets = self.run(key, self.first_batch(request, "caret"), limit, "caret",
                               lambda s: s[-1] is None or s[-1] == (s[-2] if len(s) > 1 else 0))
            if any(o is None for o in offsets):
                raise Unmeasured("the selection left the element or was not collapsed after a press")
            stops = [0]
            for o in offsets:
                if o == stops[-1]:
                    break
                stops.append(o)
            answer["caret"] = stops
        except Unmeasured as reason:
            answer["caretUnmeasured"] = str(reason)
        return answer

    def measure_forward(self, request):
        """Delete from the start: {"forward": texts} or {"forwardUnmeasured": reason}. Delete is
        logical, so the direction does not matter."""
        units = request["text"]
        held = self.put(units, request.get("direction", "ltr"), at_end=False)
        if held != units:
            return {"forwardUnmeasured": "the element held a different text the third time"}
        return self.delete_all(DELETE, request, protocol.press_limit(units), "forward")

    def delete_all(self, key, request, limit, field):
        """Presses `key` until the text is empty or a press changes nothing: {field: the text
        after each press} or {field + "Unmeasured": reason}."""
        units = request["text"]
        if not units:
            return {field: []}  # nothing to delete: no presses, as the models count them
        def deleted(states):
            before = states[-2] if len(states) > 1 else units
            return states[-1] == [] or states[-1] == before
        try:
            after = self.run(key, self.first_batch(request, field), limit, "text", deleted)
        except Unmeasured as reason:
            return {field + "Unmeasured": str(reason)}
        if any(s is None for s in after):
            return {field + "Unmeasured": "the element's text could not be read"}
        return {field: after}

    def ignores_dir(self):
        """An editor page that lays every line out left to right whatever `dir` says (Ace with its
        defaults) moves forward with ArrowRight in right-to-left text too."""
        if not self.editor_page:
            return False
        if not hasattr(self, "_ignores_dir"):
            self._ignores_dir = bool(self.js("return !!window.editsem.ignoresDir;"))
        return self._ignores_dir

    def session_kind(self):
        if not hasattr(self, "_kind"):
            self._kind = self.js("return E.el.localName === 'input' ? 'input' : 'other';")
        return self._kind

    def serve(self):
        for request in protocol.requests():
            protocol.send(self.measure(request))


def arguments(description, webdriver=True, elements=("textarea", "input", "contenteditable")):
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--element", choices=list(elements))
    parser.add_argument("--url", help="a page holding the user's own editor")
    parser.add_argument("--selector", help="the CSS selector of the editor on --url")
    parser.add_argument("--variant", help="unused by browser drivers")
    parser.add_argument("--editor", help="a real web editor of Drivers/editors/ (its page, on a loopback server)")
    parser.add_argument("--mount-timeout", type=float, default=30,
                        help="seconds to wait for --selector or the editor to appear on the page")
    if webdriver:
        parser.add_argument("--webdriver", help="an already-running WebDriver endpoint to use")
        parser.add_argument("--capabilities", help="JSON capabilities for --webdriver")
        parser.add_argument("--locator", help="STRATEGY=VALUE: native-app mode (native.py), element commands only")
    parser.add_argument("--one-press-per-call", action="store_true",
                        help="read the state with a script call after every press (slow; for checking the recorder)")
    args = parser.parse_args()
    protocol.lead_process_group()
    locator = getattr(args, "locator", None)
    if locator and (args.selector or not args.webdriver):
        parser.error("--locator goes with --webdriver, and with --url (a page to show) but not --selector")
    if args.editor and (args.url or args.selector or locator):
        parser.error("--editor serves its own page; it takes neither --url, --selector nor --locator")
    if not locator and bool(args.url) != bool(args.selector):
        parser.error("--url and --selector go together")
    if not args.url and not args.element:
        args.element = elements[0]
    if (args.url or args.editor) and not locator:
        args.element = None
    return args


def measurer(session, args, presses_delete=False, refill=False):
    """The measurer `args` ask for, its page (if any) loaded: native-app mode for --locator, else
    the page and its recorder, pressing Delete too when `presses_delete`."""
    if getattr(args, "locator", None):
        measurer = native.Measurer(session, args.locator, url=args.url)
    else:
        measurer = Measurer(session, element=args.element, url=args.url, selector=args.selector,
                            one_press_per_call=args.one_press_per_call, presses_delete=presses_delete,
                            editor_page=bool(args.editor), mount_timeout=args.mount_timeout, refill=refill)
    measurer.load()
    return measurer


def describe_method(measurer, transport, args):
    if getattr(args, "locator", None):
        return measurer.method(transport)
    return method(transport, args, keys_text(measurer.presses_delete),
                  pipelined=measurer.session.PRESS_KEYS_TEXT if measurer.pipelined() else None, refill=measurer.refill)


def method(transport, args, keys_text, pipelined=None, refill=False):
    """`pipelined`: how the transport's `press_keys` sends a batch, when it does."""
    batch = pipelined or "a batch of presses per Perform Actions call"
    how = "one script call per press" if args.one_press_per_call else \
        batch + ", state recorded by a keyup listener" + (
            "" if args.url else "; a text's Backspace, arrow and Delete presses in one call, the text put back "
            "by the listener between them" + (" in the same element" if refill else ""))
    if args.url:
        setting = ("text set by select-all, a Backspace key, then document.execCommand('insertText') "
                   f"in the editor {args.selector} at {args.url}")
    elif args.element == "contenteditable":
        setting = "text set as one text node of a contenteditable div, read as textContent, caret from a Range"
    else:
        setting = f"text set as {args.element}.value, caret from selectionStart"
    return f"{transport}: Actions key events {keys_text}; {how}; {setting}"


def keys_text(presses_delete):
    return "U+E003 Backspace, U+E014 ArrowRight (U+E012 ArrowLeft for dir=rtl)" + (
        ", U+E017 Delete from the start" if presses_delete else "")


def timed(label, fn):
    t = time.monotonic()
    value = fn()
    protocol.log(f"{label}: {time.monotonic() - t:.2f} s")
    return value
