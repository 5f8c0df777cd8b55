"""Measures each request on standard input (PROTOCOL.md's lines) in headless Firefox's textarea
twice, with the drivers of the folder given as the argument: once as firefox.py does, then with
the transport's one-call plan (`marionette.Session.run_plan`) taken away, as the three calls a
text took before it. Writes one JSON line per text and pass: the Marionette commands the text
cost, by name, and the answer."""

import json
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, sys.argv[1])

import browser  # noqa: E402
import marionette  # noqa: E402
import protocol  # noqa: E402

requests = list(protocol.requests())
firefox = marionette.Firefox(marionette.find_firefox())
session = firefox.start()
try:
    session.new_session({})
    measurer = browser.Measurer(session, element="textarea", presses_delete=True, refill=True)
    measurer.load()
    sent = []
    command = session.command
    session.command = lambda name, params=None: sent.append(name) or command(name, params)
    for path in ("one call", "three calls"):
        if path == "three calls":
            del marionette.Session.run_plan
        for request in requests:
            sent.clear()
            answer = measurer.measure(request)
            protocol.send({"path": path, "id": request["id"], "commands": list(sent), "answer": answer})
finally:
    session.quit()
    session.close()
    firefox.stop()
