"""Where an item stands for the glossary rules: inside an exercise section, a worked example or its
solution, a definition box; which tree node and printed label its page has. Pure."""
from __future__ import annotations

import re

from f.common.glossary.names import section_concept
from f.common.tree.headings import classify, match_key, normalize
from f.common.tree.labels import page_labels_from
from f.common.tree.walk import walk

_EXERCISE_TITLES = re.compile(
    r"^(?:习题|练习|复习题|复习参考题|课后习题|课后练习|思考题|思考与练习|自我检测|巩固练习|综合练习|基础训练|"
    r"能力提升|拓展提升|达标检测|课堂练习|针对训练|变式训练|强化训练|真题|模拟|例题|典例|精选|"
    r"exercises?|problems|questions|review questions)|真题|中考|高考|试题|试卷|模拟题|测试题|"
    r"(?:练习|习题|作业)$", re.IGNORECASE)  # "活动与练习", "课后作业"
# A worked example or its solution begins here; what follows on the page belongs to it.
_EXAMPLE = re.compile(r"^\s*(?:【\s*(?:例|典例|例题|解析|答案|详解|分析|解答|点睛|证明|解)|例\s*\d|例题|典例|"
                      r"(?:解|证明|证|解析|分析|答|详解|略解)\s*[：:]|Example\s+\d|Solution\b|Proof\b)")
# A numbered line (`1.`, `（2）`, `①`) that asks or orders something is an exercise.
_NUMBERED = re.compile(r"^\s*(?:\d{1,3}\s*[.．、]|[（(]\s*\d{1,2}\s*[）)]|[\u2460-\u2473]|第\s*\d+\s*题)")
_ASKS = re.compile(r"[？?]|求|请|试|证明|判断|写出|说明|填空|选择|画出|计算|化简|解方程|是否|多少|哪|"
                   r"[（(]\s*[）)]|_{2,}|\bfind\b|\bshow\b|\bprove\b", re.IGNORECASE)
# A definition or theorem box: `定义 …`, `定义1.2（向量）…`, `平面向量基本定理 …`, `【定义】…`.
BOX = re.compile(r"^\s*[【\[]?\s*(?P<h>定义|概念|定理|定律|公理|[\u4e00-\u9fff]{1,14}?(?:定理|定律|公理))\s*"
                 r"(?P<n>\d+(?:[.\-．]\d+)*)?\s*(?:[（(](?P<name>[^）)]{1,20})[）)])?\s*[】\]]?\s*"
                 r"(?:[：:]\s*|\s+|(?=[（(]))")
# A knowledge box: its sentences define what they name ("知识窗  ZigBee是……").
WINDOW = re.compile(r"^\s*[【\[]?\s*(?:知识窗|知识之窗|小贴士|温馨提示|知识链接|知识卡片?|资料卡片?|小资料|资料链接|名词解释|"
                    r"术语解释|知识拓展|拓展阅读|相关链接|背景知识|你知道吗|知识加油站|技术词典|小词典|名词术语)\s*[】\]]?"
                    r"\s*[：:]?\s*")
# A box's label and title run onto the end of the paragraph before it (a sidebar a converter or a
# column layout flattened: "…的结果。 基础知识 Crypt，单向的函数"); the next item opens the box.
# (decision 1132) a vocabulary box's label too (词汇, 关键词, an untranslated VOCABULARY run into its title).
RUN_ON_BOX = re.compile(r"(?:^|[。！？!?.;；)）”」])\s*(?:(?:知识窗|知识之窗|小贴士|知识链接|知识卡片?|资料卡片?|小资料|背景知识|"
                        r"基础知识|基本知识|名词解释|术语解释|词汇|关键词)\s+|VOCABULARY\s*)"
                        r"(?P<title>[^。；;！？!?\s][^。；;！？!?]{0,29})\s*$")
# A section that lists terms with what they mean ("附2：专有名词解释", "术语表", "Glossary").
GLOSSARY_TITLE = re.compile(r"名词解释|术语解释|专有名词|术语表|名词术语|词汇表|术语[和与及、]?定义|定义[和与及、]术语|"
                            r"术语[和与及、]缩略语|缩略语|缩写词|符号说明|名词定义|glossary|definitions?$|terminology|"
                            r"abbreviations?|acronyms|terms and definitions", re.IGNORECASE)
