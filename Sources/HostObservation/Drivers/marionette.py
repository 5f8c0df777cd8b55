"""A minimal Marionette client (Firefox's own remote protocol, which geckodriver speaks for
WebDriver) and a Firefox launcher with a private temporary profile, on loopback only.

Wire format: `LENGTH:JSON`; a command is [0, id, name, params], an answer [1, id, error, result].
"""

import json
import os
import shutil
import socket
import subprocess
import tempfile
import time

import protocol
from webdriver import KEY_NAMES


# Prefs for a quiet, offline-by-default profile; Marionette adds its own recommended prefs too.
PREFS = {
    "marionette.port": 0,  # 0: Firefox picks a free port and writes it to MarionetteActivePort
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.page": 0,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.aboutwelcome.enabled": False,
    "app.update.disabledForTesting": True,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "browser.safebrowsing.update.enabled": False,
    "extensions.update.enabled": False,
    "layout.spellcheckDefault": 0,
}


# The fields Marionette's `event.sendSingleKey` gives `synthesizeKey` for these keys (Firefox
# 153's chrome://remote/content/shared/webdriver/Event.sys.mjs); EventUtils is loaded once per
# page into the sandbox, as Marionette loads it once per window.
EVENT_UTILS = r"""
if (!this.editsemEventUtils) {
  const utils = {window: window, parent: window, _EU_Ci: Ci, _EU_Cc: Cc};
  Services.scriptloader.loadSubScript("chrome://remote/content/external/EventUtils.js", utils);
  this.editsemEventUtils = utils;
}
const pressKeys = (keys) => {
  for (const key of keys) {
    for (const type of ["keydown", "keyup"]) {
      this.editsemEventUtils.synthesizeKey("KEY_" + key, {code: key, location: 0, altKey: false, shiftKey: false,
        ctrlKey: false, metaKey: false, repeat: false, type: type}, window);
    }
  }
};
"""

PRESS_KEYS = EVENT_UTILS + "pressKeys(arguments[0]); return true;"

# A whole plan (browser.py `E.plan`): the page's recorder reached through the sandbox's waiver
# (its Xray view of the window does not show the page's own properties), given and giving JSON
# text. null when the page has no recorder (it is installed again).
RUN_PLAN = EVENT_UTILS + r"""
const E = window.wrappedJSObject.__editsem;
if (!E) return null;
const setup = E.planJSON(arguments[0]);
pressKeys(arguments[1]);
return [setup, E.takePlanJSON(arguments[2])];
"""


class MarionetteError(Exception):
    pass


