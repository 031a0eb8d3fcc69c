#!/usr/bin/env python3
"""Tunes the full search's constants by self-play with SPSA (simultaneous perturbation
stochastic approximation, as Stockfish's fishtest does it).

Each iteration perturbs every parameter at once by +c_k or -c_k (signs drawn from the
seeded generator), plays the brain given theta + delta against the brain given
theta - delta on one opening of the A/B book with the colours swapped (two games, a fixed
node budget a move, one game at a time), and moves theta along delta by the pair's result
(wins minus losses of the + side). Gains follow fishtest's schedule: c_k = c / k^0.101,
a_k = a / (A + k)^0.602 with A a tenth of the iterations, c and a set from each
parameter's final perturbation (c_end) and final step ratio (R_END).

The brains are one binary given the values through GOBANG_PARAMS (see pbrain-gobang), so
no rebuild is needed. Fixed-node games are deterministic: the same seed, iterations,
budget, book and binary give the same run. Every iteration is logged (a TSV line with the
perturbation, the pair's result and theta after it); the end writes theta, rounded, as a
GOBANG_PARAMS line.

    cargo build --release -p gobang-engine --bin pbrain-gobang --example match
    nice -n 19 python3 engine/tuning/spsa.py --iterations 1600 --nodes 50000 \\
        --brain target/release/pbrain-gobang --out target/spsa

Run it from the repository's root. It uses one core; on a 2-core machine a second run
with another --seed (and --out) can use the other, and their results averaged.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import time

# name, start (today's default), c_end (perturbation at the end), low, high.
# Integers all: the brain takes whole numbers, so theta is rounded when played.
PARAMS = [
    ("futility_margin", 150, 20, 0, 1000),
    ("razor_margin", 200, 25, 0, 1000),
    ("null_move_reduction", 2, 1, 0, 6),
    ("late_move_base", 3, 2, 0, 30),
    ("reduction_divisor", 180, 30, 60, 600),
    ("aspiration", 400, 80, 50, 3000),
    ("width", 14, 1.5, 6, 30),
    ("leaf_fours", 6, 1.5, 1, 14),
]
# The step at the end as a share of c_end squared: larger than fishtest's 0.002, which is
# made for runs of tens of thousands of games, so that ~1,600 pairs can move theta.
R_END = 0.01
ALPHA = 0.602
GAMMA = 0.101


def read_openings(path):
    with open(path) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def clamp(value, low, high):
    return max(low, min(high, value))


def start(args, params):
    """The run's generator, opening order and book, and the gains' schedule (A, c, a) and
    theta at the start, for `params` as (name, start, c_end, low, high) rows."""
    rng = random.Random(args.seed)
    openings = read_openings(args.book)
    order = list(range(len(openings)))
    rng.shuffle(order)
    n = args.iterations
    big_a = 0.1 * n
    c = [c_end * n**GAMMA for _, _, c_end, _, _ in params]
    a = [R_END * c_end**2 * (big_a + n) ** ALPHA for _, _, c_end, _, _ in params]
    theta = [float(value) for _, value, *_ in params]
    return rng, order, openings, big_a, c, a, theta


def perturb(rng, k, theta, c, a, big_a, params):
    """Iteration k's signs (drawn from `rng`), perturbations c_k and gains a_k, and theta
    plus and minus the perturbation, each kept within its parameter's bounds."""
    delta = [rng.choice((-1, 1)) for _ in params]
    ck = [ci / k**GAMMA for ci in c]
    ak = [ai / (big_a + k) ** ALPHA for ai in a]
    plus = [clamp(t + s * d, p[3], p[4]) for t, s, d, p in zip(theta, ck, delta, params)]
    minus = [clamp(t - s * d, p[3], p[4]) for t, s, d, p in zip(theta, ck, delta, params)]
    return delta, ck, ak, plus, minus


def step(theta, result, delta, ck, ak, params):
    """Moves theta along delta by `result` (the + side's score minus the − side's)."""
    for i, (_, _, _, low, high) in enumerate(params):
        theta[i] = clamp(theta[i] + ak[i] / ck[i] * result * delta[i], low, high)


