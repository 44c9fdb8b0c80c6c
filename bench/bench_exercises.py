"""The exercise index on real books: `.venv/bin/python bench/bench_exercises.py [--sample N]`.

Books: the sample book (its markup items, as bench/bench_answer.py ingests it) and the dev-data
MinerU handouts (zk-*, 解析版: answers printed after each question), ingested on the embedded
default without vectors. Prints per book the exercises found, answers read, links by method and
kind, and with --sample N every (len/N)-th linked exercise with its answer, for checking by hand
(docs/benchmarks.md has the hand-checked figures). With --labels: link precision and recall per
source, on the labelled fixtures of tests/exercise_books.py and on the handouts against
bench/exercise_labels.json (block positions and hashes; the text is read from ../shared), on
workbooks with their answers at the back (tests/exercise_workbooks.py; --workbooks: those alone),
and on books with a separate answer booklet (`--answers-for`; --booklets: those alone). --pages: what
naming the exercises on search hits costs (f.common.exercises.on_pages).

--exams [--split tuned|held-back] [--library DIR]: real exam papers ingested with their answer files (`--answers-for`), from
../shared/dev-data/exams, scored against the hand labels in bench/exercise_labels.json ("exams"):
per paper and per split (tuned / held-back), questions found on their page, and links right (the
answer file's answer for that number and section, on its page, with the labelled letter or text).
The library (default /tmp/exercise-kb) is reused: each book is ingested once, its exercise index
rebuilt with the current rules on every run.

--packages [--split tuned|held-back] [--root DIR] [--library DIR]: exercise books and exam papers
shipped in Debian's TeX Live documentation (texlive-latex-extra-doc, texlive-lang-chinese; their
.debs unpacked under --root, default /tmp/exercises-pkgs/root), scored against
bench/eval/exercises/packages.json: per document, exercises found on their page (by lesson where
numbers repeat) and links right (the answer starts on the labelled page with the labelled
characters). Library default /tmp/exercises-kb. `--set packages2`: the second round's labels
(bench/eval/exercises/packages2.json, root /tmp/exercises2-pkgs/root; run with --library
/tmp/exercises2-kb); `--set packages3`: the third round's (packages3.json, decision 0431, same root;
--library /tmp/exercises3-kb). `--set packages7`: scans of earlier labelled papers (decision 0640; made and
OCRed into /tmp/ex7-scan/root by bench/make_scan_exercises7.py, the cached OCR lines read again). `--set packages8`:
two French books from texlive-lang-french (decision 0750; the held-back excerpt cut by bench/make_exercises8.py);
`--set packages9`: that excerpt (seen, tuned) and pages 95-176 of the same book (held back; also
cut by bench/make_exercises8.py). `--set packages13`: four real papers and a problem set of texlive-publishers-doc
unpacked into /tmp/D-pkgs/root (decision 1133), split by row: `--split` scores one half of every document."""
from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if "--exams" in sys.argv or "--packages" in sys.argv:  # a reused library: OCR takes minutes
    os.environ["KB_HOME"] = (sys.argv[sys.argv.index("--library") + 1] if "--library" in sys.argv
                             else "/tmp/exercise-kb" if "--exams" in sys.argv else "/tmp/exercises-kb")
else:  # a library of its own for this run, removed at exit (the disk is shared)
    import atexit
    import shutil

    os.environ["KB_HOME"] = tempfile.mkdtemp(prefix="kb-bench-exercises-")
    atexit.register(shutil.rmtree, os.environ["KB_HOME"], True)

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


def _norm(text: str) -> str:
    return re.sub(r"\s+", "", text or "")


def handout_score(book_id: str, name: str, store, rows: list[dict]) -> dict:
    """Each labelled question matched to the indexed exercise on its page whose text starts as
    the question block does; a link is right when it starts where the labelled answer starts."""
    items = json.loads((MINERU / name / "content_list.json").read_text())
    exercises = read_exercises(store, book_id)
    used, right, links = set(), 0, 0
    for row in rows:
        text = items[row["q"]].get("text") or ""
        assert hashlib.sha1(_norm(text).encode()).hexdigest()[:8] == row["q_sha"], (name, row["q"])
        match = next((i for i, e in enumerate(exercises) if i not in used and e["page"] == row["page"]
                      and _norm(e["text"])[:12] == _norm(text)[:12]), None)
        if match is None:
            continue
        used.add(match)
        answer = exercises[match]["answer"]
        if answer and row["a"] is not None:
            start, got = _norm((items[row["a"]].get("text") or "")[row["a_at"]:]), _norm(answer["text"])
            # starts where the label does, or a few characters in (`（1）解：…` read as `解：…`)
            right += answer["page"] == row["a_page"] and (got.startswith(start[:8]) or got[:6] in start[:12])
    links = sum(1 for e in exercises if e["answer"])
    return {"exercises": len(rows), "found": len(used), "answered": sum(1 for r in rows if r["a"] is not None),
            "links": links, "right": right}


