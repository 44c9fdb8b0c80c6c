"""Wall time of one bin/pageindex-content and one bin/pageindex-structure call (embedded mode) on a
200-page book: what agents call most. Usage: .venv/bin/python bench/bench_query_tools.py [RUNS]"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.synthetic import write_folder  # noqa: E402


def timed(cmd: list[str], env: dict, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, cwd="/")
        times.append(time.perf_counter() - start)
    return times


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
        bare = timed([sys.executable, "-c", "pass"], env, runs)
        print(f"  python -c pass (interpreter floor)   median {statistics.median(bare):.3f} s")
        for label, cmd in [
            ("pageindex-content --pages 100-101", [str(ROOT / "bin/pageindex-content"), "--book",
                                                   "bench/二百页", "--pages", "100-101"]),
            ("pageindex-content --pages 1-20 --json", [str(ROOT / "bin/pageindex-content"),
                                                       "--book", "bench/二百页", "--pages", "1-20",
                                                       "--json"]),
            ("pageindex-structure", [str(ROOT / "bin/pageindex-structure"), "--book", "bench/二百页"]),
            ("pageindex-structure --json", [str(ROOT / "bin/pageindex-structure"), "--book",
                                            "bench/二百页", "--json"]),
            ("list-books", [str(ROOT / "bin/list-books")]),
        ]:
            times = timed(cmd, env, runs)
            print(f"  {label:38s} median {statistics.median(times):.3f} s  "
                  f"(min {min(times):.3f}, max {max(times):.3f})")


if __name__ == "__main__":
    main()
