"""The scene a student sets before the ask is not what the question asks about. Pure.

A student's question often opens with who is doing what (我帮老师整理毕业论文里的公式, 我们组做数学
建模, 我帮导师把一篇 article 改成 book 类的书稿) and only then, in later clauses, says the thing and
the ask (有一个式子不想要编号…该加什么命令). A rare word of that opening clause, one no page names,
is weighed as the question's subject and the pack refuses though the answering page is in it. The
grammar marks the scene: the first of three or more clauses, whose subject is the asker (我, 我们);
the clauses after it carry the question. A word of the scene that a later clause says again is
part of the question and stays.

The scene may run on over the next clauses while each is begun by the asker again (我们班下周要排练合唱，
我在整理歌谱，按照课本说的，…乐句…: 1116), as long as two clauses are left for the ask, as the first
clause alone leaves them."""
from __future__ import annotations

import re

from f.common.glossary.lookup import fold_term

_CLAUSE = re.compile(r"[，,；;]")
# a question of fewer clauses has no room for a scene apart from the ask (我打算用 pgfplots 画折线图，该怎么写)
SCENE_CLAUSES = 3


def _by_the_asker(clause: str) -> bool:
    return clause.lstrip().startswith("我")


def scene_words(question: str, concepts: list[str]) -> set[str]:
    """The concepts said only in the question's opening scene: its first clause, of three or more,
    begun by the asker as subject (我…), and the asker's clauses right after it that leave two
    clauses for the ask; empty where the question has no such scene."""
    clauses = [c for c in _CLAUSE.split(question) if c.strip()]
    if len(clauses) < SCENE_CLAUSES or not _by_the_asker(clauses[0]):
        return set()
    # the asker's clauses one after another, leaving the ask two clauses as the first one alone does (1116)
    told = 1
    while told < len(clauses) - (SCENE_CLAUSES - 1) and _by_the_asker(clauses[told]):
        told += 1
    scene, rest = fold_term("".join(clauses[:told])), fold_term("".join(clauses[told:]))
    return {c for c in concepts if fold_term(c) in scene and fold_term(c) not in rest}
