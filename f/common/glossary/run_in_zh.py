"""A Chinese paragraph opened by its run-in heading (decision 1170). Pure.

Translated manual pages set a paragraph's subject as a run-in heading closed by an ASCII full stop and a space,
sometimes after its English original: "邮件主管. 要求每一个站点都要有一个用户或用户别名被指定为"邮件主管"，…",
"Abbreviation. 缩略写法. 许多邮件系统允许用户略写域名。". The heading is the term and the paragraph's first
sentence what it says of it,
when the heading is two to eight characters, a noun phrase or given with its English name, and that sentence uses
it again (with the English name, a two-character piece of it will do: 略写 of 缩略写法). A heading the text never
picks up is a label; one closed by 。 heads an item of a list of options or criteria (`源代码。 程序必须包含源代码`,
`草稿模式。有时…`), which the seen sets showed are no definitions, and a reference list's author
(`中国地质学会. 地质评论[J]`) is never used again.
"""
from __future__ import annotations

import re

from f.common.cjk import RANGES as CJK
from f.common.glossary.candidate import candidate
from f.common.glossary.patterns import sentences
from f.common.glossary.vet import noun_final

_RUN_IN = re.compile(rf"^\s*(?:(?P<e>[A-Z][A-Za-z\-]+(?:\s+[A-Za-z\-]+){{0,3}})\s*[.．]\s+)?"
                     rf"(?P<t>[{CJK}]{{2,8}})\.\s+(?=[{CJK}“\"])")
SHORTEST_BODY = 8  # characters: a paragraph's first sentence, not a one-word remark


def run_in_head(text: str) -> tuple[dict, str] | None:
    """(candidate, quote) for a paragraph opened by a run-in heading, or None (see the module's docstring)."""
    m = _RUN_IN.match(text)
    if not m:
        return None
    term, body = m.group("t"), text[m.end():]
    spans = sentences(body)
    first = body[:spans[0][1]] if spans else ""
    english = [m.group("e")] if m.group("e") else []
    if len(first) < SHORTEST_BODY or not (english or noun_final(term)):
        return None
    if not (term in first or english and any(term[i:i + 2] in first for i in range(len(term) - 1))):
        return None
    return candidate(term, english, first, 0.7), text[m.start("e") if english else m.start("t"):m.end()] + first
