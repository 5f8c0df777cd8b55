"""A stand-in host for the observer's own tests: deletes one code point per Backspace and per
Delete and steps the caret by code points, like a plain editor would. FAKE_HOST_MODE makes it fail on purpose:
`crash:ID` exits when it reaches text ID (an ID ending in `*` names every text it starts), `hang:ID` stops answering there, `crash-always:ID`
crashes on every attempt at ID, `crash-on-backspace:ID` answers that the host process ended
on its second Backspace and first Delete there (as tk.py does), `unavailable` reports a missing host, `crash-start` dies before
its ready line; `log-sessions` only appends its process id to the marker file as it starts. Those fault modes are what the observer must survive."""

import json
import os
import sys

sys.path.insert(0, os.environ["EDITSEM_PROTOCOL_DIR"])
import protocol  # noqa: E402

mode = os.environ.get("FAKE_HOST_MODE", "")
marker = os.environ.get("FAKE_HOST_MARKER", "")

if mode == "unavailable":
    protocol.unavailable("fake-host not found", "fake-host-package")
if mode == "crash-start":
    sys.exit(3)
if mode == "log-sessions":
    with open(marker, "a") as f:
        f.write(f"{os.getpid()}\n")

protocol.ready(host="fake", version="1.2.3", element="plain", engine="none", fonts="none",
               method="code points, in Python")

for request in protocol.requests():
    rid = request["id"]
    kind, _, target = mode.partition(":")
    if target.endswith("*") and rid.startswith(target[:-1]):
        target = rid
    if rid == target and kind in ("crash", "hang", "crash-always"):
        # A first failure leaves a marker so the retry after a restart succeeds (crash, hang).
        if kind == "crash-always" or not os.path.exists(marker):
            open(marker, "w").close()
            if kind == "hang":
                sys.stdin.read()
            sys.exit(9)
    text = protocol.units_to_str(request["text"])
    if rid == target and kind == "crash-on-backspace":
        # A host that dies on its second Backspace: the driver records the crash (PROTOCOL.md).
        protocol.send({"id": rid, "afterCrashed": {"presses": [protocol.str_to_units(text[:-1])],
                                                   "how": "pressing BackSpace (press 2): killed by SIGABRT (signal 6)"},
                       "caret": [protocol.code_points_to_utf16(text, i) for i in range(len(text) + 1)],
                       "forwardCrashed": {"presses": [], "how": "pressing Delete (press 1): killed by SIGSEGV (signal 11)"}})
        continue
    after = []
    current = text
    while current:
        current = current[:-1]
        after.append(protocol.str_to_units(current))
    forward = [protocol.str_to_units(text[i:]) for i in range(1, len(text) + 1)]
    caret = [protocol.code_points_to_utf16(text, i) for i in range(len(text) + 1)]
    protocol.send({"id": rid, "after": after, "caret": caret, "forward": forward})