class Session:
    """One Marionette connection with one WebDriver session; the same operations as
    webdriver.Session."""

    def __init__(self, port, timeout=120):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buffer = b""
        self.next_id = 0
        self.capabilities = {}
        self.handshake = self._receive()

    def _receive(self):
        while b":" not in self.buffer:
            self._fill()
        length, _, rest = self.buffer.partition(b":")
        size = int(length)
        self.buffer = rest
        while len(self.buffer) < size:
            self._fill()
        data, self.buffer = self.buffer[:size], self.buffer[size:]
        return json.loads(data.decode("utf-8"))

    def _fill(self):
        chunk = self.socket.recv(65536)
        if not chunk:
            raise MarionetteError("Firefox closed the Marionette connection")
        self.buffer += chunk

    def command(self, name, params=None):
        self.next_id += 1
        data = json.dumps([0, self.next_id, name, params or {}]).encode("utf-8")
        self.socket.sendall(str(len(data)).encode() + b":" + data)
        while True:
            message = self._receive()
            if message[0] == 1 and message[1] == self.next_id:
                break
        _, _, error, result = message
        if error:
            raise MarionetteError(f"{name}: {error.get('error')}: {error.get('message')}")
        return result

    def new_session(self, capabilities):
        result = self.command("WebDriver:NewSession", capabilities)
        self.capabilities = result.get("capabilities", {})
        return self.capabilities

    def navigate(self, url):
        self.command("WebDriver:Navigate", {"url": url})

    def execute(self, script, *args):
        return self.command("WebDriver:ExecuteScript", {"script": script, "args": list(args)}).get("value")

    def execute_async(self, script, *args):
        """Runs `script` in the page and returns what it passes to its last argument, a callback."""
        return self.command("WebDriver:ExecuteAsyncScript", {"script": script, "args": list(args)}).get("value")

    def execute_chrome(self, script, *args):
        """Runs `script` with chrome privileges (for prefs), then returns to the content."""
        self.command("Marionette:SetContext", {"value": "chrome"})
        try:
            return self.execute(script, *args)
        finally:
            self.command("Marionette:SetContext", {"value": "content"})

    def perform_actions(self, actions):
        self.command("WebDriver:PerformActions", {"actions": actions})

    # Whether `press_keys` may stand for a batch's Perform Actions (browser.py, `pipelined`).
    pipelines_keys = True
    PRESS_KEYS_TEXT = ("a batch of presses in one script call (system sandbox) calling for each key what Perform "
                       "Actions calls, EventUtils' synthesizeKey keydown and keyup")

    def press_keys(self, keys):
        """Each of `keys` pressed and released in turn, in one script call: the function Marionette's
        Perform Actions calls for each key of a batch (`event.sendKeyDown`/`sendKeyUp`: EventUtils'
        `synthesizeKey` with `KEY_` and the key's name, through a TextInputProcessor), called for
        all of them in the content process, where Perform Actions goes back to the parent process
        between keys. The `system` sandbox lends the script the privileges EventUtils needs."""
        self.command("WebDriver:ExecuteScript", {"script": PRESS_KEYS, "args": [[KEY_NAMES[k] for k in keys]],
                                                  "sandbox": "system", "newSandbox": False})

    def run_plan(self, plan, keys, last_mode):
        """`E.plan(...plan)`, `press_keys(keys)` and `E.takePlan(last_mode)` in one script call:
        each call crosses between Firefox's parent and content processes. Their two results, or
        None if the page lost the recorder."""
        got = self.command("WebDriver:ExecuteScript", {
            "script": RUN_PLAN, "args": [json.dumps(plan), [KEY_NAMES[k] for k in keys], last_mode],
            "sandbox": "system", "newSandbox": False}).get("value")
        return None if got is None else (json.loads(got[0]), json.loads(got[1]))

    def release_actions(self):
        self.command("WebDriver:ReleaseActions")

    def delete_session(self):
        self.command("WebDriver:DeleteSession")

    def quit(self):
        """Ends the session and Firefox (Quit needs the session, so no DeleteSession first)."""
        try:
            self.command("Marionette:Quit", {"flags": ["eForceQuit"]})
        except (MarionetteError, OSError):
            pass  # Firefox gone already; Firefox.stop() kills what is left

    def close(self):
        self.socket.close()


class Firefox:
    """Firefox with a private profile and Marionette on 127.0.0.1; headless unless a display
    is given."""

    def __init__(self, binary, headless=True, prefs=None):
        self.binary = binary
        self.headless = headless
        self.prefs = dict(PREFS, **(prefs or {}))
        self.profile = None
        self.process = None

    def start(self, wait=90):
        self.profile = tempfile.mkdtemp(prefix="editsem-firefox-")
        with open(os.path.join(self.profile, "user.js"), "w", encoding="utf-8") as f:
            for key, value in self.prefs.items():
                f.write(f"user_pref({json.dumps(key)}, {json.dumps(value)});\n")
        argv = [self.binary, "--marionette", "-remote-allow-system-access", "--no-remote", "--profile", self.profile, "about:blank"]
        if self.headless:
            argv.insert(1, "--headless")
        env = dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1", MOZ_DISABLE_AUTO_SAFE_MODE="1")
        self.process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, env=env)
        port_file = os.path.join(self.profile, "MarionetteActivePort")
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise MarionetteError(f"Firefox exited with status {self.process.returncode}")
            try:
                with open(port_file, encoding="utf-8") as f:
                    port = int(f.read().strip())
                return Session(port)
            except (OSError, ValueError):
                time.sleep(0.1)
        raise MarionetteError(f"Firefox did not open Marionette within {wait} s")

    def stop(self):
        """Waits for Firefox to quit (after Marionette:Quit), else ends it; deletes the profile."""
        if self.process is not None:
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                protocol.stop_process(self.process)
            self.process = None
        if self.profile:
            shutil.rmtree(self.profile, ignore_errors=True)
            self.profile = None


def find_firefox():
    for name in ("firefox-esr", "firefox"):
        path = shutil.which(name)
        if path:
            return path
    return None

