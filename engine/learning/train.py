"""Trains the v1 value network on `.gtf` positions and writes its float weights (`.gvf`).

The network (docs/learning.md, "Training"): for a perspective colour X with other colour
Y, every listed empty point p gives h_X(p) = clamp(A[m_X(p)] + B[m_Y(p)] + c, 0, 1); the
pooled P_X = sum_p h_X(p) / POOL; with S the side to move and O the other side,
out = w2 . clamp(W1 [P_S, P_O] + b1, 0, 1) + b2, and sigmoid(out) is the chance of the
side to move. The target blends the game's result r (1 won, 0.5 draw, 0 lost) with the
search's chance: t = lam * r + (1 - lam) * sigmoid(score / 1198) where the position has
a score, else t = r; the loss is the binary cross-entropy of sigmoid(out) against t.

NumPy only, forward and backward by hand. A batch's points are grouped by their distinct
(m_X, m_Y) pairs: the clamp runs once a pair, each point then takes its pair's vector
and one `reduceat` sums a position's points; the backward pass sums the points'
gradients a pair at a time (the points sorted by pair once, when the batch is made).

Held-out data are whole games, chosen by a hash of the game id. Adam with decoupled
weight decay on A, B and W1, cosine learning-rate decay, a fixed seed: the same files
and options give the same weights on the same machine. Every epoch logs the train loss,
the held-out loss, two baselines (a constant 0.5; the search's own sigmoid(score/1198)
on the positions that have a score, against the same targets) and the accuracy of
predicting the game's winner; a JSON log is written next to the weights.

After every epoch the run saves a checkpoint next to the weights (`<out>.ckpt.npz`: the
weights, Adam's state, the random generator's state, the log so far); `--resume` goes on
from it, to the same weights as a run that never stopped.

    engine/learning/setup.sh
    target/learning/venv/bin/python engine/learning/train.py \\
        --data target/learning/gen0-text.gtf --out target/learning/gen0.gvf --epochs 12
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from gtf import FormatError, M, NO_SCORE, Positions, Weights, read_gtf, segment_index, write_gvf

D = 32
H = 32
POOL = 32
SCORE_SCALE = 1198.0
CHECK_VECTORS = 16
DECAYED = ("A", "B", "W1")
"""The parameters weight decay pulls toward zero (not the biases or the output layer)."""
NAMES = ("A", "B", "c", "W1", "b1", "w2", "b2")


def init_weights(
    rng: np.random.Generator, d: int = D, h: int = H, dtype: type = np.float32
) -> Weights:
    """Initial weights that start every unit inside its clamp.

    A and B small (0.05) around c = 0.1, so a point's h starts in (0, 1) and a position's
    pooled P near 0.1 * points / POOL; W1 scaled by 1/sqrt(2D) and w2 by 1/sqrt(H).
    b1 = 0.5 here; `center_hidden` sets it from the data.
    """
    return Weights(
        A=(0.05 * rng.standard_normal((M, d))).astype(dtype),
        B=(0.05 * rng.standard_normal((M, d))).astype(dtype),
        c=np.full(d, 0.1, dtype=dtype),
        W1=(rng.standard_normal((h, 2 * d)) / math.sqrt(2 * d)).astype(dtype),
        b1=np.full(h, 0.5, dtype=dtype),
        w2=(rng.standard_normal(h) / math.sqrt(h)).astype(dtype),
        b2=np.zeros(1, dtype=dtype),
        pool=POOL,
        scale=SCORE_SCALE,
    )


@dataclass
class Features:
    """The data as the network reads it: per point, m of the side to move and of the other."""

    mover: np.ndarray
    other: np.ndarray
    start: np.ndarray
    n: np.ndarray

    @staticmethod
    def of(pos: Positions) -> Features:
        """The features of every position of `pos`."""
        mover, other = pos.mover_other()
        return Features(mover.astype(np.int64), other.astype(np.int64), pos.start, pos.n)


def run_sums(values: np.ndarray, bounds: np.ndarray, rows: np.ndarray, count: int) -> np.ndarray:
    """out[rows[i]] = the sum of values[bounds[i] : bounds[i + 1]] (out has `count` rows)."""
    out = np.zeros((count, values.shape[1]), dtype=values.dtype)
    if len(bounds):
        out[rows] = np.add.reduceat(values, bounds)
    return out


def sorted_runs(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(order sorting keys, where each run of equal sorted keys starts, each run's key)."""
    order = np.argsort(keys, kind="stable")
    ranked = keys[order]
    bounds = np.flatnonzero(np.r_[True, ranked[1:] != ranked[:-1]]) if len(ranked) else order
    return order, bounds, ranked[bounds]


