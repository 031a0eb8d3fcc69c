#!/usr/bin/env bash
# The search's speed in wasm without a browser: builds the engine's search_speed example
# for wasm32-wasip1 and runs it in Node (V8, as Chromium's worker does), beside the native
# build, so that the share of native speed can be followed change by change.
# With --callgrind, instead counts instructions under valgrind, where load does not matter
# (about 80 s for each of the two runs): the totals and the wasm run by function. V8 is
# held to its optimising compiler (no Liftoff, no tier-up), so the count is the same from
# run to run (within 0.03%).
# A benchmark, not a test. Usage: tools/wasm-profile.sh [--callgrind] [DEPTH]
set -euo pipefail
cd "$(dirname "$0")/.."
callgrind=false
if [ "${1:-}" = --callgrind ]; then callgrind=true; shift; fi
depth=${1:-8}
rustup target list --installed | grep -qx wasm32-wasip1 || rustup target add wasm32-wasip1
cargo build --release -p gobang-engine --example search_speed --target wasm32-wasip1 --quiet
cargo build --release -p gobang-engine --example search_speed --quiet
wasm=target/wasm32-wasip1/release/examples/search_speed.wasm
native=target/release/examples/search_speed
if ! $callgrind; then
  for run in 1 2 3; do
    echo "native: $("$native" "$depth" | sed 's/^native: //')"
    echo "wasm:   $(node --no-warnings tools/wasi-run.mjs "$wasm" "$depth" | sed 's/^native: //')"
  done
  exit
fi
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
out=target/wasm-profile
mkdir -p "$out"
rm -f "$out"/callgrind.*
valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.native" "$native" "$depth" 2>&1 |
  sed -n 's/.*I   refs: *\(.*\)/native instructions: \1/p'
# Node runs in valgrind's own process: the map of its code is named by valgrind's pid.
valgrind --tool=callgrind --smc-check=all --dump-instr=yes --callgrind-out-file="$out/callgrind.wasm" \
  node --no-warnings --no-liftoff --no-wasm-tier-up --single-threaded --perf-basic-prof \
  --logfile="$out/v8.log" --no-logfile-per-isolate \
  tools/wasi-run.mjs "$wasm" "$depth" > "$out/valgrind.txt" 2>&1
sed -n 's/.*I   refs: *\(.*\)/wasm instructions (Node, with its start-up): \1/p' "$out/valgrind.txt"
pid=$(sed -n 's/^==\([0-9]*\)==.*/\1/p' "$out/valgrind.txt" | head -1)
node tools/callgrind-wasm.mjs "$out/callgrind.wasm" "/tmp/perf-$pid.map" 15
rm -f "/tmp/perf-$pid.map"
