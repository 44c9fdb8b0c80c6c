"""Wall time of one bin/pageindex-content and one bin/pageindex-structure call (embedded mode) on a
200-page book: what agents call most. Usage: .venv/bin/python bench/bench_query_tools.py [RUNS]"""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.synthetic import write_folder  # noqa: E402


def timed(cmd: list[str], env: dict, runs: int) -> tuple[list[float], list[float]]:
    """Wall times and CPU times (user + system of the child): on a shared, loaded machine the CPU
    time is the steadier measure of what a call costs."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, cwd="/")
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return walls, cpus


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "KB_HOME": f"{tmp}/kb"}
        folder = write_folder(Path(tmp) / "src", 200)
        subprocess.run([str(ROOT / "bin/ebook-ingest"), str(folder), "--book", "bench/二百页",
                        "--skip-vectors"], env=env, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        size = (Path(tmp) / "kb/objects/ebook/parsed/bench/二百页/content_list.json").stat().st_size
        print(f"200-page book, content_list.json {size / 1e6:.1f} MB, {runs} runs each")
        print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores)")
        rows = [("python -c pass (interpreter floor)", [sys.executable, "-c", "pass"])]
        rows += [
            ("pageindex-content --pages 100-101", [str(ROOT / "bin/pageindex-content"), "--book",
                                                   "bench/二百页", "--pages", "100-101"]),
            ("pageindex-content --pages 1-20 --json", [str(ROOT / "bin/pageindex-content"),
                                                       "--book", "bench/二百页", "--pages", "1-20",
                                                       "--json"]),
            ("pageindex-structure", [str(ROOT / "bin/pageindex-structure"), "--book", "bench/二百页"]),
            ("pageindex-structure --json", [str(ROOT / "bin/pageindex-structure"), "--book",
                                            "bench/二百页", "--json"]),
            ("list-books", [str(ROOT / "bin/list-books")]),
        ]
        for label, cmd in rows:
            walls, cpus = timed(cmd, env, runs)
            print(f"  {label:38s} wall median {statistics.median(walls):.3f} s "
                  f"(min {min(walls):.3f})  cpu median {statistics.median(cpus):.3f} s")


if __name__ == "__main__":
    main()
