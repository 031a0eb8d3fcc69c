#!/usr/bin/env python3
"""Lists the functions longer than a limit (120 lines unless given) in the crates' source,
generated tables aside, and exits 1 if there are any.

Usage: tools/long-functions.py [LIMIT] [--all]   (--all: print every function's length)
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = [ROOT / "src", ROOT / "engine" / "src", ROOT / "engine" / "examples"]
FN = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w+)")


def generated(text: str) -> bool:
    return "Do not edit" in text[:2000]


def functions(path: Path):
    lines = path.read_text().splitlines()
    i = 0
    while i < len(lines):
        m = FN.match(lines[i])
        if not m:
            i += 1
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            code = re.sub(r'"(?:\\.|[^"\\])*"|//.*', "", lines[j])
            if not started and ";" in code and "{" not in code:
                break
            depth += code.count("{") - code.count("}")
            started = started or "{" in code
            if started and depth <= 0:
                break
            j += 1
        if started:
            yield m.group(1), i + 1, j - i + 1
        i += 1


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    limit = int(args[0]) if args else 120
    every = "--all" in sys.argv
    found = []
    for folder in FOLDERS:
        for path in sorted(folder.rglob("*.rs")):
            if generated(path.read_text()):
                continue
            for name, line, length in functions(path):
                if every or length > limit:
                    found.append((length, f"{path.relative_to(ROOT)}:{line} {name}"))
    for length, where in sorted(found, reverse=True):
        print(f"{length:5} {where}")
    long = [f for f in found if f[0] > limit]
    print(f"{len(long)} functions over {limit} lines")
    return 1 if long else 0


if __name__ == "__main__":
    sys.exit(main())
