#!/usr/bin/env python3
"""Observer driver for Qt widgets (PROTOCOL.md): QLineEdit, QTextEdit, QPlainTextEdit.

    qt.py --binding pyqt5|pyqt6|pyside6 --element lineedit|textedit|plaintextedit

Qt runs on the offscreen platform plugin (no display), unless QT_QPA_PLATFORM says otherwise.
Key presses go through QTest.keyClick, which sends a spontaneous QKeyEvent (after the
ShortcutOverride event) through QApplication::notify to the widget: the same path as a key
from the window system, minus the platform's key mapping. The widget decides everything else
itself (QWidgetLineControl for QLineEdit, QWidgetTextControl for QTextEdit/QPlainTextEdit).

Python's str and Qt's QString are converted by the binding; the driver checks that the text
it reads back is exactly the text it sent (so a binding that changes a lone surrogate, or a
widget that changes a line break, gives `unmeasured` with the reason), and offsets are Qt's
own: QLineEdit.cursorPosition() and QTextCursor.position() count UTF-16 code units.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import protocol  # noqa: E402

BINDINGS = {
    "pyqt5": ("PyQt5", "python3-pyqt5"),
    "pyqt6": ("PyQt6", "python3-pyqt6"),
    "pyside6": ("PySide6", "pip install PySide6==6.12.0"),
}

ELEMENTS = {
    "lineedit": "QLineEdit",
    "textedit": "QTextEdit",
    "plaintextedit": "QPlainTextEdit",
}

PARAGRAPH_SEPARATOR = "\u2029"


def load_binding(binding):
    """The binding's QtCore, QtGui, QtWidgets, QtTest modules and its own version."""
    package, install = BINDINGS[binding]
    try:
        if binding == "pyqt5":
            from PyQt5 import QtCore, QtGui, QtWidgets, QtTest
            version = QtCore.PYQT_VERSION_STR
        elif binding == "pyqt6":
            from PyQt6 import QtCore, QtGui, QtWidgets, QtTest
            version = QtCore.PYQT_VERSION_STR
        else:
            import PySide6
            from PySide6 import QtCore, QtGui, QtWidgets, QtTest
            version = PySide6.__version__
    except ImportError as error:
        protocol.unavailable(f"{package} cannot be imported ({error}) by {sys.executable}", install)
    return package, version, QtCore, QtGui, QtWidgets, QtTest


def enum(owner, scope, name):
    """`owner.scope.name` (PyQt6, PySide6, newer PyQt5) or `owner.name` (older PyQt5)."""
    try:
        return getattr(getattr(owner, scope), name)
    except AttributeError:
        return getattr(owner, name)


class NoneGuard:
    """Keeps None alive under a binding that drops a reference to it on every void call.

    PySide6 6.12.0's shiboken, on Python < 3.12 (where None is not immortal), returns None from
    every void method without a new reference; after some ten thousand calls None's count
    reaches zero and Python aborts ("none_dealloc"). The guard notices the loss and holds
    references of its own to make it up; they are never released, so the driver leaves with
    os._exit once its output is flushed.
    """

    FLOOR = 1_000_000

    def __init__(self, probe):
        self.reserve = []
        before = sys.getrefcount(None)
        for _ in range(16):
            probe()
        self.leaks = sys.getrefcount(None) < before - 8
        if self.leaks:
            protocol.log("qt.py: this binding loses a reference to None on every void call; "
                         "holding references to make up for it (use Python 3.12 or newer to avoid)")
            self.top_up()

    def top_up(self):
        if self.leaks and sys.getrefcount(None) < self.FLOOR:
            self.reserve.append([None] * (2 * self.FLOOR))


class Unreadable(Exception):
    """The binding cannot give the element's text exactly."""


def describe_change(sent, read):
    """What setting the text changed, as code points around the first difference."""
    start = 0
    while start < min(len(sent), len(read)) and sent[start] == read[start]:
        start += 1
    end = 0
    while (end < min(len(sent), len(read)) - start
           and sent[len(sent) - 1 - end] == read[len(read) - 1 - end]):
        end += 1

    if start == len(sent) - end or start == len(read) - end:
        # one side is empty: show the neighbouring character too (CR LF became LF)
        if end > 0:
            end -= 1
        elif start > 0:
            start -= 1

    def points(text):
        return " ".join(f"U+{ord(c):04X}" for c in text) or "nothing"

    return f"{points(sent[start:len(sent) - end])} became {points(read[start:len(read) - end])}"