def labelled() -> None:
    from f.common.exercises.index import exercise_index
    from tests.exercise_books import LABELLED, score

    def line(source, s):
        p = s["right"] / s["links"] if s["links"] else None
        r = s["right"] / s["answered"] if s["answered"] else None
        print(json.dumps({"source": source, **s, "precision": p and round(p, 3),
                          "recall": r and round(r, 3)}, ensure_ascii=False))

    total = {"exercises": 0, "found": 0, "answered": 0, "links": 0, "right": 0}
    for source, (items, labels) in LABELLED.items():
        found = {(e["lesson"], e["number"]): e for e in exercise_index(items, None)["exercises"]}
        s = score(found, labels)
        total = {k: total[k] + s[k] for k in total}
        line(f"fixture: {source}", s)
    line("fixtures, all", total)
    workbooks()
    booklets()
    rows = json.loads((ROOT / "bench" / "exercise_labels.json").read_text())
    store = get_store(load())
    for name in HANDOUTS:
        if (MINERU / name).exists():
            ingest(MINERU / name, f"dev/{name}", no_summaries=True, skip_vectors=True)
            line(f"handout: {name}", handout_score(f"dev/{name}", name, store, rows[name]))


def workbooks() -> None:
    """Workbooks with their answers at the back (tests/exercise_workbooks.py): the books the rules
    were written on (tuned), then those written before the rules ran on them (held back)."""
    from f.common.exercises.index import exercise_index
    from tests.exercise_books import score
    from tests.exercise_workbooks import DEV, HELD

    for split, books in (("tuned", DEV), ("held-back", HELD)):
        total = Counter()
        for source, (items, labels) in books.items():
            found = {(e["lesson"], e["number"]): e for e in exercise_index(items, None)["exercises"]}
            s = score(found, labels)
            total.update(s)
            print(json.dumps({"source": f"workbook ({split}): {source}", **s}, ensure_ascii=False))
        print(json.dumps({"source": f"workbooks {split}, all", **total,
                          "links_right": round(total["right"] / total["answered"], 3)}, ensure_ascii=False))


def booklets() -> None:
    """Books with a separate answer booklet, as kb-exercise links them: the development pair of
    tests/test_exercises_booklet.py, then the held-out pairs of tests/exercise_booklets.py."""
    from tests.exercise_booklets import BOOKLETS, booklet_found
    from tests.exercise_books import score
    from tests.test_exercises_booklet import ANSWERS, EXPECTED, WORKBOOK

    def line(source, s):
        p = s["right"] / s["links"] if s["links"] else None
        r = s["right"] / s["answered"] if s["answered"] else None
        print(json.dumps({"source": source, **s, "precision": p and round(p, 3),
                          "recall": r and round(r, 3)}, ensure_ascii=False))

    line("booklet (development): workbook + 参考答案 booklet", score(booklet_found(WORKBOOK, ANSWERS), EXPECTED))
    total = {"exercises": 0, "found": 0, "answered": 0, "links": 0, "right": 0}
    for source, (book, booklet, labels) in BOOKLETS.items():
        s = score(booklet_found(book, booklet), labels)
        total = {k: total[k] + s[k] for k in total}
        line(f"booklet (held out): {source}", s)
    line("booklets held out, all", total)


def pages_cost() -> None:
    """--pages: what naming the exercises costs a search of 5 hits (f.common.exercises.on_pages
    .annotate): medians over 200 calls with the page map read each time, and cached."""
    import statistics
    import time

    from f.common.exercises import on_pages

    store = get_store(load())
    ids = [b for b in books()[1:]] or ["示例/数学/样章"]
    for book_id in ids:
        hits = [{"book_id": book_id, "page": p} for p in (3, 5, 8, 13, 21)]
        for label, clear in (("read each time", True), ("cached", False)):
            times = []
            for _ in range(200):
                if clear:
                    on_pages._cache.clear()
                started = time.perf_counter()
                on_pages.annotate(store, [{"hits": [dict(h) for h in hits]}])
                times.append(time.perf_counter() - started)
            print(json.dumps({"book_id": book_id, "map": label, "median_ms": round(statistics.median(times) * 1000, 3),
                              "bytes": len(store.get(f"parsed/{book_id}/{on_pages.PAGES}"))}, ensure_ascii=False))


