"""Native-app mode (`--locator STRATEGY=VALUE`): a text view found by a W3C locator and driven with
W3C element commands only, as Appium offers them for native apps. No page is loaded and no script
runs. For each text: Element Clear, Element Send Keys with the text, then Element Send Keys with
U+E003 (Backspace) press by press, reading the element's text after each.

Deletion only: no element command gives the caret's offset, so every caret answer is unmeasured.
"""

import http.client

import protocol
import webdriver
from webdriver import BACKSPACE

CARET_UNMEASURED = "native app (--locator): W3C element commands do not give the caret's offset"

# The ways to read an element's text, in the order tried. Appium's XCUITest driver answers Get
# Element Text with the accessibility label when the value is empty (WebDriverAgent,
# FBElementCommands handleGetText: FBFirstNonEmptyValue(wdValue, wdLabel)), so an emptied view
# would not read empty: its `value` attribute (XCUIElement.value, nil when empty) comes first. A
# browser's textarea has no `value` content attribute; its live text is the `value` property.
READS = [("attribute", "value"), ("property", "value"), ("text", None)]

# Probe text: typed once at the start to learn which read follows what is typed.
PROBE = "editsem"


class Measurer:
    def __init__(self, session, locator, url=None):
        self.session = session
        self.strategy, self.value = webdriver.parse_locator(locator)
        self.url = url
        self.element = None
        self.read_kind = None

    def load(self):
        """Shows --url if given (the only navigation), finds the element and learns how to read it."""
        if self.url:
            self.session.navigate(self.url)
        try:
            self.element = self.session.find_element(self.strategy, self.value)
        except webdriver.WebDriverError as error:
            raise SystemExit(f"no element found by {self.strategy}={self.value!r}: {error}")
        if not self.element:
            raise SystemExit(f"the endpoint gave no element id for {self.strategy}={self.value!r}")
        self.session.clear(self.element)
        self.session.send_keys(self.element, PROBE)
        for kind, name in READS:
            try:
                if self.read(kind, name) == PROBE:
                    self.read_kind = (kind, name)
                    break
            except webdriver.WebDriverError:
                continue
        self.session.clear(self.element)
        if self.read_kind is None:
            raise SystemExit(f"none of Get Element Text, attribute 'value' or property 'value' gave back "
                             f"{PROBE!r} typed into {self.strategy}={self.value!r}")

    def read(self, kind, name):
        if kind == "attribute":
            return self.session.element_attribute(self.element, name)
        if kind == "property":
            return self.session.element_property(self.element, name)
        return self.session.element_text(self.element)

    def text(self):
        value = self.read(*self.read_kind)
        # WebDriverAgent turns an empty value into nil (FBTransferEmptyStringToNil).
        return "" if value is None else str(value)

    def reads(self):
        kind, name = self.read_kind
        return "Get Element Text" if kind == "text" else f"Get Element {kind.capitalize()} '{name}'"

    def method(self, transport):
        return (f"{transport}: element found by {self.strategy}={self.value}; Element Clear, Element Send Keys "
                f"with the text, then Element Send Keys U+E003 Backspace per press, text read by {self.reads()} "
                "after each; deletion only (no caret offset through element commands)")

    def measure(self, request):
        units = request["text"]
        text = protocol.units_to_str(units)
        answer = {"id": request["id"]}
        if protocol.has_lone_surrogate(text):
            answer["unmeasured"] = "a lone surrogate cannot be typed through Element Send Keys"
            return answer
        key = next((c for c in text if 0xE000 <= ord(c) <= 0xF8FF), None)
        if key is not None:
            # WebDriver's key codes are private-use characters; Appium reserves the whole area.
            answer["unmeasured"] = f"the text holds U+{ord(key):04X}, which Element Send Keys takes as a key"
            return answer
        try:
            self.session.clear(self.element)
            if text:
                self.session.send_keys(self.element, text)
            held = self.text()
        except (webdriver.WebDriverError, http.client.HTTPException) as error:
            answer["unmeasured"] = f"the endpoint did not type the text: {error}"
            return answer
        if held != text:
            # Typing is input: the host may compose or rewrite what is typed.
            answer["unmeasured"] = f"the element holds a different text after typing it ({protocol.describe_difference(text, held)})"
            return answer
        answer.update(self.delete(text, protocol.press_limit(units)))
        answer["caretUnmeasured"] = CARET_UNMEASURED
        answer["forwardUnmeasured"] = "this driver does not press Delete"
        return answer

    def delete(self, text, limit):
        after, before = [], text
        while before and len(after) < limit:
            self.session.send_keys(self.element, BACKSPACE)
            now = self.text()
            if BACKSPACE in now:
                return {"afterUnmeasured": "the endpoint typed U+E003 as a character instead of pressing Backspace"}
            after.append(protocol.str_to_units(now))
            if now == before:
                break
            before = now
        return {"after": after}

    def serve(self):
        for request in protocol.requests():
            protocol.send(self.measure(request))
