#!/usr/bin/env bash
# Renders a batch HTML report in headless Chromium and saves a PNG, for reviewing the page.
#
#   scripts/html-screenshot.sh [REPORT.html] [OUT.png]
#
# Without a report, it generates a dozen synthetic repositories (Benchmarks/batch/generate-repos.py),
# runs `a11yscan batch` over them three times, removing some files in between, and shoots the
# last report, which has the first two as its history (trend charts, new and fixed findings).
# Extra options for the batch runs can be given in A11YSCAN_BATCH_OPTIONS (for example
# "--patterns my-rules"). The page is WIDTH×HEIGHT pixels (default 1400×4000), scaled by SCALE
# (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."
report=${1:-}
out=${2:-Benchmarks/out/batch-report.png}
width=${WIDTH:-1400}
height=${HEIGHT:-4000}
scale=${SCALE:-1}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "html-screenshot: no Chromium found (scripts/install-deps --tests installs it)" >&2
  exit 2
fi
mkdir -p "$(dirname "$out")"
if [ -z "$report" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  python3 Benchmarks/batch/generate-repos.py --count 12 --out "$work/repos" >/dev/null
  swift build --product a11yscan >/dev/null
  report="$work/report.html"
  a11yscan="$(swift build --show-bin-path)/a11yscan"
  mkdir -p "$work/history"
  # shellcheck disable=SC2086
  "$a11yscan" batch "$work/repos" --json "$work/history/2025-05-05.json" --quiet ${A11YSCAN_BATCH_OPTIONS:-}
  find "$work/repos" -name '*.kt' | sort | head -n 6 | xargs rm -f
  # shellcheck disable=SC2086
  "$a11yscan" batch "$work/repos" --json "$work/history/2025-05-12.json" --quiet ${A11YSCAN_BATCH_OPTIONS:-}
  find "$work/repos" -name '*.swift' | sort | head -n 6 | xargs rm -f
  # shellcheck disable=SC2086
  "$a11yscan" batch "$work/repos" --history "$work/history" --html "$report" --quiet ${A11YSCAN_BATCH_OPTIONS:-}
fi
"$browser" --headless --disable-gpu --no-sandbox --hide-scrollbars --force-device-scale-factor="$scale" \
  --window-size="$width,$height" --virtual-time-budget=2000 --screenshot="$out" "file://$(realpath "$report")" 2>/dev/null
echo "html-screenshot: wrote $out"
