#!/usr/bin/env python3
"""Checks that every relative link and #anchor in README.md and docs/*.md resolves.

A link's file must exist (relative to the Markdown file that holds it); an anchor must
match a heading of the target file by GitHub's slug rule (lower case, punctuation
dropped, spaces to hyphens, -1, -2 … for repeats). Links inside code are not links and
are skipped; http(s) and mailto links are not checked. It also warns (without failing)
about repository paths quoted in backticks (`engine/src/…`) that do not exist.

Run from anywhere: python3 tools/check-links.py. Exit status 1 if a link is broken.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILES = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HTML = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)=\"([^\"]+)\"")
CODE_SPAN = re.compile(r"`+[^`]*`+")
PATH_IN_CODE = re.compile(
    r"`((?:engine|src|tests|tools|scripts|docs|assets|fuzz|style|\.github|\.ci)/[^`\s]*)`"
)


def prose_lines(text):
    """(line number, line) outside fenced code blocks."""
    fence = None
    for n, line in enumerate(text.split("\n"), 1):
        m = re.match(r"^\s*(```+|~~~+)", line)
        if m:
            if fence is None:
                fence = m.group(1)[0] * 3
            elif line.strip().startswith(fence):
                fence = None
            continue
        if fence is None:
            yield n, line


def slug(heading):
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text only
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors(path):
    seen, out = {}, set()
    for _, line in prose_lines(path.read_text(encoding="utf-8")):
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        base = slug(m.group(2))
        k = seen.get(base, 0)
        seen[base] = k + 1
        out.add(base if k == 0 else f"{base}-{k}")
    return out


def main():
    broken, warned, checked = [], [], 0
    cache = {}
    for md in FILES:
        text = md.read_text(encoding="utf-8")
        for n, line in prose_lines(text):
            for p in PATH_IN_CODE.findall(line):
                clean = re.split(r"[\[{*<…]|\.\.\.", p)[0].rstrip("/.,;:)")
                if re.search(r"\b[A-Z]{3,}\b", clean):
                    continue  # a placeholder such as openings-RULE.txt
                if clean and not (ROOT / clean).exists():
                    warned.append(f"{md.relative_to(ROOT)}:{n}: `{p}` is not in the repository")
            bare = CODE_SPAN.sub("", line)
            for target in LINK.findall(bare) + HTML.findall(bare):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue  # http:, https:, mailto:
                checked += 1
                path, _, anchor = target.partition("#")
                dest = (md.parent / path).resolve() if path else md
                where = f"{md.relative_to(ROOT)}:{n}: {target}"
                if not dest.exists():
                    broken.append(f"{where}: no such file")
                    continue
                if anchor:
                    if dest.suffix != ".md":
                        broken.append(f"{where}: an anchor into a file that is not Markdown")
                        continue
                    if dest not in cache:
                        cache[dest] = anchors(dest)
                    if anchor not in cache[dest]:
                        broken.append(f"{where}: no heading with that anchor")
    for w in warned:
        print("warning:", w)
    for b in broken:
        print("broken:", b)
    print(f"{checked} relative links in {len(FILES)} files; {len(broken)} broken, "
          f"{len(warned)} warnings")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