@dataclass
class Batch:
    """A batch of positions as its distinct (m_X, m_Y) pairs and each point's pair.

    Perspective S (side to move) takes a point's pair as (mover, other), perspective O
    as (other, mover); `pair_s[j]` and `pair_o[j]` are point j's pairs as indexes into
    `pair_a`, `pair_b`. The points of a position are consecutive; `seg` holds where each
    position with points starts and `filled` which positions have points; `order` sorts
    the points' S pairs followed by their O pairs by pair, `bounds` is where each pair's
    run starts in that order.
    """

    pair_a: np.ndarray
    pair_b: np.ndarray
    pair_s: np.ndarray
    pair_o: np.ndarray
    order: np.ndarray
    bounds: np.ndarray
    row: np.ndarray
    seg: np.ndarray
    filled: np.ndarray

    @staticmethod
    def of(feat: Features, idx: np.ndarray) -> Batch:
        """The batch of positions `idx`."""
        n = feat.n[idx]
        pts = segment_index(feat.start[idx], n)
        mover, other = feat.mover[pts], feat.other[pts]
        order, bounds, keys = sorted_runs(np.concatenate([mover * M + other, other * M + mover]))
        first = np.zeros(len(order), dtype=np.int64)
        first[bounds[1:]] = 1
        pair = np.empty_like(order)
        pair[order] = np.cumsum(first)
        filled = n > 0
        seg = (np.cumsum(n) - n)[filled]
        row = np.repeat(np.arange(len(idx)), n)
        return Batch(
            keys // M, keys % M, pair[: len(pts)], pair[len(pts) :], order, bounds, row, seg, filled
        )

    def pool(self, hp: np.ndarray, pair: np.ndarray) -> np.ndarray:
        """Each position's sum of hp over its points' pairs."""
        total = np.zeros((len(self.filled), hp.shape[1]), dtype=hp.dtype)
        if len(pair):
            total[self.filled] = np.add.reduceat(hp[pair], self.seg)
        return total


@dataclass
class Cache:
    """What the forward pass keeps for the backward pass."""

    u: np.ndarray
    z: np.ndarray
    a1: np.ndarray
    y: np.ndarray


def forward(w: Weights, batch: Batch) -> tuple[np.ndarray, Cache]:
    """The network's out for each position of the batch."""
    u = w.A[batch.pair_a] + w.B[batch.pair_b] + w.c
    hp = np.clip(u, 0.0, 1.0)
    z = (
        np.concatenate([batch.pool(hp, batch.pair_s), batch.pool(hp, batch.pair_o)], axis=1)
        / w.pool
    )
    a1 = z @ w.W1.T + w.b1
    y = np.clip(a1, 0.0, 1.0)
    out = y @ w.w2 + w.b2[0]
    return out, Cache(u, z, a1, y)


def backward(w: Weights, batch: Batch, cache: Cache, dout: np.ndarray) -> dict[str, np.ndarray]:
    """Gradients of sum(dout * out) with respect to every parameter."""
    d = w.A.shape[1]
    da1 = np.outer(dout, w.w2) * ((cache.a1 > 0.0) & (cache.a1 < 1.0))
    dz = (da1 @ w.W1) / w.pool
    per_point = np.concatenate([dz[batch.row, :d], dz[batch.row, d:]])[batch.order]
    pairs = len(batch.pair_a)
    du = run_sums(per_point, batch.bounds, np.arange(pairs), pairs) * (
        (cache.u > 0.0) & (cache.u < 1.0)
    )
    _, a_bounds, a_rows = sorted_runs(
        batch.pair_a
    )  # pair_a is sorted already: order is the identity
    b_order, b_bounds, b_rows = sorted_runs(batch.pair_b)
    return {
        "A": run_sums(du, a_bounds, a_rows, M),
        "B": run_sums(du[b_order], b_bounds, b_rows, M),
        "c": du.sum(axis=0),
        "W1": da1.T @ cache.z,
        "b1": da1.sum(axis=0),
        "w2": cache.y.T @ dout,
        "b2": np.array([dout.sum()], dtype=w.b2.dtype),
    }


def center_hidden(w: Weights, feat: Features, idx: np.ndarray) -> None:
    """Sets b1 so that each hidden unit's input averages 0.5 over positions `idx`.

    A position's pooled features are far from zero (every empty point near nothing still
    adds its vector), so with b1 fixed many hidden units would start clamped for every
    position, their gradient zero for good.
    """
    _, cache = forward(w, Batch.of(feat, idx))
    w.b1 += (0.5 - cache.a1.mean(axis=0)).astype(w.b1.dtype)


