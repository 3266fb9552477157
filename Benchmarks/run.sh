#!/usr/bin/env bash
# Benchmarks a11yscan on a generated corpus against ripgrep (and, with --with-peers, semgrep
# and ast-grep). Builds a release binary, generates the corpus when it is missing, measures,
# prints one Markdown report and writes it to Benchmarks/out/latest.md.
# Never run in CI or by the test suite: it takes minutes and wants a quiet machine.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: Benchmarks/run.sh [options]

  --size-mb N       corpus size in MB (default 50)
  --seed N          corpus seed (default 1)
  --runs K          timed runs per measurement, after one warm-up (default 5)
  --ide-runs K      runs of the single-file editor case and the start-up steps (default 30)
  --with-peers      also run semgrep and ast-grep, installing them into Benchmarks/.venv if missing
  --peers LIST      like --with-peers, for some peers only (comma-separated: semgrep,ast-grep)
  --peer-runs K     runs per peer measurement (default 1; they are slow)
  --quick-peer-runs K  runs of a peer whose first run ends within a minute (default 3)
  --peer-timeout S  stop a peer run after S seconds (default 3600)
  --memory-check    peak RSS on a 30 MB and a 300 MB corpus (slow; generates both)
  --profile         profile a scan of a 2 MB corpus under callgrind (slow), see Benchmarks/out/profile.txt
  --rules DIR       use the rule files in DIR instead of the built-in rules
  --skip-build      use the existing release build
  -h, --help        this text
EOF
}

size_mb=50 seed=1 runs=5 ide_runs=30 peer_runs=1 quick_peer_runs=3 peer_timeout=3600
with_peers=0 memory_check=0 profile=0 skip_build=0 rules="" peers="semgrep,ast-grep"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --size-mb) size_mb="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --ide-runs) ide_runs="$2"; shift 2 ;;
        --with-peers) with_peers=1; shift ;;
        --peers) with_peers=1; peers="$2"; shift 2 ;;
        --peer-runs) peer_runs="$2"; shift 2 ;;
        --quick-peer-runs) quick_peer_runs="$2"; shift 2 ;;
        --peer-timeout) peer_timeout="$2"; shift 2 ;;
        --memory-check) memory_check=1; shift ;;
        --profile) profile=1; shift ;;
        --rules) rules="$(cd "$2" && pwd)"; shift 2 ;;
        --skip-build) skip_build=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "run.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
done

cd "$(dirname "$0")/.."
bench_dir=Benchmarks
corpus_root="$bench_dir/corpus"

# Installs Debian packages for the commands the benchmark needs, when they are missing.
need_package() {
    local command="$1" package="$2"
    command -v "$command" >/dev/null 2>&1 && return 0
    echo "run.sh: installing $package (for $command)"
    local sudo=""
    [[ $(id -u) -eq 0 ]] || sudo="sudo"
    $sudo apt-get update -qq && $sudo apt-get install -y -qq "$package" >/dev/null
}

need_package rg ripgrep
[[ -x /usr/bin/time ]] || need_package /usr/bin/time time
[[ $profile -eq 0 ]] || need_package valgrind valgrind

if [[ $skip_build -eq 0 ]]; then
    echo "run.sh: scripts/build-release"
    binary="$(scripts/build-release)"
else
    binary="$(scripts/build-release --skip-build)"
fi
[[ -x "$binary" ]] || { echo "run.sh: no release binary at $binary (build without --skip-build)" >&2; exit 2; }

# A corpus is complete once its manifest exists; a partial one (interrupted run) is redone.
ensure_corpus() {
    local size="$1" folder="$corpus_root/${1}mb-seed$seed"
    if [[ ! -f "$folder/manifest.json" ]]; then
        rm -rf "$folder"
        python3 "$bench_dir/generate-corpus.py" --size-mb "$size" --seed "$seed" --out "$folder" >&2
    fi
    echo "$folder"
}

corpus="$(ensure_corpus "$size_mb")"
ide_file="$corpus_root/ide-1000-seed$seed/SettingsOverviewView.swift"
[[ -f "$ide_file" ]] || python3 "$bench_dir/generate-corpus.py" --ide-file "$ide_file" --lines 1000 --seed "$seed"

args=(--binary "$binary" --corpus "$corpus" --ide-file "$ide_file" --runs "$runs" --ide-runs "$ide_runs"
      --peer-runs "$peer_runs" --quick-peer-runs "$quick_peer_runs" --peer-timeout "$peer_timeout" --out "$bench_dir/out")
[[ -z "$rules" ]] || args+=(--rules "$rules")

if [[ $with_peers -eq 1 ]]; then
    venv="$bench_dir/.venv"
    if [[ ! -x "$venv/bin/semgrep" || ! -x "$venv/bin/ast-grep" ]]; then
        echo "run.sh: installing semgrep and ast-grep-cli into $venv"
        if ! { python3 -m venv "$venv" && "$venv/bin/pip" install -q semgrep ast-grep-cli; }; then
            echo "run.sh: could not install the peers; measuring without the ones that are missing" >&2
        fi
    fi
    semgrep="$(command -v "$venv/bin/semgrep" || command -v semgrep || true)"
    ast_grep="$(command -v "$venv/bin/ast-grep" || command -v ast-grep || true)"
    if [[ ",$peers," == *",semgrep,"* ]]; then
        if [[ -n "$semgrep" ]]; then args+=(--semgrep "$semgrep"); else echo "run.sh: semgrep not available" >&2; fi
    fi
    if [[ ",$peers," == *",ast-grep,"* ]]; then
        if [[ -n "$ast_grep" ]]; then args+=(--ast-grep "$ast_grep"); else echo "run.sh: ast-grep not available" >&2; fi
    fi
fi

if [[ $memory_check -eq 1 ]]; then
    for size in 30 300; do
        args+=(--memory-corpus "$size:$(ensure_corpus "$size")")
    done
fi
if [[ $profile -eq 1 ]]; then
    args+=(--profile-corpus "$(ensure_corpus 2)")
fi

python3 "$bench_dir/bench.py" "${args[@]}"
