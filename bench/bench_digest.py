"""Evidence-only chat digest: does it quote the sentence that answers?

Each labelled question (bench/eval/digest/*.json: the book, the question, the answer as substrings
of the book's own sentences, read by hand) goes through the same evidence pack and digest as a chat
turn without a model key. Scored: the digest's first quote holds an answer substring; any of its
quotes does (spaces ignored). Halves by position in each file: even = tuned, odd = held back.

    KB_HOME=/tmp/digest-kb .venv/bin/python bench/bench_digest.py --split tuned [--show]

The books must be ingested in KB_HOME first (ids in the label files); --build ingests the sample
book and the dev-data textbooks the label files name.

Round 4 (bench/eval/digest/round4/*.json, one library each, named in the file; a question names
its own book) also labels the section holding the answer, and scores the follow-up questions:
a follow-up is good where it names a section of this book (a node of its tree, by title) that is
no front matter, contents, index, references or exercise list, whose pages hold body text (at
least BODY_CHARS characters of prose lines: no heading, table row, code or question), and that
is not the question's own section (reading it only repeats where the answer came from).
Round 12 on (a label file with `not_wanted`): the titles to avoid are the ones labelled by hand per
book, those a reader would not want offered (a licence, a declaration, thanks, a CV, an index, a
recipe in a crypto manual), not the title pattern NOT_CONTENT; the node must still be this book's,
hold body text and not be the question's own section.

    KB_HOME=/tmp/answer-kb-4 .venv/bin/python bench/bench_digest.py --labels bench/eval/digest/round4/zh.json
    KB_HOME=/tmp/en2-kb .venv/bin/python bench/bench_digest.py --labels bench/eval/digest/round4/en.json"""
from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
LABELS = ROOT / "bench" / "eval" / "digest"
SOURCES = {"示例/数学/样章": ROOT / "samples" / "sample-book.pdf"}
TEXTBOOKS = ROOT.parent / "shared" / "dev-data" / "textbooks"


def _plain(text: str) -> str:
    return "".join(text.split())


def label_sets(paths: list[str] | None = None) -> list[dict]:
    files = [Path(p) for p in paths] if paths else sorted(LABELS.glob("*.json"))
    return [json.loads(path.read_text()) | {"name": path.stem} for path in files]


# The follow-up criterion (round 4): titles of what is no section to ask about, and how much prose
# a section's pages must hold.
NOT_CONTENT = re.compile(r"目\s*录|前\s*言|后\s*记|序\s*言|版\s*权|扉\s*页|封\s*面|习\s*题|练\s*习|复\s*习|小\s*结|测\s*评"
                         r"|参考文献|索\s*引|前置内容|\bcontents\b|\bpreface\b|\bindex\b|\breferences\b"
                         r"|\bexercises?\b|acknowledg|front matter|\bappendix\b", re.IGNORECASE)
BODY_CHARS = 150
_FOLLOW = re.compile(r"「(.+)」讲了什么？|What is \"(.+)\" about\?")


def _title_key(title: str) -> str:
    return "".join(unicodedata.normalize("NFKC", title.replace("\ufffd", " ")).casefold().split())


def _prose_chars(text: str) -> int:
    """Characters of the prose lines of a page: not a heading, table row, code, question or
    contents leader line."""
    total = 0
    for line in text.split("\n"):
        line = line.strip()
        if (not line or line.startswith(("#", "|", "```", "[")) or line.endswith(("？", "?"))
                or re.search(r"\.{4,}|…{2,}|_{3,}", line)):
            continue
        total += len(_plain(line))
    return total


class Sections:
    """A book's tree nodes by title key, each with whether its pages hold body text."""

    def __init__(self, settings, book: str):
        from f.common.library import content, structure
        from f.common.tree.walk import walk

        self.nodes = {}
        tree = structure(book, depth=20, settings=settings)["structure"]
        for _level, node, _parent in walk(tree):
            self.nodes.setdefault(_title_key(node.get("title") or ""), node)
        self._content, self._book, self._settings, self._body = content, book, settings, {}

    def body(self, node: dict) -> bool:
        key = node["node_id"]
        if key not in self._body:
            start = int(node.get("start_index") or 1)
            end = min(int(node.get("end_index") or start), start + 19)
            pages = self._content(self._book, f"{start}-{end}", settings=self._settings)["pages"]
            self._body[key] = sum(_prose_chars(p["content"]) for p in pages) >= BODY_CHARS
        return self._body[key]

    def good(self, follow_up: str, own: list[str], not_wanted: list[str] | None = None) -> bool:
        """`not_wanted`: the book's labelled titles a reader would not want (round 12 on); without
        them the round-4 pattern NOT_CONTENT judges."""
        match = _FOLLOW.fullmatch(follow_up.strip())
        title = (match.group(1) or match.group(2)) if match else ""
        node = self.nodes.get(_title_key(title))
        rejected = (_title_key(title) in {_title_key(t) for t in not_wanted} if not_wanted is not None
                    else bool(NOT_CONTENT.search(title)))
        return bool(node and not rejected and _title_key(title) not in {_title_key(t) for t in own}
                    and self.body(node))


def in_split(index: int, split: str) -> bool:
    return split == "all" or (index % 2 == 0) == (split == "tuned")


def build(sets: list[dict]) -> None:
    from f.common.ingest.flow import ingest

    for labels in sets:
        source = SOURCES.get(labels["book"]) or TEXTBOOKS / f"{labels['name']}.pdf"
        ingest(source, labels["book"], no_summaries=True)


