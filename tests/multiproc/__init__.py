"""Several real bot processes on one PostgreSQL database, driven through the Discord harness.

`worker.py` is one bot process (a line protocol on stdin/stdout); `test_three_processes.py` starts
three of them, keeps the one true Discord world between them and plays whole games across them.
"""
