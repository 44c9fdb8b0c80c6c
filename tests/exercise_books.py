"""A labelled set for the exercise index: MinerU-shaped books written for it (original text), each
with the answer every exercise should get (a prefix of the answer text) or None, and the scorer
that bench/bench_exercises.py and tests/test_exercises_labelled.py share."""
from __future__ import annotations


def h(page, text):
    return {"type": "text", "text": text, "text_level": 1, "page_idx": page}


def t(page, text):
    return {"type": "text", "text": text, "page_idx": page}


APPENDIX = [  # 参考答案 appendix naming each 习题 lesson; `2、` and `（1）` numbering
    h(0, "第一章 有理数"), h(0, "1.1 正数和负数"), t(0, "规定向东为正，向西为负。"),
    h(1, "习题1.1"), t(1, "1. 如果向东走 5 米记作 +5 米，那么向西走 3 米记作什么？"),
    t(1, "2、把下列各数填在相应的括号里：-3，0.5，0，7。"),
    t(1, "3.（1）写出一个比 -1 小的数；（2）写出一个比 0 大的分数。"),
    h(2, "1.2 有理数"), h(2, "习题1.2"), t(2, "1. 0 是有理数吗？说明理由。"),
    t(2, "2. 写出三个负整数。"), t(3, "3. 判断：正数和负数统称有理数。（ ）"),
    h(9, "参考答案"), h(9, "习题1.1"), t(9, "1. -3 米 2. 负数：-3；正数：0.5，7 3.（1）-2 （2）1/2"),
    h(10, "习题1.2"), t(10, "1. 是，0 是整数 2. -1，-2，-3"),
]
APPENDIX_LABELS = {("习题1.1", "1"): "-3 米", ("习题1.1", "2"): "负数", ("习题1.1", "3"): "（1）-2",
                   ("习题1.2", "1"): "是", ("习题1.2", "2"): "-1", ("习题1.2", "3"): None}

ANALYSIS = [  # 答案与解析 appendix; the key names lessons in its text blocks, `第2题` numbering
    h(0, "第三章 函数"), h(0, "3.1 函数的概念"), h(0, "练习"),
    t(0, "第1题 已知 f(x)=2x+1，求 f(2)。"), t(0, "第2题 函数 y=1/x 的定义域是______。"),
    h(1, "3.2 函数的单调性"), h(1, "练习"), t(1, "第1题 判断 y=x² 在 (0,+∞) 上的单调性。"),
    t(1, "第2题 下列函数中在 R 上递增的是（ ） A. y=-x B. y=x³ C. y=x² D. y=1/x"),
    h(6, "答案与解析"), t(6, "3.1 1. f(2)=5 2. x≠0"), t(6, "3.2 1. 单调递增，证明略 2. B"),
]
ANALYSIS_LABELS = {("3.1", "1"): "f(2)=5", ("3.1", "2"): "x≠0", ("3.2", "1"): "单调递增",
                   ("3.2", "2"): "B"}

PER_LESSON_KEYS = [  # 习题答案 after each lesson's exercises; ① numbering in one lesson
    h(0, "5.1 相交线"), h(0, "练习"), t(0, "1. 对顶角相等吗？为什么？"), t(0, "2. 画出两条相交直线。"),
    h(0, "习题答案"), t(0, "1. 相等，同角的补角相等 2. 图略"),
    h(1, "5.2 平行线"), h(1, "练习"), t(1, "① 过直线外一点能画几条平行线？"),
    t(1, "② 两条直线被第三条直线所截，同位角相等，这两条直线平行吗？"),
    h(1, "习题答案"), t(1, "1. 一条 2. 平行"),
    h(2, "5.3 平移"), h(2, "练习"), t(2, "1. 平移改变图形的形状吗？"),
]
PER_LESSON_LABELS = {("5.1", "1"): "相等", ("5.1", "2"): "图略", ("5.2", "1"): "一条",
                     ("5.2", "2"): "平行", ("5.3", "1"): None}