def _digest(question: str, pack: dict, settings):
    """The digest as a chat turn makes it: with the reader of the books' pages where this code's
    digest takes one (decision 0851), so a bench of an older commit still runs."""
    import inspect

    from f.common.chat.digest import digest
    from f.common.chat.ledger import Ledger

    if "reader" in inspect.signature(digest).parameters:
        from f.common.chat.book_reader import BookReader
        from f.common.store.objects import get_store

        global _READER
        _READER = _READER or BookReader(settings, get_store(settings))
        return digest(question, pack, Ledger(), reader=_READER)
    return digest(question, pack, Ledger())


_READER = None


def _read_text(item: dict, plan: dict) -> str:
    """What the digest reads of a hit: its page around the passage where this code's digest reads
    pages (decision 0852), else the pack's text."""
    from f.common.chat import digest as module

    if _READER is not None and hasattr(module, "_read"):
        concepts = plan.get("salience") or {c: 1.0 for c in plan.get("concepts") or []}
        own, more, _page = module._read(item, _READER, {c: max(float(w), 0.05) for c, w in concepts.items()})
        return own + "\n\n" + more
    return item.get("text") or ""


def score_question(settings, book: str, question: str, answers: list[str], sections: Sections | None = None,
                   own: list[str] | None = None, not_wanted: list[str] | None = None) -> dict:
    from f.common.answer.pack import answer_question
    from f.common.chat.digest import DIGEST_ITEMS

    pack = answer_question(question, book, settings=settings)
    told = _digest(question, pack, settings)
    quotes = [_plain(c["quote"]) for c in told["citations"]]
    wanted = [_plain(a) for a in answers]
    holds = [any(a in q or q in a and len(q) >= len(a) // 2 for a in wanted) for q in quotes]
    # the pack's side: does a hit the digest reads hold the answer at all (no digest rule can quote
    # a sentence that is not among them, nor any where the pack says no evidence)
    shown = [_plain(_read_text(e, pack.get("plan") or {})) for e in pack.get("evidence", [])[:DIGEST_ITEMS]]
    in_pack = pack["status"] != "no_evidence" and any(a in text for a in wanted for text in shown)
    follow = told.get("follow_up_questions") or []
    good = [sections.good(f, own or [], not_wanted) for f in follow] if sections else []
    return {"q": question, "status": pack["status"], "first": bool(holds and holds[0]),
            "in_pack": in_pack,
            "any": any(holds), "answering": sum(holds), "quotes": [c["quote"] for c in told["citations"]],
            "follow_up": follow, "follow_up_good": good}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tuned", "held-back", "all"), default="tuned")
    parser.add_argument("--build", action="store_true", help="ingest the labelled books first")
    parser.add_argument("--show", action="store_true", help="print each question's quotes")
    parser.add_argument("--json", metavar="PATH", help="write the figures to PATH")
    parser.add_argument("--labels", nargs="+", metavar="FILE",
                        help="label files (default: bench/eval/digest/*.json); round 4's in round4/")
    args = parser.parse_args(argv)
    from f.common.config import load

    settings = load()
    sets = label_sets(args.labels)
    if args.build:
        build(sets)
    rows, sections = [], {}
    for labels in sets:
        for i, item in enumerate(labels["questions"]):
            if in_split(i, args.split):
                book = item.get("book") or labels["book"]
                if "section" in item and book not in sections:
                    sections[book] = Sections(settings, book)
                not_wanted = (labels["not_wanted"].get(book, []) if "not_wanted" in labels else None)
                row = score_question(settings, book, item["q"], item["answer"], sections.get(book),
                                     item.get("section"), not_wanted)
                rows.append(row | {"set": labels["name"]})
                if args.show:
                    mark = "1" if row["first"] else ("+" if row["any"] else "-")
                    print(f"{mark} {row['q']}  [{row['status']}{'' if row['in_pack'] else ', not in the hits'}]")
                    for quote in row["quotes"]:
                        print(f"     {quote[:110]}")
                    for follow, good in zip(row["follow_up"], row["follow_up_good"]):
                        print(f"   {'?' if good else 'x'} {follow}")
    figures = {"split": args.split, "questions": len(rows),
               "first_quote_answers": round(sum(r["first"] for r in rows) / len(rows), 3),
               "some_quote_answers": round(sum(r["any"] for r in rows) / len(rows), 3),
               # the digest's own share: of the questions whose hits hold the answer, the first quote
               "answer_in_hits": sum(r["in_pack"] for r in rows),
               "first_quote_answers_where_in_hits": round(sum(r["first"] for r in rows if r["in_pack"])
                                                          / max(1, sum(r["in_pack"] for r in rows)), 3),
               # how much an agent reads per answer, and how much of it holds the labelled answer
               "quotes_per_digest": round(sum(len(r["quotes"]) for r in rows) / len(rows), 2),
               "quotes_answering": round(sum(r["answering"] for r in rows)
                                         / max(1, sum(len(r["quotes"]) for r in rows)), 3)}
    if sections:  # round 4: how many follow-ups, the share of them good, digests with a good one
        proposed = sum(len(r["follow_up"]) for r in rows)
        figures |= {"follow_ups_per_digest": round(proposed / len(rows), 2),
                    "follow_ups_good": round(sum(sum(r["follow_up_good"]) for r in rows) / max(1, proposed), 3),
                    "digests_with_good_follow_up": round(sum(any(r["follow_up_good"]) for r in rows) / len(rows), 3)}
    print(json.dumps(figures, ensure_ascii=False))
    if args.json:
        Path(args.json).write_text(json.dumps(figures | {"rows": rows}, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