EXAMS = ROOT.parent / "shared" / "dev-data" / "exams"


def _nfkc(text: str) -> str:
    import unicodedata

    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text or ""))


# `Answer:` / `Solution:` / `Solutions:` opening a linked answer or a label's characters: a marker,
# not the answer (packages3's labels leave it out, the first set's keep it). Dropped from both
# sides before comparing, so neither convention counts against the other; what follows the marker
# is still compared in full (a wrong link stays wrong).
# packages6 (round 7): `Proof.` with a dot, as rbt-mathnotes prints it, the same kind of marker.
_MARKER = re.compile(r"^(?:(?:answers?|solutions?|proof)[:：]|proof\.)", re.IGNORECASE)
# packages4 (round 5): its labels also leave out an Italian `Soluzione:`, a Chinese `解法一` / `解答`
# heading, and a marks group opening the text (`(1 punto)`, `(30分)`); dropped on both sides as above.
_MARKER4 = re.compile(r"^(?:soluzion[ei][:：]|解法[一二三四]|解答[:：]?|【(?:答案|解析|解答)】|"
                      r"\(\d+(?:[.,]\d+)?(?:punt[oi]|points?|pts?\.?|分)\))", re.IGNORECASE)


def _unmarked(text: str) -> str:
    text = _MARKER.sub("", text)
    for _ in range(2):  # a marker then a marks group, or the other way
        text = _MARKER4.sub("", text)
    return text


def starts_as(text: str, starts: str) -> bool:
    """The answer's text (NFKC, no spaces) begins with the labelled characters, a leading marker
    dropped on either side."""
    label = _unmarked(_nfkc(starts)) or _nfkc(starts)  # a label that is only a marker stays whole
    return _unmarked(_nfkc(text)).startswith(label)


def check_answer(text: str, check: dict) -> bool:
    """The labelled check on a linked answer's text: its choice letter (故选 B, or the text opening
    with the letter), its first characters, or a short passage it holds (by sha1[:10])."""
    norm = _nfkc(text)
    if "choice" in check:
        import unicodedata

        spaced = unicodedata.normalize("NFKC", text or "")
        m = re.search(r"故选[:：]?([A-D])", norm) or re.match(r"\s*(?:[【\[]答案[】\]])?\s*([A-D])\b", spaced)
        return bool(m) and m.group(1) == check["choice"]
    if "starts" in check:
        return starts_as(text, check["starts"])
    size = check["len"]
    return any(hashlib.sha1(norm[i:i + size].encode()).hexdigest()[:10] == check["has"]
               for i in range(max(0, len(norm) - size + 1)))


def _ingest_exam(paper_id: str, paper: Path, answers_id: str, answers: Path) -> None:
    from f.common.ingest.flow import rerun
    from f.common.store import books

    store = get_store(load())
    for book_id, path, target in ((paper_id, paper, None), (answers_id, answers, paper_id)):
        if path is None:
            continue  # a paper without its answer file: its questions are scored, no links
        if (books.read_manifest(store, book_id) or {}).get("status") == "ready":
            rerun(book_id, "exercises")  # the current rules on the stored book
        else:
            ingest(path, book_id, no_summaries=True, skip_vectors=True, answers_for=target)


def linked_exercises(book_id: str) -> list[dict]:
    """A stored book's exercises with the answers of its answer files linked, as kb-exercise sees them."""
    from f.common.exercises.booklet import link_booklets
    from f.common.exercises.booklet_store import booklets_of
    from f.common.store import books

    settings, store = load(), get_store(load())
    exercises = [dict(e) for e in read_exercises(store, book_id)]
    link_booklets(exercises, booklets_of(settings, store, books.read_manifest(store, book_id)))
    return exercises


