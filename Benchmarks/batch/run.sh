#!/usr/bin/env bash
# Batch benchmark (not run in CI): generates COUNT synthetic repositories (default 200), runs
# `a11yscan batch` over all of them and over the first SMALL (default 50), and prints
# repositories/s, MB/s and peak RSS for both. Peak memory should barely differ: results of a
# finished repository go to disk, so memory does not grow with the number of repositories.
# A third run repeats the large batch with a warm --cache.
#
#   Benchmarks/batch/run.sh            # COUNT=200 SMALL=50 JOBS=<cores> CONFIG=release
set -euo pipefail
cd "$(dirname "$0")/../.."
count=${COUNT:-200}
small=${SMALL:-50}
jobs=${JOBS:-$(getconf _NPROCESSORS_ONLN)}
config=${CONFIG:-release}
corpus=Benchmarks/corpus/batch
out=Benchmarks/out/batch
mkdir -p "$out"

python3 Benchmarks/batch/generate-repos.py --count "$count" --out "$corpus" >/dev/null
# The first SMALL repositories, listed relative to the list file's folder.
grep -v '^#' "$corpus/repos.txt" | head -n "$small" | sed 's|^|../../corpus/batch/|' > "$out/small-list.txt"
if [[ $config == release ]]; then
    binary="$(scripts/build-release 2>"$out/build.log")" || { cat "$out/build.log" >&2; exit 2; }
else
    swift build -c "$config" --static-swift-stdlib --product a11yscan >/dev/null
    binary="$(swift build -c "$config" --static-swift-stdlib --show-bin-path)/a11yscan"
fi
rm -rf "$out/cache"

# Runs one batch and prints: label, repositories/s, MB/s, peak RSS (MB).
measure() {
  local label=$1
  shift
  python3 - "$label" "$out/report-$label.json" "$@" <<'PY'
import json, resource, subprocess, sys, time
label, report, command = sys.argv[1], sys.argv[2], sys.argv[3:]
start = time.perf_counter()
subprocess.run(command + ["--json", report, "--quiet"], check=True)
seconds = time.perf_counter() - start
peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
summary = json.load(open(report))["summary"]
repositories, megabytes = summary["repositories"], summary["bytesScanned"] / 1e6
print(f"{label:<14} {repositories:>5} repos  {seconds:7.2f} s  {repositories / seconds:8.1f} repos/s  "
      f"{megabytes / seconds:7.2f} MB/s  peak RSS {peak_mb:7.1f} MB")
PY
}

echo "a11yscan batch, $jobs jobs, $config build"
measure "all-$count" "$binary" batch "$corpus" --jobs "$jobs"
measure "first-$small" "$binary" batch "$out/small-list.txt" --jobs "$jobs"
measure "cold-cache" "$binary" batch "$corpus" --jobs "$jobs" --cache "$out/cache"
measure "warm-cache" "$binary" batch "$corpus" --jobs "$jobs" --cache "$out/cache"
echo "Peak RSS of all-$count beside first-$small shows whether memory grows with the number of repositories."
