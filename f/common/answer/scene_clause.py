"""The scene a student sets before the ask is not what the question asks about. Pure.

A student's question often opens with who is doing what (我帮老师整理毕业论文里的公式, 我们组做数学
建模, 我帮导师把一篇 article 改成 book 类的书稿) and only then, in later clauses, says the thing and
the ask (有一个式子不想要编号…该加什么命令). A rare word of that opening clause, one no page names,
is weighed as the question's subject and the pack refuses though the answering page is in it. The
grammar marks the scene: the first of three or more clauses, whose subject is the asker (我, 我们);
the clauses after it carry the question. A word of the scene that a later clause says again is
part of the question and stays."""
from __future__ import annotations

import re

from f.common.glossary.lookup import fold_term

_CLAUSE = re.compile(r"[，,；;]")
# a question of fewer clauses has no room for a scene apart from the ask (我打算用 pgfplots 画折线图，该怎么写)
SCENE_CLAUSES = 3


def scene_words(question: str, concepts: list[str]) -> set[str]:
    """The concepts said only in the question's opening scene: its first clause, of three or more,
    begun by the asker as subject (我…); empty where the question has no such scene."""
    clauses = [c for c in _CLAUSE.split(question) if c.strip()]
    if len(clauses) < SCENE_CLAUSES or not clauses[0].lstrip().startswith("我"):
        return set()
    scene, rest = fold_term(clauses[0]), fold_term("".join(clauses[1:]))
    return {c for c in concepts if fold_term(c) in scene and fold_term(c) not in rest}
