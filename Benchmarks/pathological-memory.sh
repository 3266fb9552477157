#!/usr/bin/env bash
# Peak memory on a pathological file (not run in CI): one 50 MB line of SwiftUI with about
# 600,000 findings, as minified or generated code can give. Each finding format scans it once
# and the peak resident set size (`/usr/bin/time -f %M`) is compared with the 1 GB limit;
# findings per file are capped, so memory stays far below it. Exits 1 if a run goes over.
#
#   Benchmarks/pathological-memory.sh                  # SIZE_MB=50 FORMATS="xcode json sarif text junit html"
#   BINARY=path/to/a11yscan Benchmarks/pathological-memory.sh   # measure another build
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb=${SIZE_MB:-50}
formats=${FORMATS:-xcode json sarif text junit html}
limit_kb=$((1024 * 1024))
out=Benchmarks/out/pathological
mkdir -p "$out"
binary=${BINARY:-$(scripts/build-release 2>"$out/build.log")} || { cat "$out/build.log" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "needs /usr/bin/time (Debian package: time)" >&2; exit 2; }

# 86 bytes a unit, each an asset image without a label beside a text: one finding per unit.
python3 - "$out/Minified.swift" "$size_mb" <<'PY'
import sys
unit = 'Image("gear").padding(4) Text("Save") '
unit += " " * (86 - len(unit))
count = int(sys.argv[2]) * 1024 * 1024 // len(unit)
with open(sys.argv[1], "w") as f:
    f.write("struct V: View { var body: some View { VStack { " + unit * count + " } } }\n")
print(f"{sys.argv[1]}: one line of {count * len(unit) / 1e6:.1f} MB, {count} findings before the cap")
PY

status=0
printf '%-8s %10s %8s %s\n' format "peak MB" seconds verdict
for format in $formats; do
    /usr/bin/time -o "$out/time.txt" -f "%M %e" "$binary" "$out/Minified.swift" --format "$format" --jobs 2 \
        >"$out/report.$format" 2>"$out/stderr.$format" || true
    read -r peak_kb seconds < <(tail -n 1 "$out/time.txt")
    verdict="ok"
    if (( peak_kb > limit_kb )); then verdict="OVER 1 GB"; status=1; fi
    printf '%-8s %10d %8s %s\n' "$format" $((peak_kb / 1024)) "$seconds" "$verdict"
done
grep -h "only the first" "$out/stderr.xcode" "$out/report.xcode" | head -1 || true
exit $status
