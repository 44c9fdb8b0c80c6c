"""The seen Chinese evidence-pack sets, one pack each, in this process: `BENCH_KB_HOME=LIB
.venv/bin/python bench/bench_answer_seen.py [--rows FILE] [--progress FILE] [--upto NAME]`.

Every earlier Chinese set without options (questions.json, fresh-questions.json, third- to the
newest NAME-questions.json, both halves; a question with options is the choice rounds'), each
question through f.common.answer.pack.answer_question in this process (KB_SEARCHD=off: no warm
process of another checkout can answer for it, 0836), on a library built earlier (round 4's nine
books: BENCH_KB_HOME). Prints answerable refused, unanswerable flagged and gold page in the
evidence, in all and per set; --rows writes each question's status, for a diff of two commits;
--progress appends each row to FILE as it is made (a long run cut short still compares).

Run it from the checkout being measured (a `git archive` copy): the project's virtualenv puts
/work/main on every interpreter's path, so a script kept elsewhere and run with it imports the
live working tree, not the copy (0836); this file puts its own checkout first and says which it
read."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if "-h" in sys.argv or "--help" in sys.argv:
    print(__doc__)
    raise SystemExit(0)
if not os.environ.get("BENCH_KB_HOME"):
    raise SystemExit("BENCH_KB_HOME: a library holding round 4's nine books")
os.environ["KB_HOME"] = os.environ["BENCH_KB_HOME"]
os.environ["KB_SEARCHD"] = "off"

import f  # noqa: E402

ANSWER = ROOT / "bench" / "eval" / "answer"
# the Chinese sets without options, in the order they were written
SETS = ["questions", "fresh"] + (
    "third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twentyfirst twentysecond "
    "twentythird twentyfourth twentyfifth twentysixth twentyseventh").split()
# the twenty-seventh set asks of three manuals added to the nine books (/tmp/zh27-kb, 1020): on a
# library without a question's book the question is left out and counted, not refused


def _name(name: str) -> str:
    return "questions.json" if name == "questions" else f"{name}-questions.json"


def main() -> None:
    from f.common.answer.pack import answer_question

    code = Path(f.__path__[0]).resolve().parent
    if code != ROOT:
        raise SystemExit(f"imported f/ from {code}, not from this checkout {ROOT}")
    upto = sys.argv[sys.argv.index("--upto") + 1] if "--upto" in sys.argv else SETS[-1]
    from f.common.config import load
    from f.common.store import books
    from f.common.store.objects import get_store

    settings = load()
    served = set(books.served_in_scope(settings, get_store(settings), ""))
    rows, skipped = [], []
    progress = Path(sys.argv[sys.argv.index("--progress") + 1]) if "--progress" in sys.argv else None
    for name in SETS[:SETS.index(upto) + 1]:
        if not (ANSWER / _name(name)).exists():
            continue
        for q in json.loads((ANSWER / _name(name)).read_text())["questions"]:
            if q.get("options"):
                continue
            if q.get("book") and q["book"] not in served:
                skipped.append(q["id"])
                continue
            pack = answer_question(q["question"], "")
            pages = {(e["book_id"], e["page"]) for e in pack["evidence"]}
            gold = {(q.get("book"), p) for p in q.get("gold_pages") or []}
            rows.append({"id": q["id"], "set": name, "answerable": q.get("answerable", True),
                         "status": pack["status"], "hit": bool(gold & pages)})
            if progress:  # a run of ~1000 questions takes an hour or more on shared cores: keep each row
                with progress.open("a") as out:
                    out.write(json.dumps(rows[-1], ensure_ascii=False) + "\n")

    def figures(chosen: list[dict]) -> dict:
        yes = [r for r in chosen if r["answerable"]]
        no = [r for r in chosen if not r["answerable"]]
        return {"answerable_refused": f"{sum(r['status'] == 'no_evidence' for r in yes)}/{len(yes)}",
                "unanswerable_flagged": f"{sum(r['status'] == 'no_evidence' for r in no)}/{len(no)}",
                "gold_in_evidence": sum(r["hit"] for r in yes)}

    print(json.dumps({"code": str(code), "all": figures(rows), "skipped_not_in_library": len(skipped),
                      "sets": {name: figures([r for r in rows if r["set"] == name])
                               for name in dict.fromkeys(r["set"] for r in rows)}},
                     ensure_ascii=False, indent=1))
    if "--rows" in sys.argv:
        Path(sys.argv[sys.argv.index("--rows") + 1]).write_text(json.dumps(rows, ensure_ascii=False))


if __name__ == "__main__":
    main()
