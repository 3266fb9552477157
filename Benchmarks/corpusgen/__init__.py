"""Deterministic generator of a realistic Swift and Kotlin corpus for the benchmark.

Everything is drawn from one seeded random stream in a fixed order, so the same seed and
size give byte-identical files.
"""