def common_arguments(parser, iterations, nodes, out):
    """The options both tuners take, with their defaults for the run length, the budget
    and the output folder."""
    parser.add_argument("--iterations", type=int, default=iterations)
    parser.add_argument("--nodes", type=int, default=nodes)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--book", default="engine/tuning/openings-ab.txt")
    parser.add_argument("--brain", default="target/release/pbrain-gobang")
    parser.add_argument("--match", default="target/release/examples/match")
    parser.add_argument("--out", default=out)


def as_params(values, params=PARAMS):
    return ",".join(f"{name}={round(v)}" for (name, *_), v in zip(params, values))


def two_games(args, brains, names, nodes, book, out, name):
    """Plays the brains (commands, A then B) two games from the one opening in `book`,
    colours swapped, at `nodes` a move (A's, B's), one game at a time; the result column
    of the match's games.tsv."""
    shutil.rmtree(os.path.join(out, name), ignore_errors=True)
    command = [
        args.match, f"brain:{brains[0]}", f"brain:{brains[1]}",
        "--name-a", names[0], "--name-b", names[1],
        "--nodes-a", str(nodes[0]), "--nodes-b", str(nodes[1]),
        "--games", "2", "--threads", "1",
        "--book", book, "--out", out, "--name", name,
    ]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(os.path.join(out, name, "games.tsv")) as f:
        return [row.split("\t")[3] for row in list(f)[1:]]


def play_pair(args, opening, plus, minus, workdir):
    """The + side's wins minus its losses in two games from `opening`, colours swapped."""
    book = os.path.join(workdir, "book.txt")
    with open(book, "w") as f:
        f.write(opening + "\n")
    brain = os.path.abspath(args.brain)
    results = two_games(
        args,
        (f"env GOBANG_PARAMS={as_params(plus)} {brain}",
         f"env GOBANG_PARAMS={as_params(minus)} {brain}"),
        ("plus", "minus"), (args.nodes, args.nodes), book, workdir, "pair")
    result = results.count("plus wins") - results.count("minus wins")
    return result, results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    common_arguments(parser, 1600, 50000, "target/spsa")
    args = parser.parse_args()

    os.makedirs(args.out, exist_ok=True)
    rng, order, openings, big_a, c, a, theta = start(args, PARAMS)
    n = args.iterations

    log_path = os.path.join(args.out, "spsa.log")
    names = [p[0] for p in PARAMS]
    started = time.time()
    with open(log_path, "w") as log:
        log.write(f"# spsa.py --iterations {n} --nodes {args.nodes} --seed {args.seed} "
                  f"--book {args.book}; R_END {R_END}\n")
        log.write("\t".join(["k", "opening", "result", "games"] + [f"d_{x}" for x in names]
                            + names) + "\n")
        total = 0
        for k in range(1, n + 1):
            delta, ck, ak, plus, minus = perturb(rng, k, theta, c, a, big_a, PARAMS)
            index = order[(k - 1) % len(order)]
            result, games = play_pair(args, openings[index], plus, minus, args.out)
            total += result
            step(theta, result, delta, ck, ak, PARAMS)
            log.write("\t".join([str(k), str(index), str(result), "/".join(games)]
                                + [str(d) for d in delta] + [f"{t:.2f}" for t in theta])
                      + "\n")
            log.flush()
            if k % 50 == 0 or k == n:
                rate = (time.time() - started) / k
                print(f"{k}/{n} ({rate:.2f} s a pair, plus side net {total:+d}): "
                      + as_params(theta), file=sys.stderr, flush=True)

    result_path = os.path.join(args.out, "result.txt")
    with open(result_path, "w") as f:
        f.write(f"# spsa.py --iterations {n} --nodes {args.nodes} --seed {args.seed}; "
                f"theta unrounded: " + ", ".join(f"{x}={t:.2f}" for x, t in zip(names, theta))
                + "\n")
        f.write(as_params(theta) + "\n")
    print(as_params(theta))


if __name__ == "__main__":
    main()
