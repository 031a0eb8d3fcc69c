#!/usr/bin/env python3
"""Checks the crates' imports: no two modules import each other (directly or round a
longer circle), and in the app no feature folder imports another, nor a shared layer a
feature.

Usage: tools/check-imports.py   (from anywhere; exits 1 and names what is wrong)

A module's imports are the `crate::…`, `super::…` and `self::…` paths in its file (tests
included), resolved to the file of the longest module path that exists. A file's own
submodules (`mod x;`) are not imports.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CRATES = {"app": ROOT / "src", "engine": ROOT / "engine" / "src"}
# The app's folders, bottom up: a layer may import those before it, never after it; the
# features import the layers, never each other; the roots import anything.
LAYERS = ["game", "shell", "worker", "board", "exchange"]
FEATURES = ["play", "study", "opening", "puzzles", "lessons", "progress", "library"]
ROOTS = ["app.rs", "lib.rs", "main.rs", "bin"]

PATH = re.compile(r"\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)+)")
GROUP = re.compile(r"\b(crate|super|self)::\{([^}]*)\}")
COMMENT = re.compile(r"//.*")


def module_of(src: Path, file: Path) -> list[str]:
    """The module path of `file` within the crate whose root folder is `src`."""
    parts = list(file.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts.pop()
    if parts and parts[0] == "bin":
        return []
    return parts


def file_of(src: Path, path: list[str]) -> Path | None:
    """The file of the longest prefix of `path` that is a module."""
    for n in range(len(path), -1, -1):
        head = path[:n]
        candidates = (
            [src / "lib.rs", src / "main.rs"]
            if not head
            else [src.joinpath(*head).with_suffix(".rs"), src.joinpath(*head, "mod.rs")]
        )
        for candidate in candidates:
            if candidate.exists():
                return candidate
    return None


def imports(src: Path, file: Path) -> set[Path]:
    """The files that `file` imports."""
    text = "\n".join(COMMENT.sub("", line) for line in file.read_text().splitlines())
    here = module_of(src, file)
    own = file.name in ("mod.rs", "lib.rs", "main.rs")
    paths = [(m.group(1), m.group(2)) for m in PATH.finditer(text)]
    for m in GROUP.finditer(text):
        for item in m.group(2).split(","):
            item = item.strip().split(" as ")[0]
            if item and item != "self":
                paths.append((m.group(1), "::" + item.replace(" ", "")))
    found = set()
    for anchor, rest in paths:
        segments = [s for s in rest.split("::") if s]
        if anchor == "crate":
            base = []
        elif anchor == "self":
            base = here
        else:
            base = here[:-1]
            while segments and segments[0] == "super":
                segments.pop(0)
                base = base[:-1]
        target = file_of(src, base + segments)
        if target is not None and target != file:
            found.add(target)
    # A folder's root names its submodules; that is not an import of them.
    if own:
        children = {m.group(1) for m in re.finditer(r"\bmod\s+([a-z_0-9]+)\s*;", text)}
        found = {
            f for f in found
            if not (f.parent == file.parent and f.stem in children)
            and not (f.name == "mod.rs" and f.parent.parent == file.parent and f.parent.name in children)
        }
    return found


def cycles(graph: dict[Path, set[Path]]) -> list[list[Path]]:
    """The strongly connected components with more than one file (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return out


def top(src: Path, file: Path) -> str:
    return file.relative_to(src).parts[0]


def layer_errors(src: Path, graph: dict[Path, set[Path]]) -> list[str]:
    errors = []
    for file, targets in graph.items():
        here = top(src, file)
        for target in targets:
            there = top(src, target)
            if here == there or here in ROOTS:
                continue
            rel = f"{file.relative_to(ROOT)} imports {target.relative_to(ROOT)}"
            if here in FEATURES and there in FEATURES:
                errors.append(f"{rel}: a feature imports another feature")
            elif here in FEATURES and there in ROOTS:
                errors.append(f"{rel}: a feature imports a root")
            elif here in LAYERS and (there in FEATURES or there in ROOTS):
                errors.append(f"{rel}: a shared layer imports a feature")
            elif here in LAYERS and there in LAYERS and LAYERS.index(there) > LAYERS.index(here):
                errors.append(f"{rel}: a layer imports a layer above it")
            elif here not in LAYERS + FEATURES:
                errors.append(f"{rel}: {here} is not a known folder (add it to LAYERS or FEATURES)")
    return errors


def main() -> int:
    problems = []
    for name, src in CRATES.items():
        files = sorted(src.rglob("*.rs"))
        graph = {f: imports(src, f) for f in files}
        for component in cycles(graph):
            names = ", ".join(str(f.relative_to(ROOT)) for f in component)
            problems.append(f"{name}: an import circle: {names}")
        if name == "app":
            problems += layer_errors(src, graph)
        edges = sum(len(t) for t in graph.values())
        print(f"{name}: {len(files)} files, {edges} imports between them")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print("no import circles; no feature imports another")
    return 0


if __name__ == "__main__":
    sys.exit(main())