# A section named for the terms it explains ("1.7 LaTeX 和 TeX 相关的术语和概念", "本章术语").
_TERMS_TAIL = re.compile(r"(?:术语|名词)(?:[和与及、](?:概念|定义))?$")
# A problem that defines its own notion ("我们定义：……叫做“旋补中线”"): its naming sentences are
# definitions even inside an exercise section.
DEFINES = re.compile(r"我们(?:给出|作)?(?:如下)?定义|新定义|定义如下|给出如下定义|给出定义|我们规定|规定[：:]|^\W*\d*\W*"
                     r"(?:\(\s*\d+\s*分\s*\))?\s*定义[：:]|(?:称|叫做|叫作)[^。；]{0,40}?为?\s*[“\"][^”\"]{1,12}[”\"]")
# A question heading that asks what a term is ("什么是 IP 地址？", "色彩空间是什么？", "What is a bus?").
_ASKED = re.compile(r"(?:^|[…，,。.！!？?\s])(?:什么是\s*(?P<a>[^，。？?！!…\s][^，。？?！!…]{0,20}?)|(?P<b>[^，,。？?！!…\s]"
                    r"[^，,。？?！!…]{0,20}?)\s*(?:这个(?:名字|词|术语)|一词)?\s*(?:指的|的意思|代表的)?是什么|"
                    r"[Ww]hat\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?P<c>[A-Za-z][\w\- ]{0,40}?))"
                    r"\s*[？?！!]+\s*$")
_BULLET = re.compile(r"^[\s●•◆◇■□▲△☆★◎○·\-—]+")
_CONTEXT = re.compile(r"^(?:什么是)?(?P<t>.{1,16}?)(?:的(?:定义|概念|含义|内涵|意义)(?:与.*|和.*|及.*)?)?$")


class State:
    """Reading state while walking the items of a book in order."""

    def __init__(self):
        self.exercise = False
        self.example = False
        self.pending_box: tuple[str, str] | None = None   # (kind, name) from a heading
        self.context_term: str | None = None
        self.concept: str | None = None   # "向量的数乘" under "6.2.3 向量的数乘运算"
        self.topic: str | None = None     # what the heading or bold line just above names ("踢踏舞")
        self.heading_text: str | None = None
        self.topic_line = False           # ... named by a body line of its own (a table's or list's name)
        self.window = False               # inside a 知识窗 / 小贴士 box
        self.box_opens = False            # this item opens a box whose title ran onto the item before
        self.box_title: str | None = None  # ... and that title (1132)
        self.defining = False             # inside a problem that defines its own notion
        self.problem = False              # the current item is such a problem's text
        self.kinds = 0                    # items still to come of a "有两种类型：" list of kinds
        self.answer = False               # the next body item opens the answer to a "什么是X？" heading
        self.bold: list[str] = []         # the current item's inline bold phrases (glossary.bold)
        self.italic_only: frozenset[str] = frozenset()  # those of them set only in italics (0741)
        self.defined: set[str] = set()    # folded terms the items so far defined (zh.property_of)

    def new_page(self) -> None:
        self.example = False

    def heading(self, text: str) -> None:
        title = normalize(text)
        head = classify(title)
        rest = (head.rest or title).strip()
        self.exercise = bool(_EXERCISE_TITLES.search(match_key(rest) or rest))
        self.example = bool(_EXAMPLE.match(rest))
        self.pending_box = None
        self.box_opens = False
        self.box_title = None
        self.context_term = None
        self.concept = section_concept(rest)
        self.window = bool(WINDOW.fullmatch(rest) or len(rest) <= 16 and GLOSSARY_TITLE.search(rest)
                           or len(rest) <= 30 and _TERMS_TAIL.search(rest))
        self.defining = False
        self.kinds = 0
        self.topic = topic_of(rest)
        self.heading_text: str | None = rest  # the heading over the next item, whatever its shape (1129)
        self.topic_line = False
        box = BOX.match(rest + " ")
        if box and box.end() >= len(rest.rstrip()) and box.group("h") in ("定义", "概念", "定理", "定律", "公理"):
            kind = "definition" if box.group("h") in ("定义", "概念") else "theorem"
            name = box.group("name") or ("" if box.group("h") in ("定义", "概念", "定理") else box.group("h"))
            self.pending_box = (kind, name)
            return
        if re.search(r"的(?:定义|概念|含义|内涵)", rest) or rest.startswith("什么是"):
            m = _CONTEXT.match(re.sub(r"[？?！!。\s]+$", "", rest))
            self.context_term = m.group("t").strip() if m else None
        asked = _ASKED.search(rest)
        self.answer = bool(asked)
        if asked:  # an FAQ's or a help page's question: its answer's first sentence defines the term
            self.context_term = (asked.group("a") or asked.group("b") or asked.group("c")).strip()

    def line(self, text: str) -> bool:
        """True for a line that only names what follows: a bold or bulleted term ("● 踢踏舞") or
        a box's title ("知识窗") on a line of its own; it becomes the topic or opens the box."""
        if self.topic and re.match(r"^\s*[–—\-]", text):
            return False  # "– 对现有文件重复名称" under "• 硬链接": the term's gloss, not a new term
        bare = _BULLET.sub("", text).strip()
        if WINDOW.fullmatch(bare):
            self.window, self.topic = True, None
            return True
        if len(bare) <= 14 and not re.search(r"[，。；：:,;！？!?]", bare) and (topic := topic_of(bare)):
            self.topic, self.topic_line = topic, True
            return True
        return False

    def skip(self, text: str) -> bool:
        """True for text no definition is taken from (and update the state). A problem that defines
        its own notion is read (see `problem`), up to the next numbered item."""
        if DEFINES.search(text):
            self.defining = True
        elif _NUMBERED.match(text):
            self.defining = False
        self.problem = False
        if self.exercise:
            self.problem = self.defining
            return not self.defining
        if _EXAMPLE.match(text):
            self.example = True
            return True
        if BOX.match(text) or self.pending_box:
            self.example = False
            return False
        if self.example:
            return True
        if _NUMBERED.match(text) and _ASKS.search(text):
            self.problem = self.defining
            return not self.defining
        return False


