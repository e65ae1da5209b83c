"""Benchmark scripts (they print numbers; they are not tests)."""
