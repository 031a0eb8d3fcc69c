#!/usr/bin/env bash
# The learning curve: the network's held-out loss against the amount of data and its
# width, and its strength at equal nodes against the fitted weights.
#
#   engine/learning/curve.sh DATA.gtf [OUT]      (OUT defaults to target/learning/curve)
#
# Trains, on two cores side by side, width 32 at 1/16, 1/4 and all of the training games
# (`--train-share`: the held-out games are the same in every run) and widths 16 and 64 at
# 1/4; then plays the width-32 networks and the width-16 one (padded to the 32 the engine
# reads) at 20,000 nodes a move against the same level with its fitted weights, 400 games
# in freestyle 19x19 (and the largest in standard and renju too), and prints the tables. Every step is skipped when its output is there, so a stopped run
# goes on where it stopped. docs/learning.md, "The curve", has the figures it gave.
set -euo pipefail
cd "$(dirname "$0")/../.."

data=$(realpath "${1:?usage: engine/learning/curve.sh DATA.gtf [OUT]}")
out=$(realpath -m "${2:-target/learning/curve}")
games=${GAMES:-400}
epochs=${EPOCHS:-12}
mkdir -p "$out"
engine/learning/setup.sh
python=target/learning/venv/bin/python
# One BLAS thread a run: the two lanes below take a core each.
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1

# train NAME SHARE D: a network of width D on SHARE of the training games.
train() {
    local name=$1 share=$2 d=$3
    [[ -f $out/$name.gvf ]] && return
    if ! "$python" engine/learning/train.py --data "$data" --out "$out/$name.gvf" \
        --epochs "$epochs" --train-share "$share" --dims "$d" 32 --resume \
        > "$out/$name.log" 2>&1; then
        echo "training $name failed: the end of $out/$name.log:" >&2
        tail -n 5 "$out/$name.log" >&2
        return 1
    fi
}

train d32-all 1 32 &
lane=$!
train d32-s16 0.0625 32
train d32-s4 0.25 32
train d16-s4 0.25 16
train d64-s4 0.25 64
wait "$lane"

cargo build --quiet --release -p gobang-engine --example match
# play NAME RULE: the network NAME against the fitted weights under RULE, 19x19.
play() {
    local name=$1 rule=$2 file=$out/$1.$2.match
    [[ -f $file ]] && return
    target/release/examples/match hard hard --net-a "$out/$name.gvf" --nodes-a 20000 \
        --nodes-b 20000 --games "$games" --threads 2 --seed 2 --rule "$rule" > "$file.tmp" 2>&1
    mv "$file.tmp" "$file"
}
# Width 16 plays too, padded to the engine's 32 with units that are always 0 (widen.py).
[[ -f $out/d16w-s4.gvf ]] || "$python" engine/learning/widen.py "$out/d16-s4.gvf" "$out/d16w-s4.gvf"
for name in d32-s16 d32-s4 d32-all d16w-s4; do
    play "$name" freestyle
done
play d32-all standard
play d32-all renju

"$python" - "$out" <<'EOF'
import json, re, sys
from pathlib import Path

out = Path(sys.argv[1])
def score(name, rule):
    match = out / f"{name}.{rule}.match"
    if not match.exists():
        return "-"
    m = re.search(r"\+net: .*?score ([^\n]*)", match.read_text())
    return m.group(1) if m else "?"


print("| network | training positions (games) | held-out loss | winner accuracy | at equal nodes, freestyle |")
print("| --- | --- | --- | --- | --- |")
for name in ("d32-s16", "d32-s4", "d32-all", "d16-s4", "d64-s4"):
    log = json.loads((out / f"{name}.json").read_text())
    last, sizes = log["epochs"][-1], log["sizes"]
    played = "d16w-s4" if name == "d16-s4" else name
    print(
        f"| {name} | {sizes['train_positions']:,} ({sizes['train_games']:,}) "
        f"| {last['held_loss']:.4f} | {100 * last['held_accuracy']:.1f}% | {score(played, 'freestyle')} |"
    )
print()
print("| d32-all, 19x19 | held-out loss | at equal nodes |")
print("| --- | --- | --- |")
by_rule = json.loads((out / "d32-all.json").read_text())["held_by_rule"]
for rule in ("freestyle", "standard", "renju"):
    loss = by_rule.get(f"19 {rule}", {}).get("held_loss", float("nan"))
    print(f"| {rule} | {loss:.4f} | {score('d32-all', rule)} |")
EOF
