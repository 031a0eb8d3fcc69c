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
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spsa import (  # noqa: E402
    R_END, as_params, common_arguments, perturb, start, step, two_games)



def tuned_weights():
    """The weights the engine compiles in (engine/src/ai/eval/weights.rs) that are not zero
    (the others are features the search answers itself: fives, open fours), as
    {key: value}."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "ai", "eval",
                        "weights.rs")
    with open(path) as f:
        text = f.read()
    weights = {}
    for table, prefix in (("MOVER", "m"), ("WAITER", "w")):
        values = re.search(table + r": \[i32; \d+\] = \[([^\]]*)\]", text).group(1).split(",")
        weights.update((f"{prefix}{i}", int(v)) for i, v in enumerate(values) if int(v))
    weights["tempo"] = int(re.search(r"TEMPO: i32 = (-?\d+)", text).group(1))
    return weights


START = tuned_weights()


def params(share, floor):
    """(key, start, c_end, low, high): the perturbation at the end is `share` of the weight
    and at least `floor`."""
    return [(key, v, max(abs(v) * share, floor), -max(4 * abs(v), 800), max(4 * abs(v), 800))
            for key, v in START.items()]


PARAMS = params(0.05, 2.0)


def play(args, book, values, name):
    """Our score (a win 1, a draw 1/2) in two games against the opponent, colours swapped."""
    brain = f"env GOBANG_PARAMS={as_params(values, PARAMS)} {os.path.abspath(args.brain)}"
    outcomes = two_games(args, (brain, args.opponent), ("us", "them"),
                         (args.nodes, args.opponent_nodes), book, args.out, name)
    return outcomes.count("us wins") + 0.5 * sum(o not in ("us wins", "them wins")
                                                 for o in outcomes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    common_arguments(parser, 1200, 40000, "target/spsa-eval")
    parser.add_argument("--opponent", required=True, help="the opponent brain's command")
    parser.add_argument("--opponent-nodes", type=int, default=8000)
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
            delta, ck, ak, plus, minus = perturb(rng, k, theta, c, a, big_a, PARAMS)
            index = order[(k - 1) % len(order)]
            with open(book, "w") as f:
                f.write(openings[index] + "\n")
            up = pool.submit(play, args, book, plus, "plus")
            down = pool.submit(play, args, book, minus, "minus")
            s_plus, s_minus = up.result(), down.result()
            totals[0] += s_plus
            totals[1] += s_minus
            step(theta, s_plus - s_minus, delta, ck, ak, PARAMS)
            log.write("\t".join([str(k), str(index), str(s_plus), str(s_minus)]
                                + [str(d) for d in delta] + [f"{t:.1f}" for t in theta])
                      + "\n")
            log.flush()
            if k % 25 == 0 or k == n:
                rate = (time.time() - started) / k
                share = (totals[0] + totals[1]) / (4 * k)
                print(f"{k}/{n} ({rate:.2f} s an iteration, score {share:.3f}): "
                      + as_params(theta, PARAMS), file=sys.stderr, flush=True)

    with open(os.path.join(args.out, "result.txt"), "w") as f:
        f.write(f"# spsa_eval.py --iterations {n} --nodes {args.nodes} --seed {args.seed}\n")
        f.write(as_params(theta, PARAMS) + "\n")
    print(as_params(theta, PARAMS))


if __name__ == "__main__":
    main()