def bce_logits(out: np.ndarray, t: np.ndarray) -> np.ndarray:
    """Binary cross-entropy of sigmoid(out) against t, per position, computed stably."""
    return np.logaddexp(0.0, out) - t * out


def sigmoid(x: np.ndarray) -> np.ndarray:
    """The logistic function."""
    return 0.5 * (1.0 + np.tanh(0.5 * x))


def targets(pos: Positions, lam: float) -> np.ndarray:
    """t = lam * r + (1 - lam) * sigmoid(score / 1198) where there is a score, else r."""
    r = pos.result.astype(np.float64) / 2.0
    has = pos.score != NO_SCORE
    chance = sigmoid(pos.score.astype(np.float64) / SCORE_SCALE)
    return np.where(has, lam * r + (1.0 - lam) * chance, r)


def game_hash(game: np.ndarray, salt: int = 0) -> np.ndarray:
    """A number in [0, 1) for each game id, spread evenly; `salt` draws another one."""
    x = (game.astype(np.uint64) + np.uint64(salt)) * np.uint64(0x9E3779B97F4A7C15)
    x ^= x >> np.uint64(31)
    x *= np.uint64(0xBF58476D1CE4E5B9)
    x ^= x >> np.uint64(29)
    return (x >> np.uint64(40)).astype(np.float64) / float(1 << 24)


def held_out_mask(game: np.ndarray, share: float) -> np.ndarray:
    """True for the positions of the games held out: a hash of the game id below `share`."""
    return game_hash(game) < share


TRAIN_SALT = 0x5EED_0F_DA7A
"""Draws the training games kept by `--train-share`, independently of the held-out hash."""


def training_indices(game: np.ndarray, held: np.ndarray, share: float) -> np.ndarray:
    """The positions to train on: those not held out, of a `share` of the games.

    The games kept are chosen by a second hash of their ids, so a smaller share keeps a
    subset of a larger one's games and the held-out set stays the same: runs at several
    shares of one file measure the network against the amount of data alone.
    """
    keep = ~held
    if share < 1.0:
        keep &= game_hash(game, TRAIN_SALT) < share
    return np.flatnonzero(keep)


def groups(pos: Positions, idx: np.ndarray) -> dict[str, np.ndarray]:
    """Positions `idx` by board and rule, e.g. "19 freestyle", for the per-rule metrics."""
    names = {0: "freestyle", 1: "standard", 2: "renju"}
    key = pos.size[idx].astype(np.int64) * 4 + pos.rule[idx]
    return {
        f"{k // 4} {names.get(k % 4, k % 4)}": idx[key == k] for k in np.unique(key).tolist()
    }


def predict(w: Weights, feat: Features, idx: np.ndarray, chunk: int = 1024) -> np.ndarray:
    """The network's out for positions `idx`, in chunks."""
    outs = [forward(w, Batch.of(feat, idx[i : i + chunk]))[0] for i in range(0, len(idx), chunk)]
    return np.concatenate(outs) if outs else np.zeros(0)


class Adam:
    """Adam with decoupled weight decay (AdamW) on the parameters named in DECAYED."""

    def __init__(
        self, w: Weights, weight_decay: float, b1: float = 0.9, b2: float = 0.999, eps: float = 1e-8
    ):
        self.m = {k: np.zeros_like(getattr(w, k)) for k in NAMES}
        self.v = {k: np.zeros_like(getattr(w, k)) for k in NAMES}
        self.wd, self.b1, self.b2, self.eps, self.t = weight_decay, b1, b2, eps, 0

    def step(self, w: Weights, grads: dict[str, np.ndarray], lr: float) -> None:
        """One update of every parameter of `w`, in place."""
        self.t += 1
        c1, c2 = 1.0 - self.b1**self.t, 1.0 - self.b2**self.t
        for k in NAMES:
            p, g, m, v = getattr(w, k), grads[k], self.m[k], self.v[k]
            m *= self.b1
            m += (1.0 - self.b1) * g
            v *= self.b2
            v += (1.0 - self.b2) * g * g
            if k in DECAYED and self.wd > 0.0:
                p *= 1.0 - lr * self.wd
            p -= (lr * (m / c1) / (np.sqrt(v / c2) + self.eps)).astype(p.dtype)


