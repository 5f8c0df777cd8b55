"""The observer driver protocol (PROTOCOL.md): JSON lines on standard input and output."""

import json
import os
import shutil
import signal
import subprocess
import sys

EXIT_UNAVAILABLE = 69


def units_to_str(units):
    """UTF-16 code units to a Python str; lone surrogates survive as surrogate code points."""
    return b"".join(u.to_bytes(2, "little") for u in units).decode("utf-16-le", "surrogatepass")


def str_to_units(text):
    """A Python str (possibly holding lone surrogates) to UTF-16 code units."""
    data = text.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(data[i:i + 2], "little") for i in range(0, len(data), 2)]


def utf16_length(text):
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def code_points_to_utf16(text, offset):
    """A code-point offset into `text` as a UTF-16 offset."""
    return utf16_length(text[:offset])


def has_lone_surrogate(text):
    return any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def describe_difference(sent, held):
    """Why the element's text is not the text sent, as precisely as cheaply possible."""
    if "\r" in sent and sent.replace("\r\n", "\n").replace("\r", "\n") == held:
        return "CR LF / CR became LF"
    if "\x00" in sent and sent.replace("\x00", "") == held:
        return "the NUL was dropped"
    if "\x00" in sent and sent.replace("\x00", "\ufffd") == held:
        return "the NUL became U+FFFD"
    if has_lone_surrogate(sent):
        return "a lone surrogate did not survive"
    return "sent " + json.dumps(sent) + ", held " + json.dumps(held)


def press_limit(units):
    return 4 * len(units) + 4


def press_until_empty(press, read, text, limit):
    """Calls `press()` until `read()` gives an empty text, a press changes nothing, or `limit`
    presses; the text (UTF-16 units) after every press, as `after` and `forward` carry it."""
    after = []
    previous = text
    for _ in range(limit):
        press()
        now = read()
        after.append(str_to_units(now))
        if now == "" or now == previous:
            break
        previous = now
    return after


def expected_presses(request, step):
    """How many presses of a step to send at first: as many as the request says its model
    expects (`presses`, PROTOCOL.md), else one more than the text's units, enough when every
    press removes or passes at least one unit. A driver presses on until its stop either way, so
    this changes how many calls a text takes, never what is recorded."""
    expected = request.get("presses", {}).get(step)
    return expected if isinstance(expected, int) and expected > 0 else len(request["text"]) + 1


def pressed_in_batches(press, first, limit, stop):
    """The states after each press, pressed by `press(count)` in batches (the first of `first`,
    then at least 4) until `stop(states)` or `limit` presses; presses of a batch after the stop
    change nothing recorded."""
    states, done, batch = [], 0, min(limit, first)
    while done < limit:
        for state in press(batch):
            states.append(state)
            if stop(states):
                return states
        done += batch
        batch = min(limit - done, max(4, batch))
    return states


def send(obj):
    sys.stdout.write(json.dumps(obj, ensure_ascii=True, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def ready(**fields):
    fields.setdefault("platform", os_name())
    fields.setdefault("device", device_name())
    send({"ready": fields})


def unavailable(message, install):
    """Says what is missing and which package provides it, then exits 69."""
    send({"unavailable": {"message": message, "install": install}})
    sys.exit(EXIT_UNAVAILABLE)


def log(*parts):
    print(*parts, file=sys.stderr, flush=True)


def requests():
    """The requests on standard input, one dict per line, until end of input."""
    for line in sys.stdin:
        line = line.strip()
        if line:
            yield json.loads(line)


def os_name():
    if sys.platform == "darwin":
        import platform
        return "macOS " + platform.mac_ver()[0]
    try:
        with open("/etc/os-release", encoding="utf-8") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return "unknown"


def device_name():
    """This machine: its architecture and processor, e.g. `x86_64 (Intel(R) Xeon(R) CPU @ 2.20GHz)`."""
    machine = os.uname().machine
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return f"{machine} ({line.split(':', 1)[1].strip()})"
    except OSError:
        pass
    return machine


def package_versions(names):
    """`name version` for each installed Debian package of `names`, `name absent` otherwise."""
    out = []
    for name in names:
        try:
            v = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], capture_output=True,
                               text=True, timeout=10).stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            v = ""
        out.append(f"{name} {v or 'absent'}")
    return "; ".join(out)


FONT_PACKAGES = ["fonts-noto-color-emoji", "fonts-noto-core", "fonts-noto-cjk"]


def fonts_description():
    """The font packages that decide shaping (Firefox's emoji deletion follows the font)."""
    if sys.platform == "darwin":
        return f"the system fonts of {os_name()} (Apple Color Emoji)"
    return package_versions(FONT_PACKAGES)


def installed_font_packages():
    """`name version` for every Debian package owning a font file fontconfig lists, sorted: a
    toolkit that falls back through fontconfig's sorted list (Swing's Dialog composite) draws with
    any of them."""
    try:
        files = subprocess.run(["fc-list", "--format", "%{file}\n"], capture_output=True, text=True,
                               timeout=30).stdout.split()
        owners = subprocess.run(["dpkg", "-S"] + sorted({os.path.realpath(f) for f in files}), capture_output=True,
                                text=True, timeout=60).stdout.splitlines()
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unknown (fontconfig's font list could not be read: {error})"
    names = sorted({name.strip() for line in owners for name in line.split(": ", 1)[0].split(",")})
    return package_versions(names) if names else "unknown (no Debian package owns fontconfig's fonts)"


def which_or_unavailable(command, install):
    path = shutil.which(command)
    if path is None:
        unavailable(f"{command} not found", install)
    return path


class Xvfb:
    """A private X display for hosts that need one; reuses $DISPLAY only when asked to."""

    def __init__(self):
        self.process = None
        self.display = None

    def start(self):
        if os.environ.get("EDITSEM_USE_DISPLAY") and os.environ.get("DISPLAY"):
            self.display = os.environ["DISPLAY"]
            return self.display
        binary = which_or_unavailable("Xvfb", "xvfb")
        read_fd, write_fd = os.pipe()
        self.process = subprocess.Popen(
            [binary, "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        with os.fdopen(read_fd) as f:
            number = f.readline().strip()
        if not number:
            unavailable("Xvfb did not start", "xvfb")
        self.display = ":" + number
        os.environ["DISPLAY"] = self.display
        return self.display

    def stop(self):
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


def lead_process_group():
    """Leads a process group of its own, so that `editsem observe` killing the group ends the
    browser, its WebDriver server and Xvfb with the driver (DriverProcess.kill)."""
    try:
        os.setpgrp()
    except OSError:
        pass  # already a session leader: the group is ours anyway


def end_process_group():
    """At the end, ends what is left of the processes this driver started (a browser its server
    did not close), when the driver leads its group; never a group it does not lead."""
    if os.getpgrp() != os.getpid():
        return
    previous = signal.signal(signal.SIGTERM, signal.SIG_IGN)
    try:
        os.killpg(os.getpgrp(), signal.SIGTERM)
    finally:
        signal.signal(signal.SIGTERM, previous)


def stop_process(process):
    """Ends `process`: SIGTERM, then SIGKILL if it has not exited within 10 s."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)


def ending(returncode):
    """How a process ended, as PROTOCOL.md's crash reasons say it."""
    if returncode is None:
        return "still running"
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"killed by {name} (signal {-returncode})"
    return f"exited with status {returncode}"
