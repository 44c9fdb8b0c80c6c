"""The text output of an evidence pack, within a hard token budget (bin/kb-answer without --json).

A plan line, the numbered evidence (book, section, page, text, neighbour pages, glossary terms),
each option's verdict, then the status line in the question's language. The frame (plan, headers,
options, status) is bounded first; what is left of the budget is shared evenly by the evidence
blocks, and each block's text, context and terms are cut to their share. Evidence whose header no
longer fits is named in one line (the JSON has it whole). Pure."""
from __future__ import annotations

from f.common.answer.budget import fit, upper_tokens

BUDGET = 3600          # of the 4,000 DeepSeek tokens a 6-evidence pack may take; the rest: margin
TEXT_CHARS, CONTEXT_CHARS, TERM_CHARS = 360, 100, 120   # at most, when the budget allows
MAX_TERMS = 3          # glossary entries shown per evidence
SHARES = {"text": 0.6, "context": 0.25, "terms": 0.15}  # of a block's body allowance
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
    tail = [f"{o['label']}. {_flat(o['text'], 60)} -> {o['verdict']} {' '.join(o['evidence'])}".rstrip()
            for o in plan.get("options") or []]
    return head, tail + [STATUS[result["status"]][lang]]


def _header(e: dict) -> str:
    from f.common.cli.render import page_ref

    section = f" · {_flat(e['section'], 80)}" if e.get("section") else ""
    return f"[{e['id']}] {e['book_id']}{section} · {page_ref(e['page'], e.get('page_label'))}"


def _body(e: dict, allowance: int) -> list[str]:
    from f.common.cli.render import page_ref

    indent = "    "
    lines = [indent + fit(_flat(e.get("text") or "", TEXT_CHARS),
                          int(allowance * SHARES["text"]) - upper_tokens(indent) - 1)]
    context = e.get("context") or []
    for c in context:  # the neighbours, briefly: pageindex-content has them whole
        ref = f"    ({page_ref(c['page'], c.get('page_label'))}) "
        room = int(allowance * SHARES["context"] / len(context)) - upper_tokens(ref) - 1
        if room > 4:
            lines.append(ref + fit(_flat(c.get("text") or "", CONTEXT_CHARS), room))
    terms = (e.get("terms") or [])[:MAX_TERMS]
    for t in terms:
        ref = f"    定义/term {_flat(t['term'], 30)}: "
        room = int(allowance * SHARES["terms"] / len(terms)) - upper_tokens(ref) - 1
        if room > 4:
            lines.append(ref + fit(_flat(t.get("quote") or "", TERM_CHARS), room))
    return lines


def render(result: dict, budget: int = BUDGET) -> str:
    lang = "zh" if any("\u3400" <= ch <= "\u9fff" for ch in result.get("question") or "") else "en"
    head, tail = _frame(result, lang)
    evidence = result.get("evidence") or []
    left = budget - _cost([head, *tail])
    headers, shown = [], []
    for e in evidence:  # headers in order while each block keeps a useful body
        header = _header(e)
        if _cost([*headers, header]) + 40 * (len(shown) + 1) > left - 30:
            break
        headers.append(header)
        shown.append(e)
    omitted = evidence[len(shown):]
    more = [f"(+{len(omitted)} more evidence, not shown for length: "
            f"{_flat(' '.join(e['id'] for e in omitted), 200)}; see --json)"] if omitted else []
    allowance = (left - _cost(headers + more)) // max(1, len(shown))
    lines = [head]
    for header, e in zip(headers, shown):
        lines += [header, *_body(e, allowance)]
    return "\n".join(lines + more + tail)