def evaluate(
    w: Weights, pos: Positions, feat: Features, idx: np.ndarray, t: np.ndarray
) -> dict[str, float]:
    """Held-out metrics of the network and the baselines on positions `idx`."""
    out = predict(w, feat, idx).astype(np.float64)
    tt = t[idx]
    score = pos.score[idx].astype(np.float64)
    scored = pos.score[idx] != NO_SCORE
    result = pos.result[idx]
    r = result / 2.0
    decisive = result != 1
    won = result == 2
    search = score / SCORE_SCALE

    def mean(x: np.ndarray) -> float:
        return float(x.mean()) if len(x) else float("nan")

    return {
        "held_loss": mean(bce_logits(out, tt)),
        "held_loss_const_half": mean(bce_logits(np.zeros_like(out), tt)),
        "held_loss_scored": mean(bce_logits(out[scored], tt[scored])),
        "held_loss_search_scored": mean(bce_logits(search[scored], tt[scored])),
        "held_result_loss": mean(bce_logits(out, r)),
        "held_result_loss_scored": mean(bce_logits(out[scored], r[scored])),
        "held_result_loss_search_scored": mean(bce_logits(search[scored], r[scored])),
        "held_accuracy": mean((out[decisive] > 0) == won[decisive]),
        "held_accuracy_scored": mean((out[decisive & scored] > 0) == won[decisive & scored]),
        "held_accuracy_search_scored": mean(
            (score[decisive & scored] > 0) == won[decisive & scored]
        ),
    }


def check_positions(pos: Positions, held: np.ndarray) -> np.ndarray:
    """CHECK_VECTORS held-out positions, spread evenly, those with points first."""
    cands = held[pos.n[held] > 0] if (pos.n[held] > 0).sum() >= CHECK_VECTORS else held
    picks = (
        np.linspace(0, len(cands) - 1, num=min(CHECK_VECTORS, len(cands))).round().astype(np.int64)
    )
    return cands[np.unique(picks)]


@dataclass
class Schedule:
    """The learning rate along a cosine from `lr` at step 0 to lr/20 at step `steps`."""

    lr: float
    steps: int

    def __call__(self, step: int) -> float:
        return self.lr * (
            0.05 + 0.95 * 0.5 * (1.0 + math.cos(math.pi * min(step, self.steps) / self.steps))
        )


def train_epoch(
    w: Weights,
    adam: Adam,
    schedule: Schedule,
    feat: Features,
    t: np.ndarray,
    order: np.ndarray,
    size: int,
) -> float:
    """One pass over positions `order` in batches of `size`; the mean loss as the weights moved."""
    total = 0.0
    for i in range(0, len(order), size):
        idx = order[i : i + size]
        batch = Batch.of(feat, idx)
        out, cache = forward(w, batch)
        total += float(bce_logits(out.astype(np.float64), t[idx]).sum())
        dout = ((sigmoid(out) - t[idx]) / len(idx)).astype(np.float32)
        adam.step(w, backward(w, batch, cache, dout), schedule(adam.t))
    return total / len(order)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line's options."""
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "--data", nargs="+", required=True, help=".gtf files (game ids unique across them)"
    )
    p.add_argument(
        "--out", required=True, help="the .gvf to write; the log goes to the same name .json"
    )
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch", type=int, default=256, help="positions a step")
    p.add_argument(
        "--lr", type=float, default=3e-3, help="Adam's step at the start (cosine decay to lr/20)"
    )
    p.add_argument("--weight-decay", type=float, default=1e-4, help="decoupled, on A, B and W1")
    p.add_argument("--lam", type=float, default=0.5, help="weight of the game result in the target")
    p.add_argument("--held-out", type=float, default=0.1, help="share of games held out")
    p.add_argument(
        "--train-share",
        type=float,
        default=1.0,
        help="train on this share of the games not held out (the held-out set stays)",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--resume", action="store_true", help="go on from the checkpoint next to --out, if any"
    )
    p.add_argument(
        "--dims", type=int, nargs=2, default=[D, H], metavar=("D", "H"), help="for experiments only"
    )
    return p.parse_args(argv)


def _options(args: argparse.Namespace) -> str:
    """The options a checkpoint must share with the run that resumes it."""
    return json.dumps({k: v for k, v in sorted(vars(args).items()) if k != "resume"})


def save_checkpoint(
    path: Path,
    args: argparse.Namespace,
    w: Weights,
    adam: Adam,
    rng: np.random.Generator,
    epochs: list[dict],
) -> None:
    """Writes everything a stopped run needs to go on exactly as if it had not stopped."""
    arrays = {k: getattr(w, k) for k in NAMES}
    arrays |= {f"m_{k}": adam.m[k] for k in NAMES} | {f"v_{k}": adam.v[k] for k in NAMES}
    meta = {
        "options": _options(args),
        "adam_t": adam.t,
        "rng": rng.bit_generator.state,
        "epochs": epochs,
    }
    tmp = path.with_suffix(".tmp.npz")
    np.savez(tmp, meta=np.array(json.dumps(meta)), **arrays)
    tmp.replace(path)