class QtDriver:
    def __init__(self, binding, element):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        (self.package, self.binding_version, self.QtCore, self.QtGui,
         self.QtWidgets, self.QtTest) = load_binding(binding)
        self.binding = binding
        self.element = element
        QtCore, QtWidgets = self.QtCore, self.QtWidgets
        Qt = QtCore.Qt
        self.app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(["editsem-observe"])
        self.key_backspace = enum(Qt, "Key", "Key_Backspace")
        self.key_right = enum(Qt, "Key", "Key_Right")
        self.key_left = enum(Qt, "Key", "Key_Left")
        self.key_delete = enum(Qt, "Key", "Key_Delete")
        self.ltr = enum(Qt, "LayoutDirection", "LeftToRight")
        self.rtl = enum(Qt, "LayoutDirection", "RightToLeft")
        self.window = QtWidgets.QWidget()
        self.window.resize(800, 200)
        self.widget = None
        self.fresh_widget()
        self.window.show()
        self.app.processEvents()
        self.none_guard = NoneGuard(lambda: self.widget.setFocus())

    def fresh_widget(self):
        """A new widget of the element's class in the window, shown and focused."""
        if self.widget is not None:
            self.widget.hide()
            self.widget.deleteLater()
        cls = getattr(self.QtWidgets, ELEMENTS[self.element])
        self.widget = cls(self.window)
        self.widget.resize(780, 180)
        if self.element != "lineedit":
            # The tab key and wrapping never come into it; no wrapping keeps one line per block.
            mode = enum(type(self.widget), "LineWrapMode", "NoWrap")
            self.widget.setLineWrapMode(mode)
        self.widget.show()
        self.widget.setFocus()

    # -- the element's text and caret -------------------------------------------------------

    def set_text(self, text, direction):
        w = self.widget
        w.setLayoutDirection(self.rtl if direction == "rtl" else self.ltr)
        if self.element == "lineedit":
            w.setText(text)
            w.setCursorPosition(len(protocol.str_to_units(text)))
        else:
            document = w.document()
            option = document.defaultTextOption()
            option.setTextDirection(self.rtl if direction == "rtl" else self.ltr)
            document.setDefaultTextOption(option)
            w.setPlainText(text)
            cursor = w.textCursor()
            cursor.movePosition(enum(type(cursor), "MoveOperation", "End"))
            w.setTextCursor(cursor)
        w.setFocus()

    def read_text(self):
        """The element's whole text, or raises Unreadable when the binding loses some of it."""
        if self.element == "lineedit":
            w = self.widget
            text = w.text()
            caret = w.cursorPosition()
            w.end(False)
            length = w.cursorPosition()
            w.setCursorPosition(caret)
            if protocol.utf16_length(text) != length:
                raise Unreadable(f"{self.package} {self.binding_version} drops lone surrogates when it "
                                 f"converts a QString to str (the QString holds {length} units, "
                                 f"the str {protocol.utf16_length(text)})")
            return text
        # toRawText keeps U+00A0 and U+2028 (toPlainText turns them into a space and LF); the
        # only character that is not the text's own is the block separator U+2029, read as LF.
        document = self.widget.document()
        raw = document.toRawText()
        length = document.characterCount() - 1  # the last block's separator is not text
        if protocol.utf16_length(raw) != length:
            # PySide6 drops lone surrogates from a QString but keeps them in a QChar.
            # Surrogate pairs come as two one-unit strs: re-decode the units to join them.
            raw = protocol.units_to_str(protocol.str_to_units(
                "".join(document.characterAt(i) for i in range(length))))
        return raw.replace(PARAGRAPH_SEPARATOR, "\n")

    def caret(self):
        if self.element == "lineedit":
            return self.widget.cursorPosition()
        return self.widget.textCursor().position()

    def caret_to_start(self):
        if self.element == "lineedit":
            self.widget.setCursorPosition(0)
        else:
            cursor = self.widget.textCursor()
            cursor.setPosition(0)
            self.widget.setTextCursor(cursor)

    def press(self, key):
        self.QtTest.QTest.keyClick(self.widget, key)

    # -- one request ------------------------------------------------------------------------

    def put(self, text, direction):
        """Sets the text; returns a reason when the element holds something else."""
        try:
            self.set_text(text, direction)
            read = self.read_text()
        except (UnicodeError, TypeError, ValueError) as error:
            return f"{self.package} cannot pass this text to Qt ({type(error).__name__}: {error})"
        except Unreadable as error:
            return str(error)
        if read != text:
            return ("the element holds a different text after setting it ("
                    + describe_change(text, read) + ")")
        return None

    def measure(self, request):
        units = request["text"]
        direction = request.get("direction", "ltr")
        text = protocol.units_to_str(units)
        answer = {"id": request["id"]}
        reason = self.put(text, direction)
        if reason:
            answer["unmeasured"] = reason
            return answer
        limit = protocol.press_limit(units)

        try:
            answer["after"] = protocol.press_until_empty(lambda: self.press(self.key_backspace), self.read_text, text, limit)
        except Unreadable as error:
            answer["afterUnmeasured"] = str(error)

        answer.update(self.measure_caret(text, direction, limit))
        answer.update(self.measure_forward(text, direction, limit))
        return answer

    def measure_caret(self, text, direction, limit):
        """The forward arrow from the start: {"caret": stops} or {"caretUnmeasured": reason}."""
        answer = {}
        if direction == "mixed":
            answer["caretUnmeasured"] = "mixed direction: the caret is not measured"
            return answer
        reason = self.put(text, direction)
        if reason:
            answer["caretUnmeasured"] = reason
            return answer
        self.caret_to_start()
        key = self.key_left if direction == "rtl" else self.key_right
        stops = [self.caret()]
        for _ in range(limit):
            self.press(key)
            position = self.caret()
            if position == stops[-1]:
                break
            stops.append(position)
        answer["caret"] = stops
        return answer

    def measure_forward(self, text, direction, limit):
        """Delete from the start, the text read after every press: {"forward": texts} or
        {"forwardUnmeasured": reason}. Delete is logical, so the direction does not matter."""
        reason = self.put(text, direction)
        if reason:
            return {"forwardUnmeasured": reason}
        self.caret_to_start()
        try:
            return {"forward": protocol.press_until_empty(lambda: self.press(self.key_delete), self.read_text, text, limit)}
        except Unreadable as error:
            return {"forwardUnmeasured": str(error)}

    # -- what the ready line says -----------------------------------------------------------

    def ready_fields(self):
        QtGui = self.QtGui
        info = QtGui.QFontInfo(self.widget.font())
        emoji = QtGui.QFontInfo(QtGui.QFont("Noto Color Emoji"))
        platform = self.QtGui.QGuiApplication.platformName()
        widget_class = ELEMENTS[self.element]
        if self.element == "lineedit":
            reads = "QLineEdit.text(); caret QLineEdit.cursorPosition()"
        else:
            reads = (f"{widget_class}.document().toRawText() with the block separator U+2029 "
                     "read as LF (a paragraph break reads back as LF); caret textCursor().position()")
        method = (f"{self.package} {self.binding_version} on the Qt '{platform}' platform: "
                  f"setText/setPlainText, caret at the end, focused; QTest.keyClick "
                  f"(spontaneous QKeyEvent through QApplication::notify) Qt::Key_Backspace, "
                  f"Qt::Key_Right (rtl: layout direction RightToLeft and Qt::Key_Left), Qt::Key_Delete from the start; "
                  f"reads {reads}; offsets are QString UTF-16 units")
        return {
            "host": "qt",
            "version": self.QtCore.qVersion(),
            "element": widget_class,
            "engine": f"{self.package} {self.binding_version}; Qt's own Unicode tables (QUnicodeTools)",
            "fonts": (f"{protocol.fonts_description()}; widget font {info.family()} "
                      f"{info.pointSizeF():g}pt; emoji font resolved {emoji.family()}"),
            "method": method,
        }


def main():
    protocol.lead_process_group()
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binding", choices=sorted(BINDINGS), default="pyqt6")
    parser.add_argument("--element", choices=sorted(ELEMENTS), default="lineedit")
    parser.add_argument("--variant", default=None, help="ignored; accepted for the protocol")
    args = parser.parse_args()

    driver = QtDriver(args.binding, args.element)
    protocol.ready(**driver.ready_fields())
    for request in protocol.requests():
        driver.none_guard.top_up()
        try:
            answer = driver.measure(request)
        except Exception as error:  # report, never guess
            answer = {"id": request.get("id"), "unmeasured": f"the driver failed: {type(error).__name__}: {error}"}
        protocol.send(answer)
    driver.widget.close()
    driver.window.close()
    driver.app.quit()
    if driver.none_guard.leaks:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
