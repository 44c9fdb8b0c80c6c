"""Exam boilerplate: the words of a question about itself, stripped before searching; its polarity.

Numbers, marks, blanks, 下列说法正确的是, 请简述, which of the following: they say nothing about the
subject and every page of every book matches them equally. Polarity (正确 / 不正确) is kept apart."""
from __future__ import annotations

import re

from f.common.cjk import RANGES, has_cjk

# Blanks to fill in: （ ）, (  ), ____, ＿＿ (folded to __), ———.
BLANK = re.compile(r"[（(][\s\u3000\xa0]*[)）]|_{2,}|—{3,}")
NUMBER = re.compile(r"^\s*(?:第\s*\d+\s*[题问][.．:：、]?|[(（]\s*\d+\s*[)）]|\d+\s*[.．、](?!\d)|"
                    r"(?:question|q)\s*\d+\s*[.:)]?)\s*", re.IGNORECASE)
SCORE = re.compile(r"[（(]\s*(?:本[小大]?题\s*(?:满分)?\s*)?(?:共\s*)?\d+(?:\.\d+)?\s*分\s*[)）]|"
                   r"\(\s*\d+\s*(?:points?|marks?|pts)\s*\)", re.IGNORECASE)

_SELECT_NOUN = r"(?:各[项式组量数个种题句]|说法|叙述|结论|命题|选项|表述|判断|描述|式子|等式|关系式|运算|事实|观点)"
_JUDGE = r"(?:不正确|正确|错误|不对|对|不恰当|恰当|不合理|合理|不准确|准确|不成立|成立)"
# Applied in order; each removes words that carry no subject, keeping what they frame.
_PATTERNS = [
    r"^(?:名词解释|请回答下列问题|回答下列问题|请回答|请你|请问|请|试)\s*[:：]?",
    r"^(?:简要|简单)?(?:简述|概述|试述|论述|阐述|说明|谈谈|解释|分析|回答|写出|指出)(?:一下)?\s*[:：]?",
    r"(?:下列|以下|下面)" + _SELECT_NOUN + r"?(?:中|里|当中)?",
    r"选出|^请?选择",  # not 逆向选择: only at the start
    r"的?(?:说法|叙述|表述|描述)(?:中|里)?(?=[，,]|$)",  # 关于X的说法中，...
    r"(?:哪一?项|哪一个|哪个|哪些|哪种|哪几个)",
    _JUDGE + r"的(?:一项|选项|个数|序号|说法|结论|命题)?(?:是|有|为)?",
    r"(?:的一项是|的选项是|的是|的有)\s*$",
    r"^关于",
    r"(?:请)?(?:简要)?(?:说明|阐述)?理由\s*$",
]
_EN_PATTERNS = [
    r"^(?:please\s+)?(?:briefly\s+)?(?:answer|explain|describe|discuss|state|outline)(?:\s+briefly)?\s*[:,]?\s*",
    r"\bwhich\s+(?:one\s+)?of\s+the\s+following(?:\s+(?:statements?|options?|claims?|is|are))*",
    r"\b(?:is|are)?\s*(?:true|correct|incorrect|false|NOT\s+true|NOT\s+correct)\b\s*(?:about|of|for|regarding)?",
    r"\bEXCEPT\b",
    r"^(?:choose|select|pick)\s+(?:the\s+)?(?:correct|incorrect|right|wrong|best)?\s*(?:answer|option|statement)?\s*[:,]?",
]
BOILER = [re.compile(p) for p in _PATTERNS] + [re.compile(p, re.IGNORECASE) for p in _EN_PATTERNS]

# Negation that turns "which is right" into "which is wrong", looked for only where the question
# asks for an option (a clause naming 下列/哪/which, or the last clause of a choice): a negation
# in the subject itself (为什么两个向量不能比较大小) says nothing about which option is sought.
NEGATIVE = re.compile(r"不正确|错误|(?<!是)不是|不属于|(?<!能)不能|(?<!对)不对|不成立|不符合|不恰当|不合理|不包括|不可能|"
                      r"不准确|不一定|不可以|不相等|\bincorrect\b|\bNOT\b|\bfalse\b|\bEXCEPT\b|"
                      r"\bnot\b|\bwrong\b|\buntrue\b|\bcannot\b", re.IGNORECASE)
SELECT_CUE = re.compile(r"下列|以下|下面|哪|选出|的是|的一项|\bwhich\b|\bfollowing\b|\bEXCEPT\b", re.IGNORECASE)
_CLAUSE = re.compile(r"[，,。；;？?！!\n]+")