def exam_score(paper_id: str, rows: list[dict]) -> dict:
    """Each labelled question: the one exercise with its number in its section, on its page; its
    link right when the answer starts on the labelled page and passes the labelled check."""
    exercises = linked_exercises(paper_id)
    found = right = 0
    misses = []
    for row in rows:
        same = [e for e in exercises if e["number"] == row["number"]]
        if len(same) > 1:
            same = [e for e in same if (e.get("scope") or [None, None])[1] in (None, row.get("group"))]
        e = same[0] if len(same) == 1 and same[0]["page"] == row["page"] else None
        found += e is not None
        if "a_page" not in row:
            continue  # no answer file: the question found is all there is to score
        a = e and e.get("answer")
        ok = bool(a) and a["page"] == row["a_page"] and check_answer(a["text"], row["check"])
        right += ok
        if not ok:
            misses.append(row["number"])
    linked = sum(1 for e in exercises if e.get("answer"))
    answered = sum(1 for row in rows if "a_page" in row)
    return {"questions": len(rows), "answered": answered, "found": found, "exercises": len(exercises),
            "linked": linked, "right": right, "links_right": round(right / answered, 3) if answered else None,
            "precision": round(right / linked, 3) if linked else None, "missed": misses}


def exams() -> None:
    labels = json.loads((ROOT / "bench" / "exercise_labels.json").read_text())["exams"]["papers"]
    totals: dict[str, Counter] = {}
    only = sys.argv[sys.argv.index("--split") + 1] if "--split" in sys.argv else None
    for name, paper in labels.items():
        if only and paper["split"] != only:
            continue  # `--split tuned` while tuning: the held-back papers are scored once, at the end
        paper_id, answers_id = f"exam/{name}", f"exam/{name}-answers"
        _ingest_exam(paper_id, EXAMS / paper["paper"], answers_id,
                     EXAMS / paper["answers"] if paper["answers"] else None)
        s = exam_score(paper_id, paper["rows"])
        print(json.dumps({"paper": name, "split": paper["split"], **s}, ensure_ascii=False))
        total = totals.setdefault(paper["split"], Counter())
        total.update({k: s[k] for k in ("questions", "answered", "found", "linked", "right")})
    for split, t in totals.items():
        print(json.dumps({"split": split, **t, "links_right": round(t["right"] / t["answered"], 3),
                          "precision": round(t["right"] / t["linked"], 3) if t["linked"] else None}))


PACKAGES_ROOT = Path("/tmp/exercises-pkgs/root")
# `--set packages2` / `packages3`: the second and third rounds' documents (decisions 0400, 0431), from the same package
# `--set packages4`: the fourth set (decision 0472), unpacked (with its one rendered scan) under /tmp/ex4-pkgs/root
PACKAGES_ROOTS = {"packages2": Path("/tmp/exercises2-pkgs/root"), "packages3": Path("/tmp/exercises2-pkgs/root"),
                  "packages4": Path("/tmp/ex4-pkgs/root"),
                  # `--set packages5`: the fifth set (decision 0480), papers written for it by
                  # bench/make_exercise_papers5.py into /tmp/ex5-pkgs/root/papers5
                  "packages5": Path("/tmp/ex5-pkgs/root"),
                  # `--set packages6`: texlive-science-doc unpacked (decision 0590)
                  "packages6": Path("/tmp/ex6-pkgs/root"),
                  # `--set packages7`: scans of earlier labelled papers (decision 0640), made by
                  # bench/make_scan_exercises7.py into /tmp/ex7-scan/root
                  "packages7": Path("/tmp/ex7-scan/root"),
                  # `--set packages8`: texlive-lang-french/-german unpacked, plus the excerpt of
                  # bench/make_exercises8.py (decision 0750)
                  "packages8": Path("/tmp/ex8-pkgs/root"),
                  # `--set packages9`: the same root, plus the second excerpt of bench/make_exercises8.py (decision 0755)
                  "packages9": Path("/tmp/ex8-pkgs/root"),
                  # `--set packages10`: assignment.cls, tasks and exsheets from the fourth set's root (decision 0805)
                  "packages10": Path("/tmp/ex4-pkgs/root"),
                  # `--set packages11`: workbooks and papers written by bench/make_exercises11.py, two scanned
                  # (their OCR lines cached in root/ocr; decision 1075)
                  "packages11": Path("/tmp/y8-ex11/root"),
                  # `--set packages12`: written by bench/make_exercises12.py, two scanned (decision 1080)
                  "packages12": Path("/tmp/z8-ex12/root"),
                  # `--set packages13`: texlive-publishers-doc unpacked (decision 1133; split by row, see _row_splits)
                  "packages13": Path("/tmp/D-pkgs/root")}


