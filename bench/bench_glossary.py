"""Glossary rules against the hand-labelled sets in bench/eval/glossary/: precision, recall and the
lookup "defining page first" rate per book.

    .venv/bin/python bench/bench_glossary.py [-v]

A hit is an extracted entry with the same folded term or alias as a labelled definition, on the same
page. Precision = entries that hit some label / entries; recall = labels hit / labels. Lookup rate =
labelled terms whose first lookup match is on the labelled (first defining) page. Each book is
scored twice: the rules alone, then rules + the LLM pass against a scripted contract double of the
chat API (bench/glossary_llm.py: not a model; it shows what the verbatim check keeps and refuses).
`sample-book.json`
reads the sample book's markup (f.sample.items); any other `<name>.json` reads the MinerU content
list of dev-data book `<name>` in place (../shared/dev-data/mineru-samples/<name>/)."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.glossary_llm import CATEGORIES, run
from f.common.content.content_list import find_content_list, parse_content_list
from f.common.glossary.lookup import fold_term, lookup
from f.common.glossary.rules import extract_terms
from f.common.tree.pageindex import build_pageindex
from f.sample.items import markup_items

EVAL = ROOT / "bench" / "eval" / "glossary"
DEV_DATA = next((p / "shared" / "dev-data" / "mineru-samples" for p in ROOT.parents
                 if (p / "shared" / "dev-data" / "mineru-samples").is_dir()),
                ROOT.parent / "shared" / "dev-data" / "mineru-samples")


def items_for(name: str) -> list[dict]:
    if name == "sample-book":
        return markup_items()
    path = find_content_list(DEV_DATA / name)
    return parse_content_list(path.read_bytes(), path.name)


def names(record: dict) -> set[str]:
    return {fold_term(record["term"])} | {fold_term(a) for a in record.get("aliases") or []}


def score(entries: list[dict], labels: list[dict]) -> dict:
    hit_entries = [e for e in entries if any(e["page"] == lab["page"] and names(e) & names(lab)
                                             for lab in labels)]
    found = [lab for lab in labels if any(e["page"] == lab["page"] and names(e) & names(lab)
                                          for e in entries)]
    first_page: dict[str, dict] = {}
    for lab in sorted(labels, key=lambda lab: lab["page"]):
        first_page.setdefault(fold_term(lab["term"]), lab)
    first = [lab for lab in first_page.values()
             if (lookup(entries, lab["term"])["matches"] or [{}])[0].get("page") == lab["page"]]
    return {"entries": len(entries), "labels": len(labels),
            "precision": len(hit_entries) / len(entries) if entries else 1.0,
            "recall": len(found) / len(labels) if labels else 1.0,
            "lookup_first": len(first) / len(first_page) if first_page else 1.0,
            "misses": [lab for lab in labels if lab not in found],
            "wrong": [e for e in entries if e not in hit_entries]}


def check_labels(items: list[dict], labels: list[dict]) -> list[str]:
    """Labels whose quote is not in the text of their page (a labelling slip)."""
    text: dict[int, str] = {}
    for item in items:
        text[item["page_idx"] + 1] = text.get(item["page_idx"] + 1, "") + "\n" + (item.get("text") or "")
    return [lab["term"] for lab in labels if lab["quote"] not in text.get(lab["page"], "")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="list misses and wrong entries")
    args = parser.parse_args(argv)
    for path in sorted(EVAL.glob("*.json")):
        labelled = json.loads(path.read_text())
        items = items_for(path.stem)
        tree = build_pageindex(items, book_id=path.stem, doc_name=path.stem)
        started = time.perf_counter()
        entries = extract_terms(items, tree)
        took = time.perf_counter() - started
        result = score(entries, labelled["definitions"])
        print(f"{path.stem}: precision {result['precision']:.3f}  recall {result['recall']:.3f}  "
              f"lookup defining-page-first {result['lookup_first']:.3f}  "
              f"({result['entries']} entries, {result['labels']} labels, {took * 1000:.0f} ms)")
        bad = check_labels(items, labelled["definitions"])
        if bad:
            print(f"  label quotes not found on their page: {bad}")
        if args.verbose:
            report(result)
        double = run(path.stem, items, tree, entries, labelled["definitions"])
        both = score(double["entries"], labelled["definitions"])
        print(f"  + LLM pass, scripted double: precision {both['precision']:.3f}  recall "
              f"{both['recall']:.3f}  lookup defining-page-first {both['lookup_first']:.3f}  "
              f"({both['entries']} entries; {double['report']['calls']} requests, "
              f"{double['report']['kept']} kept, {double['report']['rejected']} refused)")
        for category in CATEGORIES:
            kept, proposed, added = double["kept"][category]
            print(f"    {category:26s} proposed {proposed:3d}  kept by the check {kept:3d}  "
                  f"added (not the rules' already) {added:3d}")
        if args.verbose:
            report(both)
            for category, page, term in double["refused"]:
                if category.startswith("labelled"):
                    print(f"  refused p{page} {term} ({category})")
    return 0


def report(result: dict) -> None:
    for lab in result["misses"]:
        print(f"  miss  p{lab['page']} {lab['term']}")
    for entry in result["wrong"]:
        print(f"  wrong p{entry['page']} {entry['term']} {entry['aliases']} | {entry['quote'][:60]}")


if __name__ == "__main__":
    sys.exit(main())
