"""Detection quality on real code: fix-commit recall, reviewed precision, example collections and
speed over pinned public repositories. `Benchmarks/realworld/run` is the entry point."""
