"""Glossary rules against the hand-labelled sets in bench/eval/glossary/: precision, recall and the
lookup "defining page first" rate, per book and per half (tuning / held-back).

    KB_HOME=/tmp/glossary-kb .venv/bin/python bench/bench_glossary.py [--split tuning|held-back|all] [-v]

A hit is an extracted entry with the same folded term or alias as a labelled definition, on the same
page. Precision = entries that hit a required label / entries (an entry that hits an `optional`
label, a borderline case the labeller would neither require nor call wrong, is left out of both
counts); recall = required labels hit / required labels. Defining page first = required labelled
terms whose first lookup match (f.common.glossary.lookup over the whole book's entries, as kb-term
does) is on the term's first labelled page. With text fallback = the same, through kb-term's own
per-book step (f.common.glossary.term_lookup.book_matches: the glossary's matches, or with none the
page text's definitions of the term, f.common.glossary.in_text). Totals are given for the older
sets, the rounds 5-9 books (`new:` inputs), round 10's to 13's and 15's to 19's books
(`"round": 10|11|12|13|15|16|17|18|19|20|21|22`) apart. Defining sentence first = of those lookups on the defining page,
the ones whose first match quotes the labelled sentence (shares 20 characters with the label's quote,
or all of a shorter quote): the page is right and so is the sentence kb-term shows.

Halves: every set is split by page, even pages tuning and odd pages held-back (a label, an entry and
a looked-up term belong to the half of their page), except a set marked `"whole": "held-back"`: a
book labelled after the first held-back round, held back whole (`"whole": "tuning"`: the tuned
halves of rounds 10-13, tuned on whole). The rules are tuned on the tuning half only;
`-v` lists misses and wrong entries of the tuning half only unless `--split held-back` is asked
for explicitly (once, at the end).

Where the items come from: `sample-book.json` reads the sample book's markup (f.sample.items); a
set with `"input": "mineru-samples/<name>"` (or none) reads that MinerU content list in place; a set
with `"input": "<dir>/<file>.pdf"` reads the book `"book_id"` from the library at KB_HOME, ingesting
the dev-data PDF there first (`bin/ebook-ingest --skip-vectors --no-summaries`) when it is missing,
so the items, tree and page labels are exactly what an ingest stores. An input `new:NAME` (round 5's
books, from Debian packages) is read from $GLOSSARY_NEW_DATA (default /tmp/glossary-new), which
bench/glossary_new_data.py makes. `--llm-double` adds, for the
two older sets, the rules + LLM pass against a scripted contract double (bench/glossary_llm.py)."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from f.common.content.content_list import find_content_list, parse_content_list
from f.common.content.page_text import page_texts
from f.common.glossary.lookup import fold_term, lookup
from f.common.glossary.rules import extract_terms
from f.common.glossary.term_lookup import book_matches
from f.common.tree.pageindex import build_pageindex
from f.sample.items import markup_items

EVAL = ROOT / "bench" / "eval" / "glossary"
DEV_DATA = next((p / "shared" / "dev-data" for p in ROOT.parents
                 if (p / "shared" / "dev-data" / "mineru-samples").is_dir()),
                ROOT.parent / "shared" / "dev-data")
HALVES = ("tuning", "held-back")


def half(page: int) -> str:
    return "tuning" if page % 2 == 0 else "held-back"


def load_book(name: str, labelled: dict) -> tuple[list[dict], dict | None, dict]:
    """(items, tree, page labels) of a labelled set, read the way its ingest reads them."""
    if name == "sample-book":
        items = markup_items()
        return items, build_pageindex(items, book_id=name, doc_name=name), {}
    source = labelled.get("input") or f"mineru-samples/{name}"
    where = data_path(source)
    if not source.endswith(".pdf"):
        path = find_content_list(where)
        items = parse_content_list(path.read_bytes(), path.name)
        return items, build_pageindex(items, book_id=name, doc_name=name), {}
    from f.common.config import load
    from f.common.errors import NotFound
    from f.common.store import books
    from f.common.store.objects import get_store
    from f.common.tree.build_step import load_items

    settings = load()
    store = get_store(settings)
    book_id = labelled["book_id"]
    try:
        items = load_items(store, book_id)
    except NotFound:
        print(f"  ingesting {source} as {book_id} into {settings.kb_home} ...", flush=True)
        subprocess.run([str(ROOT / "bin" / "ebook-ingest"), str(where), "--book", book_id,
                        "--skip-vectors", "--no-summaries"], check=True, stdout=subprocess.DEVNULL)
        store = get_store(settings)  # a fresh view: the versioned store remembered the book as absent
        items = load_items(store, book_id)
    tree = books.read_json(store, books.key(book_id, "pageindex.json"))
    manifest = books.read_manifest(store, book_id) or {}
    return items, tree, manifest.get("page_labels") or {}


def data_path(source: str) -> Path:
    """Where a set's document is: `new:NAME` in $GLOSSARY_NEW_DATA (default /tmp/glossary-new, made by
    bench/glossary_new_data.py), anything else in the dev data."""
    if source.startswith("new:"):
        return Path(os.environ.get("GLOSSARY_NEW_DATA") or "/tmp/glossary-new") / source[4:]
    return DEV_DATA / source


def names(record: dict) -> set[str]:
    return {fold_term(record["term"])} | {fold_term(a) for a in record.get("aliases") or []}


def _hits(entry: dict, labels: list[dict]) -> bool:
    return any(entry["page"] == lab["page"] and names(entry) & names(lab) for lab in labels)


def score(entries: list[dict], labels: list[dict], split: str = "all", whole: str | None = None,
          text=None) -> dict:
    """Counts for one book and one half ("all": both); `whole` puts every page of a set in one half;
    `text` () -> (page texts, page labels, tree structure) for the lookup with the text fallback."""
    def mine(page: int) -> bool:
        return split == "all" or (whole or half(page)) == split

    required = [lab for lab in labels if not lab.get("optional")]
    optional = [lab for lab in labels if lab.get("optional")]
    scored = [e for e in entries if mine(e["page"]) and (_hits(e, required) or not _hits(e, optional))]
    right = [e for e in scored if _hits(e, required)]
    wanted = [lab for lab in required if mine(lab["page"])]
    found = [lab for lab in wanted if any(e["page"] == lab["page"] and names(e) & names(lab)
                                          for e in entries)]
    first_page: dict[str, dict] = {}
    for lab in sorted(required, key=lambda lab: lab["page"]):
        first_page.setdefault(fold_term(lab["term"]), lab)
    looked = [lab for lab in first_page.values() if mine(lab["page"])]
    first = [lab for lab in looked
             if (lookup(entries, lab["term"])["matches"] or [{}])[0].get("page") == lab["page"]]
    answers = {fold_term(lab["term"]): (book_matches(entries, lab["term"], text)["matches"] or [{}])[0]
               for lab in looked} if text is not None else {}
    fallback = [lab for lab in looked if answers and answers[fold_term(lab["term"])].get("page") == lab["page"]]
    sentence = [lab for lab in fallback if quotes_label(answers[fold_term(lab["term"])].get("quote"), lab)]
    return {"entries": len(scored), "right": len(right), "labels": len(wanted), "found": len(found),
            "looked": len(looked), "first": len(first), "lookup": len(fallback), "sentence": len(sentence),
            "not_lookup": [lab for lab in looked if lab not in fallback],
            "not_sentence": [lab for lab in fallback if lab not in sentence],
            "misses": [lab for lab in wanted if lab not in found],
            "wrong": [e for e in scored if e not in right],
            "not_first": [lab for lab in looked if lab not in first]}


def quotes_label(quote: str | None, label: dict) -> bool:
    """Whether a match's quote is the labelled sentence: 20 characters in common (whitespace folded),
    or all of a label quote shorter than that."""
    from difflib import SequenceMatcher

    ours, theirs = " ".join((quote or "").split()), " ".join(label["quote"].split())
    if not ours:
        return False
    common = SequenceMatcher(None, ours, theirs, autojunk=False).find_longest_match(0, len(ours), 0, len(theirs))
    return common.size >= min(20, len(theirs))


def ratio(a: int, b: int) -> float:
    return a / b if b else 1.0


def line(result: dict) -> str:
    return (f"precision {ratio(result['right'], result['entries']):.3f} ({result['right']}/{result['entries']})  "
            f"recall {ratio(result['found'], result['labels']):.3f} ({result['found']}/{result['labels']})  "
            f"defining page first {ratio(result['first'], result['looked']):.3f} "
            f"({result['first']}/{result['looked']})"
            + (f"  with text fallback {ratio(result['lookup'], result['looked']):.3f} "
               f"({result['lookup']}/{result['looked']})" if "lookup" in result else "")
            + (f"  defining sentence first {ratio(result['sentence'], result['looked']):.3f} "
               f"({result['sentence']}/{result['looked']})" if "sentence" in result else ""))


def check_labels(items: list[dict], labels: list[dict]) -> list[str]:
    """Labels whose quote is not in the text of their page (a labelling slip)."""
    text: dict[int, str] = {}
    for item in items:
        page = item.get("page_idx", -1) + 1
        text[page] = text.get(page, "") + "\n" + (item.get("text") or "")
    return [lab["term"] for lab in labels if lab["quote"] not in text.get(lab["page"], "")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tuning", "held-back", "all"), default="tuning",
                        help="which half to score (default: the tuning half)")
    parser.add_argument("--book", action="append", help="only these sets (file stems)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list misses and wrong entries")
    parser.add_argument("--json", metavar="PATH", help="write the per-set figures to PATH")
    parser.add_argument("--llm-double", action="store_true",
                        help="also run rules + LLM pass against the scripted double (older sets)")
    args = parser.parse_args(argv)
    os.environ.setdefault("KB_HOME", "/tmp/glossary-kb")
    totals = {"entries": 0, "right": 0, "labels": 0, "found": 0, "looked": 0, "first": 0, "lookup": 0,
              "sentence": 0}
    groups = {"older sets": dict.fromkeys(totals, 0), "rounds 5-9 (new:)": dict.fromkeys(totals, 0),
              "round 10": dict.fromkeys(totals, 0), "round 11": dict.fromkeys(totals, 0),
              "round 12": dict.fromkeys(totals, 0), "round 13": dict.fromkeys(totals, 0),
              "round 15": dict.fromkeys(totals, 0), "round 16": dict.fromkeys(totals, 0),
              "round 17": dict.fromkeys(totals, 0), "round 18": dict.fromkeys(totals, 0),
              "round 19": dict.fromkeys(totals, 0), "round 20": dict.fromkeys(totals, 0),
              "round 21": dict.fromkeys(totals, 0), "round 22": dict.fromkeys(totals, 0)}
    rows = []
    for path in sorted(EVAL.glob("*.json")):
        if args.book and path.stem not in args.book:
            continue
        labelled = json.loads(path.read_text())
        items, tree, page_labels = load_book(path.stem, labelled)
        started = time.perf_counter()
        entries = extract_terms(items, tree, page_labels)
        took = time.perf_counter() - started
        structure = (tree.get("structure") if isinstance(tree, dict) else tree) or []
        book_text = (page_texts(items), page_labels, structure)
        result = score(entries, labelled["definitions"], args.split, labelled.get("whole"),
                       text=lambda book_text=book_text: book_text)
        group = groups[f"round {labelled['round']}" if labelled.get("round") in (10, 11, 12, 13, 15, *range(16, 23)) else
                       "rounds 5-9 (new:)" if str(labelled.get("input")).startswith("new:") else "older sets"]
        for key in totals:
            totals[key] += result[key]
            group[key] += result[key]
        rows.append({"set": path.stem, **{k: result[k] for k in totals}, "ms": round(took * 1000)})
        print(f"{path.stem}: {line(result)}  [{len(entries)} entries in the book, {took * 1000:.0f} ms]")
        bad = check_labels(items, labelled["definitions"])
        if bad:
            print(f"  label quotes not found on their page: {bad}")
        if args.verbose:
            report(result)
        if args.llm_double and path.stem in ("sample-book", "zh-thesis"):
            llm_double(path.stem, items, tree, entries, labelled["definitions"])
    for name, group in groups.items():
        print(f"{name} ({args.split}): {line(group)}")
    print(f"ALL ({args.split}): {line(totals)}")
    if args.json:
        Path(args.json).write_text(json.dumps({"split": args.split, "total": totals, "groups": groups,
                                               "sets": rows},
                                              ensure_ascii=False, indent=1) + "\n")
    return 0


def llm_double(name: str, items: list[dict], tree: dict | None, entries: list[dict],
               labels: list[dict]) -> None:
    from bench.glossary_llm import CATEGORIES, run

    double = run(name, items, tree, entries, labels)
    print(f"  + LLM pass, scripted double: {line(score(double['entries'], labels))} "
          f"({double['report']['calls']} requests, {double['report']['kept']} kept, "
          f"{double['report']['rejected']} refused)")
    for category in CATEGORIES:
        kept, proposed, added = double["kept"][category]
        print(f"    {category:26s} proposed {proposed:3d}  kept by the check {kept:3d}  "
              f"added (not the rules' already) {added:3d}")


def report(result: dict) -> None:
    for lab in result["misses"]:
        print(f"  miss  p{lab['page']} {lab['term']}")
    for entry in result["wrong"]:
        print(f"  wrong p{entry['page']} {entry['term']} {entry['aliases']} | {entry['quote'][:70]}")
    for lab in result["not_first"]:
        print(f"  not first p{lab['page']} {lab['term']}")
    for lab in result.get("not_lookup") or []:
        print(f"  not first with text fallback p{lab['page']} {lab['term']}")
    for lab in result.get("not_sentence") or []:
        print(f"  right page, not the labelled sentence p{lab['page']} {lab['term']}")


if __name__ == "__main__":
    sys.exit(main())
