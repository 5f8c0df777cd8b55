"""A stand-in host for the observer's own tests: deletes one code point per Backspace and per
Delete and steps the caret by code points, like a plain editor would. FAKE_HOST_MODE makes it fail on purpose:
`crash:ID` exits when it reaches text ID, `hang:ID` stops answering there, `crash-always:ID`
crashes on every attempt at ID, `unavailable` reports a missing host, `crash-start` dies before
its ready line. Those fault modes are what the observer must survive."""

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

protocol.ready(host="fake", version="1.2.3", element="plain", engine="none", fonts="none",
               method="code points, in Python")

for request in protocol.requests():
    rid = request["id"]
    kind, _, target = mode.partition(":")
    if rid == target and kind in ("crash", "hang", "crash-always"):
        # A first failure leaves a marker so the retry after a restart succeeds (crash, hang).
        if kind == "crash-always" or not os.path.exists(marker):
            open(marker, "w").close()
            if kind == "hang":
                sys.stdin.read()
            sys.exit(9)
    text = protocol.units_to_str(request["text"])
    after = []
    current = text
    while current:
        current = current[:-1]
        after.append(protocol.str_to_units(current))
    forward = [protocol.str_to_units(text[i:]) for i in range(1, len(text) + 1)]
    caret = [protocol.code_points_to_utf16(text, i) for i in range(len(text) + 1)]
    protocol.send({"id": rid, "after": after, "caret": caret, "forward": forward})
