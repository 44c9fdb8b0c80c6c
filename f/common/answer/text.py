"""The text output of an evidence pack, within a hard token budget (bin/kb-answer without --json).

A plan line, the numbered evidence (book, section, page, text, neighbour pages, glossary terms),
each option's verdict, then the status line in the question's language. The frame (plan, headers,
options, status) is bounded first; what is left of the budget is shared evenly by the evidence
blocks, and each block's text, context and terms are cut to their share. Evidence whose header no
longer fits is named in one line (the JSON has it whole). Pure."""
from __future__ import annotations

from f.common.answer.budget import fit, upper_tokens
from f.common.cjk import language

BUDGET = 3600          # of the 4,000 DeepSeek tokens a 6-evidence pack may take; the rest: margin
TEXT_CHARS, CONTEXT_CHARS, TERM_CHARS = 360, 100, 120   # at most, when the budget allows
MAX_TERMS = 3          # glossary entries shown per evidence
MIN_BODY = 40          # a block shown keeps at least this much of its text
STATUS = {
    "no_evidence": {"zh": "知识库未检索到依据：书中没有覆盖这个问题，请不要据此作答。",
                    "en": "NO EVIDENCE: the books do not cover this question; do not answer from them."},
    "weak_evidence": {"zh": "依据较弱：以下内容只部分相关，引用前请核对。",
                      "en": "WEAK EVIDENCE: the evidence above matches only in part; check it."},
    "evidence_found": {"zh": "已找到依据：请依据以上内容作答，并注明书名与页码。",
                       "en": "EVIDENCE FOUND: answer from the evidence above, citing book and page."},
}


def _flat(text: str, chars: int) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= chars else text[:max(0, chars - 1)] + "…"


def _cost(lines: list[str]) -> int:
    return sum(upper_tokens(line) + 1 for line in lines)  # + the newline


def _frame(result: dict, lang: str) -> tuple[str, list[str]]:
    plan = result["plan"]
    concepts = _flat(", ".join(plan["concepts"]) or "-", 160)
    head = (f"plan: {plan['question_type']} · {plan['polarity']} · concepts: {concepts} · "
            f"{len(plan['queries'])} queries")
    # an English question over Chinese pages: the books' words for its phrases, to read them by
    searched = [f"{t['phrase']}={'/'.join(t['searched'])}" for t in plan.get("translations") or [] if t["searched"]]
    if searched:
        head += f" · books' words: {_flat(', '.join(searched), 120)}"
    tail = [f"{o['label']}. {_flat(o['text'], 60)} -> {o['verdict']} {' '.join(o['evidence'])}".rstrip()
            for o in plan.get("options") or []]
    return head, tail + [STATUS[result["status"]][lang]]


def _header(e: dict) -> str:
    from f.common.page_spec import page_ref

    section = f" · {_flat(e['section'], 80)}" if e.get("section") else ""
    return f"[{e['id']}] {e['book_id']}{section} · {page_ref(e['page'], e.get('page_label'))}"


def _pieces(e: dict) -> list[tuple[str, str]]:
    """(prefix, text) of each body line of an evidence block, text at its most."""
    from f.common.page_spec import page_ref

    pieces = [("    ", _flat(e.get("text") or "", TEXT_CHARS))]
    for c in e.get("context") or []:  # the neighbours, briefly: pageindex-content has them whole
        pieces.append((f"    ({page_ref(c['page'], c.get('page_label'))}) ",
                       _flat(c.get("text") or "", CONTEXT_CHARS)))
    for t in (e.get("terms") or [])[:MAX_TERMS]:
        pieces.append((f"    定义/term {_flat(t['term'], 30)}: ", _flat(t.get("quote") or "", TERM_CHARS)))
    return pieces


def render(result: dict, budget: int = BUDGET) -> str:
    lang = language(result.get("question"))
    head, tail = _frame(result, lang)
    evidence = result.get("evidence") or []
    left = budget - _cost([head, *tail])
    headers, shown = [], []
    for e in evidence:  # headers in order while each block keeps a useful body
        header = _header(e)
        if _cost([*headers, header]) + MIN_BODY * (len(shown) + 1) > left:
            break
        headers.append(header)
        shown.append(e)
    omitted = evidence[len(shown):]
    more = [f"(+{len(omitted)} more evidence, not shown for length: "
            f"{_flat(' '.join(e['id'] for e in omitted), 200)}; see --json)"] if omitted else []
    room = left - _cost(headers + more)
    blocks = [_pieces(e) for e in shown]
    wanted = sum(_cost([p + t]) for pieces in blocks for p, t in pieces)
    scale = min(1.0, room / wanted) if wanted else 1.0  # every piece cut in the same proportion
    lines = [head]
    for header, pieces in zip(headers, blocks):
        lines.append(header)
        for prefix, text in pieces:
            if scale < 1.0:
                text = fit(text, int(_cost([prefix + text]) * scale) - _cost([prefix]))
            if text:
                lines.append(prefix + text)
    return "\n".join(lines + more + tail)