def load_checkpoint(
    path: Path, args: argparse.Namespace, w: Weights, adam: Adam, rng: np.random.Generator
) -> list[dict]:
    """Restores `w`, `adam` and `rng` from a checkpoint; returns the epochs' log so far."""
    with np.load(path) as f:
        meta = json.loads(str(f["meta"]))
        if meta["options"] != _options(args):
            raise SystemExit(f"{path} was written with other options: {meta['options']}")
        for k in NAMES:
            getattr(w, k)[...] = f[k]
            adam.m[k][...] = f[f"m_{k}"]
            adam.v[k][...] = f[f"v_{k}"]
    adam.t = meta["adam_t"]
    rng.bit_generator.state = meta["rng"]
    return meta["epochs"]


def train(args: argparse.Namespace, log: Callable[[str], None] = print) -> dict:
    """Trains as `args` say, writes the `.gvf` and its JSON log, returns the log."""
    t0 = time.time()
    pos = Positions.concat([read_gtf(f) for f in args.data])
    feat = Features.of(pos)
    t = targets(pos, args.lam)
    held_mask = held_out_mask(pos.game, args.held_out)
    train_idx = training_indices(pos.game, held_mask, args.train_share)
    held_idx = np.flatnonzero(held_mask)
    if len(train_idx) == 0 or len(held_idx) == 0:
        raise SystemExit(
            f"need positions both to train on and to hold out: {len(train_idx)} / {len(held_idx)}"
        )
    sizes = {
        "positions": len(pos),
        "points": int(pos.n.sum()),
        "games": int(len(np.unique(pos.game))),
        "train_positions": len(train_idx),
        "held_positions": len(held_idx),
        "held_games": int(len(np.unique(pos.game[held_idx]))),
        "train_games": int(len(np.unique(pos.game[train_idx]))),
        "scored_share": float((pos.score != NO_SCORE).mean()),
        "draw_share": float((pos.result == 1).mean()),
        "load_seconds": round(time.time() - t0, 2),
    }
    log(json.dumps(sizes))
    rng = np.random.default_rng(args.seed)
    w = init_weights(rng, *args.dims)
    center_hidden(w, feat, rng.choice(train_idx, min(1024, len(train_idx)), replace=False))
    adam = Adam(w, args.weight_decay)
    schedule = Schedule(args.lr, args.epochs * math.ceil(len(train_idx) / args.batch))
    ckpt = Path(args.out).with_suffix(".ckpt.npz")
    if args.resume and ckpt.exists():
        epochs = load_checkpoint(ckpt, args, w, adam, rng)
        log(f"resumed from {ckpt} after epoch {epochs[-1]['epoch']}")
    else:
        epochs = [{"epoch": 0, **evaluate(w, pos, feat, held_idx, t)}]
        log(json.dumps(epochs[0]))
    for epoch in range(epochs[-1]["epoch"] + 1, args.epochs + 1):
        e0 = time.time()
        loss = train_epoch(w, adam, schedule, feat, t, rng.permutation(train_idx), args.batch)
        row = {
            "epoch": epoch,
            "seconds": round(time.time() - e0, 2),
            "lr_end": schedule(adam.t),
            "train_loss": loss,
        }
        row.update(evaluate(w, pos, feat, held_idx, t))
        epochs.append(row)
        save_checkpoint(ckpt, args, w, adam, rng, epochs)
        log(json.dumps(row))
    by_rule = {
        name: {"positions": len(idx), **evaluate(w, pos, feat, idx, t)}
        for name, idx in groups(pos, held_idx).items()
    }
    log(json.dumps({"held_by_rule": by_rule}))
    checks = check_positions(pos, held_idx)
    w64 = Weights(
        *(a.astype(np.float32).astype(np.float64) for a in w.arrays()), pool=w.pool, scale=w.scale
    )
    outs = predict(w64, feat, checks)
    write_gvf(args.out, w, pos.subset(checks), outs)
    report = {
        "options": dict(vars(args)),
        "sizes": sizes,
        "epochs": epochs,
        "held_by_rule": by_rule,
        "load_average": os.getloadavg(),
        "seconds": round(time.time() - t0, 1),
        "weights": str(args.out),
    }
    Path(args.out).with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    return report


if __name__ == "__main__":
    try:
        train(parse_args(sys.argv[1:]))
    except FormatError as e:
        raise SystemExit(f"error: {e}") from None