# Words that frame a question or are generic in any maths text: never a concept on their own.
GENERIC = frozenset([
    "下列", "以下", "下面", "说法", "叙述", "结论", "命题", "选项", "表述", "描述", "判断", "一项", "正确", "错误", "不正确",
    "不对", "恰当", "关于", "问题", "哪个", "哪些", "哪种", "哪一项", "什么", "怎样", "怎么", "如何", "为何", "为什么", "情况",
    "有何", "有哪些", "是否", "能否", "可以", "能", "不能", "不是", "属于", "不属于", "简述", "概述", "试述", "论述", "阐述",
    "谈谈", "说明", "解释", "名词解释", "回答", "请", "试", "分析", "指出", "写出", "列举", "请问", "主要", "分别", "各自", "一般",
    "具体", "之间", "定义", "概念", "含义", "意义", "区别", "联系", "异同", "不同", "相同", "不同之处", "相同之处", "相同点", "不同点",
    "比较", "原因", "理由", "作用", "特点", "内容", "方面", "已知", "求", "计算", "设", "则", "若", "如果", "那么", "满足",
    "得到", "等于", "求证", "证明", "化简", "结果", "其中", "时", "值", "多少", "几", "哪里", "叫做", "称为", "是指", "指",
    "何谓", "之一", "作为", "以及", "因为", "所以", "由于", "进行", "通过", "对于", "根据", "什么样", "有关", "相关", "一些",
    "各种", "有", "没有", "一定", "可能", "必须", "应该", "通常", "所", "该", "此", "这个", "那个", "这些", "那些", "分", "题",
    "本题", "本文", "所用", "认为", "首先", "采用", "能够", "需要", "使用", "提出", "目前", "获得",
    "包括", "存在", "给出", "考虑", "遇到", "总是", "呈现", "意味着", "那样", "看作", "推出", "中", "里", "当", "个", "种", "项", "次", "条", "还", "又", "what", "which", "why", "how", "who",
    "when", "where", "define", "definition", "meaning", "mean", "means", "difference",
    "differences", "between", "compare", "contrast", "explain", "describe", "briefly", "following",
    "statement", "statements", "true", "false", "correct", "incorrect", "not", "except", "reason",
    "reasons", "main", "please", "state", "discuss", "answer", "question", "called", "termed",
    "refer", "refers", "that", "this", "these", "those", "its", "their", "there", "can", "could",
    "has", "have", "was", "were", "from", "into", "than", "about", "does", "did", "only", "also",
    "such", "other", "some", "any", "all", "each", "both", "given", "find", "calculate", "compute",
    "show", "prove", "value", "one", "used", "more", "whose", "blank", "fill",
    # a student's question words: they ask, they name nothing (为啥 is 为什么, 一共 is 总共)
    "为啥", "啥", "咋", "怎么回事", "怎么样", "多久", "一共", "总共", "到底", "究竟", "是不是", "有没有",
    # ... and what they say of themselves: their plan, their wish to know, their habit
    "打算", "想知道", "想问", "平时", "平常",
])
# a question word built on 哪 (哪位, 哪一年, 哪几种): it asks, it names nothing
# a word that asks (哪种, 哪个) or asks for a place in a series (第几课, 第几页: jieba tags its kin
# numerals, 第几章 m, and one a name, 第几课 nr): the asked-for thing, no subject a page names (0891)
INTERROGATIVE = re.compile(r"哪|^第几")


CONTENT = re.compile(f"[\\w{RANGES}]")
COUNTED = re.compile(r"[一二三四五六七八九十两几\d]+[个种组项条次位点对类颗只名本张件处部门句段步场大层年天岁倍]")
# a pointer and its measure word (这篇 论文, 这节 课, 那本 书: the tokenizer's HMM glues them): it
# points at the thing the next word names, it names nothing (0440)
POINTED = re.compile(r"[这那该此每][个种类篇本节首道张件条项次位只部段句场份门章页幅]")


def is_concept(word: str) -> bool:
    """A word that can name a question's subject (plan.py's concepts, options.py's own words)."""
    if word in GENERIC or not CONTENT.search(word) or word.isdigit() or INTERROGATIVE.search(word):
        return False
    # one character (求, 设, 则, 和) is grammar, not a subject; 两个 / 三点 count, they name nothing
    if has_cjk(word):
        return len(word) >= 2 and not COUNTED.fullmatch(word) and not POINTED.fullmatch(word)
    return bool(re.fullmatch(r"[a-z][a-z'-]{2,}", word))  # words, not symbols (a_n, e1, x2)


def normalise_space(text: str) -> str:
    return re.sub(r"[ \t\u3000\xa0]+", " ", text).strip()


def strip_stem(text: str, join_gaps: bool = True) -> str:
    """The subject of the question without its number, marks, blanks and exam phrasing.
    join_gaps=False keeps a space where phrasing was cut out between two ideographs, so a word cut
    from the stem never straddles the cut (先用哪种钱 must not give 用钱, a word the question lacks)."""
    text = SCORE.sub(" ", text)
    text = NUMBER.sub("", text, count=1)
    text = BLANK.sub(" ", text)
    for _ in range(2):  # a second pass catches phrasing uncovered by the first (请 + 简述)
        for pattern in BOILER:
            text = pattern.sub(" ", normalise_space(text)).strip()
    text = re.sub(r"\s*([，,。；;：:、？?])\s*", r"\1", normalise_space(text))
    if join_gaps:
        text = re.sub(r"(?<=[\u3400-\u9fff]) (?=[\u3400-\u9fff])", "", text)  # a removed word's gap
    text = re.sub(r"([，,；;：:、])(?=[，,。；;？?！!]|$)", "", text)  # punctuation left dangling
    return re.sub(r"^[，,。；;：:、？?！!\s]+", "", text).strip()


def polarity(text: str, has_options: bool) -> str:
    """"negative" when the question asks for the wrong / excluded option (不正确的是, NOT)."""
    clauses = [c for c in _CLAUSE.split(BLANK.sub(" ", text)) if c.strip()]
    asking = [c for c in clauses if SELECT_CUE.search(c)]
    if has_options and clauses:
        asking.append(clauses[-1])
    return "negative" if any(NEGATIVE.search(c) for c in asking) else "positive"
