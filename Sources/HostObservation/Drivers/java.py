#!/usr/bin/python3
"""Java toolkits' driver for `editsem observe` (PROTOCOL.md): Swing and JavaFX text components.

    java.py --toolkit swing --element textfield|textarea
    java.py --toolkit javafx --element textfield|textarea

It starts a private Xvfb (protocol.Xvfb) and runs java/SwingHost.java or java/JavaFXHost.java (each with
java/TextHost.java, the measurement they share),
compiled with the JDK's javac into .build-observer/java/ of the working folder (again whenever the source is newer than
its class; $EDITSEM_JAVA_CLASSES moves that folder), so a start does not wait for a compiler. The Java
side puts each text in a fresh JTextField / JTextArea (Metal look and feel) or TextField /
TextArea (Modena), focused, and presses keys as real X key events: java.awt.Robot for Swing and
javafx.scene.robot.Robot for JavaFX, both of which press the key through the X server's XTEST
extension; the toolkit reads it back from its X connection and hands it to the component's own
key bindings (Swing: DefaultEditorKit's deletePrevCharAction, caret-forward, deleteNextCharAction;
JavaFX: TextInputControlBehavior). After each press the Java side waits for the key release to
come back through the toolkit's event queue, then reads the text and the caret
(getCaretPosition(): a UTF-16 offset in both toolkits).

The JDK is $EDITSEM_JAVA, else Debian's OpenJDK 17 (/usr/lib/jvm/java-17-openjdk-amd64), else
`java` on PATH; JavaFX is Debian's openjfx in /usr/share/openjfx/lib (or $EDITSEM_JAVAFX_LIB).
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import protocol  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEBIAN_JDK = "/usr/lib/jvm/java-17-openjdk-amd64/bin/java"
DEBIAN_JAVAFX = "/usr/share/openjfx/lib"


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--toolkit", choices=["swing", "javafx"], required=True)
    parser.add_argument("--element", choices=["textfield", "textarea"], default="textfield")
    return parser.parse_args()


def java_binary():
    chosen = os.environ.get("EDITSEM_JAVA")
    if chosen:
        if not os.access(chosen, os.X_OK):
            protocol.unavailable(f"$EDITSEM_JAVA ({chosen}) is not an executable", "openjdk-17-jdk")
        return chosen
    if os.access(DEBIAN_JDK, os.X_OK):
        return DEBIAN_JDK
    return protocol.which_or_unavailable("java", "openjdk-17-jdk")


def compiled(java, source, module_options):
    """The folder holding `source` compiled with TextHost.java, which it extends (javac from the
    same JDK as `java`), compiling them when the class is missing or older than either source."""
    classes = os.environ.get("EDITSEM_JAVA_CLASSES", os.path.join(os.getcwd(), ".build-observer", "java"))
    name = os.path.splitext(os.path.basename(source))[0]
    target = os.path.join(classes, name)
    built = os.path.join(target, name + ".class")
    sources = [source, os.path.join(os.path.dirname(source), "TextHost.java")]
    if os.path.exists(built) and all(os.path.getmtime(built) >= os.path.getmtime(s) for s in sources):
        return target
    javac = os.path.join(os.path.dirname(java), "javac")
    if not os.access(javac, os.X_OK):
        javac = shutil.which("javac")
    if javac is None:
        protocol.unavailable(f"no javac next to {java} or on PATH", "openjdk-17-jdk")
    os.makedirs(target, exist_ok=True)
    result = subprocess.run([javac, "-encoding", "UTF-8", "-d", target] + module_options + sources,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        protocol.unavailable(f"javac could not compile {source}: {result.stdout.strip()}", "openjdk-17-jdk")
    return target


def command(args, java):
    fast = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
    if args.toolkit == "swing":
        classes = compiled(java, os.path.join(HERE, "java", "SwingHost.java"), [])
        return [java] + fast + ["-Djava.awt.headless=false", "-cp", classes, "SwingHost", args.element]
    lib = os.environ.get("EDITSEM_JAVAFX_LIB", DEBIAN_JAVAFX)
    if not os.path.isfile(os.path.join(lib, "javafx.controls.jar")):
        protocol.unavailable(f"JavaFX is not in {lib} (no javafx.controls.jar)", "openjfx")
    modules = ["--module-path", lib, "--add-modules", "javafx.controls"]
    classes = compiled(java, os.path.join(HERE, "java", "JavaFXHost.java"), modules)
    # GTK 3 glass, software rendering (no GPU under Xvfb).
    return ([java] + fast + modules + ["-Djdk.gtk.version=3", "-Dprism.order=sw",
            "-cp", classes, "JavaFXHost", args.element])


def method(args):
    if args.toolkit == "swing":
        return ("real X key events: java.awt.Robot (XTEST) to the focused JFrame under a private Xvfb, read back "
                "by AWT's XToolkit and dispatched to the component's key bindings (Metal look and feel); "
                "VK_BACK_SPACE, VK_RIGHT (VK_LEFT in a right-to-left component), VK_DELETE; "
                "the caret from JTextComponent.getCaretPosition()")
    return ("real X key events: javafx.scene.robot.Robot (GTK glass, XTEST) to the focused Stage under a private "
            "Xvfb, read back by glass and dispatched to the control's TextInputControlBehavior (Modena); "
            "BACK_SPACE, RIGHT (LEFT with NodeOrientation.RIGHT_TO_LEFT), DELETE; "
            "the caret from TextInputControl.getCaretPosition()")


def main():
    protocol.lead_process_group()
    args = parse_arguments()
    os.environ.setdefault("NO_AT_BRIDGE", "1")
    os.environ.setdefault("GTK_A11Y", "none")
    os.environ.setdefault("GSETTINGS_BACKEND", "memory")
    os.environ["GDK_BACKEND"] = "x11"
    os.environ.pop("WAYLAND_DISPLAY", None)
    os.environ.pop("JAVA_TOOL_OPTIONS", None)  # its "Picked up …" line goes to standard error only, but keep runs alike
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    java = java_binary()
    xvfb = protocol.Xvfb()
    host = None
    try:
        display = xvfb.start()
        host = subprocess.Popen(command(args, java), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=sys.stderr, text=True, encoding="utf-8")
        first = host.stdout.readline()
        if not first:
            protocol.unavailable(f"{java} could not start the {args.toolkit} host (see its standard error)",
                                 "openjdk-17-jdk" if args.toolkit == "swing" else "openjfx")
        # A release delayed past the autorepeat delay (a loaded machine) would repeat the key; the
        # Java side also counts the presses that arrive and reports such a text unmeasured. Set once
        # the host's window is up: Xvfb resets its keyboard settings when its last client goes, so
        # set before any client connects it is lost as soon as `xset` disconnects.
        if shutil.which("xset"):
            subprocess.run(["xset", "-display", display, "r", "off"], check=False)
        info = json.loads(first)
        if args.toolkit == "swing":
            engine = (f"Swing, {info['vendor']} OpenJDK {info['runtime']}; {info['lookAndFeel']} look and feel, "
                      f"{info['font']}")
            version = info["version"]
        else:
            engine = (f"JavaFX {info['fxRuntime']} (Debian openjfx {debian_version('openjfx')}) on "
                      f"{info['vendor']} OpenJDK {info['runtime']}; {info['font']}")
            version = info["fxVersion"]
        protocol.ready(host=args.toolkit, version=version, element=args.element, engine=engine,
                       fonts=protocol.installed_font_packages(),
                       method=method(args))
        started, count = time.monotonic(), 0
        for request in protocol.requests():
            line = " ".join([request.get("direction", "ltr")] + [str(u) for u in request["text"]])
            host.stdin.write(line + "\n")
            host.stdin.flush()
            reply = host.stdout.readline()
            if not reply:
                protocol.log(f"java.py: the {args.toolkit} host ended (exit {host.wait()})")
                sys.exit(70)
            answer = {"id": request["id"]}
            answer.update(json.loads(reply))
            protocol.send(answer)
            count += 1
        if count:
            elapsed = time.monotonic() - started
            protocol.log(f"java.py: {count} texts in {elapsed:.1f} s ({count / elapsed:.1f} texts/s)")
        host.stdin.close()
        host.wait(timeout=30)
    finally:
        if host is not None and host.poll() is None:
            host.kill()
        xvfb.stop()


def debian_version(package):
    return protocol.package_versions([package]).split(" ", 1)[1]


if __name__ == "__main__":
    main()
