"""What reading British spellings as American (decision 0730) costs a fresh process: the first
English tokenization, with and without the spelling step, median of N fresh processes. The
spelling pairs must already be kept under KB_HOME/run (any earlier English tokenization keeps them).

    .venv/bin/python bench/bench_spelling_cost.py [--runs 7]
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

CHILD = """
import sys, time
from f.common.vectors import sparse
if sys.argv[1] == "off":
    sparse.american = lambda w: w
start = time.perf_counter()
sparse.english("The licence requires organisations to colour the centre of every labelled page.")
print((time.perf_counter() - start) * 1000)
"""


def first_tokenization_ms(mode: str) -> float:
    out = subprocess.run([sys.executable, "-c", CHILD, mode], capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    first_tokenization_ms("on")  # keeps the pairs if this KB_HOME has none yet
    for mode in ("off", "on"):
        times = [first_tokenization_ms(mode) for _ in range(runs)]
        print(f"{mode}: median {statistics.median(times):.1f} ms over {runs} fresh processes")


if __name__ == "__main__":
    main()
