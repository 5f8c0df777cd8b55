"""Real web editors as hosts: their pages (editors/<id>.html), the bundles install.sh put in
.build-observer/editors/ (editors.json says what each is), and the loopback server for both."""

import json
import os

import protocol

HERE = os.path.dirname(os.path.abspath(__file__))
PAGES = os.path.join(HERE, "editors")
INSTALL = "bash Sources/HostObservation/Drivers/editors/install.sh"


def bundles_folder():
    return os.environ.get("EDITSEM_EDITORS") or os.path.join(os.getcwd(), ".build-observer", "editors")


class EditorPage:
    """The editor `id`'s page served on 127.0.0.1, and what the manifest says of its bundle."""

    def __init__(self, id):
        import sys
        sys.path.insert(0, PAGES)
        import serve
        folder = bundles_folder()
        manifest = os.path.join(folder, "editors.json")
        if not os.path.isfile(manifest):
            protocol.unavailable(f"{manifest} is missing: the editors are not installed", install=INSTALL)
        with open(manifest, encoding="utf-8") as f:
            entry = json.load(f).get(id)
        if entry is None:
            protocol.unavailable(f"{manifest} has no editor '{id}'", install=INSTALL)
        if not os.path.isfile(os.path.join(PAGES, id + ".html")):
            raise SystemExit(f"{PAGES}/{id}.html: no page for editor '{id}'")
        self.id = id
        self.entry = entry
        self.server = serve.Server([("/pages", PAGES), ("/bundles", folder)])
        self.url = self.server.start() + f"/pages/{id}.html"

    @property
    def version(self):
        return self.entry["version"]

    def describe(self, browser_engine):
        """The engine field: the editor's package and bundle, then the browser under it."""
        e = self.entry
        return (f"{self.id} {e['version']} ({e['versionSource']}; licence: {e['licence']}) from {e['package']} "
                f"(sha256 {e['sha256'][:16]}, licence {e['packageLicence']}); in {browser_engine}")

    def method(self, transport, keys_text):
        return (f"{transport}: Actions key events {keys_text}; a text's Backspace, arrow and Delete presses "
                f"in one Perform Actions call (the text put back through the page between them) or a batch per call, "
                f"state recorded by a keyup listener and checked against the editor after the call; "
                f"text set, read and the caret read through the page's window.editsem "
                f"(Drivers/editors/{self.id}.html, served on 127.0.0.1)")

    def stop(self):
        self.server.stop()
