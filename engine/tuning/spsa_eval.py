#!/usr/bin/env python3
"""Tunes the evaluation's weights (Weights::TUNED) with SPSA against a fixed opponent.

Each iteration perturbs every tuned weight at once by +c_k or -c_k (signs drawn from the
seeded generator) and plays the brain given theta + delta and the brain given
theta - delta each against the same opponent brain, from the same opening of the book with
the colours swapped (two games each, both pairs at once on two cores, a fixed node budget
a move for each side). Theta moves along delta by the + side's score minus the - side's.
Gains follow fishtest's schedule, as engine/tuning/spsa.py's.

The brains are one binary given the weights through GOBANG_PARAMS (`m<i>`/`w<i>`/`tempo`,
see pbrain-gobang), so no rebuild is needed. Fixed-node games are deterministic: the same
seed, iterations, budgets, book, opponent and binary give the same run. Every iteration is
logged; the end writes theta, rounded, as a GOBANG_PARAMS line.

    cargo build --release -p gobang-engine --bin pbrain-gobang --example match
    nice -n 5 python3 engine/tuning/spsa_eval.py --iterations 1200 \\
        --opponent /path/to/pbrain-opponent --out target/spsa-eval
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spsa import ALPHA, GAMMA, R_END, clamp, start  # noqa: E402

# The weights that are not zero today (the others are features the search answers
# itself: fives, open fours), as (key, start).
START = {
    "m2": 29, "m3": -2, "m4": 36, "m5": 265, "m6": 1065, "m7": 1464, "m8": 2786,
    "m12": 1714, "m13": 2630, "m14": 4433, "m15": 95269,
    "w2": -20, "w3": 16, "w4": -44, "w5": -145, "w6": -865, "w7": -617, "w8": -848,
    "w9": -13886, "w12": -1638, "w13": -4325, "w14": -842, "w15": -19716, "w16": -4417,
    "tempo": -9508,
}


def params(share, floor):
    """(key, start, c_end, low, high): the perturbation at the end is `share` of the weight
    and at least `floor`."""
    return [(key, v, max(abs(v) * share, floor), -max(4 * abs(v), 800), max(4 * abs(v), 800))
            for key, v in START.items()]


PARAMS = params(0.05, 2.0)


def as_params(values):
    return ",".join(f"{name}={round(v)}" for (name, *_), v in zip(PARAMS, values))


def play(args, book, values, name):
    """Our score (a win 1, a draw 1/2) in two games against the opponent, colours swapped."""
    folder = os.path.join(args.out, name)
    shutil.rmtree(folder, ignore_errors=True)
    command = [
        args.match,
        f"brain:env GOBANG_PARAMS={as_params(values)} {os.path.abspath(args.brain)}",
        f"brain:{args.opponent}",
        "--name-a", "us", "--name-b", "them",
        "--nodes-a", str(args.nodes), "--nodes-b", str(args.opponent_nodes),
        "--games", "2", "--threads", "1",
        "--book", book, "--out", args.out, "--name", name,
    ]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    score, outcomes = 0.0, []
    with open(os.path.join(folder, "games.tsv")) as f:
        for row in list(f)[1:]:
            outcome = row.split("\t")[3]
            outcomes.append(outcome)
            score += 1.0 if outcome == "us wins" else 0.0 if outcome == "them wins" else 0.5
    return score, outcomes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iterations", type=int, default=1200)
    parser.add_argument("--nodes", type=int, default=40000)
    parser.add_argument("--opponent", required=True, help="the opponent brain's command")
    parser.add_argument("--opponent-nodes", type=int, default=8000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--book", default="engine/tuning/openings-ab.txt")
    parser.add_argument("--brain", default="target/release/pbrain-gobang")
    parser.add_argument("--match", default="target/release/examples/match")
    parser.add_argument("--out", default="target/spsa-eval")
    parser.add_argument("--c-share", type=float, default=0.05,
                        help="the perturbation at the end as a share of each weight")
    parser.add_argument("--c-floor", type=float, default=2.0,
                        help="the smallest perturbation at the end")
    args = parser.parse_args()
    PARAMS[:] = params(args.c_share, args.c_floor)

    os.makedirs(args.out, exist_ok=True)
    rng, order, openings, big_a, c, a, theta = start(args, PARAMS)
    n = args.iterations
    names = [p[0] for p in PARAMS]
    book = os.path.join(args.out, "book.txt")
    started = time.time()
    with open(os.path.join(args.out, "spsa.log"), "w") as log, \
            concurrent.futures.ThreadPoolExecutor(2) as pool:
        log.write(f"# spsa_eval.py --iterations {n} --nodes {args.nodes} --opponent "
                  f"{args.opponent} --opponent-nodes {args.opponent_nodes} --seed {args.seed} "
                  f"--book {args.book} --c-share {args.c_share} --c-floor {args.c_floor}; "
                  f"R_END {R_END}\n")
        log.write("\t".join(["k", "opening", "plus", "minus"] + [f"d_{x}" for x in names]
                            + names) + "\n")
        totals = [0.0, 0.0]
        for k in range(1, n + 1):
            delta = [rng.choice((-1, 1)) for _ in PARAMS]
            ck = [ci / k**GAMMA for ci in c]
            ak = [ai / (big_a + k) ** ALPHA for ai in a]
            plus = [clamp(t + ck[i] * d, p[3], p[4])
                    for i, (t, d, p) in enumerate(zip(theta, delta, PARAMS))]
            minus = [clamp(t - ck[i] * d, p[3], p[4])
                     for i, (t, d, p) in enumerate(zip(theta, delta, PARAMS))]
            index = order[(k - 1) % len(order)]
            with open(book, "w") as f:
                f.write(openings[index] + "\n")
            up = pool.submit(play, args, book, plus, "plus")
            down = pool.submit(play, args, book, minus, "minus")
            (s_plus, g_plus), (s_minus, g_minus) = up.result(), down.result()
            totals[0] += s_plus
            totals[1] += s_minus
            result = s_plus - s_minus
            for i, (_, _, _, low, high) in enumerate(PARAMS):
                theta[i] = clamp(theta[i] + ak[i] / ck[i] * result * delta[i], low, high)
            log.write("\t".join([str(k), str(index), str(s_plus), str(s_minus)]
                                + [str(d) for d in delta] + [f"{t:.1f}" for t in theta])
                      + "\n")
            log.flush()
            if k % 25 == 0 or k == n:
                rate = (time.time() - started) / k
                share = (totals[0] + totals[1]) / (4 * k)
                print(f"{k}/{n} ({rate:.2f} s an iteration, score {share:.3f}): "
                      + as_params(theta), file=sys.stderr, flush=True)

    with open(os.path.join(args.out, "result.txt"), "w") as f:
        f.write(f"# spsa_eval.py --iterations {n} --nodes {args.nodes} --seed {args.seed}\n")
        f.write(as_params(theta) + "\n")
    print(as_params(theta))


if __name__ == "__main__":
    main()