LESSON_IDS = [  # `23.1（2）` lessons, the key writes `23.1(2)` half-width inside its blocks
    h(0, "23.1（1） 多边形的内角和"), h(0, "练习"), t(0, "1. 求六边形的内角和。"),
    t(0, "2. 一个多边形的内角和是 720°，它是几边形？"),
    h(1, "23.1（2） 多边形的外角和"), h(1, "练习"), t(1, "1. 正六边形每个外角是多少度？"),
    t(1, "2. 一个多边形每个外角都是 30°，求边数。"),
    h(5, "参考答案"), t(5, "23.1(1) 1. 720° 2. 六边形"), t(5, "23.1 (2) 1. 60° 2. 12"),
]
LESSON_IDS_LABELS = {("23.1(1)", "1"): "720°", ("23.1(1)", "2"): "六边形",
                     ("23.1(2)", "1"): "60°", ("23.1(2)", "2"): "12"}

NO_KEY = [  # exercises and no answers anywhere: zero links
    h(0, "2.1 整式"), h(0, "习题2.1"), t(0, "1. 单项式 -3x²y 的系数是多少？"),
    t(0, "2. 化简：3a+2a-a。"), h(1, "2.2 整式的加减"), h(1, "习题2.2"), t(1, "1. 计算 (2x+1)-(x-3)。"),
    h(1, "小结"), t(1, "1. 本章学习了整式的概念。"),
]
NO_KEY_LABELS = {("习题2.1", "1"): None, ("习题2.1", "2"): None, ("习题2.2", "1"): None}

INLINE = [  # a 解析版 paper: 【答案】 after each question, group headings, one question unanswered
    h(0, "题型一 方程"), t(0, "一、选择题"), t(0, "1．方程 2x=6 的解是（ ） A. 2 B. 3 C. 4 D. 6"),
    t(0, "【答案】B"), t(0, "【解析】两边同除以 2。"), t(0, "二、解答题"),
    t(0, "2．解方程 x+3=5。"), t(0, "解：x=5-3=2。"), t(1, "3．解方程组 x+y=3，x-y=1。"),
    t(1, "4．已知 x=1 是方程 ax=2 的解，求 a。"), t(1, "【答案】a=2"),
]
INLINE_LABELS = {("题型一", "1"): "【答案】B", ("题型一", "2"): "解：x=5-3=2", ("题型一", "3"): None,
                 ("题型一", "4"): "【答案】a=2"}

PAPER = [  # an exam paper: one unnamed key, numbers unique in the book
    h(0, "期中测试"), t(0, "一、选择题"), t(0, "1. 下列数中是无理数的是（ ） A. 0 B. 1/3 C. √2 D. 2"),
    t(0, "二、填空题"), t(0, "2. 4 的平方根是______。"), t(0, "三、解答题"), t(1, "3. 计算 √9+√16。"),
    h(3, "参考答案"), t(3, "1. C 2. ±2 3. 7"),
]
PAPER_LABELS = {(None, "1"): "C", (None, "2"): "±2", (None, "3"): "7"}

LABELLED = {"appendix 参考答案": (APPENDIX, APPENDIX_LABELS),
            "appendix 答案与解析, 第N题": (ANALYSIS, ANALYSIS_LABELS),
            "per-lesson 习题答案": (PER_LESSON_KEYS, PER_LESSON_LABELS),
            "lesson ids 23.1（2）": (LESSON_IDS, LESSON_IDS_LABELS),
            "no answer key": (NO_KEY, NO_KEY_LABELS),
            "inline 解析版": (INLINE, INLINE_LABELS),
            "exam paper, unnamed key": (PAPER, PAPER_LABELS)}


def score(found: dict, labels: dict) -> dict:
    """found: (lesson, number) -> exercise (from exercises.json); labels: -> answer prefix | None.
    A link is right when its exercise is labelled with an answer its text starts with; a link on
    an exercise the labels do not know, or labelled None, is wrong."""
    links = {k: e["answer"]["text"] for k, e in found.items() if e.get("answer")}
    right = sum(1 for k, text in links.items() if labels.get(k) and text.startswith(labels[k]))
    answered = sum(1 for v in labels.values() if v)
    return {"exercises": len(labels), "found": sum(1 for k in labels if k in found),
            "answered": answered, "links": len(links), "right": right}
