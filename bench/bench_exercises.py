"""The exercise index on real books: `.venv/bin/python bench/bench_exercises.py [--sample N]`.

Books: the sample book (its markup items, as bench/bench_answer.py ingests it) and the dev-data
MinerU handouts (zk-*, 解析版: answers printed after each question), ingested on the embedded
default without vectors. Prints per book the exercises found, answers read, links by method and
kind, and with --sample N every (len/N)-th linked exercise with its answer, for checking by hand
(docs/benchmarks.md has the hand-checked figures)."""
from __future__ import annotations

import json
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["KB_HOME"] = tempfile.mkdtemp(prefix="kb-bench-exercises-")

from f.common.config import load
from f.common.exercises.exercise_store import read_exercises
from f.common.ingest.flow import ingest
from f.common.store.objects import get_store
from f.sample.items import markup_items

MINERU = ROOT.parent / "shared" / "dev-data" / "mineru-samples"
HANDOUTS = ("zk-quandeng-zhuanti1-1", "zk-xiangsi-zhuanti1-2", "zk-12345-zhuanti1-3")


def books() -> list[str]:
    folder = Path(tempfile.mkdtemp()) / "sample"
    folder.mkdir()
    (folder / "content_list.json").write_text(json.dumps(markup_items(), ensure_ascii=False))
    ingest(folder, "示例/数学/样章", no_summaries=True, skip_vectors=True)
    ids = ["示例/数学/样章"]
    for name in HANDOUTS:
        if (MINERU / name).exists():
            ingest(MINERU / name, f"dev/{name}", no_summaries=True, skip_vectors=True)
            ids.append(f"dev/{name}")
    return ids


def main() -> None:
    sample = int(sys.argv[sys.argv.index("--sample") + 1]) if "--sample" in sys.argv else 0
    store = get_store(load())
    for book_id in books():
        exercises = read_exercises(store, book_id)
        linked = [e for e in exercises if e["answer"]]
        print(json.dumps({"book_id": book_id, "exercises": len(exercises), "linked": len(linked),
                          "kinds": dict(Counter(e["kind"] for e in exercises)),
                          "methods": dict(Counter(e["answer"]["method"] for e in linked)),
                          "lessons": len({e["lesson"] for e in exercises})}, ensure_ascii=False))
        if sample and linked:
            step = max(1, len(linked) // sample)
            for e in linked[::step][:sample]:
                print(f"  {e['lesson']} #{e['number']} p.{e['page']} {e['kind']}: {e['text'][:70]!r}\n"
                      f"    -> p.{e['answer']['page']} {e['answer']['confidence']}: "
                      f"{e['answer']['text'][:70]!r}")


if __name__ == "__main__":
    main()
