"""Rules + the glossary's LLM pass against a scripted contract double of the chat API
(tests/llm_double.py): NOT a model. The double "reads" a page by its labels, so what it measures is
the pass's verbatim check and merge, never a model's judgement. Per page with labels it proposes:

- labelled: every labelled definition of the page, its quote verbatim (a model that finds them all);
  a quote holding spaces is sent without them instead (a model writes "向量a" for "向量 a");
- paraphrased: the page's first labelled quote with one word changed (的 -> 之): not verbatim;
- hallucinated: a made-up term and a sentence the page does not hold;
- wrong: a sentence that IS on the page but defines nothing (a model's mistake the check cannot see).

Every page the pass sends without labels gets an empty answer."""
from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

from f.common.cjk import RANGES as CJK
from f.common.content.page_text import page_texts
from f.common.glossary.lookup import fold_term
from f.common.glossary.rules import dedupe

CATEGORIES = ("labelled", "labelled, spaces dropped", "paraphrased", "hallucinated", "wrong")


def _wrong_sentence(text: str, quotes: list[str]) -> str | None:
    """The first sentence of the page with 8+ CJK characters that no labelled quote overlaps."""
    for sentence in re.findall(r"[^。！？；\n]+[。！？；]", text):
        sentence = sentence.strip()
        if len(re.findall(f"[{CJK}]", sentence)) >= 8 and not any(
                sentence in q or q in sentence for q in quotes):
            return sentence
    return None


def scripted_model(labels: list[dict], texts: dict[int, str]):
    """(answer(prompt) -> str, proposed: [(page, category, term, quote)]) for the double."""
    proposed: list[tuple[int, str, str, str]] = []

    def say(page: int, category: str, term: str, quote: str, aliases=()) -> dict:
        proposed.append((page, category, term, quote))
        return {"term": term, "aliases": list(aliases), "definition": quote, "quote": quote}

    def answer(prompt: str) -> str:
        m = re.match(r"Page (\d+):\n\n", prompt)
        page = int(m.group(1)) if m else 0
        mine = [lab for lab in labels if lab["page"] == page]
        out = []
        for lab in mine:
            spaced = " " in lab["quote"]
            out.append(say(page, "labelled, spaces dropped" if spaced else "labelled", lab["term"],
                           lab["quote"].replace(" ", "") if spaced else lab["quote"], lab["aliases"]))
        if mine:
            first = mine[0]
            if "的" in first["quote"]:
                out.append(say(page, "paraphrased", first["term"], first["quote"].replace("的", "之", 1)))
            out.append(say(page, "hallucinated", f"虚构概念{page}", f"虚构概念{page}是本书从未写过的一句话。"))
            wrong = _wrong_sentence(texts.get(page, ""), [lab["quote"] for lab in mine])
            if wrong:
                term = "".join(re.findall(f"[{CJK}]", wrong))[:4]
                if term in wrong:
                    out.append(say(page, "wrong", term, wrong))
        return json.dumps(out, ensure_ascii=False)

    return answer, proposed


def run(name: str, items: list[dict], tree: dict, rules: list[dict], labels: list[dict]) -> dict:
    """Rules + the LLM pass through the double: {"entries", "report", "kept": {category: (kept by
    the check, proposed, added to the rules' glossary)}, "refused": [(category, page, term)]}; a
    proposal is kept when the pass stored its term on its page with its quote (up to whitespace);
    it is added unless the rules hold that name on that page already."""
    from f.common.config import load
    from f.common.glossary.llm import propose
    from f.common.store.objects import get_store
    from tests.llm_double import API_KEY, ChatDouble

    texts = page_texts(items)
    answer, proposed = scripted_model(labels, texts)
    chat = ChatDouble(glossary=answer)
    saved = dict(os.environ)
    try:
        with tempfile.TemporaryDirectory() as home:
            os.environ.update({"KB_HOME": str(Path(home)), "KB_LLM_BASE_URL": chat.url,
                               "KB_LLM_API_KEY": API_KEY, "KB_LLM_MODEL": "scripted-double"})
            settings = load()
            store = get_store(settings)
            # the check's verdict on every proposal (nothing known), then the real merge with the
            # rules' entries (the answers are cached by then: no second request)
            alone, first = propose(settings, store, f"bench/{name}", items, [], tree, {})
            found, report = propose(settings, store, f"bench/{name}", items, rules, tree, {})
    finally:
        os.environ.clear()
        os.environ.update(saved)
        chat.close()
    verdict = {(e["page"], fold_term(e["term"]), _bare(e["quote"])) for e in alone}
    merged = {(e["page"], fold_term(e["term"]), _bare(e["quote"])) for e in found}
    kept, refused = {}, []
    for category in CATEGORIES:
        rows = [(p, fold_term(t), _bare(q)) for p, c, t, q in proposed if c == category]
        kept[category] = (sum(r in verdict for r in rows), len(rows), sum(r in merged for r in rows))
        refused += [(category, r[0], r[1]) for r in rows if r not in verdict]
    report = {**report, "calls": first["calls"]}  # the requests the first pass made
    return {"entries": dedupe(rules + found), "report": report, "kept": kept, "refused": refused}


def _bare(text: str) -> str:
    return "".join(text.split())
