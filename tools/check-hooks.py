#!/usr/bin/env python3
"""Checks that the test hooks stay the tests' own: no production code finds an element by
its `data-testid` (a `[data-testid…]` selector) or reads one. The app's sources (src/,
unit tests at the end of a file after `#[cfg(test)]` left out), its assets, the page and
its styles are checked; tests/ and the tools that drive the page as a test does are not.
Production code finds what it needs by ids, classes and refs of its own, and talks to the
other wasm module through the seam (src/shell/seam.rs).

Usage: tools/check-hooks.py   (from anywhere; exits 1 and names each place found)
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# What ships: the app's sources, the assets, the page and its styles.
CHECKED = [("src", "*.rs"), ("assets", "*.js"), (".", "index.html"), ("style", "*.css")]
# A selector by test id, and a test id read (a test id may be set: `dataset.testid = …`).
FOUND = re.compile(
    r"\[\s*data-testid"
    r"|[gG]et_?[aA]ttribute\(\s*[\"']data-testid"
    r"|dataset\.testid(?!\s*=[^=])"
)


def production_text(file: Path) -> str:
    """The file's text, without the unit tests at the end of a Rust file."""
    text = file.read_text()
    if file.suffix == ".rs":
        text = text.split("#[cfg(test)]")[0]
    return text


def main() -> int:
    found = []
    for folder, pattern in CHECKED:
        for file in sorted((ROOT / folder).rglob(pattern) if folder != "." else [ROOT / pattern]):
            for number, line in enumerate(production_text(file).splitlines(), 1):
                if FOUND.search(line):
                    found.append(f"{file.relative_to(ROOT)}:{number}: {line.strip()}")
    for place in found:
        print(place)
    if found:
        print(f"{len(found)} place(s) find or read a test id: test hooks are for tests only")
        return 1
    print("no production code finds or reads a test id")
    return 0


if __name__ == "__main__":
    sys.exit(main())
