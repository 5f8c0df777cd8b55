#!/usr/bin/env python3
"""Observer driver for line editors in a terminal (PROTOCOL.md): GNU readline under bash, and
Emacs without a window system (`emacs -nw`).

    terminal.py --program readline --element bash
    terminal.py --program emacs --element tty

The program runs in a pane of a private tmux server (its own socket in a temporary folder, no
configuration file), under the C.UTF-8 locale. Keys are sent with `tmux send-keys`, which
writes the bytes a terminal sends for the key into the pane's pty: BSpace is DEL (0x7F), Right
and Left the cursor-key sequences of the pane's cursor-key mode, DC (Delete) ESC [ 3 ~. The
program reads them from its terminal as it reads a user's keys.

The text is set, and the state read back, by two key sequences the driver binds in the program
itself; it presses the read key after every key press, and each read appends one record to a
file (a batch of presses is sent at once and the records are counted):

- readline: `bind -x` shell functions. The setter assigns READLINE_LINE from a file and
  READLINE_POINT; the reader appends READLINE_POINT and READLINE_LINE. bash 5.2 converts
  readline's byte offset rl_point to a character (code point) offset for READLINE_POINT
  (bminor/bash@74091dd4 bashline.c, bash_execute_unix_command, readline_get_char_offset), which
  this driver converts to UTF-16 from the line it read. A bash variable holds no NUL and the
  locale's UTF-8 no lone surrogate: such texts are unmeasured.
- emacs: two commands bound under C-c in a fundamental-mode buffer. The setter erases the
  buffer and inserts a file read as utf-8-unix (CR stays CR); the reader appends `point - 1`
  (characters) and the buffer's text written as utf-8-unix. A text with a lone surrogate is
  unmeasured. For `rtl` the buffer's bidi-paragraph-direction is right-to-left and Left is
  pressed (Emacs's left-char moves forward in a right-to-left paragraph); for `ltr` it is
  left-to-right.

Readline has no paragraph direction: for `rtl` Right (forward-char) is pressed as for `ltr`.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import protocol  # noqa: E402

LOCALE = "C.UTF-8"
READ_TIMEOUT = 10.0  # seconds a batch of presses may take to be read back
BATCH = 24           # presses sent in one tmux send-keys call

BASH_RC = r"""
stty -ixon
PS1='$ '
unset HISTFILE
__es_read() { printf '%s\0%s\0' "$READLINE_POINT" "$READLINE_LINE" >> "$EDITSEM_OUT"; }
__es_set() {
  local t; t=$(cat "$EDITSEM_IN"; printf x); READLINE_LINE=${t%x}
  if [[ $(<"$EDITSEM_AT") == end* ]]; then READLINE_POINT=${#READLINE_LINE}; else READLINE_POINT=0; fi
  : > "$EDITSEM_OUT"
}
bind -x '"\C-x\C-r": __es_read'
bind -x '"\C-x\C-p": __es_set'
"""

EMACS_EL = r"""
(setq inhibit-startup-screen t)
(defvar editsem-in (getenv "EDITSEM_IN"))
(defvar editsem-at (getenv "EDITSEM_AT"))
(defvar editsem-out (getenv "EDITSEM_OUT"))
(defun editsem-set ()
  (interactive)
  (let ((inhibit-read-only t)
        (at (with-temp-buffer (insert-file-contents editsem-at) (split-string (buffer-string)))))
    (erase-buffer)
    (let ((coding-system-for-read 'utf-8-unix)) (insert-file-contents editsem-in))
    (setq bidi-paragraph-direction (if (equal (nth 1 at) "rtl") 'right-to-left 'left-to-right))
    (goto-char (if (equal (nth 0 at) "end") (point-max) (point-min)))
    (let ((coding-system-for-write 'utf-8-unix)) (write-region "" nil editsem-out nil 'silent))))
(defun editsem-read ()
  (interactive)
  (let ((text (buffer-substring-no-properties (point-min) (point-max)))
        (p (1- (point))))
    (with-temp-buffer
      (insert (format "%d %d\n" p (length text)) text)
      (let ((coding-system-for-write 'utf-8-unix)) (write-region nil nil editsem-out t 'silent)))))
(switch-to-buffer (get-buffer-create "*editsem*"))
(fundamental-mode)
(setq buffer-undo-list t)
(global-set-key (kbd "C-c s") #'editsem-set)
(global-set-key (kbd "C-c r") #'editsem-read)
(with-temp-file (concat editsem-out ".ready") (insert "ready"))
"""

PROGRAMS = {
    "readline": {"element": "bash", "set": ["C-x", "C-p"], "read": ["C-x", "C-r"]},
    "emacs": {"element": "tty", "set": ["C-c", "s"], "read": ["C-c", "r"]},
}


class Unreadable(Exception):
    pass


class Terminal:
    def __init__(self, program):
        self.program = program
        self.keys = PROGRAMS[program]
        self.tmux = protocol.which_or_unavailable("tmux", "tmux")
        self.folder = tempfile.mkdtemp(prefix="editsem-terminal-")
        self.socket = os.path.join(self.folder, "tmux.sock")
        self.files = {name: os.path.join(self.folder, name) for name in ("in", "at", "out")}
        for name in ("in", "at", "out"):
            open(self.files[name], "w").close()
        env = [f"LANG={LOCALE}", f"LC_ALL={LOCALE}"] + [f"EDITSEM_{n.upper()}={p}" for n, p in self.files.items()]
        if program == "readline":
            self.bash = protocol.which_or_unavailable("bash", "bash")
            rc = os.path.join(self.folder, "rc.bash")
            with open(rc, "w", encoding="utf-8") as f:
                f.write(BASH_RC)
            command = f"{self.bash} --noprofile --rcfile {rc} -i"
        else:
            self.emacs = protocol.which_or_unavailable("emacs", "emacs-nox")
            el = os.path.join(self.folder, "editsem.el")
            with open(el, "w", encoding="utf-8") as f:
                f.write(EMACS_EL)
            command = f"{self.emacs} -nw -Q -l {el}"
            # Emacs 28 writes natively compiled files to ~/.emacs.d/eln-cache as it starts, even
            # with -Q; two sessions at once (observe --jobs) raced on the same files there and one
            # stopped starting ("Renaming: No such file or directory"). Each gets its own home.
            env.append(f"HOME={self.folder}")
        arguments = [self.tmux, "-S", self.socket, "-f", "/dev/null", "new-session", "-d", "-x", "200", "-y", "50"]
        for e in env:
            arguments += ["-e", e]
        self.run(arguments + [command])
        # One control-mode client takes the send-keys commands (no process per batch); what it
        # prints (the pane's output, command replies) is read and dropped.
        self.control = subprocess.Popen([self.tmux, "-S", self.socket, "-C", "attach-session", "-t", "0"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        threading.Thread(target=self.drain, daemon=True).start()
        self.wait_started()

    def drain(self):
        for _ in iter(lambda: self.control.stdout.read(65536), b""):
            pass

    def run(self, arguments):
        result = subprocess.run(arguments, capture_output=True, text=True, timeout=30)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(arguments[:6])}…: {result.stderr.strip()}")
        return result.stdout

    def send(self, keys):
        self.control.stdin.write(("send-keys " + " ".join(keys) + "\n").encode("ascii"))
        self.control.stdin.flush()

    def wait_started(self):
        """Sets a probe text until the program answers (it has read its bindings)."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.program == "emacs" and not os.path.exists(self.files["out"] + ".ready"):
                time.sleep(0.1)
                continue
            try:
                records = self.set_text("ok", at_end=True, direction="ltr", timeout=0.5)
            except Unreadable:
                continue
            if records and records[0][1] == "ok":
                return
        protocol.unavailable(f"{self.program} did not answer in tmux", "tmux")

    # -- records ----------------------------------------------------------------------------

    def parse(self, data):
        """The records read so far: (point in code points, text)."""
        records = []
        if self.program == "readline":
            fields = data.split(b"\0")[:-1]  # the last piece is not yet terminated
            for i in range(0, len(fields) - 1, 2):
                records.append((int(fields[i]), fields[i + 1].decode("utf-8", "surrogateescape")))
            return records
        text = data.decode("utf-8", "surrogateescape")
        position = 0
        while position < len(text):
            newline = text.find("\n", position)
            if newline < 0:
                break
            point, length = (int(x) for x in text[position:newline].split())
            start = newline + 1
            if start + length > len(text):
                break
            records.append((point, text[start:start + length]))
            position = start + length
        return records

    def records(self, count, timeout=READ_TIMEOUT):
        """Waits until the output file holds `count` records, and returns them."""
        deadline = time.monotonic() + timeout
        while True:
            with open(self.files["out"], "rb") as f:
                records = self.parse(f.read())
            if len(records) >= count:
                return records
            if time.monotonic() > deadline:
                raise Unreadable(f"{self.program} answered {len(records)} of {count} reads within {timeout:g} s")
            time.sleep(0.005)

    def set_text(self, text, at_end, direction, timeout=READ_TIMEOUT):
        with open(self.files["in"], "w", encoding="utf-8", newline="") as f:
            f.write(text)
        with open(self.files["at"], "w", encoding="utf-8") as f:
            f.write(("end" if at_end else "start") + " " + direction)
        with open(self.files["out"], "wb"):
            pass
        self.send(self.keys["set"] + self.keys["read"])
        return self.records(1, timeout)

    def press(self, key, start, limit, stop, room):
        """Presses `key` up to `limit` times from the state `start`, reading after each, until
        `stop(previous, state)`. Returns the states (code-point point, text) after each press.

        A batch is at most `room(state)` presses: Emacs signals an error at the edge of the
        buffer and then discards the input that is pending, reads included, so no batch goes
        past an edge; at an edge (`room` 0) the measurement ends, as the next press could
        change nothing."""
        states = []
        previous = start
        done = 1
        while len(states) < limit:
            n = min(BATCH, limit - len(states), room(previous))
            if n <= 0:
                return states
            self.send([key] + self.keys["read"] + ([key] + self.keys["read"]) * (n - 1))
            records = self.records(done + n)
            batch = records[done:done + n]
            done += n
            for state in batch:
                states.append(state)
                if stop(previous, state):
                    return states
                previous = state
        return states

    def close(self):
        try:
            self.control.stdin.close()
        except OSError:
            pass
        subprocess.run([self.tmux, "-S", self.socket, "kill-server"], capture_output=True, timeout=30)
        shutil.rmtree(self.folder, ignore_errors=True)


def utf16_offset(text, point):
    return protocol.code_points_to_utf16(text, point)


class Driver:
    def __init__(self, program):
        self.program = program
        self.terminal = Terminal(program)

    def reason_unmeasurable(self, text):
        if protocol.has_lone_surrogate(text):
            return "a UTF-8 terminal line holds no lone surrogate"
        if self.program == "readline" and "\x00" in text:
            return "a bash variable (READLINE_LINE) holds no NUL"
        return None

    def put(self, text, at_end, direction):
        records = self.terminal.set_text(text, at_end, direction)
        point, held = records[0]
        if held != text:
            return None, "the element holds a different text after setting it (" + protocol.describe_difference(text, held) + ")"
        expected = len(text) if at_end else 0
        if point != expected:
            return None, f"the point is {point} after setting it, not {expected}"
        return records[0], None

    def deletion(self, key, text, at_end, direction, limit):
        start, reason = self.put(text, at_end, direction)
        if reason:
            return None, reason

        def room(state):  # characters on the side the key deletes
            return state[0] if at_end else len(state[1]) - state[0]
        states = self.terminal.press(key, start, limit, lambda previous, state: state[1] == "" or state[1] == previous[1], room)
        return [protocol.str_to_units(s[1]) for s in states], None

    def caret(self, text, direction, limit):
        start, reason = self.put(text, False, direction)
        if reason:
            return None, reason
        key = "Left" if direction == "rtl" and self.program == "emacs" else "Right"
        # Emacs may move over several characters (a composition) in one press: one at a time.
        one = self.program == "emacs"
        states = self.terminal.press(key, start, limit, lambda previous, state: state[0] == previous[0],
                                     lambda state: min(1, len(state[1]) - state[0]) if one else len(state[1]) - state[0])
        stops = [0]
        for point, held in states:
            if held != text:
                return None, "the text changed while the caret moved"
            offset = utf16_offset(text, point)
            if offset == stops[-1]:
                break
            stops.append(offset)
        return stops, None

    def measure(self, request):
        units = request["text"]
        direction = request.get("direction", "ltr")
        text = protocol.units_to_str(units)
        answer = {"id": request["id"]}
        reason = self.reason_unmeasurable(text)
        if reason:
            answer["unmeasured"] = reason
            return answer
        limit = protocol.press_limit(units)
        try:
            after, reason = self.deletion("BSpace", text, True, direction, limit)
        except Unreadable as error:
            after, reason = None, str(error)
        if reason and reason.startswith("the element holds"):
            answer["unmeasured"] = reason
            return answer
        if after is not None:
            answer["after"] = after
        else:
            answer["afterUnmeasured"] = reason
        if direction == "mixed":
            answer["caretUnmeasured"] = "mixed direction: the caret is not measured"
        else:
            try:
                stops, reason = self.caret(text, direction, limit)
            except Unreadable as error:
                stops, reason = None, str(error)
            if stops is not None:
                answer["caret"] = stops
            else:
                answer["caretUnmeasured"] = reason
        try:
            forward, reason = self.deletion("DC", text, False, direction, limit)
        except Unreadable as error:
            forward, reason = None, str(error)
        if forward is not None:
            answer["forward"] = forward
        else:
            answer["forwardUnmeasured"] = reason
        return answer

    def ready_fields(self):
        tmux_version = self.terminal.run([self.terminal.tmux, "-V"]).strip()
        if self.program == "readline":
            bash = subprocess.run([self.terminal.bash, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
            bash_version = subprocess.run([self.terminal.bash, "-c", "echo $BASH_VERSION"], capture_output=True, text=True).stdout.strip()
            return {
                "host": "readline",
                "version": self.readline_version(),
                "element": "bash",
                "engine": (f"{bash} ({protocol.package_versions(['bash', 'libc6'])}); readline bundled in bash "
                           f"(bash links no libreadline); glibc wcwidth under {LOCALE}"),
                "fonts": f"none: the buffer does not depend on fonts ({tmux_version}, TERM tmux-256color)",
                "method": (f"bash {bash_version} -i (--noprofile, an rcfile of the driver's) in a {tmux_version} pane, "
                           f"LANG=LC_ALL={LOCALE}; text set with a bind -x function (READLINE_LINE from a file, "
                           "READLINE_POINT at the end or 0); keys by tmux send-keys into the pty: BSpace (DEL 0x7F, "
                           "backward-delete-char), Right (forward-char, also for rtl: no paragraph direction), "
                           "DC (ESC [ 3 ~, delete-char) from the start; after each key a bind -x function appends "
                           "READLINE_LINE and READLINE_POINT (code points, converted to UTF-16)"),
            }
        version = subprocess.run([self.terminal.emacs, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
        return {
            "host": "emacs",
            "version": version.split()[-1],
            "element": "tty",
            "engine": f"{version} ({protocol.package_versions(['emacs-nox', 'emacs-common'])}); its own character tables",
            "fonts": f"none: a terminal frame ({tmux_version}, TERM tmux-256color)",
            "method": (f"emacs -nw -Q in a {tmux_version} pane, LANG=LC_ALL={LOCALE}; a fundamental-mode buffer, "
                       "text set by a command bound to C-c s (insert-file-contents as utf-8-unix, "
                       "bidi-paragraph-direction left-to-right or right-to-left); keys by tmux send-keys into "
                       "the pty: BSpace (DEL, delete-backward-char), Right (right-char; Left for rtl), "
                       "DC (ESC [ 3 ~, <deletechar>, delete-forward-char) from the start; after each key a "
                       "command bound to C-c r appends point - 1 (characters, converted to UTF-16) and the buffer text"),
        }

    def readline_version(self):
        """The readline bundled in this bash: bash reports no readline version of its own, so
        the release is read from BASH_VERSINFO (bash 5.2 bundles readline 8.2)."""
        probe = subprocess.run([self.terminal.bash, "-ic", 'printf %s "${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}"'],
                               capture_output=True, text=True, env=dict(os.environ, LANG=LOCALE, LC_ALL=LOCALE))
        major_minor = probe.stdout.strip()
        # bash 5.2 bundles readline 8.2 (bminor/bash@74091dd4 lib/readline/readline.h, RL_READLINE_VERSION 0x0802).
        return {"5.2": "8.2", "5.1": "8.1", "5.0": "8.0"}.get(major_minor, "unknown (bash " + major_minor + ")")


def main():
    protocol.lead_process_group()
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--program", choices=sorted(PROGRAMS), required=True)
    parser.add_argument("--element", default=None)
    parser.add_argument("--variant", default=None, help="ignored; accepted for the protocol")
    args = parser.parse_args()
    if args.element is not None and args.element != PROGRAMS[args.program]["element"]:
        protocol.unavailable(f"{args.program} has one element, {PROGRAMS[args.program]['element']}", "none")
    driver = Driver(args.program)
    try:
        protocol.ready(**driver.ready_fields())
        for request in protocol.requests():
            try:
                answer = driver.measure(request)
            except Exception as error:  # report, never guess
                answer = {"id": request.get("id"), "unmeasured": f"the driver failed: {type(error).__name__}: {error}"}
            protocol.send(answer)
    finally:
        driver.terminal.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
