#!/usr/bin/env bash
# Rebuilds the value network the strongest level plays with (assets/network.gvn) from its
# seeds, and compares the result with the shipped file.
#
#   engine/learning/network.sh [OUT]      (OUT defaults to target/learning)
#
# 1. Generation 0's data: 12,000 self-play games of the strongest level with its fitted
#    weights (seed 1, the default mix, 20,000 nodes a move): OUT/gen0.gsp, about 26
#    minutes on 2 idle cores, at low priority; stopped, it resumes where it stopped.
# 2. Their training positions, with the tuner's four text games files: OUT/gen0.gtf
#    (about 336,000 positions, 640 MB).
# 3. Training: width 32, 12 epochs, seed 1, the trainer's defaults otherwise: OUT/net1.gvf,
#    about 15 minutes on one core; stopped, it resumes after its last finished epoch.
# 4. Quantizing: OUT/net1.gvn, with the trainer's 16 check vectors.
# 5. The comparison: the same bytes as assets/network.gvn (the training is deterministic on
#    one machine), or else the two held-out losses and a 400-game match between them at
#    equal nodes.
#
# Each step is skipped when its output is there. docs/learning.md ("The shipped network")
# has the figures and fingerprints this gave.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=$(realpath -m "${1:-target/learning}")
mkdir -p "$out"
engine/learning/setup.sh
python=target/learning/venv/bin/python
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
cargo build --quiet --release -p gobang-engine --example selfplay --example network --example match
bin=target/release/examples

if [[ ! -f $out/gen0.done ]]; then
    nice -n 19 "$bin/selfplay" generate --games 12000 --seed 1 --out "$out/gen0.gsp"
    touch "$out/gen0.done"
fi
[[ -f $out/gen0.gtf ]] || "$bin/selfplay" export --out "$out/gen0.gtf" "$out/gen0.gsp" \
    engine/tuning/games-50k-policy-s3.txt engine/tuning/games-50k-s2.txt \
    engine/tuning/games-freestyle.txt engine/tuning/labelled-freestyle.txt
[[ -f $out/net1.gvf ]] || "$python" engine/learning/train.py --data "$out/gen0.gtf" \
    --out "$out/net1.gvf" --epochs 12 --dims 32 32 --seed 1 --resume
[[ -f $out/net1.gvn ]] || "$bin/network" quantize "$out/net1.gvf" "$out/net1.gvn"

if cmp -s "$out/net1.gvn" assets/network.gvn; then
    echo "the rebuilt network is assets/network.gvn, byte for byte"
    exit 0
fi
echo "the rebuilt network differs from assets/network.gvn: held-out losses, then a match"
"$python" - "$out/net1.json" <<'PY'
import json, sys
last = json.load(open(sys.argv[1]))["epochs"][-1]
print(f"rebuilt: held-out loss {last['held_loss']:.4f}, winner named {100 * last['held_accuracy']:.1f}%")
print("shipped: held-out loss 0.4452, winner named 79.1% (docs/learning.md)")
PY
"$bin/match" hard hard --net-a "$out/net1.gvn" --net-b assets/network.gvn --nodes-a 20000 \
    --nodes-b 20000 --games 400 --threads 2 --seed 2 --name-a rebuilt --name-b shipped
