"""What the code makes of many content lists, one JSON file per list, for diffing two commits
(a review's "no behaviour change", decisions 0925-0929):

    .venv/bin/python bench/content_list_outputs.py collect DIR           # distinct lists of /tmp's libraries
    cd <git archive copy> && PYTHONPATH=$PWD /work/main/.venv/bin/python \
        bench/content_list_outputs.py trees|glossary|exercises DIR OUT    # then: diff -r OUT_a OUT_b

collect copies every `objects/ebook/parsed/**/content_list.json` under /tmp (4 MB at most) into DIR,
once per content (md5). trees: build_pageindex's tree; glossary: rules.extract_terms over it;
exercises: index.exercise_index over it. Run it from the copy being measured: the virtualenv puts
/work/main first on the path, so the first line printed says which checkout's code ran."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def collect(out: Path) -> int:
    found = subprocess.run("find /tmp -maxdepth 9 -path '*objects/ebook/parsed*' -name content_list.json -size -4M",
                           shell=True, capture_output=True, text=True).stdout.split()
    out.mkdir(parents=True, exist_ok=True)
    for path in sorted(found):
        data = Path(path).read_bytes()
        (out / f"{hashlib.md5(data).hexdigest()}.json").write_bytes(data)
    return len(list(out.glob("*.json")))


def outputs(what: str, src: Path, out: Path) -> float:
    """Writes OUT/<name>.json for each list of src; returns the seconds spent in the code measured."""
    import f
    from f.common.exercises.index import exercise_index
    from f.common.glossary.rules import extract_terms
    from f.common.tree.pageindex import build_pageindex

    print("code:", f.__file__)
    out.mkdir(parents=True, exist_ok=True)
    spent = 0.0
    for path in sorted(p for p in src.glob("*.json") if not p.name.endswith(".outline.json")):
        items = json.loads(path.read_text())
        started = time.perf_counter()
        try:
            tree = build_pageindex(items, book_id="b", doc_name="b")
            got = tree if what == "trees" else extract_terms(items, tree, None) if what == "glossary" \
                else exercise_index(items, tree)
        except Exception as exc:  # noqa: BLE001 - a failure is an output too, to be diffed
            got = {"error": repr(exc)}
        spent += time.perf_counter() - started
        (out / path.name).write_text(json.dumps(got, ensure_ascii=False, sort_keys=True, indent=0, default=str))
    return spent


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "collect":
        print(collect(Path(argv[1])), "distinct content lists")
        return 0
    if len(argv) == 3 and argv[0] in ("trees", "glossary", "exercises"):
        print(f"{outputs(argv[0], Path(argv[1]), Path(argv[2])):.1f} s")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
