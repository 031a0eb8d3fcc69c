"""Synthetic `.gtf` positions with a known, learnable rule, for tests and dry runs.

Each position gets 20..120 points with random pattern indices among a hundred values
(mostly small: a real board, too, uses few of the 1001 and mostly weak ones). The side
to move wins with chance sigmoid(K * (s - o)), where s and o count the points whose m
for the side to move, respectively the other side, is at least THRESHOLD; the score is
that logit in engine units plus noise (absent for a fifth of the positions). A network of
the v1 shape can learn the rule closely, so training on these files must beat the
constant predictor by far.

    python engine/learning/synthetic.py --positions 20000 --out target/learning/synth.gtf
"""

from __future__ import annotations

import argparse

import numpy as np

from gtf import NO_SCORE, Positions, write_gtf

THRESHOLD = 600
K = 0.8
SCALE = 1198.0


def make_positions(count: int, seed: int, per_game: int = 20, size: int = 15) -> Positions:
    """`count` synthetic positions, `per_game` consecutive ones sharing a game id."""
    rng = np.random.default_rng(seed)
    n = rng.integers(20, 121, count).astype(np.int64)
    total = int(n.sum())
    m = (10 * np.floor(100 * rng.random((2, total)) ** 3) + 1).astype(np.uint16)
    side = rng.integers(0, 2, count).astype(np.uint8)
    white = np.repeat(side == 1, n)
    mover = np.where(white, m[1], m[0])
    other = np.where(white, m[0], m[1])
    owner = np.repeat(np.arange(count), n)
    strong_s = np.bincount(owner, weights=mover >= THRESHOLD, minlength=count)
    strong_o = np.bincount(owner, weights=other >= THRESHOLD, minlength=count)
    logit = K * (strong_s - strong_o)
    won = rng.random(count) < 1.0 / (1.0 + np.exp(-logit))
    score = np.clip(SCALE * logit + rng.normal(0.0, 300.0, count), -30000, 30000).astype(np.int16)
    score[rng.random(count) < 0.2] = NO_SCORE
    start = np.cumsum(n) - n
    return Positions(
        game=(np.arange(count) // per_game).astype(np.uint32),
        rule=rng.integers(0, 3, count).astype(np.uint8),
        size=np.full(count, size, dtype=np.uint8),
        side=side,
        result=np.where(won, 2, 0).astype(np.uint8),
        score=score,
        ply=rng.integers(0, 60, count).astype(np.uint16),
        n=n,
        start=start,
        point=(np.arange(total) - np.repeat(start, n)).astype(np.uint16),
        m_black=m[0],
        m_white=m[1],
    )


def main() -> None:
    """Writes a synthetic `.gtf` file."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--positions", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    write_gtf(args.out, make_positions(args.positions, args.seed))


if __name__ == "__main__":
    main()
