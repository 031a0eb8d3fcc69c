"""Writes a narrower network as the same function at a larger width (`.gvf` to `.gvf`).

The engine reads width 32 only; a width-16 network padded with units that are always 0
(their A, B and c zero, so clamp(0) = 0, and their W1 columns zero) computes the same
out, so it can play at the board beside the width-32 ones. The check vectors are kept:
their outs do not change.

    target/learning/venv/bin/python engine/learning/widen.py IN.gvf OUT.gvf [--width 32]
"""

from __future__ import annotations

import argparse
import sys

import numpy as np

from gtf import FormatError, Weights, read_gvf, write_gvf


def widen(w: Weights, width: int) -> Weights:
    """`w` with zero units added up to `width`: the same out for every position."""
    d, _ = w.dims
    if width < d:
        raise ValueError(f"the network is {d} wide, wider than {width}")
    extra = width - d

    def pad(a: np.ndarray) -> np.ndarray:
        return np.concatenate([a, np.zeros(a.shape[:-1] + (extra,), dtype=a.dtype)], axis=-1)

    w1 = np.concatenate([pad(w.W1[:, :d]), pad(w.W1[:, d:])], axis=1)
    return Weights(pad(w.A), pad(w.B), pad(w.c), w1, w.b1, w.w2, w.b2, pool=w.pool, scale=w.scale)


def main(argv: list[str]) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("input")
    p.add_argument("output")
    p.add_argument("--width", type=int, default=32)
    args = p.parse_args(argv)
    w, checks, outs = read_gvf(args.input)
    write_gvf(args.output, widen(w, args.width), checks, outs)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except (FormatError, ValueError) as e:
        raise SystemExit(f"error: {e}") from None
