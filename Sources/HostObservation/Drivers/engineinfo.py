"""Cheap facts about a browser's text stack for the `engine` field."""

import mmap
import re
import subprocess

import protocol

SYSTEM_LIBRARIES = [("libharfbuzz", "HarfBuzz", "libharfbuzz0b"), ("libicuuc", "ICU", "libicu72"),
                    ("libfreetype", "FreeType", "libfreetype6")]


def bundled_icu(path):
    """`bundled ICU data 78` from the `icudtNNl` name inside a data file or library, or None."""
    try:
        with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
            found = re.search(rb"icudt(\d\d)[lb]", m)
            return f"bundled ICU data {found.group(1).decode()}" if found else None
    except (OSError, ValueError):
        return None


def system_libraries(binary):
    """The shaping libraries `binary` links from the system, with their Debian package versions,
    e.g. `system HarfBuzz (libharfbuzz0b 6.0.0+dfsg-3)`."""
    try:
        out = subprocess.run(["ldd", binary], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    found = [f"system {label} ({protocol.package_versions([package])})"
             for soname, label, package in SYSTEM_LIBRARIES if re.search(r"\b" + soname + r"\.so", out)]
    return ", ".join(found) or None


def describe(parts):
    return "; ".join(p for p in parts if p)
