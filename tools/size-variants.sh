#!/usr/bin/env bash
# Measures what each release setting buys: builds the site once per variant (each adding
# one setting to the one before) and prints the gzipped size of the two wasm files.
# A benchmark: about two minutes a variant. Usage: tools/size-variants.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
out=target/size-variants
mkdir -p "$out"
html=.size-variant.html
trap 'rm -f "$html"' EXIT

gz() { gzip -9c "$1" | wc -c; }

variant() {
  local name=$1 opt_app=$2 lto=$3 cgu=$4 panic=$5 wasm_opt_app=$6 wasm_opt_worker=$7
  sed -e "s/data-bin=\"gobang\" data-wasm-opt=\"z\"/data-bin=\"gobang\" data-wasm-opt=\"$wasm_opt_app\"/" \
      -e "s/data-bin=\"worker\" data-type=\"worker\" data-wasm-opt=\"3\"/data-bin=\"worker\" data-type=\"worker\" data-wasm-opt=\"$wasm_opt_worker\"/" \
      index.html > "$html"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt_app CARGO_PROFILE_RELEASE_LTO=$lto \
  CARGO_PROFILE_RELEASE_CODEGEN_UNITS=$cgu CARGO_PROFILE_RELEASE_PANIC=$panic \
    trunk build "$html" --offline --release --dist "$out/$name" >/dev/null 2>&1
  local app worker
  app=$(ls "$out/$name"/gobang-*_bg.wasm)
  worker="$out/$name/worker_bg.wasm"
  printf '| %s | %s | %s | %s | %s | %s / %s | %d | %d |\n' "$name" "$opt_app" "$lto" "$cgu" "$panic" \
    "$wasm_opt_app" "$wasm_opt_worker" "$(gz "$app")" "$(gz "$worker")"
}

echo "| variant | app opt-level | LTO | codegen units | panic | wasm-opt (app / worker) | app wasm gz | worker wasm gz |"
echo "|---|---|---|---|---|---|---:|---:|"
variant plain 3 false 16 unwind 0 0
variant lto 3 true 16 unwind 0 0
variant one-unit 3 true 1 unwind 0 0
variant app-s s true 1 unwind 0 0
variant app-z z true 1 unwind 0 0
variant abort z true 1 abort 0 0
variant wasm-opt-s s true 1 unwind z 3
variant wasm-opt-z z true 1 unwind z 3
variant worker-oz z true 1 unwind z z
