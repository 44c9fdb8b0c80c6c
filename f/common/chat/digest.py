"""Evidence-only mode: without a model key a turn answers with the question's evidence pack as a
short cited digest, labelled as such: the book's own sentences, never a written answer.

Each digest line quotes the sentence of one evidence page that names most of the question's
concepts, weighted by how much each says (f.common.answer.salience: 舞蹈 counts, 到底 hardly), from
the best hits first; a sentence that only echoes the question (an exercise asking the same) is
never the quote. Quotes are verbatim slices of the page text, so a citation passes the same check
as a model's. The follow-up questions name the sections the quoted evidence came from, by their
own titles (习 题 under 6.2 数量积 is 6.2 数量积), never a page with no text."""
from __future__ import annotations

import logging
import re

from f.common.cjk import language
from f.common.glossary.lookup import fold_term
from f.common.tree.contents_page import FRONT_MATTER  # the tree's name for the pages before the first heading

log = logging.getLogger(__name__)
DIGEST_ITEMS = 4
QUOTE_CHARS = 160
MIN_SECTION_CHARS = 40  # a page with less text than this is no section to ask about
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


# A sentence that asks (an exercise, a heading-like prompt) only echoes the question.
_ASKING = re.compile(r"[？?]\s*$|什么|哪些|哪个|为什么|如何|怎样|怎么|是否|\bwhat\b|\bwhich\b|\bwhy\b|\bhow\b",
                     re.IGNORECASE)
ECHO = 0.7  # a sentence whose words are at least this share the question's own only repeats it
def _bigrams(text: str) -> set[str]:
    folded = fold_term(text)
    return {folded[i:i + 2] for i in range(len(folded) - 1)}


def _echoes(sentence: str, question: str) -> bool:
    """The sentence asks, or is mostly the question's own words (the book's exercise 蝙蝠是怎样发现
    昆虫的？ beside the student's question): it repeats the question instead of answering it."""
    if not question:
        return False
    grams = _bigrams(sentence)
    if not grams:
        return True
    shared = len(grams & _bigrams(question)) / len(grams)
    return shared >= ECHO or (bool(_ASKING.search(sentence)) and shared >= ECHO / 2)


def best_sentence(text: str, concepts, limit: int = QUOTE_CHARS, question: str = "") -> tuple[str, float]:
    """The body sentence of `text` that names most of the question's concepts (weighted when
    `concepts` is {concept: weight}; the first on a tie), cut to `limit` (verbatim), and the weight
    of the concepts it names. Markdown heading lines and sentences that only echo `question` (an
    exercise asking the same thing) are not quoted."""
    weights = concepts if isinstance(concepts, dict) else {c: 1.0 for c in concepts}
    wanted = {fold_term(c): max(float(w), 0.05) for c, w in weights.items() if len(fold_term(c)) >= 2}
    best, best_score = "", None
    for match in _SENTENCE.finditer(text or ""):
        sentence = match.group().strip()
        if sentence.startswith("#") or len(fold_term(sentence)) < 4 or _echoes(sentence, question):
            continue
        folded = fold_term(sentence)
        named = round(sum(w for c, w in wanted.items() if c in folded), 3)
        # concepts named first, then a defining sentence, then the longer (within the limit)
        score = (named, bool(_DEFINING.search(sentence)), min(len(sentence), limit))
        if best_score is None or score > best_score:
            best, best_score = sentence, score
    best = " ".join(best.split())
    return (best if len(best) <= limit else best[:limit]), (best_score[0] if best else 0)


def _names_content(title: str) -> bool:
    """A title of its own: two letters or ideographs at least (not 戂, a notation font's glyph),
    not a generic heading (习 题, 小结, Exercises, per the tree's rules), not a book-level one
    (目录), not the front matter."""
    from f.common.tree.headings import classify, match_key

    letters = re.sub(r"[\d_]", "", match_key(title))
    return (len(letters) >= 2 and title not in FRONT_MATTER
            and classify(title).kind not in ("generic", "book"))


def leaf_title(section: str | None) -> str:
    """The section's own title: the deepest part of its path that names content (习 题 under
    6.2 数量积 is 6.2 数量积's exercises, so the title is 6.2 数量积). A character the PDF's font
    could not map (U+FFFD, 第三章�身体健康) reads as a space."""
    path = (section or "").replace("\ufffd", " ").replace(" / ", " > ")
    parts = [" ".join(p.split()) for p in path.split(" > ") if p.strip()]
    return next((title for title in reversed(parts) if _names_content(title)), "")


def digest(question: str, pack: dict, ledger) -> dict:
    """{answer, citations, follow_up_questions (unchecked)} from an evidence pack; the evidence
    enters `ledger` so the citations are checked like any others."""
    lang = language(question)
    words = WORDS[lang]
    if pack["status"] == "no_evidence" or not pack["evidence"]:
        return {"answer": words["none"], "citations": [], "follow_up_questions": []}
    plan = pack["plan"]
    concepts = plan.get("salience") or {c: 1.0 for c in plan.get("concepts") or []}
    lines = [words["label"]] + ([words["weak"]] if pack["status"] == "weak_evidence" else [])
    # the best hits first; a page only where one of its sentences names the question's concepts
    # (the top page's best sentence stands in when none does: the pack still found something)
    chosen = []
    for item in pack["evidence"][:DIGEST_ITEMS]:
        quote, named = best_sentence(item.get("text") or "", concepts, question=question)
        if quote and (named or not concepts):
            chosen.append((item, quote))
    if not chosen and pack["evidence"]:
        top = pack["evidence"][0]
        quote = best_sentence(top.get("text") or "", concepts, question=question)[0]
        chosen = [(top, quote)] if quote else []
    citations, titles = [], []
    for item, quote in chosen:
        evidence_id = ledger.add(item["book_id"], item["page"], item.get("text") or "",
                                 item.get("page_label"), item.get("section"))
        n = len(citations) + 1
        lines.append(f"- {quote}[{n}]")  # where it is from: the citation (book, section, page)
        citations.append({"n": n, "evidence_id": evidence_id, "quote": quote})
        title = leaf_title(item.get("section"))
        if title and title not in titles and len(fold_term(item.get("text") or "")) >= MIN_SECTION_CHARS:
            titles.append(title)
    if not citations:
        return {"answer": words["none"], "citations": [], "follow_up_questions": []}
    follow = [words["follow"].format(title=t) for t in titles]
    return {"answer": "\n".join(lines), "citations": citations, "follow_up_questions": follow}
