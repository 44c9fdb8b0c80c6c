"""Per-option verdicts of choice questions, for before / after runs of a choice round.

    KB_SEARCHD=off PYTHONPATH=<git archive> .venv/bin/python bench/choice_verdicts.py KB_HOME QUESTIONS HALF OUT [ID,...]

HALF is tuned (even positions), held-back (odd) or all; OUT gets one row per question (status,
verdict per option, the stated options, whether a gold page is in the evidence). Prints where `f`
was imported from (the archive, not the checkout the virtualenv puts on the path), a line per
question and, for questions stating one option, the round's three figures: at most one option
supported, the stated one supported, the stated one alone supported. Calls answer_question in
this process (what bin/kb-answer runs), no warm search process."""
from __future__ import annotations

import json
import os
import sys


def main(kb_home: str, questions: str, half: str, out: str, ids: str = "") -> None:
    os.environ["KB_HOME"] = kb_home
    os.environ["KB_SEARCHD"] = "off"
    import f
    from f.common.answer.pack import answer_question
    from f.common.config import load

    print("f from", f.__file__, file=sys.stderr)
    settings = load()
    data = json.loads(open(questions, encoding="utf-8").read())
    wanted = {"tuned": (0,), "held-back": (1,), "all": (0, 1)}[half]
    only = set(ids.split(",")) if ids else None
    rows = []
    for n, q in enumerate(data["questions"] if isinstance(data, dict) else data):
        if n % 2 not in wanted or (only and q["id"] not in only) or q.get("type") != "choice":
            continue
        pack = answer_question(q["question"], "", 6, settings)
        verdicts = {o["label"]: o["verdict"] for o in pack["plan"]["options"]}
        pages = {e["page"] for e in pack["evidence"] if e["book_id"] == q.get("book")}
        row = {"id": q["id"], "status": pack["status"], "verdicts": verdicts, "stated": q.get("stated_options") or [],
               "gold_in_evidence": bool(set(q.get("gold_pages") or []) & pages)}
        rows.append(row)
        print(q["id"], row["status"], " ".join(f"{k}:{v}" for k, v in verdicts.items()), "stated", row["stated"], flush=True)
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(rows, handle, ensure_ascii=False, indent=0)
    one = [r for r in rows if len(r["stated"]) == 1]
    supported = {r["id"]: [k for k, v in r["verdicts"].items() if v == "supported"] for r in one}
    if one:
        print(f"at most one supported {sum(len(supported[r['id']]) <= 1 for r in one)}/{len(one)}, "
              f"stated supported {sum(r['stated'][0] in supported[r['id']] for r in one)}/{len(one)}, "
              f"stated alone {sum(supported[r['id']] == r['stated'] for r in one)}/{len(one)}")


if __name__ == "__main__":
    main(*sys.argv[1:])
