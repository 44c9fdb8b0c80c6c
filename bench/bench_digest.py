"""Evidence-only chat digest: does it quote the sentence that answers?

Each labelled question (bench/eval/digest/*.json: the book, the question, the answer as substrings
of the book's own sentences, read by hand) goes through the same evidence pack and digest as a chat
turn without a model key. Scored: the digest's first quote holds an answer substring; any of its
quotes does (spaces ignored). Halves by position in each file: even = tuned, odd = held back.

    KB_HOME=/tmp/digest-kb .venv/bin/python bench/bench_digest.py --split tuned [--show]

The books must be ingested in KB_HOME first (ids in the label files); --build ingests the sample
book and the dev-data textbooks the label files name."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
LABELS = ROOT / "bench" / "eval" / "digest"
SOURCES = {"示例/数学/样章": ROOT / "samples" / "sample-book.pdf"}
TEXTBOOKS = ROOT.parent / "shared" / "dev-data" / "textbooks"


def _plain(text: str) -> str:
    return "".join(text.split())


def label_sets() -> list[dict]:
    return [json.loads(path.read_text()) | {"name": path.stem} for path in sorted(LABELS.glob("*.json"))]


def in_split(index: int, split: str) -> bool:
    return split == "all" or (index % 2 == 0) == (split == "tuned")


def build(sets: list[dict]) -> None:
    from f.common.ingest.flow import ingest

    for labels in sets:
        source = SOURCES.get(labels["book"]) or TEXTBOOKS / f"{labels['name']}.pdf"
        ingest(source, labels["book"], no_summaries=True)


def score_question(settings, book: str, question: str, answers: list[str]) -> dict:
    from f.common.answer.pack import answer_question
    from f.common.chat.digest import digest
    from f.common.chat.ledger import Ledger

    pack = answer_question(question, book, settings=settings)
    told = digest(question, pack, Ledger())
    quotes = [_plain(c["quote"]) for c in told["citations"]]
    wanted = [_plain(a) for a in answers]
    holds = [any(a in q or q in a and len(q) >= len(a) // 2 for a in wanted) for q in quotes]
    return {"q": question, "status": pack["status"], "first": bool(holds and holds[0]),
            "any": any(holds), "answering": sum(holds), "quotes": [c["quote"] for c in told["citations"]]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tuned", "held-back", "all"), default="tuned")
    parser.add_argument("--build", action="store_true", help="ingest the labelled books first")
    parser.add_argument("--show", action="store_true", help="print each question's quotes")
    parser.add_argument("--json", metavar="PATH", help="write the figures to PATH")
    args = parser.parse_args(argv)
    from f.common.config import load

    settings = load()
    sets = label_sets()
    if args.build:
        build(sets)
    rows = []
    for labels in sets:
        for i, item in enumerate(labels["questions"]):
            if in_split(i, args.split):
                row = score_question(settings, labels["book"], item["q"], item["answer"])
                rows.append(row | {"set": labels["name"]})
                if args.show:
                    mark = "1" if row["first"] else ("+" if row["any"] else "-")
                    print(f"{mark} {row['q']}  [{row['status']}]")
                    for quote in row["quotes"]:
                        print(f"     {quote[:110]}")
    figures = {"split": args.split, "questions": len(rows),
               "first_quote_answers": round(sum(r["first"] for r in rows) / len(rows), 3),
               "some_quote_answers": round(sum(r["any"] for r in rows) / len(rows), 3),
               # how much an agent reads per answer, and how much of it holds the labelled answer
               "quotes_per_digest": round(sum(len(r["quotes"]) for r in rows) / len(rows), 2),
               "quotes_answering": round(sum(r["answering"] for r in rows)
                                         / max(1, sum(len(r["quotes"]) for r in rows)), 3)}
    print(json.dumps(figures, ensure_ascii=False))
    if args.json:
        Path(args.json).write_text(json.dumps(figures | {"rows": rows}, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