def package_score(book_id: str, rows: list[dict]) -> dict:
    """Each labelled exercise: the one exercise with its number (and lesson, where given) on its
    page; its link right when the answer starts on the labelled page with the labelled text."""
    from f.common.exercises.numbers import lesson_digits

    exercises = linked_exercises(book_id)
    found = right = 0
    misses = []
    for row in rows:
        same = [e for e in exercises if e["number"] == row["number"] and e["page"] == row["page"]
                and (not row.get("lesson") or lesson_digits(e.get("lesson")) == row["lesson"])]
        if len(same) > 1 and "section_no" in row:  # a number repeated on its page: its section's ordinal
            same = [e for e in same if (e.get("scope") or [None, None])[1] == row["section_no"]]
        e = same[0] if len(same) == 1 else None
        found += e is not None
        if "a_page" not in row:
            continue
        a = e and e.get("answer")
        ok = bool(a) and a["page"] == row["a_page"] and check_answer(a["text"], row["check"])
        right += ok
        if not ok:
            misses.append("/".join(x for x in (row.get("lesson"), row["number"]) if x))
    answered = sum(1 for row in rows if "a_page" in row)
    linked = sum(1 for e in exercises if e.get("answer"))
    return {"exercises": len(rows), "answered": answered, "found": found, "indexed": len(exercises),
            "linked": linked, "right": right, "missed": misses}


def _row_splits(doc: dict, only: str | None) -> dict[str, list[dict]]:
    """A document's rows by split: the document's own, or each row's where the set is split by row
    (packages13: even/odd rows of every document; `linked` then counts the book's links in each half)."""
    by_split: dict[str, list[dict]] = {}
    for row in doc["rows"]:
        split = row.get("split", doc["split"])
        if not only or split == only:
            by_split.setdefault(split, []).append(row)
    return by_split


def packages() -> None:
    from f.common.ingest.flow import rerun
    from f.common.store import books

    name_of_set = sys.argv[sys.argv.index("--set") + 1] if "--set" in sys.argv else "packages"
    labels = json.loads((ROOT / "bench" / "eval" / "exercises" / f"{name_of_set}.json").read_text())["documents"]
    root = (Path(sys.argv[sys.argv.index("--root") + 1]) if "--root" in sys.argv
            else PACKAGES_ROOTS.get(name_of_set, PACKAGES_ROOT))
    only = sys.argv[sys.argv.index("--split") + 1] if "--split" in sys.argv else None
    store = get_store(load())
    if (root / "ocr").is_dir():  # scans: RapidOCR's lines read once into root/ocr (bench/scan_set.CachedOcr)
        import functools

        import f.common.pdf.parse_step as parse_step
        from bench import scan_set

        parse_step.parse_pdf = functools.partial(parse_step.parse_pdf, ocr_fn=scan_set.CachedOcr(root / "ocr"))
    totals: dict[str, Counter] = {}
    for name, doc in labels.items():
        splits = _row_splits(doc, only)
        if not splits:
            continue  # the held-back documents (or rows) are scored once, at the end
        book_id = f"pkg/{name}"
        pairs = [(book_id, doc["path"], "")]
        if doc.get("answers_path"):
            pairs.append((f"{book_id}-answers", doc["answers_path"], book_id))
        for bid, path, target in pairs:
            if (books.read_manifest(store, bid) or {}).get("status") == "ready":
                rerun(bid, "exercises")
            else:
                ingest(root / path.lstrip("/"), bid, no_summaries=True, skip_vectors=True, answers_for=target)
        for split, rows in splits.items():
            s = package_score(book_id, rows)
            print(json.dumps({"document": name, "split": split, **s}, ensure_ascii=False))
            total = totals.setdefault(split, Counter())
            total.update({k: s[k] for k in ("exercises", "answered", "found", "linked", "right")})
    for split, t in totals.items():
        print(json.dumps({"split": split, **t, "found_share": round(t["found"] / t["exercises"], 3),
                          "links_right": round(t["right"] / t["answered"], 3) if t["answered"] else None,
                          "precision": round(t["right"] / t["linked"], 3) if t["linked"] else None}))


def main() -> None:
    if "--packages" in sys.argv:
        return packages()
    if "--exams" in sys.argv:
        return exams()
    if "--pages" in sys.argv:
        return pages_cost()
    if "--booklets" in sys.argv:
        return booklets()
    if "--workbooks" in sys.argv:
        return workbooks()
    if "--labels" in sys.argv:
        return labelled()
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
