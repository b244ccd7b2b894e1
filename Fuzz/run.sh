#!/usr/bin/env bash
# Builds Formwork's libFuzzer targets and runs each for a fixed time on a copy of its seed corpus.
#
#   Fuzz/run.sh [seconds-per-target] [target...]   (default: 30 seconds; every target)
#   FUZZ_JOBS=1 Fuzz/run.sh 60 Binding               (targets side by side: one per core by default)
#   FUZZ_OPTIMIZATION=speed Fuzz/run.sh 3600 Binding  (a long campaign: -O, whole module)
#
# The libraries (Sources/Formwork, then Sources/FormworkHTML, or Sources/FormworkText and
# Sources/FormworkTerminal for the targets that need them) are compiled once, with
# -sanitize=fuzzer,address, into static libraries in .build-fuzz/lib-<optimization>/, and each target's
# main.swift is compiled alone and linked against them, into .build-fuzz/. Nothing here is part
# of `swift build` or `swift test`. Exits non-zero when a target crashes; the crashing input is kept in
# .build-fuzz/findings/<target>/ and its path printed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(Predicate JSONValues Schema LayoutRules Binding AcceptLanguage TypedText Multipart Draft Answers)

# Corpus folder of each target.
corpus_of() {
  case "$1" in
  Predicate) echo predicate ;;
  JSONValues) echo json ;;
  Schema) echo schema ;;
  LayoutRules) echo layout ;;
  Binding) echo binding ;;
  AcceptLanguage) echo accept-language ;;
  TypedText) echo typed-text ;;
  Multipart) echo multipart ;;
  Draft) echo draft ;;
  Answers) echo answers ;;
  *) echo "unknown fuzz target $1" >&2; return 1 ;;
  esac
}

# The libraries a target links against, the one that needs the others first. Only the libraries
# the chosen targets need are built: FormworkText and FormworkTerminal only for `Answers`.
libraries_of() {
  case "$1" in
  Answers) echo FormworkTerminal FormworkText Formwork ;;
  *) echo FormworkHTML Formwork ;;
  esac
}

# The toolchain's libFuzzer and AddressSanitizer runtimes ship with Swift for Linux; the linker
# also needs the C++ runtime that libFuzzer is written against. Install it when it is missing.
ensure_runtime() {
  if ! printf 'int main(void){return 0;}' | clang -x c - -lstdc++ -o /dev/null 2>/dev/null; then
    echo "installing the C++ runtime libFuzzer links against"
    if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libstdc++-dev >/dev/null \
      || $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq g++ >/dev/null
  fi
}

# How the code is optimised. `none` (the default, what CI runs) compiles the libraries file by
# file on every core in about a fifth of the time whole-module `-O` takes on two cores, and runs
# each input a few times slower: right for a short run from the corpus. `speed` (-O, whole
# module) is for long campaigns, where executions a second count more than the build.
optimization="${FUZZ_OPTIMIZATION:-none}"
case "$optimization" in
none) optimization_flags=(-Onone) ;;
speed) optimization_flags=(-O -whole-module-optimization) ;;
*)
  echo "FUZZ_OPTIMIZATION is none or speed, not '$optimization'" >&2
  exit 2
  ;;
esac
lib=".build-fuzz/lib-$optimization"

# The flags every compile shares: the same optimisation, sanitizers and language mode for the
# libraries and the targets, so that the coverage the fuzzer follows spans both.
flags=(-sanitize=fuzzer,address -parse-as-library "${optimization_flags[@]}" -g -swift-version 6
  -module-cache-path .build-fuzz/module-cache)

# Compiles one library's sources once into a static library and its module, for every target
# to link against; skipped while the library is newer than each of its sources (and than the
# modules it imports).
build_library() {
  local module="$1" folder="$2" library="$lib/lib$1.a"
  shift 2
  if [ -f "$library" ] && [ -z "$(find "$folder" "$@" Fuzz/run.sh -newer "$library" -print -quit)" ]; then
    return
  fi
  echo "building $module for the fuzz targets"
  local sources=()
  while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$folder" -name '*.swift' -print0 | sort -z)
  # -j: one compile job per core (the driver runs one at a time unless told).
  swiftc "${flags[@]}" -j "$(nproc)" -module-name "$module" -I "$lib" \
    -emit-module -emit-module-path "$lib/$module.swiftmodule" \
    -emit-library -static -o "$library" "${sources[@]}"
}

# Compiles a target's main.swift alone and links it with the libraries.
build() {
  local target="$1" libraries=()
  echo "building fuzz target $target"
  for library in $(libraries_of "$target"); do libraries+=("-l$library"); done
  swiftc "${flags[@]}" -use-ld=lld -module-name "${target}Fuzz" -I "$lib" \
    -L "$lib" "${libraries[@]}" "Fuzz/$target/main.swift" -o ".build-fuzz/$target"
}

run() {
  local target="$1" corpus work findings
  corpus="Fuzz/corpus/$(corpus_of "$target")"
  work=$(mktemp -d)
  findings=".build-fuzz/findings/$target"
  mkdir -p "$findings"
  cp "$corpus"/* "$work"/
  echo "fuzzing $target for ${seconds}s from $(ls "$corpus" | wc -l) seeds"
  local status=0
  # Leak detection per input is off, and the check at exit suppresses one known leak: blocks
  # allocated inside Foundation's _CFRegularExpressionCreate for some patterns and not freed when
  # the expression is released (about 20 KB per 300,000 predicates; the Swift objects themselves
  # are freed). See Fuzz/README.md and .ci/lsan.supp. Any other leak, memory errors and findings
  # still stop the run.
  LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp" ".build-fuzz/$target" "$work" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$findings/" \
    >".build-fuzz/$target.log" 2>&1 || status=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)' \
    ".build-fuzz/$target.log" || true
  # Invariants switched off until other fixes land still count their failures (Fuzz/README.md).
  grep -E '^pending invariant' ".build-fuzz/$target.log" | cut -c1-240 || true
  rm -rf "$work"
  if [ "$status" -ne 0 ]; then
    tail -n 60 ".build-fuzz/$target.log" >&2
    echo "fuzz target $target failed (exit $status); inputs in $findings/" >&2
    return 1
  fi
}

ensure_runtime
for target in "${targets[@]}"; do corpus_of "$target" >/dev/null; done
mkdir -p "$lib"
needed=" $(for target in "${targets[@]}"; do libraries_of "$target"; done | tr '\n' ' ') "
build_library Formwork Sources/Formwork
if [[ "$needed" == *" FormworkHTML "* ]]; then
  build_library FormworkHTML Sources/FormworkHTML "$lib/libFormwork.a"
fi
if [[ "$needed" == *" FormworkTerminal "* ]]; then
  build_library FormworkText Sources/FormworkText "$lib/libFormwork.a"
  build_library FormworkTerminal Sources/FormworkTerminal "$lib/libFormwork.a" "$lib/libFormworkText.a"
fi
for target in "${targets[@]}"; do build "$target"; done
# libFuzzer runs one input at a time on one core: run as many targets side by side as there are
# cores (FUZZ_JOBS), each into its own summary, printed in order once all have finished.
jobs="${FUZZ_JOBS:-$(nproc)}"
pids=()
for target in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  run "$target" >".build-fuzz/$target.summary" 2>&1 &
  pids+=("$!")
done
failed=0
for index in "${!targets[@]}"; do
  wait "${pids[$index]}" || failed=1
  cat ".build-fuzz/${targets[$index]}.summary"
done
exit "$failed"
