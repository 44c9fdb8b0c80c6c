"""Evidence-only mode: without a model key a turn answers with the question's evidence pack as a
short cited digest, labelled as such: the book's own sentences, never a written answer.

Each digest line quotes the sentence of one evidence page that names most of the question's
concepts (a verbatim slice of the page text, so its citation passes the same check as a model's),
and the follow-up questions are drawn from the sections the evidence came from."""
from __future__ import annotations

import logging
import re

from f.common.cjk import language
from f.common.glossary.lookup import fold_term

log = logging.getLogger(__name__)
DIGEST_ITEMS = 4
QUOTE_CHARS = 160
_SENTENCE = re.compile(r"[^。！？；!?\n]+[。！？；!?]?")
# A sentence that defines or states a rule says more than one that only mentions the concepts.
_DEFINING = re.compile(r"叫做|叫作|称为|是指|定义|规定|定理|法则|\bis called\b|\bis defined\b|\bwe call\b")

WORDS = {
    "zh": {"label": "（仅证据模式：未配置语言模型，以下为书中检索到的原文依据，未经归纳。）",
           "weak": "依据较弱，以下内容只部分相关，请核对原文。",
           "none": "这本书中没有找到与这个问题相关的依据，无法据书作答。可以换个说法，或先查看本书目录。",
           "follow": "「{title}」讲了什么？"},
    "en": {"label": "(Evidence-only mode: no language model is configured; below are the book's own "
                    "passages found for the question, not a written answer.)",
           "weak": "The evidence is weak and only partly related; check the pages.",
           "none": "This book holds no evidence for this question, so it cannot be answered from it. "
                   "Try other words, or look at the book's structure first.",
           "follow": "What is \"{title}\" about?"},
}


def best_sentence(text: str, concepts: list[str], limit: int = QUOTE_CHARS) -> tuple[str, int]:
    """The body sentence of `text` naming most concepts (the first on a tie), cut to `limit`
    (verbatim), and how many concepts it names. Markdown heading lines are not quoted."""
    wanted = [fold_term(c) for c in concepts if len(fold_term(c)) >= 2]
    best, best_score = "", None
    for match in _SENTENCE.finditer(text or ""):
        sentence = match.group().strip()
        if sentence.startswith("#") or len(fold_term(sentence)) < 4:
            continue
        named = sum(1 for c in wanted if c in fold_term(sentence))
        # concepts named first, then a defining sentence, then the longer (within the limit)
        score = (named, bool(_DEFINING.search(sentence)), min(len(sentence), limit))
        if best_score is None or score > best_score:
            best, best_score = sentence, score
    best = " ".join(best.split())
    return (best if len(best) <= limit else best[:limit]), (best_score[0] if best else 0)


def leaf_title(section: str | None) -> str:
    return (section or "").replace(" / ", " > ").split(" > ")[-1].strip()


def digest(question: str, pack: dict, ledger) -> dict:
    """{answer, citations, follow_up_questions (unchecked)} from an evidence pack; the evidence
    enters `ledger` so the citations are checked like any others."""
    lang = language(question)
    words = WORDS[lang]
    if pack["status"] == "no_evidence" or not pack["evidence"]:
        return {"answer": words["none"], "citations": [], "follow_up_questions": []}
    concepts = pack["plan"].get("concepts") or []
    lines = [words["label"]] + ([words["weak"]] if pack["status"] == "weak_evidence" else [])
    citations, titles = [], []
    for item in pack["evidence"][:DIGEST_ITEMS]:
        quote, named = best_sentence(item.get("text") or "", concepts)
        if not quote or (citations and concepts and not named):  # beyond the first, only on-topic pages
            continue
        evidence_id = ledger.add(item["book_id"], item["page"], item.get("text") or "",
                                 item.get("page_label"), item.get("section"))
        n = len(citations) + 1
        lines.append(f"- {quote}[{n}]")  # where it is from: the citation (book, section, page)
        citations.append({"n": n, "evidence_id": evidence_id, "quote": quote})
        title = leaf_title(item.get("section"))
        if title and title not in titles:
            titles.append(title)
    if not citations:
        return {"answer": words["none"], "citations": [], "follow_up_questions": []}
    follow = [words["follow"].format(title=t) for t in titles]
    return {"answer": "\n".join(lines), "citations": citations, "follow_up_questions": follow}