# A section's generic name (a manual's DESCRIPTION 描述, NOTES 注释) names no term.
_GENERIC = re.compile(r"(?:[A-Z][A-Za-z ]*\s*)?(?:描述|说明|简介|概述|概要|总览|注意|注释|备注|参见|另见|示例|例子|用法|选项|"
                      r"作者|名称|版权|历史|错误|返回值|相关主题|参考|附录|前言|引言|小结|总结)")


def topic_of(title: str) -> str | None:
    """The term a heading or bold line names, when it is one short noun phrase (not 习题, not a
    sentence, not a work in 《》)."""
    from f.common.glossary.patterns import clean_term, term_ok

    bare = _BULLET.sub("", title or "").strip()
    if not bare or len(bare) > 14 or bare.startswith("《") or re.search(r"[，。；：:,;！？!?（(]", bare) \
            or _EXERCISE_TITLES.search(bare) or WINDOW.fullmatch(bare) or _GENERIC.fullmatch(bare):
        return None
    term = clean_term(bare)
    return term if term_ok(term) else None


class Locator:
    """The deepest tree node holding a page, preferring the one whose heading was last seen."""

    def __init__(self, tree: dict | None):
        self.nodes = [(depth, order, node) for order, (depth, node, _parent) in
                      enumerate(walk((tree or {}).get("structure")))]
        self.current: dict | None = None

    @staticmethod
    def _covers(node: dict, page: int) -> bool:
        return (node.get("start_index") or 0) <= page <= (node.get("end_index") or 0)

    def heading(self, text: str, page: int) -> None:
        key = match_key(text)
        for _depth, _order, node in self.nodes:
            if key and match_key(node.get("title", "")) == key and self._covers(node, page):
                self.current = node
                return

    def node_for(self, page: int) -> dict | None:
        covering = [(depth, node.get("start_index") or 0, order, node)
                    for depth, order, node in self.nodes if self._covers(node, page)]
        if not covering:
            return None
        if self.current is not None and self._covers(self.current, page):
            deeper = [c for c in covering if c[0] > self._depth(self.current)
                      and (c[3].get("start_index") or 0) < page]
            if not deeper:
                return self.current
        return max(covering, key=lambda c: (c[0], c[1], c[2]))[3]

    def _depth(self, target: dict) -> int:
        return next((depth for depth, _o, node in self.nodes if node is target), 0)


def page_labels(items: list[dict], tree: dict | None, labels: dict | None) -> dict[int, str]:
    """1-based page -> printed label: as given, else the tree's, else read from the furniture."""
    source = labels if labels is not None else (tree or {}).get("page_labels")
    if source is None:
        return page_labels_from(items)
    out = {}
    for key, value in source.items():
        try:
            out[int(key)] = str(value)
        except (TypeError, ValueError):
            continue
    return out
