"""Fresh-process kb-exercise and kb-term beside pageindex-content on the same book, CPU medians of 10
(bench_query_tools.timed): `.venv/bin/python bench/bench_fresh_tools.py CHECKOUT` where CHECKOUT is a
git archive (with .venv linked) whose bin/ wrappers are timed. Libraries: copies of an exam library
(/tmp/lead-ex4-exam-kb: exam/hebei-2018 with its answer file) and of glossary round 21's
(/tmp/lead-g21-kb: en/sorensen-phd-thesis-2023)."""
from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.bench_query_tools import timed  # noqa: E402

RUNS = 10
EXAMS, GLOSSARY = "/tmp/lead-ex4-exam-kb", "/tmp/lead-g21-kb"
SORENSEN = "en/sorensen-phd-thesis-2023"


def main(root: str) -> None:
    cases = [
        ("kb-exercise hebei 17", [f"{root}/bin/kb-exercise", "--book", "exam/hebei-2018", "--number", "17"], EXAMS),
        ("pageindex-content hebei 5", [f"{root}/bin/pageindex-content", "--book", "exam/hebei-2018", "--pages", "5"], EXAMS),
        ("kb-term likelihood", [f"{root}/bin/kb-term", "likelihood", "--book", SORENSEN], GLOSSARY),
        ("pageindex-content sorensen 100", [f"{root}/bin/pageindex-content", "--book", SORENSEN, "--pages", "100"],
         GLOSSARY),
    ]
    for name, cmd, home in cases:
        env = dict(os.environ, KB_HOME=home, KB_SEARCHD="off")
        walls, cpus = timed(cmd, env, RUNS)
        print(f"{name}: cpu median {statistics.median(cpus):.3f} s, wall median {statistics.median(walls):.3f} s")


if __name__ == "__main__":
    main(sys.argv[1])
