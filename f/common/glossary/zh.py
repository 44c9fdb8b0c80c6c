"""Chinese definitional sentence patterns. Pure: one sentence in, candidate definitions out.

A candidate is {"term", "aliases", "definition", "confidence", "kind", "anaphoric"}; `anaphoric`
means the defining part is the sentence before ("这样的向量称为自由向量")."""
from __future__ import annotations

import re

from f.common.glossary import window_entry_zh
from f.common.glossary.apposed_zh import role_apposed
from f.common.glossary.candidate import candidate
from f.common.glossary.introduced import zh_introduced
from f.common.glossary.lookup import fold_term as fold
from f.common.glossary.names import ba_term, named_rule, owner_aliases
from f.common.glossary.patterns import (
    ATTRIBUTE,
    CITE,
    CJK,
    LATIN_NAME,
    PRONOUNS,
    abbreviation_glosses,
    aliases_from,
    clean_term,
    is_question,
    simplify,
    strip_parens,
    term_ok,
)
from f.common.glossary.rare_zh import introduced_names
from f.common.glossary.rarity import introduced_name
from f.common.glossary.registers_zh import (
    built_named,
    concept_introduced,
    marked_quoted,
    named_last,
    not_but,
    official_name,
    purpose_frame,
    quoted_in_brackets,
    three_names,
    way_glossed,
)
from f.common.glossary.vet import (
    CONTROL_SEQUENCE,
    NAMED,
    compound,
    dictionary_cut,
    dictionary_tags,
    freq,
    function_word,
    noun_final,
)

# X叫做Y and its variants; 也/又 mark a second name for a term defined elsewhere.
# (统称 in 系统称作, 通称 in 交通称为 and 名称为 are no naming verb)
_VERB = re.compile(r"(?P<also>也|又|亦|有时)?(?:就|通常|一般|常)?(?:被)?(?<![简俗名全])(?:叫做|叫作|称为|称作|"
                   r"(?<![系传总血正])统称为?|(?<![交普流沟])通称为?|称之为|被称作)")
_STOP = "，。；,;：:！？!?．\ufffd"  # U+FFFD: a mark the PDF's text layer lost
_ALIAS_AFTER = re.compile(r"^[，,]?\s*(?:又称|亦称|也称|也叫做?|简称|或称|俗称)\s*(?:为)?\s*([^，。；,;]{1,20})")
_ANAPHORA = re.compile(r"^(?:这样的|这种|这类|这个|这一|这些|此|该|它|这|上述|以上)")
_LIST = re.compile(r"\s*(?:、|和|与|及|以及|,|，)\s*")
# (总是指 is 总是 + 指; 是指向 (points to) is no 是指)
_MEANS = re.compile(r"(?P<l>.{1,60}?)\s*(?:通常|一般|主要|多|常)?\s*(?:就是指|(?<![总还只都也正可但于老])是指|指的是|泛指|系指|"
                    r"意指|专指|特指|(?<=主要)指)(?![向出导定挥南明引令])\s*(?P<r>.+)")
_SUOWEI = re.compile(r"所谓\s*(?:的)?\s*(?P<l>[^，,]{1,24}?)\s*[，,]?\s*(?:就是指|是指|指的是|就是|即|是)\s*(?P<r>.+)")
_DEFINE_BA = re.compile(r"(?:将|把)(?P<a>[^，。；]{1,24}?)(?:界定|定义)为\s*[：:]?\s*(?P<r>.+)")
_DEFINE_AS = re.compile(r"(?P<b>[^，。；]{1,24}?)(?:被|可)?(?:界定|定义)为\s*[：:]?\s*(?P<r>.+)")
_DEFINED_ON = re.compile(r"对(?P<t>[^，。；]{1,20}?)(?:进行|作|做|给出|下)了?[^，。；]{0,10}定义")
_AS_DEF = re.compile(r"(?:以|选取|采用|选用|用)(?P<r>.{2,60}?)作为(?P<t>[^，。；]{1,20}?)的定义")
_JI_SHORT = re.compile(rf"^(?P<t>[{CJK}A-Za-z0-9\s]{{2,14}})[，,]\s*即(?![使便可将刻时])\s*(?P<r>[^，。；]{{2,40}})[。．]?$")
_JI_NOUN = re.compile(r"(?P<t>[^，。；]{1,40}?)(?:现象|特性|特征|的(?:核心|基本)?(?:内涵|含义|概念|本质|定义))"
                      r"\s*(?:[（(][^（）()]{0,30}[）)])?\s*[，,]\s*即\s*(?P<r>[^；。]{4,})")
_JI_PAREN = re.compile(rf"(?P<r>[^，。；（(]{{4,60}})[（(]\s*即(?![使便可将刻时])\s*(?P<t>[{CJK}A-Za-z_]{{2,12}})\s*[）)]")
_ABBR = re.compile(rf"(?:^|——|：|:)\s*(?P<t>[{CJK}]{{2,16}})\s*[（(]\s*(?P<a>[A-Za-z][\w\- ]{{0,30}}?)\s*[）)]"
                   r"\s*[，,]?\s*(?:是|指)(?P<r>[^。]{6,})")
_OBJ = rf"[{CJK}]{{0,4}}\s*[A-Za-z\u0391-\u03c9][\w′']*"
_RELATION = re.compile(rf"称\s*{_OBJ}\s*(?:与|和)\s*{_OBJ}\s*(?P<t>[{CJK}]{{2,6}})\s*(?=[，。,；]|$)")
_GLOSS = re.compile(rf"^(?P<t>[{CJK}A-Za-z]{{2,10}})\s*[：:]\s*(?P<r>.*?(?P=t)\s*(?:为|是|叫做|指)\s*.+)")
_RULE = re.compile(r"^(?:我们规定|规定\s*[：:])\s*[：:，,]?\s*(?P<t>[^，。；的]{1,12}?)\s*(?:为|是)\s*(?P<r>[^。；]+)")
# "称为 paravirt_ops 或 pv_ops 接口": two Latin names of one thing, the first the term (a shared head kept off)
_LATIN_EITHER = re.compile(rf"(?P<a>{LATIN_NAME})\s*或(?:者)?\s*(?P<b>{LATIN_NAME})(?:\s*[{CJK}]{{1,4}})?")
# (decision 0907) ... a short modifier may stand before the quotes: "被称为分页“代价”的类似概念" names 分页代价
_QUOTED_BEFORE_DE = re.compile(r"^\s*(?P<m>[^“”\"「」『』的，,。；\s]{0,4})[“\"「『](?P<q>[^”\"」』]{1,12})[”\"」』]\s*的")
# (decision 1095) "开启一种叫做“污染模式”特殊的安全性检测": the quoted name, then a modifier of the class noun before
# 的: the quotes close the name (the words after them describe the thing named, they are not part of it)
_QUOTED_THEN_MODIFIER = re.compile(r"^\s*[“\"「『](?P<q>[^”\"」』]{1,12})[”\"」』]\s*[^，,。；的或和与及、/／（(“\"\s]{1,8}的")
_QUOTED_HEAD = re.compile(r"^.{0,60}?的\s*[“\"「『](?P<q>[^”\"」』]{1,20})[”\"」』]\s*$")
# X是Y的简称 / X是Y的总称: an abbreviation, a collective name.
_NAME_OF = re.compile(r"^(?P<t>[^，。；：:\ufffd是]{1,24}?)\s*(?:就|则)?是\s*(?P<y>[^，。；\ufffd]{1,40}?)\s*的\s*"
                      r"(?P<k>(?:英文|英语)?(?:首字母)?(?:简称|缩写词|缩写|缩略语|缩略词|总称|统称|通称|合称|泛称))"
                      r"\s*(?=[，。；,;\ufffd]|$)")
# X简称Y / X俗称Y / X又称Y at the head of a sentence: the full name is the term, Y a second name.
_SHORT = re.compile(r"^(?P<t>[^，。；：:\ufffd]{2,24}?)\s*"
                    r"(?:简称为?|俗称为?|又称为?|亦称为?|全称为?|全名为?|又名|简写为|缩写为)\s*"
                    r"[“\"「\ufffd]?\s*(?P<a>[^，。；,;、\ufffd”\"」]{1,20}?)\s*(?:[”\"」]|(?=[，。；,;、\ufffd]|或|$|\s*是))"
                    r"(?:\s*或\s*[“\"「]?(?P<b>[^，。；,;、\ufffd”\"」]{1,20}?)[”\"」]?(?=[，。；,;、\ufffd]|$))?")
# X：指… / X：即… / X：是… ("截长: 指在长线段中截取……"), several in one sentence.
_COLON = re.compile(rf"(?:^|[。；;：:，,\s\ufffd])\s*(?P<t>[{CJK}A-Za-z0-9][{CJK}A-Za-z0-9\-\s]{{1,14}}?)\s*"
                    r"[：:\ufffd]\s*(?P<v>是指|指的是|指(?![定出导标挥南明引令向])|即(?![使便可将刻时])|是(?=由|一种|一类|一门|一项|一组|一套))\s*"
                    r"(?P<r>[^：:；;。\ufffd]{4,})")
# “X”，即… / ——X，即…: a quoted or introduced name glossed by 即.
_JI_QUOTED = re.compile(rf"(?:[“\"「](?P<q>[^”\"」]{{2,14}})[”\"」]|(?:——|—)\s*(?P<d>[{CJK}A-Za-z]{{2,10}}))\s*"
                        r"[，,]\s*即\s*(?P<r>[^。；]{4,})")
# 以…为…的N为X / 以…为…的N叫作X: the term closes the sentence ("以G为主音的大调为G大调").
_YI_WEI = re.compile(rf"(?:^|(?<=[，,；;]))\s*以[^，。；]{{1,20}}?为[^，。；]{{1,20}}?的(?P<g>[^，。；]{{1,12}}?)"
                     rf"(?:为|叫做|叫作|称为)\s*"
                     rf"(?P<t>[{CJK}A-Za-z0-9]{{2,12}})\s*(?=[。，；,;]|$)")
# ……，即称X / 则称X / 统称X: the name closes what came before it ("……或继续移成后退舞姿，即称环动").
_JI_CHENG = re.compile(r"[，,]\s*(?:即|则|便|故|就)称(?:之为|为|作)?\s*[“\"]?(?P<t>[^，。；,;\ufffd“”\"]{1,12}?)[”\"]?\s*"
                       r"(?=[，。；,;\ufffd]|$)")
_WORK = re.compile(r"《[^》]{0,20}(?:交响曲|协奏曲|奏鸣曲|组曲|序曲|舞曲|曲|歌|谣|剧|诗|赋|集|记|传|志)》")
_ENUM = re.compile(r"^\s*(?:\d{1,3}\s*[)）.．、](?!\d)|[（(]\d{1,3}[)）]|[\u2460-\u2473]|[a-z][)）])\s*")
# X（即Y）: a term glossed in brackets ("魔法值（即未经预先定义的常量）")
_PRONOUN = re.compile(r"[它他她]们?|其")
_JI_BRACKET = re.compile(rf"(?P<t>[{CJK}A-Za-z0-9_]{{2,12}}?)\s*[（(]\s*即(?![使便可将刻时])\s*(?P<r>[^）)]{{2,40}})[）)]")
_NO_SUBJECT = re.compile(r"\s*(?:通常|一般|主要|常)\s*(?:是指|指)")  # "通常指的是…" after a lost mark: no subject
# X指… at the head of a sentence ("被动吸烟指不吸烟者……"), never a finger (拇指) nor 指出/指导.
_ZHI = re.compile(rf"^(?P<l>[{CJK}A-Za-z0-9\-]{{2,12}}?)\s*(?:通常|一般|主要)?指(?![导出定标挥南明尖甲令引])\s*(?P<r>.{{4,}})")
# X的定义是… / X的概念为…
_DEF_OF = re.compile(r"(?P<b>[^，。；\ufffd]{1,24}?)的(?:定义|概念)(?:是|为)\s*[：:]?\s*(?P<r>.{4,})")
# "“守护进程”的意思是…": a quoted word and what it means.
_MEANING = re.compile(r"^\s*[“\"「](?P<t>[^”\"」]{1,16})[”\"」]\s*(?:的)?(?:意思|含义|意义|本义)(?:就)?(?:是|为|指)"
                      r"\s*(?P<r>[^。；]{4,})")
# (decision 1095) "无效上下文的意思是值被丢弃不用": the same without quotes, a noun phrase as subject (no 的 in it, no
# pronoun or demonstrative: "这句话的意思是" explains a sentence); read off its shape, so the book must use it again
_MEANING_PLAIN = re.compile(rf"^\s*(?P<t>[{CJK}A-Za-z][^，。；：:“”\"「」的\s]{{1,11}})\s*的\s*(?:意思|含义)(?:就)?是\s*"
                            r"(?P<r>[^。；]{4,})")
# "…保证了 互换兼容性 (round-trip compatibility), 也就是说，…": a term with its English name, glossed.
_THAT_IS = re.compile(rf"(?P<t>[{CJK}]{{2,12}})\s*[（(](?P<a>[A-Za-z][A-Za-z \-]{{2,40}})[）)]\s*[，,]?\s*"
                      r"(?:也就是说|也就是|就是说|换言之|换句话说)\s*[，,]?\s*(?P<r>[^。；]{4,})")
# X是…一种N / X是…的一类N: a class and what sets it apart. Needs a classifier, a collective noun,
# or (relaxed, see `copular`) the item's topic as subject; never an evaluation.
_COPULA = re.compile(r"^(?P<t>(?:[^，。；：:,;\ufffd“”\"《》（(]|[（(][^（）()]{0,60}[）)]){1,44}?)\s*"
                     r"(?P<adv>则|乃|便|也就|就|即|主要|通常|一般)?是\s*(?P<r>[^。；]{4,})")
# modal verbs and adverbs of likelihood: "X可能是…", "X可以是…" say what X may be (decision 0862)
_MODALS = {"可能", "可以", "应该", "应当", "必须", "也许", "或许", "大概", "未必", "一定", "往往", "能", "会", "能够",
           "不一定", "还可能", "也可能", "也可以"}
_DIFFERENTIA = re.compile(r"\s*(?:在|通过|根据|基于|由|以|经|经过|用|利用|采用|运用|依据|按照|融|指|将|把)[^，。；]{2,}")
_DENOTES = re.compile(r"^(?P<t>(?:[^，。；：:,;\ufffd“”\"《》（(]|[（(][^（）()]{0,40}[）)]){1,30}?)\s*"
                      r"(?:表示|意为|意即|意味着|代表着|代表|用作|相当于)\s*(?P<r>[^。；]{4,})")
# (not 后一项, an item of a sequence; 是个… is 是一个… with 一 left out; decision 0963: the measure words of a
# sequence or a piece, "IP地址是一串数字，用来识别…", "…是一段代码", "…是一条指令"; not 一些/一点/一次, an amount)
_CLASSIFIER = re.compile(r"(?:^\s*|的)一(?:种|类|门|项|套|组|系列)|^\s*一(?:个|款|份|部|串|段|条|列|张|块)|^\s*个(?![人别体性])")
# A subject this informative in general language (nats, f.common.answer.salience) is a domain word
# a genus sentence may define (细胞 9.3, 形态 10.1, 盲孔 17.9); under it an everyday one (条件 8.2,
# 方法 8.1, 结果 8.4, 今天 8.2).
GENUS_INFO = 9.0
_NOT_GENUS_NAMES = {"整体", "例子", "问题", "东西", "部分", "方法", "结果", "过程"}
# An ordinal subject names a position (第二乐章是忧郁的小快板), not a concept.
_ORDINAL = re.compile(r"^(?:第\s*[一二三四五六七八九十百\d]+|其[一二三四五六七八九十])")  # 第二种, 其一 (the first of them)
# A genus predicate that addresses the reader or praises is a characterisation (…的关键动作, …的优良传统).
# So does "是一方…坟墓", "是一张…邮票": one concrete thing counted (a metaphor), not a class (一种/一类/一个).
_GENUS_NOT = re.compile(r"你|您|我们|他们|大家|关键|传统|优良|优秀|宝贵|伟大|空前|光荣|悠久|"
                        r"^\s*一(?!种|类|个|门|项|套|组|系列|般|定|切|致|些|款|部|台|位|名|家|首|件|份|本|座|支|条|篇|"
                        r"段|批|项|组|系列)[\u4e00-\u9fff]")
_EVALUATIVE = re.compile(r"糟糕|丑陋|愚蠢|不明智|第\s*[一二三四五六七八九十\d]+\s*[个种位名次款家部]|首个|首位|唯一的|"
                         r"很|非常|十分|极其|极为|特别|相当|比较|较为|最|更加|有效|有趣|简单|重要|良好|好的|优秀|欢迎|喜欢|"
                         r"魅力|细致|实用|喜爱|性强|方便|容易|不错|广泛|可爱|美丽|优美|精彩|主流")
_ATTRIBUTE = ATTRIBUTE  # a subject that names an attribute of something (patterns.ATTRIBUTE)


def _phrase(text: str) -> tuple[str, str]:
    """The leading phrase of `text` up to a stop mark outside brackets, and the rest."""
    lead = len(text) - len(text.lstrip(" \ufffd“\"「『"))  # a lost or open quote before the name
    head, rest = _phrase_from(text[lead:])
    return text[:lead] + head, rest


def _phrase_from(text: str) -> tuple[str, str]:
    depth = 0
    for i, ch in enumerate(text):
        if ch in "（(【[":
            depth += 1
        elif ch in "）)】]":
            if depth == 0:  # the verb stood inside brackets: "（……，也称为 K 型）"
                return text[:i], text[i:]
            depth -= 1
        elif depth == 0 and ch in _STOP:
            return text[:i], text[i:]
    return text, ""


# A full-width or em dash (not a Latin hyphen: easy-rsa) around an aside ("规则－合称为策略－来…")
_DASH = re.compile(r"\s*(?:－|—|―)")
_EITHER = re.compile(r"[“\"「](?P<a>[^”\"」]{1,16})[”\"」]\s*或\s*[“\"「](?P<b>[^”\"」]{1,16})[”\"」]")
_SCOPE = re.compile(r"^\s*[A-Za-z][\w.\-]*(?:\s+[A-Za-z][\w.\-]*)?\s*(?:中|里|内)的\s*")


# (two letters at least: "a 的算术平方根" holds a variable, not an English name)
_ENGLISH_FIRST = re.compile(rf"(?P<en>[a-z][a-z\-]+(?:\s[a-z][a-z\-]*){{0,3}})\s+(?P<zh>(?![的之与和])[{CJK}]{{2,12}})")


# the kinds of thing a name is given to: after a name ("biblatex 宏包", "scope 环境") they say what it
# names, they are no translation of it ("branch 分支")
_NAMED_KIND = {"宏包", "命令", "环境", "程序", "软件", "工具", "文件", "函数", "文档类", "选项", "参数", "格式",
               "语言", "系统", "库", "插件", "模块", "协议", "标准", "引擎", "编辑器", "发行版", "样式"}


# an upper-case name and its kind ("LDIF 文件", "NSS 系统"): the name alone is its other name
_NAME_KIND = re.compile(rf"(?P<en>[A-Z][A-Z0-9]+)\s*(?P<zh>[{CJK}]{{1,3}})")


# a class phrase, then the name of the one thing meant (an upper-case or numbered Latin name)
_NAME_AFTER_CLASS = re.compile(rf"(?P<zh>[{CJK}]{{2,10}})\s+(?P<en>[A-Z][A-Za-z]*[0-9][\w.+\-]*|[A-Z]{{2}}[A-Z0-9.+\-]*)")


def _term(raw: str) -> tuple[str, list[str]] | None:
    """Cleaned term and its bracketed aliases, or None when it is not a term."""
    quoted = _QUOTED_HEAD.match(raw)
    if quoted:  # "…叫做 $\\triangle ABC$ 的“旋补中线”": the quoted name, not its owner
        raw = quoted.group("q")
    either = _EITHER.fullmatch(raw.strip()) or _LATIN_EITHER.fullmatch(raw.strip())
    if either:  # "称作“斜线”或“根目录”": two names, the first the term
        found = _term(either.group("a"))
        return (found[0], found[1] + [clean_term(either.group("b"))]) if found else None
    raw = _SCOPE.sub("", raw)  # "KiCad 中的差分对": a term of that product
    pair = re.fullmatch(r"\s*(?P<a>[^/／]{2,30}?)\s+[/／]\s+(?P<b>[^/／]{2,30}?)\s*", raw)
    if pair:  # "Debian Edu / Skolelinux": one thing's two names
        found = _term(pair.group("a"))
        return (found[0], found[1] + [clean_term(pair.group("b"))]) if found else None
    bare, parts = strip_parens(raw)
    term = clean_term(bare)
    english = _ENGLISH_FIRST.fullmatch(term)
    if english and english.group("zh") in _NAMED_KIND:  # "biblatex 宏包": the thing named, its kind after it
        term, parts = english.group("en"), parts + [term]
    elif english:  # "bracket expression 方括号表达式": the English name, then the Chinese term
        term, parts = english.group("zh"), parts + [english.group("en")]
    elif (kinded := _NAME_KIND.fullmatch(term)) and kinded.group("zh") in _NAMED_KIND:
        parts = parts + [kinded.group("en")]  # "LDIF 文件", "NSS 系统": looked up by the name alone too
    elif (named := _NAME_AFTER_CLASS.fullmatch(term)) and noun_final(named.group("zh")):
        term, parts = named.group("en"), parts + [term]  # "字符集标准 GB2312": the name, its class before it
    term, extra = simplify(term)
    if not term_ok(term):
        return None
    return term, aliases_from(parts, term) + extra


def _cand(term, aliases, definition, confidence, kind="definition", anaphoric=False) -> dict:
    definition = CITE.sub("", definition).strip(" ，,：:")
    return candidate(term, list(dict.fromkeys(a for a in aliases if a != term)), definition, confidence, kind=kind,
                     anaphoric=anaphoric)


_LATIN_BEFORE_DE = re.compile(r"\s*[A-Za-z][\w./+\-]{2,}(?:\s+[A-Za-z][\w./+\-]*)*\s*的")  # (not "a 的", "AB 的")
# "有时也称为编译器": an adverb before 也 is no subject to take as the other name.
_LEFT_ADVERB = re.compile(r"有时|有时候|通常|一般|常常|往往|也|又|还|亦")
# What a book or chapter is titled is no term ("本手册的副标题叫做“111 分钟了解 LaTeX”").
_TITLE_OF = re.compile(r"(?:副标题|标题|书名|题目|篇名)\s*(?:就|也|又)?\s*$")


def _names_something(left: str) -> bool:
    """The words before a naming verb hold a noun, a name or a pronoun (what is named), not only
    verbs, modals and adverbs ("• 记得要称为积极的倾听者": 称为 there is "to become")."""
    words = [w for w in dictionary_cut(re.sub(r"[\s●•◆■]", "", left.split("，")[-1])) if w.strip()]
    if not words or re.search(r"[A-Za-z0-9“”\"「」（）()]", left):
        return True
    return not all((dictionary_tags().get(w) or "n")[0] in "vdcpuy" and dictionary_tags().get(w) != "vn" for w in words)


def _ends_in_verb(left: str) -> bool:
    """"数据被分成称为帧的小块": a verb before 称为 takes the named thing as its object, so 称为 X 的 N names
    the N it is cut into (X), not a subject before it (jieba's tags; one-character verbs left out)."""
    left = left.rstrip()
    return any((tag := dictionary_tags().get(left[-n:])) and tag[0] == "v" and tag != "vn" for n in (3, 2)
               if len(left) >= n)


# "把…的过程称为展开路径元素的过程" (decision 0862): the name, then 的 and the subject's own head noun again
# (过程, 操作, 方法): the noun is the class the subject already gave, the words before it the name
_RENAMED_KIND = re.compile(rf"(?P<x>[^的，。；]{{2,16}})的(?P<n>[{CJK}]{{1,3}})")


def _called(s: str) -> list[dict]:
    """X叫做Y / 把X叫做Y / X分别叫做Y和Z / 这样的X称为Y / X也叫做Y."""
    out, prev = [], 0
    for m in _VERB.finditer(s):
        left, right = s[prev:m.start()], s[m.end():]
        if re.search(r"(?:不|不能|并不|不再|不必)\s*$", left):
            continue
        raw, rest = _phrase(right)
        lead = len(raw) - len(raw.lstrip(" －—―"))  # "称为——迭代法": a dash before the name leads to it
        dash = _DASH.search(raw, lead)
        if dash and dash.start() > lead:  # "一套规则－合称为策略－来授权…": a dash closes the aside naming the term
            raw, rest = raw[:dash.start()], raw[dash.start():] + rest
        prev = m.end() + len(raw)
        quoted = _QUOTED_BEFORE_DE.match(raw)
        if quoted:  # "称为"组"的不同进程集…": the quoted name, not the clause its 的 opens
            raw = quoted.group("m") + quoted.group("q")
        elif modified := _QUOTED_THEN_MODIFIER.match(raw):
            raw = modified.group("q")
        if _WORK.match(raw.lstrip(" \ufffd")) or raw.lstrip(" \ufffd").startswith("《") and \
                re.search(r"该曲|此曲|这首|这部|这支|本曲|作品|歌曲|乐曲|舞剧|电影|小说", left):
            continue  # "该曲又被称为《“惊愕”交响曲》": a work's title, not a term
        left = left.lstrip(" ，,;；")
        if not left.strip() or _TITLE_OF.search(left) or not _names_something(left):
            continue  # "本手册的副标题叫做“…”": a work's title; "记得要称为…": no subject named
        confidence = 0.85
        if re.search(r"[把将]", left):
            left, confidence = re.split(r"[把将]", left)[-1], 0.9
            if re.match(r"\s*(?:我们|你们|您|你|我|他们|她们)的", left):
                continue  # "请求我们把我们的系统称作…": what someone calls their own thing, not a term
        alias_m = _ALIAS_AFTER.match(rest)
        if left.rstrip().endswith("分别"):
            base = left.rstrip()[:-2].split("，")[-1]
            subjects = [x for x in _LIST.split(base) if x.strip()]
            terms = [x for x in _LIST.split(raw) if x.strip()]
            if len(terms) > 1:
                if len(subjects) != len(terms):
                    subjects = [base] * len(terms)
                for subject, each in zip(subjects, terms):
                    found = _term(each)
                    if found:
                        out.append(_cand(found[0], found[1], clean_term(subject) or subject,
                                         confidence - 0.05))
                continue
        if (re.search(r"一(?:个|种|款|位|家|门|项|套|部|本|首|座|条)\s*$", left) or _LATIN_BEFORE_DE.match(raw)
                or _ends_in_verb(left)) and "的" in raw:
            raw = raw.split("的")[0]  # "一个叫做 GNU 的新操作系统", "被称为 GNU 的自由的…": the name, not its class
        named_kind = _RENAMED_KIND.fullmatch(raw.strip())
        if named_kind and left.rstrip().endswith(named_kind.group("n")):
            raw = named_kind.group("x")  # "…的过程称为展开路径元素的过程": the subject's head noun repeated
        found = ba_term(raw, left) or _term(raw)
        if not found:
            continue
        term, aliases = found
        if named_kind and left.rstrip().endswith(named_kind.group("n")):
            aliases = aliases + [named_kind.group(0).strip()]
        aliases = aliases + owner_aliases(term, s, raw)
        if alias_m:
            aliases += aliases_from([alias_m.group(1)], term)
        clauses = [c for c in left.split("，") if c.strip()] or [left]
        subject = clean_term(clauses[-1])
        anaphoric = bool(_ANAPHORA.match(re.sub(r"^(?:所以|因此|那么|于是|则|而)", "",
                                                clauses[-1].strip())))
        if m.group("also"):  # "平行向量也叫做共线向量": a second name
            if term_ok(subject) and len(subject) <= 12 and not _LEFT_ADVERB.fullmatch(subject):
                aliases.append(subject)
            confidence = 0.8
        if anaphoric or re.search(r"如果|若|设|当", left) or not re.search(f"[{CJK}]", subject):
            definition, confidence = s, confidence - 0.05
        else:
            definition = subject
        out.append(_cand(term, aliases, definition, confidence, anaphoric=anaphoric))
    return out


def _cheng_wei(s: str) -> list[dict]:
    """我们称X为Y / 则称X为Y."""
    out = []
    for m in re.finditer(r"(?:^|[，,：:]|我们|则|就|时)\s*称\s*(?P<x>[^，。；为称]{1,30}?)\s*为\s*"
                         r"(?P<y>[^，。；]{1,30})", s):
        found = _term(_phrase(m.group("y"))[0])
        if found:
            out.append(_cand(found[0], found[1], s, 0.8))
    if not out:  # "则称 M，P，N 三点为“共谐点”": a quoted name after a subject holding commas
        for m in re.finditer(r"(?:^|[，,：:]|我们|则|就|那么)\s*称\s*[^。；]{1,40}?为\s*[“\"](?P<y>[^”\"]{1,12})[”\"]", s):
            found = _term(m.group("y"))
            if found:
                out.append(_cand(found[0], found[1], s, 0.8))
    return out


def _subject(raw: str) -> str:
    """The last clause before the verb, its brackets' contents kept out of the split: the comma in
    "物联网（Internet of Things，IoT）是指" is not a clause break."""
    bare = re.sub(r"[（(][^（）()]{0,60}[）)]", lambda m: m.group(0).replace("，", "\0").replace(",", "\1"), raw)
    clauses = [c for c in re.split(r"[，,：:——\ufffd]", bare) if c.strip()] or [""]
    last = clauses[-1].replace("\0", "，").replace("\1", ",")
    return clean_term(last.removeprefix("所谓"))


# A discourse opener before a sentence's subject ("简而言之，", "一般来说，", "事实上，").
# (and a locative glued to the subject: "这里反斜杠是一个转义字符")
_OPENER = re.compile(r"^(?:简而言之|简单地说|简单来说|简言之|总而言之|总之|换言之|换句话说|一般来说|一般而言|通常来说|"
                     r"实际上|事实上|其实|首先|其次|另外|此外|同样地?|严格来说|严格地说|从技术上讲)\s*[，,]\s*"
                     r"|^(?:这里|此处|在这里|在此处?)(?![的是里])\s*[，,]?\s*")
_EXAMPLE_OPENER = re.compile(r"^(?:例如|比如|譬如|举例来说|举个例子|打个比方)")
# "…的说明文档，名为 Debian 政策。": a noun phrase, then the name it goes by, closing the sentence.
_NAMED_AS = re.compile(r"(?P<l>[^，。；,;]{2,40})[，,]\s*(?:名为|名叫|称作|叫做|叫作)\s*[“\"「]?"
                       rf"(?P<t>[{CJK}A-Za-z0-9][{CJK}A-Za-z0-9 ./\-]{{0,20}}?)[”\"」]?\s*[。．.]?$")
# "「release」一词，在 Debian 项目中，系指…": the quoted word named by 一词 is the subject.
_THE_WORD = re.compile(r"^\s*[「“\"‘『](?P<t>[^」”\"’』]{1,20})[」”\"’』]\s*(?:一词|这个词|这一术语|这个术语|一语)")



# "文件系统将硬盘分成块－一些连续的小区域": a dash sets off what the word before it is (a determiner, then a
# class noun); the word is the book's own where it first gives it (typography, round 27)
_DASH_GLOSS = re.compile(rf"(?P<b>[{CJK}]{{1,16}})\s*(?:－|—{{1,2}}|―)\s*(?:一些|一个|一种|一类|一组|一段)"
                         r"(?P<r>[^。；;－—―]{2,30})(?=[。；;－—―]|$)")


def _dash_glossed(s: str) -> list[dict]:
    out = []
    for m in _DASH_GLOSS.finditer(s):
        words = dictionary_cut(m.group("b"))
        if not words or not noun_final(m.group("r")) or (dictionary_tags().get(words[-1]) or "x")[0] in "vdcpuyrmfax":
            continue
        found = _term(words[-1])
        if found:
            cand = _cand(found[0], found[1], m.group("r"), NAMED)
            cand["reuse"] = cand["first_use"] = True
            out.append(cand)
    return out


def introduced_terms(s: str) -> list[dict]:
    """Terms the sentence marks as introduced (glossary.introduced), read with this module's term rules."""
    return zh_introduced(s, _term, _english_named_tail) + _dash_glossed(s)

# (decision 1130) a translation set with Western marks closes a Chinese sentence with an ASCII full stop
# (patterns.sentences ends the sentence there); the clause rules end a clause at 。 only
_ASCII_STOP_END = re.compile(r"(?<=[\u4e00-\u9fff])\.\s*$")


def candidates(s: str) -> list[dict]:
    """Every definition one Chinese sentence states; [] for questions. A name given as an abbreviation
    and its expansion in apposition to a class phrase ("一个解释器（Raster Image Processor，RIP）") is
    one more, whatever else the sentence says, and so is a name set right after its class phrase
    (`named_after_class`), a term given with its English name where it is introduced (`with_english`)
    and a composition's subject (`made_of`)."""
    if _EPITHET.search(s):  # (1171) "Joe Osanna 是…所有 roff 系统之父": a person's epithet, no term's class
        return []
    s = _TEX_QUOTES.sub(r"“\1”", _unbracketed(s))  # (1171)
    s = _ASCII_STOP_END.sub("。", s)  # (1130) "locale 就是一系列语言文化规则.": the mark, read as the Chinese one
    out = _stated(s)
    if is_question(s) and "\ufffd" not in s:
        return out
    if not out and (joined := _comma_closed(s)) != s:
        out = _stated(joined)
    if not out:
        out = _named_then_classed(s)
    if not out:
        out = _renamed_clause(s)
    if not out:  # "LXC 不是…，而是一个…的系统", "此类设置的官方名称是"容器""
        out = not_but(s) or official_name(s)
    named = {fold(c["term"]) for c in out} | {fold(a) for c in out for a in c["aliases"]}
    for abbreviation, expansion, phrase in abbreviation_glosses(s, noun_final):
        if fold(abbreviation) not in named and fold(expansion) not in named:
            out.append(_cand(abbreviation, [expansion], f"{phrase}：{expansion}", NAMED))
            named.add(fold(abbreviation))
    out += [c for c in named_after_class(s) if fold(c["term"]) not in named]
    named |= {fold(c["term"]) for c in out}
    for more in (glossed_in_apposition, with_english, made_of, bracketed_word, entered_state, introduced_terms,
                 built_named, way_glossed, introduced_names, purpose_frame, named_last, three_names,
                 quoted_in_brackets, dash_items_run, role_apposed, marked_quoted, concept_introduced, designated,
                 short_in_bracket):
        out += [c for c in more(s) if fold(c["term"]) not in named]
        named |= {fold(c["term"]) for c in out}
    return out


# (decision 0933) "格式文件仅可以用 initex 建立，initex 是专用于此目的的另一种TEX 形式": a name the clause before
# used opens the next clause as the subject of a copula; that clause is read as a sentence of its own. The name
# must be the book's own (rare in general English or shaped as a name), so a clause on an everyday word is not.
_NAME_CLAUSE = re.compile(rf"[，,]\s*(?P<c>(?P<t>{LATIN_NAME})\s*(?:就|则|也)?是[^，,。；]{{3,}}.*)$")


def _renamed_clause(s: str) -> list[dict]:
    m = _NAME_CLAUSE.search(s)
    if not m or not re.search(rf"(?<![A-Za-z]){re.escape(m.group('t'))}(?![A-Za-z])", s[:m.start()]) \
            or not introduced_name(m.group("t")):
        return []
    return copular(m.group("c"))


# A property of a thing the book has defined, stated like a definition ("盒子的高度是盒子在基线上边的延伸
# 距离，而它的深度是在基线下边的延伸距离"): `copular` reads "A的B是" as an attribute of A (东北秧歌的最大特点是…),
# but where A is a term defined earlier in the book and the predicate is a modified noun ("…的N"), B is a
# property the book teaches. A second such clause after "，而它/其的C是" names another property of A.
_PROPERTY = re.compile(rf"^\s*(?P<a>[^，。；：:是的\s][^，。；：:是的]{{0,11}}?)\s*的\s*(?P<b>[{CJK}]{{2,6}})\s*是"
                       r"\s*(?P<r>[^。；]+)")
_NEXT_PROPERTY = re.compile(rf"[，,]\s*而\s*(?:它|其)(?:的)?\s*(?P<b>[{CJK}]{{2,6}})\s*是\s*(?P<r>[^，,。；]+)")


def property_of(s: str, defined: set[str]) -> list[dict]:
    """B of "A的B是…的N" where A (folded) is in `defined`, the terms defined before (see above); the
    term is "A的B", B its alias, kept where the book uses it again."""
    m = _PROPERTY.match(s)
    if not m or fold(m.group("a")) not in defined:
        return []
    owner, out = m.group("a").strip(), []
    clauses = [(m.group("b"), m.group("r"))] + [(n.group("b"), n.group("r")) for n in _NEXT_PROPERTY.finditer(s)]
    for name, rest in clauses:
        clause = re.split(r"[，,]", rest)[0].strip()
        if "的" not in clause or not noun_final(clause) or _ATTRIBUTE.search(name) or not _nominal(name) \
                or _EVALUATIVE.search(clause) or not term_ok(name):
            continue
        cand = _cand(f"{owner}的{name}", [name], clause, 0.7)
        cand["reuse"] = True
        out.append(cand)
    return out


# A mode or state named by the condition that brings it about ("当用户使用 $ 开启行内公式输入…时，LATEX
# 就进入了数学模式", "当…时，物体处于平衡状态"): the state's name, a noun ending in 模式/状态/阶段.
_ENTERED_STATE = re.compile(rf"^\s*当(?P<r>[^。；]{{2,80}}?)(?:时|的时候)\s*[，,]\s*[^，,。；]{{0,16}}?(?:就|便|即|则)?\s*"
                            rf"(?:进入了?|处于|转入了?)\s*(?P<t>[{CJK}A-Za-z][{CJK}A-Za-z\s]{{0,10}}?(?:模式|状态|阶段))"
                            rf"\s*[。．；;]?\s*$")


def entered_state(s: str) -> list[dict]:
    """The state a condition puts something in (`_ENTERED_STATE`), kept where the book uses its name
    again (a passing "处于工作状态" is never taken up)."""
    m = _ENTERED_STATE.match(s)
    term = clean_term(m.group("t")) if m else ""
    if not m or not term_ok(term) or len(term) <= 2:
        return []  # 模式 or 状态 alone names no state
    cand = _cand(term, [], s.strip(), 0.75)
    cand["reuse"] = True
    return [cand]


def _named_then_classed(s: str) -> list[dict]:
    """A copula clause after a comma whose subject the clause before named ("本文档描述 TEX Live 软件的主要
    功能和特性，TEX Live 是…的一套发行版"): the clause read as a sentence of its own, as a class sentence
    only (a classifier before its class noun), and kept where the book uses the term again."""
    for comma in re.finditer(r"[，,]\s*", s):
        clause = s[comma.end():]
        subject = re.match(r"(?P<x>[^，,。；：:是]{1,20}?)\s*是", clause)
        if not subject or not subject.group("x").strip() or subject.group("x").strip() not in s[:comma.start()]:
            continue
        found = [c for c in copular(clause) if c["confidence"] >= 0.75]
        for cand in found:
            cand["reuse"] = True
        if found:
            return found
    return []


def _unbracketed(s: str) -> str:
    """A sentence set wholly in brackets, an aside ("(阅览器是一个程序, 它能…显示在屏幕上.)"), read without them."""
    m = re.fullmatch(r"\s*[（(](?P<s>.+)[）)]\s*", s)
    if not m or re.match(r"\s*(?:译者注|译注|注|按|见|参见)\s*[：:]", m.group("s")):
        return s  # "(译注: 即 不展开.)": a note's label is no term
    depth = 0
    for ch in m.group("s"):
        depth += (ch in "（(") - (ch in "）)")
        if depth < 0:
            return s  # "(a) … (b)": the first bracket closes early
    return m.group("s") if depth == 0 else s


# A Chinese term given with its English name in brackets where the text introduces it ("另一种命令——控制
# 序列（control sequence）——将…", "其后的一个或多个参量（argument）", "短横线即连字号（hyphen）"): a textbook
# gives a word's English where it teaches the word. The English is lower-case words (a common noun's name:
# a capital would be a proper name or an abbreviation), and the term is the words before the bracket
# back to a function word, a classifier or a mark, with as many content words as the English has and
# nouns beyond them (see `_english_named_tail`).
_WITH_ENGLISH = re.compile(rf"(?P<b>[{CJK}]{{1,16}})\s*[（(]\s*(?P<a>[a-z]{{2}}[a-z\-]*(?:\s[a-z][a-z\-]+){{0,3}})"
                           r"\s*(?:[，,；;][^）)]{0,20})?[）)]")
# ... in a defining relation: set after its class or its other name (——, 即), the predicate of 是 (not
# "也可以是固件（firmware）": one of the things something may be), one of the kinds a thing divides into
# (分为/分成), or the subject of 是/指/由 after the bracket. A word given its English in passing ("只能由绘图仪
# （plotter）来完成", "使用默认画笔（pen）时") is in none; under a heading that names it, any shape is.
_RELATION_BEFORE = re.compile(r"(?:——|—|即|(?<!可以)(?<!可能)(?<![也都还或])是|分为|分成|以及|和|与|、)\s*$")
# ... or what it does, 以 and a verb after the bracket ("TEX 调用输出例行程序（output routine）以加工素材", decision
# 0908: a term introduced by its role; not "由绘图仪（plotter）来完成", 以及, 以前)
_RELATION_AFTER = re.compile(r"^\s*(?:是|指|由|以(?![及前后上下外内为致免便至]))")
# (0908) an adjective with 的 given its English, opening the sentence that says what it makes of its noun ("外部的
# （outer）宏是…的宏", "一个全局的（global）定义在文档结束前始终有效"): the adjective is the word taught, listed
# with its noun
_ADJECTIVE_ENGLISH = re.compile(rf"^\s*(?:一个|一种|一类|所谓的?)?\s*(?P<a>[{CJK}]{{1,4}}的)\s*[（(]\s*"
                                rf"(?P<e>[a-z][a-z\-]{{1,20}})\s*[）)]\s*(?P<n>[{CJK}]{{1,6}})")


def _english_named_tail(before: str, english_words: int) -> str:
    words = [w for w in dictionary_cut(before) if w.strip()]
    tail: list[str] = []
    while words:
        word = words.pop()
        tag = dictionary_tags().get(word) or "n"
        if len(word) == 1 and function_word(word) and tag[:1] in "mqk" and words \
                and (dictionary_tags().get(words[-1]) or "")[:1] == "n":
            word, tag = words.pop() + word, "n"  # a noun and a one-character suffix: 横线号
        if function_word(word) or tag[:1] in "pcdrumqyf" or not re.fullmatch(f"[{CJK}]+", word) or \
                (len(tail) >= english_words and not tag.startswith("n")):
            break
        tail.insert(0, word)
    return "".join(tail)


def with_english(s: str, topic: str | None = None) -> list[dict]:
    """Terms given with their English names in a defining relation (see above); with `topic` (the
    heading just above names it), that term in any shape. Common in passing too (a word reminded of,
    "…的基线（baseline）"), so a candidate carries `first_use`: vet keeps it only at the term's first use
    in the book and where the book uses it again."""
    out = []
    for m in _WITH_ENGLISH.finditer(s):
        english = m.group("a").strip()
        tail = _english_named_tail(m.group("b"), len(re.split(r"\s+", english)))
        if topic and len(topic) >= 2 and m.group("b").endswith(topic) and len(tail) < len(topic):
            tail = topic  # the heading's word however jieba cuts it ("文本行的劣度（badness）": 劣 + 度)
        found = _term(tail) if len(tail) >= 2 else None
        if not found:
            continue
        head = s[:m.end("b") - len(tail)]
        listed = re.search(r"(?:以及|和|与|、)\s*$", head)  # a second kind: "分为控制词（…）和控制符（…）"
        related = (_RELATION_BEFORE.search(head) and (not listed or re.search(r"分为|分成", head))) \
            or _RELATION_AFTER.match(s[m.end():])
        if not related and not (topic and fold(found[0]) == fold(topic)):
            continue
        if _nominal(found[0]) and not _ATTRIBUTE.search(found[0]) and found[0] not in _NOT_GENUS_NAMES:
            cand = _cand(found[0], found[1] + [english], s, 0.7)
            cand["reuse"] = cand["first_use"] = True
            out.append(cand)
    m = _ADJECTIVE_ENGLISH.match(s)
    noun = [w for w in dictionary_cut(m.group("n")) if w.strip()][:1] if m else []
    if m and noun and (dictionary_tags().get(noun[0]) or "n").startswith("n") and \
            (dictionary_tags().get(m.group("a")[:-1]) or "")[:1] not in ("r", "m", "q", "d", "p", "c"):
        adjective = m.group("a")  # named with its noun (外部的宏, 外部宏): a term is a noun phrase
        cand = _cand(adjective + noun[0], [m.group("e"), adjective[:-1] + noun[0]], s, 0.7)
        cand["reuse"] = True  # the book uses the word again, or it is no term
        out.append(cand)
    return out


# A Chinese term in brackets right after its counted class noun, the term ending in that noun ("…两个文件:
# 一个文件 (字体度量文件) 包括了…"): the kind of thing first, then the name of this kind. Brackets after a
# phrase hold asides of every kind (a synonym, an example, a reminder: "有序实数三元组（向量）", "企业管理层
# （内部人）", "外刃（单排轮滑鞋）": twenty wrong entries in the seen sets without the class noun), so the
# candidate carries `first_use` and `reuse` as well.
_BRACKETED_WORD = re.compile(rf"(?P<b>[{CJK}]{{2,}})\s*[（(]\s*(?P<t>[{CJK}]{{3,10}})\s*[）)]")


def bracketed_word(s: str) -> list[dict]:
    """Terms in brackets after their class noun (see above), or a kind of the sentence's subject named
    after what sets it apart ("数学公式可以出现在正文中（文内公式）": 公式), the bracket not on the subject itself
    (there it is the subject's other name: "…双模型化合物（水解实验模型化合物）")."""
    out = []
    subject = re.match(rf"^\s*(?P<s>[{CJK}]{{2,12}}?)(?=\s*(?:可以|可|能|会|都|也|通常|一般|有|是|分为))", s)
    subject_words = [w for w in dictionary_cut(subject.group("s")) if w.strip()] if subject else []
    last = subject_words[-1] if subject_words else ""
    kind_of = last[-2:] if len(last) > 2 and (dictionary_tags().get(last[-2:]) or "").startswith("n") else last  # 数学公式: 公式
    for m in _BRACKETED_WORD.finditer(s):
        words = [w for w in dictionary_cut(m.group("b")) if w.strip()]
        noun = words[-1] if words else ""
        found = _term(m.group("t"))
        counted = len(words) > 1 and (dictionary_tags().get(words[-2]) or "")[:1] in ("m", "q")  # 一个文件, not 双模型化合物
        a_kind = len(kind_of) >= 2 and m.end("b") > subject.end() and m.group("t").endswith(kind_of) \
            and (dictionary_tags().get(kind_of) or "").startswith("n")
        if not a_kind and (len(noun) < 2 or not counted or not (dictionary_tags().get(noun) or "").startswith("n")
                           or not m.group("t").endswith(noun)):
            continue
        if found and found[0] == m.group("t") and noun_final(found[0]) and _nominal(found[0]) \
                and not _ATTRIBUTE.search(found[0]) and found[0] not in _NOT_GENUS_NAMES:
            cand = _cand(found[0], [], s, 0.65)
            cand["reuse"] = cand["first_use"] = True
            out.append(cand)
    return out


# A term by what it is made of, at the head of its sentence ("控制词由反斜杠后跟一个或多个字母组成"), or
# closing it ("包含在配对的左右花括号中的内容组成一个编组"). A characterisation reads the same ("该页面由三部分
# 组成"), so the candidate carries `reuse`: kept where the book uses the term again and little before.
_MADE_OF = re.compile(r"^(?P<t>[^，。；：:,;由（(“”]{2,16}?)\s*(?:通常|一般|主要|都|则|总是|均)?由\s*(?P<r>[^。；]{2,80}?)"
                      r"(?:所)?(?:组成|构成|组合而成)(?=\s*(?:[，。；,;.]|$))")
_MAKES_UP = re.compile(rf"^(?P<r>[^，。；,;]{{2,60}}的[{CJK}]{{1,6}})\s*(?:组成|构成)了?一(?:个|种)"
                       rf"(?P<t>[{CJK}]{{2,8}})\s*[。.]?$")


def made_of(s: str, topic: str | None = None) -> list[dict]:
    """Terms defined by what they are made of (see above). A composition at the head of its sentence
    is a characterisation as often ("用户名通常由小写字母组成", "该发行版由大量的软件包组成": the seen sets
    gave three wrong, none right), so it is read only under a heading that names its subject (`topic`)."""
    m = _MADE_OF.match(s) if topic else None
    raw = _subject(m.group("t")) if m and not _ATTRIBUTE.search(m.group("t").strip()) else ""
    if m and fold(clean_term(raw)) != fold(topic or ""):
        return []
    if not m:
        m = _MAKES_UP.match(s)
        raw = m.group("t") if m and _nominal(m.group("r")) else ""
    found = _term(raw) if raw else None
    if not found or not _nominal(found[0]) or _ATTRIBUTE.search(raw.strip()) or _ORDINAL.match(found[0]) \
            or found[0] in _NOT_GENUS_NAMES or not (noun_final(found[0]) or re.search(r"[A-Za-z]", found[0])):
        return []
    cand = _cand(found[0], found[1], s, 0.7)
    cand["reuse"] = True
    return [cand]


# A Chinese term given with its English name, in apposition to what glosses it: after the noun
# phrase it names and 即 ("上一行底线和下一行顶线之间的距离，即行间距（line gap）"), or after a class word
# and a colon ("有非常相似的概念：底线（ideographic baseline，见图2）"). The English name in brackets
# is what marks the word as a term being introduced (without it, "缺省值是1.5，即1/2 的行间距" is a value).
_APPOSED_TERM = rf"(?P<t>[{CJK}]{{2,10}})\s*[（(]\s*(?P<a>[A-Za-z][A-Za-z \-]{{2,40}}?)\s*(?:[，,；;][^）)]{{0,20}})?[）)]"
_JI_GLOSSED = re.compile(rf"(?P<r>[^，。；,;：:]{{2,60}}?的[^，。；,;：:的]{{1,12}}?)\s*[，,]\s*即\s*{_APPOSED_TERM}")
_CLASS_WORD_COLON = re.compile(rf"(?:概念|术语|名词)\s*[：:]\s*{_APPOSED_TERM}")
# ... or set in quotes after 即 instead of given its English ("宽度可变的间隔即 ‘‘粘连”"): the quotes mark the word
# (decision 0905) ... or glossed by 即 inside a clause, the term the object of a verb or a measure word and the
# clause going on after the gloss: "尺寸可以用一个因子，即乘数，后面加上…", "你也可以用小数，即带有小数部分的数，来指定…"
_JI_IN_CLAUSE = re.compile(rf"(?:[用以把将有]\s*(?:一(?:个|种|类|组)|某(?:个|种))?|一(?:个|种|类|组)|某(?:个|种))\s*"
                           rf"(?P<t>(?![用以把将有一某])(?:(?!的)[{CJK}]){{2,8}})\s*[，,]\s*"
                           rf"即(?![使便可将刻时])\s*(?P<r>[^，。；,;：:]{{2,20}}?)\s*[，,]")
_JI_QUOTED_TERM = re.compile(rf"(?P<r>[^，。；,;：:]{{2,60}}?的[^，。；,;：:的]{{1,12}}?)\s*[，,]?\s*即\s*[“‘\"「]{{1,2}}"
                             rf"(?P<t>[{CJK}]{{2,10}})[”’\"」]{{1,2}}")


def glossed_in_apposition(s: str) -> list[dict]:
    """Terms introduced in apposition with their English names or in quotes (see above); kept, as a
    name after its class phrase is, only where the book uses the term again."""
    out = []
    for m in _JI_GLOSSED.finditer(s):
        gloss = _subject(m.group("r"))
        gloss = re.sub(r"^[^，。；]{0,12}?(?:概念|定义|术语)?是", "", gloss) or gloss  # "另一概念是…的距离"
        if noun_final(gloss) and (found := _term(m.group("t"))):
            out.append(_cand(found[0], found[1] + [m.group("a").strip()], gloss, 0.7))
    for m in _CLASS_WORD_COLON.finditer(s):
        if found := _term(m.group("t")):
            out.append(_cand(found[0], found[1] + [m.group("a").strip()], s, 0.6))
    for m in _JI_QUOTED_TERM.finditer(s):
        gloss = _subject(m.group("r"))
        if noun_final(gloss) and (found := _term(m.group("t"))):
            out.append(_cand(found[0], found[1], gloss, 0.7))
    for m in _JI_IN_CLAUSE.finditer(s):
        gloss = m.group("r").strip()  # a noun phrase: a verb only inside a 的-phrase ("使用英文的习惯，即词之间保留空格")
        plain = "的" in gloss or not any((dictionary_tags().get(w) or "").startswith("v") for w in dictionary_cut(gloss))
        if plain and noun_final(m.group("t")) and noun_final(gloss) and (found := _term(m.group("t"))):
            out.append(_cand(found[0], found[1], gloss, 0.7))
    for cand in out:
        cand["reuse"] = True
    return out


# A copula sentence a comma interrupts: an aside between the subject and 是 ("TEX ，读作“泰克”，是一种
# 计算机排版系统"; the text's own subject given its name first, "本模板名为 X，意即…，是…"), or a
# predicate whose two modifiers a comma parts ("是美国数学会提供的，在 Plain TEX 基础上开发的 TEX 宏集").
_SUBJECT_ASIDE = re.compile(r"^(?P<x>[^，,。；：:]{1,24}?)\s*[，,]\s*(?:读作|念作|读为|音译为?|英文(?:名称?)?(?:为|是|叫)?|"
                            r"全称(?:为|是)?|简称为?|又称为?|也称为?|亦称为?|原名|俗称)[^，,。；]{1,30}?[，,]\s*"
                            r"(?=(?:就|则|也)?是)")
# "本模板名为 qyxf-book，意即「钱院学辅之书」，是…的 LATEX 书籍模板": the text's own subject named, then classed.
_OWN_NAME = re.compile(r"^(?:本|该|这个|此)[\u4e00-\u9fff]{1,6}?(?:名为|名叫|叫做|取名为?)\s*"
                       r"(?P<x>[^，,。；“”「」]{1,24}?)\s*[，,]"
                       r"(?:\s*(?:意即|意为|即|又称为?|简称为?)[^，,。；]{1,30}?[，,])?\s*(?=(?:就|则|也)?是)")
_PREDICATE_COMMA = re.compile(r"是(?P<a>[^，,。；]{2,30}?的)\s*[，,]\s*(?=[^，,。；]{2,30}?的[^，,。；的]{1,12}(?:[，,。；]|$))")


def _comma_closed(s: str) -> str:
    """The sentence with the comma that interrupts its copula taken out (see above), else itself."""
    m = _SUBJECT_ASIDE.match(s) or _OWN_NAME.match(s)
    if m:
        return m.group("x").rstrip() + s[m.end():]
    m = _PREDICATE_COMMA.search(s)
    if m:
        return s[:m.end("a")] + s[m.end():]
    return s


# A Latin name set right after its class phrase: "一个新的绘图命令 fill", "一个缩放因子dotfactor",
# "一个对 TEX 进行了封装的宏集 Plain TEX". The clause's last classifier (一个, 一种…; not 另一个,
# "another", nor 第一个) opens the class phrase, which ends in a noun (compound); the name is three
# letters or more, one word or two (the second capitalised), not a point's letters (ABC, P1), and
# modifies no noun after it ("Set-User-ID 位"). Without the classifier ("…的组件 web 浏览器", "桌面Debian
# 系统", "其读写工具Acrobat") the seen sets gave ~40 wrong entries and four right.
_NAME_AFTER_CJK = re.compile(
    rf"(?<=[{CJK}])\s?(?P<t>[A-Za-z][A-Za-z0-9_+#\-]*[A-Za-z0-9](?:\s[A-Z][A-Za-z0-9]*)?)(?![\w.\-({{\\])"
    rf"(?!\s*(?:[A-Za-z]|或|和|与|及))(?P<after>\s*[{CJK}]{{0,4}})")
_CLASSIFIER_OPENS = re.compile(r"(?<![另第])一(?:个|种|款|套|类|项|条)")
# Class nouns that say what a name holds, not what it is ("值 true", "名字 MaJ", "例子 foo").
_NOT_A_CLASS = {"值", "名字", "名称", "名", "例子", "字符串", "参数", "单词", "词", "字母", "文字", "内容", "部分"}


def named_after_class(s: str) -> list[dict]:
    """A name introduced by its class phrase with no verb between ("一个新的绘图命令 fill，即填充").
    The shape alone is common in passing ("新样式 Style1", "初始化为值 true"), so the candidate
    carries `first_use`: vet keeps it only at the name's first use in the book (no page before uses
    it) and where the book uses the name again."""
    out = []
    for m in _NAME_AFTER_CJK.finditer(s):
        name = m.group("t")
        clause = re.split(r"[，。；,;：:、（）()“”]|\.\s", s[:m.start()])[-1]
        opens = list(_CLASSIFIER_OPENS.finditer(clause))
        if len(name) < 3 or re.fullmatch(r"[A-Z]{1,3}[0-9]*", name) or not opens:
            continue
        cls = clause[opens[-1].start():].rstrip()
        described, _de, noun = cls[2:].rpartition("的")
        if not re.fullmatch(f"[{CJK}]+", noun):
            continue
        words = [w for w in dictionary_cut(noun) if w.strip()]
        suffixed = len(words) > 1 and len(words[-1]) == 1 and dictionary_tags().get(words[-2]) in ("n", "nz")  # 宏集, 宏包
        if not words or words[-1] in _NOT_A_CLASS or words[-1] in _NOT_GENUS_NAMES \
                or any((dictionary_tags().get(w) or "n")[0] in "pcdrumqy" for w in words[:-1]) \
                or not (noun_final(noun) or suffixed or (described and noun_final("的" + noun))) \
                or (function_word(words[-1]) and not suffixed):
            continue  # the class is a noun (compound): not "一个名为", "一个目录树被用户"
        after = [w for w in dictionary_cut(m.group("after").strip()) if w.strip()]
        if after and (dictionary_tags().get(after[0]) or "")[:1] in ("n", "q"):
            continue  # the name modifies the noun after it ("Set-User-ID 位", "text 类型")
        phrase = s[max(0, m.start() - 30):m.end()]
        phrase = re.split(r"[，。；,;：:]", phrase)[-1].strip()
        cand = _cand(name, [], phrase, 0.7)
        cand["reuse"] = cand["first_use"] = True
        out.append(cand)
    return out


def _stated(s: str) -> list[dict]:
    if is_question(s) and "\ufffd" not in s:
        # a list item's gloss is its first clause ("lintian - …检查工具，使你…知道它是否…"): asked after it
        return gloss_item(s) if not is_question(_phrase(s)[0]) else []
    s = _ENUM.sub("", s.lstrip(" \ufffd●•◆■"))  # a bullet, a list number or a lost mark before the sentence
    s = re.sub(r"^\d{1,3}\s+(?=[A-Za-z]{2})", "", s)  # "10 CMake 是…": a footnote mark before a name
    if "\ufffd" in s:  # marks lost: a question is one run between them, not the whole paragraph
        s = "\ufffd".join(run for run in s.split("\ufffd") if not is_question(run))
    s = re.sub(r"^在[^，。；,;]{1,20}?[内中里上下时后前]\s*[，,]\s*", "", s)  # "在表单控件内， 微调按钮是…"
    s = _OPENER.sub("", s)  # "简而言之，Linux 是…": a discourse opener, then the subject
    if _EXAMPLE_OPENER.match(s):
        return []  # "例如 192.168.1.42 就是一个 IP 地址": an instance of the term, not its definition
    named = _expansion(s) or _term_word(s)
    if named:
        return named
    out = _called(s) + _cheng_wei(s)
    if out:  # "…命名管道（一种…的方法）…都有一个叫做inode的数据结构": both
        return out + [c for c in _class_bracket(s) if c["term"] not in {o["term"] for o in out}]
    m = _SUOWEI.search(s) or (_MEANS.match(s) if not _NO_SUBJECT.match(s) else None) or _zhi(s)
    if m:
        word = _THE_WORD.match(m.group("l"))
        found = _term(word.group("t") if word else _subject(m.group("l")))
        if found and len(found[0]) <= 16:
            out = [_cand(found[0], found[1], m.group("r"), 0.8)]
            for clause in re.split(r"[，,]", m.group("r"))[1:]:  # "有序性是指…，稳定性指…"
                more = _MEANS.match(clause.strip()) or _zhi(clause.strip())
                if more and (again := _term(_subject(more.group("l")))) and len(again[0]) <= 16:
                    out.append(_cand(again[0], again[1], more.group("r"), 0.8))
            return out
    out = _names(s)
    if out:
        return out
    m = _MEANING.match(s)
    if m and (found := _term(m.group("t"))):
        return [_cand(found[0], found[1], m.group("r"), 0.8)]
    m = _MEANING_PLAIN.match(s)
    if m and not _ANAPHORA.match(m.group("t")) and not _PRONOUN.match(m.group("t")) and noun_final(m.group("t")) \
            and (found := _term(m.group("t"))):
        return [_cand(found[0], found[1], m.group("r"), 0.75) | {"reuse": True}]
    m = _THAT_IS.search(s)
    if m and (found := _term(_noun_tail(m.group("t")))):
        return [_cand(found[0], found[1] + [m.group("a").strip()], m.group("r"), 0.75)]
    m = _NAMED_AS.search(s)
    if m and noun_final(m.group("l")) and not _COPULAR_VERB.search(m.group("l")) and (found := _term(m.group("t"))):
        # (not "…创建了一个新的子目录，名为 gentoo-0.9.12": an event's object named, not a term)
        return [_cand(found[0], found[1], m.group("l"), 0.8)]
    m = _DEFINE_BA.search(s) or _DEFINE_AS.search(s) or _DEF_OF.search(s)
    if m and re.search(r"(?:避免|不要|不得|禁止|不能|不应|勿|必须|应该|应当|需要|可以)\s*(?:被)?$|[：:]\s*$",
                       s[:m.start("r")].rsplit("定义", 1)[0].rsplit("界定", 1)[0]):
        m = None  # "参数类型避免定义为Object", "反例：定义为布尔类型…": an instruction, not a definition
    if m and re.match(r"\s*[^，,。；;的]{1,6}的\s*(?:[，,。；;]|$)", m.group("r")):
        m = None  # "将一个命令定义为外部的，目的是…": a property declared (an adjective with 的), not a definition (0907)
    if m:
        raw = m.groupdict().get("a") or _subject(m.groupdict().get("b") or "")
        on = re.search(r"(?:对|关于)\s*(?P<t>[^对关]{1,20}?)\s*的?\s*$", raw)
        if on:  # "（张三，2005）对传感器的定义为": the term is what the definition is of
            raw = on.group("t")
        if clean_term(raw) in ("其", "它", "之"):
            on = _DEFINED_ON.search(s)
            raw = on.group("t") if on else ""
        found = _term(_subject(raw)) if raw else None
        if found:
            return [_cand(found[0], found[1], _phrase(m.group("r"))[0] if len(m.group("r")) > 80
                          else m.group("r"), 0.75)]
    for pattern, confidence in ((_AS_DEF, 0.7), (_JI_SHORT, 0.7), (_JI_NOUN, 0.7), (_JI_PAREN, 0.65)):
        m = pattern.search(s)
        if m and pattern is not _AS_DEF and re.match(r"\s*(?:直到|直至|等到|当|在|如果|若|假如|由于|因为)", m.group("t")):
            continue  # "直到到达最后的入口，即…": a time or condition clause, not a subject
        if m and pattern is _JI_PAREN and ("的" in m.group("t") or _PRONOUN.search(m.group("t"))):
            continue  # "许可权限（即允许的操作）", "（即给它们赋予类型）": a description after 即, no name
        if m and pattern is _JI_SHORT and _ends_in_verb(m.group("t")):
            continue  # "3. 正文开始，即 \begin{document}。": a step (a subject and its verb), then what to type
        if m and pattern is not _AS_DEF and {"为", "是"} & set(dictionary_cut(m.group("t").rsplit("的", 1)[-1].strip())):
            continue  # "默认为空，即不载入…" (decision 0862): a value stated (X 为/是 Y), then what it does
        if m:
            found = _term(_subject(m.group("t")).rsplit("的", 1)[-1].rsplit("了", 1)[-1])
            if found:
                definition = m.group("r")
                aliases = found[1]
                if pattern is _JI_SHORT and term_ok(clean_term(definition)) and len(definition) <= 12:
                    aliases = aliases + [clean_term(definition)]
                if pattern is _JI_NOUN:
                    head = _phrase(definition)[0]
                    definition = head if len(head) >= 8 else definition
                return [_cand(found[0], aliases, definition, confidence)]
    m = _ABBR.search(s)
    if m:
        found = _term(m.group("t"))
        if found:
            return [_cand(found[0], found[1] + [m.group("a").strip()], m.group("r"), 0.6)]
    m = _RELATION.search(s)  # "当 θ = 90° 时，称 a 与 b 垂直": a relation between two objects
    if m and term_ok(m.group("t")):
        return [_cand(m.group("t"), [], s, 0.7)]
    m = _GLOSS.match(s)  # "投影向量：设……，则向量 a 在 b 上的投影向量为……"
    if m:
        found = _term(m.group("t"))
        if found:
            return [_cand(found[0], found[1], m.group("r"), 0.65)]
    named = named_rule(s)  # "向量加法的三角形法则：把 b 的起点放在 a 的终点上，……"
    if named and (found := _term(named[0])):  # the colon and 法则/准则/原则 name it: a naming, not a shape
        return [_cand(found[0], found[1], named[1], 0.8)]
    m = _RULE.match(s)
    if m:
        found = _term(m.group("t"))
        if found:
            return [_cand(found[0], found[1], m.group("r"), 0.6)]
    return gloss_item(s) or _jiao(s) or _quoted_gloss(s) or _class_bracket(s) or _regarded(s) or copular(s) \
        or _inverse(s) or introduced(s) or _described(s) or _used_for(s)


# "…排列起来的一组音叫音阶。": 叫 alone names the sentence's last word (never "妈妈叫我回家").
# (1171) "…的地址在术语上叫“路由地址”": 在术语上 before 叫 says the word is the field's term.
_JIAO = re.compile(rf"(?:^|[，,])\s*(?P<l>[^，。；,;]{{2,40}}?)\s*(?:在?术语上)?叫\s*[“\"]?(?P<t>[{CJK}A-Za-z0-9]{{2,10}})[”\"]?"
                   r"\s*[。；;]?$")
# (1171) "…有一个用户或用户别名被指定为“邮件主管”": a quoted name a thing is designated as is the name of its role.
_DESIGNATED = re.compile(r"被(?:指定|命名|定名)为\s*[“\"](?P<t>[^”\"，。；]{2,12})[”\"]")
# (1171) a person's epithet closing the sentence: "…是当之无愧的所有 roff 系统之父"
_EPITHET = re.compile(r"是[^。；]{0,30}之(?:父|母|祖)\s*[。.；;]?\s*$")
# (1171) a Chinese name, its English name, and the short form in a bracket: "手册页 manual pages (简称 man pages)"
_SHORT_IN_BRACKET = re.compile(rf"(?P<t>[{CJK}]{{2,8}})\s*(?P<e>[A-Za-z][A-Za-z\- ]{{2,40}}?)\s*[（(]\s*(?:简称|缩写为?|略称)\s*"
                               r"(?P<a>[A-Za-z][^（）()，,；;]{0,30}?)\s*[）)]")
# (1171) TeX and groff quotes (``路由地址''), read as the Chinese ones
_TEX_QUOTES = re.compile(r"``([^`'\n]{1,30})''")
# "…首字母大写，这叫大驼峰命名法，比如…": 这叫 names what the clause before it described.
_THIS_IS_CALLED = re.compile(rf"[，,]\s*(?:这|此|这就|这种(?:方法|做法|方式)?)\s*叫(?:做|作)?\s*[“\"]?"
                             rf"(?P<t>[{CJK}A-Za-z0-9]{{2,12}}?)[”\"]?\s*(?=[，,。；;.]|$)")
# "能表达完整乐思的段落(“乐段”)": a quoted name in brackets after the noun phrase it names.
_QUOTED_GLOSS = re.compile(r"(?P<r>[^，。；（(]{2,40}?的[^，。；（(的]{1,10})\s*[（(]\s*[“\"](?P<t>[^”\"]{2,12})[”\"]\s*[）)]")


def short_in_bracket(s: str) -> list[dict]:
    """A Chinese name given with its English name and, in a bracket, its short form (1171): the two Latin names
    mark the Chinese one as a term; it starts after the sentence's last copula or particle ("…的应用是手册页")."""
    out = []
    for m in _SHORT_IN_BRACKET.finditer(s):
        term = re.split(r"[是的为即了在和与及或]", m.group("t"))[-1]
        if len(term) >= 2:
            out.append(_cand(term, [m.group("e").strip(), m.group("a").strip()], s, 0.8))
    return out


def designated(s: str) -> list[dict]:
    """A quoted name a thing is designated as (被指定为“邮件主管”, 1171), a noun phrase."""
    return [_cand(m.group("t"), [], s, 0.75) for m in _DESIGNATED.finditer(s) if noun_final(m.group("t"))]


def _jiao(s: str) -> list[dict]:
    this = _THIS_IS_CALLED.search(s)
    if this and noun_final(this.group("t")) and (found := _term(this.group("t"))):
        return [_cand(found[0], found[1], s[:this.start()], 0.75, anaphoric=False)]
    m = _JIAO.search(s)
    if not m or not noun_final(m.group("l")) or not noun_final(m.group("t")) \
            or re.search(r"(?:他|她|它|我|你|您|谁)$", m.group("l")) or re.match(r"[他她它我你您]", m.group("t")):
        return []
    found = _term(m.group("t"))
    return [_cand(found[0], found[1], m.group("l"), 0.75)] if found else []


# "命名管道（一种两个程序间共享数据的方法）": a name glossed in brackets by its class.
_CLASS_BRACKET = re.compile(rf"(?P<t>[{CJK}A-Za-z0-9]{{2,12}}?)\s*[（(]\s*(?:是)?(?:一种|一类|一个)"
                            r"(?P<r>[^（）()]{2,40})[）)]")


# "可将主控文档视为单个 Writer 文件的容器": X regarded as a class.
_REGARDED = re.compile(rf"(?:^|[，,])\s*(?:可以?|能|通常)?(?:将|把)\s*(?P<t>[{CJK}A-Za-z0-9 ]{{2,16}}?)\s*(?:视为|看作|看成|视作)"
                       r"\s*(?P<r>[^，。；]{4,})")
# "这种描述单元格区域的方式(A1:B2)是一个相对引用", "一个包含在…中的归并元素是一个等价类": a described
# instance, then the short name it is given.
_INVERSE = re.compile(rf"^(?:这种|这类|这样的|此类|一个|一种)(?P<d>[^，。；]{{6,60}}?的[^，。；]{{1,20}}?)\s*(?:就)?是\s*"
                      rf"(?:一个|一种|一类)\s*(?P<t>[{CJK}]{{2,6}})\s*(?=[，,。；;]|$)")


# The term introduced after what it names (round 11):
# "计算机的基本存储单位是字节（byte）": a described subject, then the new word with its English name;
_NAMED_IN_ENGLISH = re.compile(rf"^(?P<d>[^，。；]{{2,30}}?的[^，。；的]{{1,12}}?)\s*是\s*(?P<t>[{CJK}]{{2,8}})\s*"
                               r"[（(]\s*(?P<a>[A-Za-z][A-Za-z \-]{1,40}?)\s*[）)]")
# "…的空白字符视为“空格”": a quoted name the described thing is taken as;
_TAKEN_AS = re.compile(r"(?P<d>[^，。；]{2,40}?)\s*(?:被)?(?:视为|视作|看作|看成|当作)\s*[“\"「](?P<t>[^”\"」]{1,12})[”\"」]"
                       r"\s*(?=[，,。；;]|$)")
# "…的设置——这就是配置，或…", "…的人承担，就是版本发布经理。": the name closing what was described;
_THIS_IS = re.compile(rf"(?:[，,]|——|—)\s*(?:这|此|那)?(?:也)?就是\s*(?P<t>[{CJK}A-Za-z0-9][{CJK}A-Za-z0-9 \-]{{0,11}}?)"
                      r"\s*(?=[，,。；;]|$)")
# "很多人听说过所谓的“映像”", "接收所谓的更改消息或 RFC （更改请求）": a so-called name, introduced;
_SO_CALLED = re.compile(rf"所谓的?\s*(?:[“\"「](?P<q>[^”\"」]{{1,16}})[”\"」]|"
                        rf"(?P<u>[{CJK}A-Za-z0-9][{CJK}A-Za-z0-9 \-]{{0,14}}?(?:\s*或\s*[{CJK}A-Za-z0-9 \-]{{1,14}}?)?)"
                        r"\s*(?:[（(](?P<a>[^（）()]{1,30})[）)])?)\s*(?=[，,。；;]|$)")
# "早期排版中文须使用 CJK 宏包，它是一个用于处理…的宏包": a pronoun standing for the noun before it.
_IT_IS = re.compile(r"(?P<l>[^，。；]{2,40}?)\s*[，,]\s*(?:它|这)(?:就|也)?是\s*(?P<r>(?:一个|一种|一类|一门|一套)[^。；]{2,})")


def introduced(s: str) -> list[dict]:
    """A term named after what it is (see the patterns above): the sentence describes, then gives
    the name; or a pronoun after the name says what it is."""
    m = _NAMED_IN_ENGLISH.match(s)
    if m and (found := _term(m.group("t"))) and _nominal(found[0]) \
            and not found[0].endswith(re.sub(r"\s", "", m.group("d"))[-2:]):  # "使用的查询语言是结构化查询语言 (SQL)": which one
        cand = _cand(found[0], found[1] + [m.group("a").strip()], m.group("d"), 0.75)
        cand["reuse"] = True
        return [cand]
    m = _TAKEN_AS.search(s)
    if m and noun_final(m.group("d")) and (found := _term(m.group("t"))):
        return [_cand(found[0], found[1], m.group("d"), 0.8)]
    m = _THIS_IS.search(s)
    if m and not re.match(r"说|因为|由于|为了|在|这|那|一", m.group("t")) and len(re.findall(f"[{CJK}]", m.group("t"))) <= 8 \
            and not re.search(r"(?:时|时候|之后|以后|之前|以前|期间)$", m.group("t")):  # "也就是…跨步时": a time clause
        found = _term(m.group("t"))
        if found and domain(found[0]) and _nominal(found[0]) and not _ATTRIBUTE.search(found[0]) \
                and (noun_final(found[0]) or re.fullmatch(r"[A-Za-z][\w.+\-]*", found[0])) \
                and found[0] not in _NOT_GENUS_NAMES:
            return [_cand(found[0], found[1], s[:m.start()], 0.75)]
    m = _SO_CALLED.search(s)
    if m:
        names = [clean_term(n) for n in re.split(r"\s*或\s*", m.group("q") or m.group("u") or "") if n.strip()]
        found = _term(names[0]) if names else None
        plain = not m.group("q") and ("的" in names[0] or len(re.findall(f"[{CJK}]", names[0])) > 8)
        if found and not plain and (m.group("q") or domain(found[0])) and not _ATTRIBUTE.search(found[0]):
            more = [n for n in names[1:] + [clean_term(m.group("a") or "")] if n and term_ok(n)]
            return [_cand(found[0], found[1] + more, s, 0.75)]
    m = _IT_IS.search(s)
    if m:
        clause = _phrase(m.group("r"))[0]
        found = _term(_noun_tail(m.group("l")))
        head = re.sub(r"\s", "", found[0])[-2:] if found else ""
        # a class noun ends it, or the name's own head again (…的宏包 after "CJK 宏包": jieba knows no 宏包)
        if found and (noun_final(clause) or clause.rstrip().endswith(head)) and not _EVALUATIVE.search(clause) \
                and not _GENUS_NOT.search(clause.lstrip(" 一个种类门套")) and domain(found[0]):
            cand = _cand(found[0], found[1], m.group("r"), 0.7)
            cand["reuse"] = True
            return [cand]
    return []


# (not `这是因为…` / `这是为了…`: a reason or a purpose given for the sentence before, no gloss of a name)
_THIS_ONE = re.compile(r"^(?:这|它|此)\s*(?:通常|一般|往往|就|也|主要)?\s*是\s*(?!因为|由于|为了|否)(?P<r>[^。；]{3,})")


# a sentence that ends by introducing a term with its foreign name in brackets: "…了解一下 TEX 目录结构
# （TEX Directory Structure, TDS）。"
# a verb this common heading the phrase is the clause's verb (安装 2382, 使用 24035), not part of a name
COMMON_VERB = 1000
_INTRODUCED_LAST = re.compile(r"(?P<t>[^，,；;：:。（）()]{2,30}?)\s*[（(](?P<f>[A-Za-z][^（）()]{0,60})[）)]$")


# what a thing does, said of it by a pronoun: `它规定了一个字体里包含的符号`
_DOES_VERBS = r"规定|用于|用来|负责|描述|表示|定义|记录|决定|控制|管理|提供|包含|存储|保存|标志|指示|指明|指定"  # 标志…(1129)
_IT_DOES = re.compile(rf"^\s*(?:它|其)\s*(?:主要|通常|一般|实际上|本质上)?\s*(?P<v>{_DOES_VERBS})(?:了|着)?"
                      r"\s*(?P<r>[^。；]{4,})")


# ... of them, the verbs of a function (not where it is kept or what it holds: `自定义设计规则存储在…文件中`)
_FUNCTION_VERBS = r"规定|用于|用来|负责|描述|表示|定义|决定|控制|管理|提供"


def topic_does(s: str, topic: str) -> list[dict]:
    """(1017) The section's heading word opens its first sentence and one of _IT_DOES's verbs follows
    (`2.4. 层管理器` / `层管理器管理着所有图层的显示。`; _FUNCTION_VERBS): what the thing the heading names does is its
    definition, the function-verb shape of a tool's manual. Only under a heading that names it: a name as the
    subject of 管理 or 提供 anywhere else is a description like any other."""
    m = re.match(rf"^\s*{re.escape(topic)}\s*(?:主要|通常|一般)?\s*(?:{_FUNCTION_VERBS})(?:了|着)?\s*(?P<r>[^。；]{{4,}})", s)
    found = _term(topic) if m else None
    # a function, not a class: the page's class sentence of the same name comes first (0.55, not topic_role's 0.75)
    return [_cand(found[0], found[1], s, 0.55)] if found else []


def topic_role(s: str, topic: str) -> list[dict]:
    """The section's heading word opened the sentence before as its subject (`5.1.4 字体编码` /
    `字体编码对于…是一个比较晦涩的概念。`); this one says what it does (`它规定了…`): the word's
    definition, however common the word (a dictionary word no rarity marks)."""
    m = _IT_DOES.match(s)
    found = _term(topic) if m else None
    return [_cand(found[0], found[1], s, 0.75)] if found else []


def pronoun_gloss(s: str, previous: str) -> list[dict]:
    """"这通常是…的教师" after a sentence that is only a noun phrase ("• 在每所学校中的 ICT 联络人。"),
    or after one that ends by introducing a term with its foreign name in brackets ("有必要了解一下 TEX
    目录结构（TEX Directory Structure, TDS）。它是…的组织结构。"): the name is the phrase's head."""
    m = _THIS_ONE.match(s)
    named = re.sub(r"^[\s●•◆■▪·*\-]+", "", previous).rstrip(" 。．.")
    if not m or not named:
        return []
    clause = _phrase(m.group("r"))[0]
    if not noun_final(clause) or _EVALUATIVE.search(clause) or _GENUS_NOT.search(clause.lstrip(" 一个种类名位")) \
            or re.search(r"[我你您他她]", clause):
        return []
    introduced = _INTRODUCED_LAST.search(named)
    if introduced and noun_final(introduced.group("t")):
        name = _noun_tail(introduced.group("t")).strip()
        words = [w for w in dictionary_cut(name) if w.strip()]
        if len(words) > 1 and dictionary_tags().get(words[0]) == "v" and freq(words[0]) >= COMMON_VERB:
            name = name[len(words[0]):].strip()  # "安装编辑器（…）": the verb's object (排版引擎, a rare verb, stays)
        found = _term(f"{name}（{introduced.group('f')}）")
        return [_cand(found[0], found[1], m.group("r"), 0.7)] if found else []
    if len(named) > 30 or re.search(r"[，,；;：:]", named) or _COPULAR_VERB.search(named) or not noun_final(named):
        return []
    if "的" not in named and any((dictionary_tags().get(w) or "").startswith("v") for w in dictionary_cut(named)):
        return []  # "我们去公园。": a clause, not a name (a described one holds 的: "…工作的操作者")
    found = _term(_noun_tail(named))
    return [_cand(found[0], found[1], m.group("r"), 0.7)] if found else []


def _regarded(s: str) -> list[dict]:
    m = _REGARDED.search(s)
    if not m or "的" not in m.group("r") or not noun_final(m.group("r")):
        return []
    found = _term(m.group("t"))
    if not found or not domain(found[0]):
        return []
    cand = _cand(found[0], found[1], m.group("r"), 0.7)
    cand["reuse"] = True
    return [cand]


def _inverse(s: str) -> list[dict]:
    m = _INVERSE.match(s)
    if not m or not _nominal(m.group("t")) or not domain(m.group("t")) or m.group("t") in _NOT_GENUS_NAMES:
        return []
    found = _term(m.group("t"))
    if not found:
        return []
    cand = _cand(found[0], found[1], m.group("d"), 0.7)
    cand["reuse"] = True
    return [cand]


def _class_bracket(s: str) -> list[dict]:
    m = _CLASS_BRACKET.search(s)
    if not m or "的" not in m.group("r") or not noun_final(m.group("r")) or _EVALUATIVE.search(m.group("r")):
        return []  # "分支（一个文件）": an example in brackets, not a class with its difference
    found = _term(_noun_tail(m.group("t")))
    return [_cand(found[0], found[1], m.group("r"), 0.75)] if found else []


def _quoted_gloss(s: str) -> list[dict]:
    m = _QUOTED_GLOSS.search(s)
    if not m or not noun_final(m.group("r")):
        return []
    found = _term(m.group("t"))
    return [_cand(found[0], found[1], m.group("r"), 0.75)] if found else []


# A definition list's item: a name, its other name in brackets, a colon or a spaced dash, and a
# noun phrase saying what it is ("Upstream author (上游作者)：程序的原始作者", "gfortran - GNU Fortran 95
# 编译器", "传感器 —— 能感受被测量并转换成电信号的器件").
_GLOSS_ITEM = re.compile(rf"^[\s●•◆■▪·*]*(?P<t>[{CJK}A-Za-z0-9][{CJK}A-Za-z0-9 .+#/_\-]{{0,28}}?)\s*"
                         r"(?:[（(](?P<a>[^（）()]{1,40})[）)])?\s*(?P<sep>[：:]|\s[-–—]\s|——|—)\s*(?P<r>\S.*)")
_DEGREE = re.compile(r"很|非常|十分|极其|极为|特别|相当|比较|较为|最|更加")
# A gloss holding a copula is a sentence about something ("董事会结构作为…的核心要素"), not a noun phrase.
_COPULAR_VERB = re.compile(r"是|作为|成为|属于|(?<![为除])了|(?<![接随沿味朝本顺向])着|(?<![通经超不难])过(?![程去渡滤量失错])")
# (了/着/过 after a verb: a finite clause, not a noun phrase; 为了, 随着, 通过 are prepositions)
_NOT_GLOSS = re.compile(r"\s*(?:这|此|该|它|其|本|那|让|使|我|你|您|他|她|请|如|若|当|在)")


# A list item's gloss that says what its name is for, with no class noun ("连字号 - 用来组成复合词",
# "国际化 (I18N): 使一个软件能够处理多个语言环境"): a purpose verb opens it. Only where the item is
# plainly a list entry: a spaced dash, or a colon after a bracketed second name (a bare "X：用于…"
# is a form field or a line of prose).
_PURPOSE_OPENS = re.compile(r"(?:主要)?(?:用来|用于|用以)(?!\s*[，。；]|$)|使(?=[^，。；]{2,20}(?:能够|能|可以|得以|处理|成为))")


def _purpose_gloss(clause: str, sep: str, alias: str | None) -> bool:
    return bool(_PURPOSE_OPENS.match(clause)) and (sep not in "：:" or bool(alias)) \
        and not re.search(r"[。？?]", clause[:-1])


def gloss_item(s: str) -> list[dict]:
    """The entry of a definition list (see _GLOSS_ITEM); a bare "X：…" without the bracketed second
    name is a label or a form field, not a list entry. Where the text restates the name and goes on
    as a sentence ("perl - Perl 是…脚本语言"), that sentence's own definition."""
    m = _GLOSS_ITEM.match(s)
    if not m:
        return []
    sep, alias, raw, rest = m.group("sep").strip(), m.group("a"), m.group("t").strip(), m.group("r")
    if re.search(r"[是的了在为]", raw) or (alias and re.fullmatch(r"[\d\s,，.\-–]+|.*(?:19|20)\d\d.*", alias)):
        return []  # a clause, or a citation ("张三（2005）：…")
    if re.search(r"https?://|www\.", rest):
        return []  # a source cited with its address ("以上内容摘自…词条 — 微分学：https://…")
    if rest.casefold().startswith(raw.casefold()) and len(rest) > len(raw):
        return candidates(rest)
    if sep in "：:" and not alias:
        return []
    clause = _phrase(rest)[0]
    if _purpose_gloss(clause, sep, alias):
        found = _term(raw)
        return [_cand(found[0], found[1] + ([alias.strip()] if alias else []), rest, 0.75)] \
            if found and not _ORDINAL.match(found[0]) else []
    if not noun_final(clause) or _NOT_GLOSS.match(clause) or _COPULAR_VERB.search(clause) or _GENUS_NOT.search(clause) \
            or _DEGREE.search(clause):  # "命令行实用工具": 实用 names a kind here; a degree word evaluates
        return []
    found = _term(raw)
    if not found or _ORDINAL.match(found[0]):
        return []  # "其一主要任务——“…”": an item counted, not named
    aliases = found[1] + [a for a in aliases_from([alias], found[0]) if a.casefold() != found[0].casefold()] \
        if alias else found[1]
    return [_cand(found[0], aliases, rest, 0.8 if alias else 0.75)]


# A list run into its lead-in's sentence: after a colon, items parted by semicolons, each a name, a
# spaced dash and its gloss (`它们分别有不同的用途：连字号 - 用来组成复合词；短破折号 – 用来连接数字表示范围；…`).
# Two such items make the run, or one that a semicolon closes (the sentence splitter may part the run
# there); each is read as a list entry (gloss_item).
_RUN_ITEM_DASH = re.compile(r"^\s*[^\s，。；：:]{1,16}\s+[-–—]\s+\S")


def dash_items_run(s: str) -> list[dict]:
    if "：" not in s and ":" not in s:
        return []
    tail = re.split(r"[：:]", s, maxsplit=1)[1]
    pieces = [p for p in re.split(r"[；;]", tail) if p.strip()]
    items = sum(1 for p in pieces if _RUN_ITEM_DASH.match(p))
    if items < 2 and not (items == 1 and re.search(r"[；;]\s*$", tail)):
        return []
    return [c for p in pieces if _RUN_ITEM_DASH.match(p) for c in gloss_item(p.strip().rstrip("。．"))]


# "DDE 代表「动态数据交换 (Dynamic Data Exchange)」", "SGML 代表「标准通用标记语言」", "IME 表示输入法编辑器，
# (the full name may open with a Latin name: "UTF 表示 Unicode 转换格式（Unicode Transformation Format）")
# 一种…的程序", "FTP 表示文件传输协议 (File Transfer Protocol)": an abbreviation and its full name.
_EXPANSION = re.compile(rf"^(?P<t>[A-Z][A-Za-z0-9\-]{{1,11}})\s*(?:代表|表示|意为|即)\s*[「“\"]?"
                        rf"(?!一种|一类|一个)(?P<full>(?:[A-Z][A-Za-z0-9\-]*\s*)?[{CJK}][{CJK}A-Za-z0-9 \-]{{1,28}}?)"
                        r"\s*(?:[（(](?P<en>[A-Za-z][^（）()]{2,60})[）)])?"
                        r"\s*[」”\"]?\s*(?=[，。；,;]|$)")
# "手册中使用的术语“网络客户端”涉及…": the word 术语 names the term.
_TERM_WORD = re.compile(r"术语\s*(?:[“\"「‘](?P<t>[^”\"」’]{1,16})[”\"」’]|(?P<u>[A-Za-z][A-Za-z0-9\-]{0,20}))\s*"
                        r"(?:是指|指的是|指|涉及|表示|包括|意为|是|的(?:含义|意思|意义)是)"
                        r"\s*(?P<r>[^。；]{2,})")


def _expansion(s: str) -> list[dict]:
    m = _EXPANSION.match(s)
    if not m or not (noun_final(m.group("full")) or re.match(r"\s*[，,]\s*(?:它)?是一(?:种|类|个|项|门)", s[m.end():])):
        return []  # (an expansion ending in a verbal noun, "RFID即射频识别，是一种…技术": classed after it, 0905)
    aliases = [clean_term(m.group("full"))] + ([m.group("en").strip()] if m.group("en") else [])
    return [_cand(m.group("t"), aliases, s[m.end():].lstrip(" ，,。．") or m.group("full"), 0.8)]


def _term_word(s: str) -> list[dict]:
    m = _TERM_WORD.search(s)
    found = _term(m.group("t") or m.group("u")) if m else None
    return [_cand(found[0], found[1], m.group("r"), 0.8)] if found else []


def _noun_tail(phrase: str) -> str:
    """The words at the end of a phrase up to the last function word ("不允许任何魔法值" -> 魔法值)."""
    words = dictionary_cut(phrase)
    tail: list[str] = []
    for word in reversed(words):
        if function_word(word) or word in ("允许", "使用", "出现", "采用", "设置", "注意", "包括", "作为", "通过", "利用"):
            break
        tail.insert(0, word)
    return "".join(tail)


def _zhi(s: str) -> re.Match | None:
    """"X指Y" unless 指 belongs to a word with its neighbour (手指, 拇指, 指数, 指标)."""
    m = _ZHI.match(s)
    if not m or re.fullmatch(r"(?:通常|一般|主要|常|多)+", m.group("l")):
        return None  # "通常指的是…": the adverb, not a subject
    left, right = m.group("l"), m.group("r")
    if any(freq(w) for w in (left[-1] + "指", left[-2:] + "指", "指" + right[:1], "指" + right[:2])):
        return None  # 手指, 无名指, 指数
    return m


def _names(s: str) -> list[dict]:
    """The registers that name a term without 叫做/是指: X是Y的简称/总称, X简称Y, 以…为…的N为X,
    X：指…, “X”，即…."""
    m = _NAME_OF.match(s)
    if m:
        found = _term(_subject(m.group("t")))
        if found:
            kind = m.group("k")
            full = clean_term(re.sub(r"^\s*(?:英文|英语|中文)\s*(?=\S)", "", m.group("y")))  # "英文 Comprehensive …"
            aliases = found[1] + ([full] if kind.endswith(("简称", "缩写", "缩写词", "缩略语", "缩略词")) and term_ok(full)
                                  else [])
            return [_cand(found[0], aliases, s, 0.8)]
    m = _SHORT.match(s)
    if m:
        found = _term(_subject(m.group("t")))
        if found:
            aliases = [clean_term(a) for a in (m.group("a"), m.group("b")) if a]
            rest = s[m.end():].lstrip(" ，,\ufffd”\"」")
            rest = re.sub(r"^(?:它|其|这)(?=是)", "", rest)
            return [_cand(found[0], found[1] + [a for a in aliases if term_ok(a)], rest if len(rest) >= 6 else s,
                          0.75)]
    out = [_cand(f[0], f[1], s, 0.8) for m in _YI_WEI.finditer(s) if (f := _term(m.group("t")))]
    if out:
        return out
    m = _JI_CHENG.search(s)
    if m:
        found = _term(m.group("t"))
        if found:
            return [_cand(found[0], found[1], s[:m.start()], 0.8)]
    out = []
    for m in _COLON.finditer(s):
        found = _term(m.group("t"))
        if found and not _ATTRIBUTE.search(found[0]) and not re.search(r"(?:要点|要领|提示|方法|选择|动作|说明|注意|"
                                                                       r"步骤|答案|解析|分析|解|证明)$", found[0]):
            out.append(_cand(found[0], found[1], m.group("r"), 0.75 if m.group("v") != "是" else 0.65))
    if out:
        return out
    m = _JI_QUOTED.search(s)
    if m:
        found = _term(m.group("q") or m.group("d"))
        if found:
            return [_cand(found[0], found[1], m.group("r"), 0.8)]  # the quotes or the dash mark it a name
    m = _JI_BRACKET.search(s)
    if m and not re.search(r"[为是的了设]", m.group("t")) and not re.match(r"\s*(?:在|当|从|于|自|对|到)", m.group("r")) \
            and not _PRONOUN.search(m.group("r")) and not _restates_action(m.group("t"), m.group("r")):
        found = _term(_object_of_verb(_noun_tail(m.group("t"))))
        if found:
            return [_cand(found[0], found[1], m.group("r"), 0.7)]
    return []


def _restates_action(left: str, gloss: str) -> bool:
    """(decision 0961) "…之间进行分段（即插入 \\par）": a verb and its object glossed by another verb phrase
    restates what is done, it names nothing (jieba's tags: the gloss opens on a verb and a verb comes right
    before the bracketed word's last noun; "魔法值（即未经预先定义的常量）" opens on an adverb and is kept)."""
    words = [w for w in dictionary_cut(gloss.strip()) if w.strip()]
    if not words or dictionary_tags().get(words[0]) != "v":
        return False
    before = [w for w in dictionary_cut(left) if w.strip()]
    return len(before) >= 2 and dictionary_tags().get(before[-2]) == "v"


def _object_of_verb(phrase: str) -> str:
    """A verb's object when the phrase is a verb and two nouns or more ("自动提取基础行距" -> 基础行距: the
    term is what is extracted); a verb with one noun may be the term itself (编程语言), kept."""
    words = [w for w in dictionary_cut(phrase) if w.strip()]
    verbs = [i for i, w in enumerate(words) if dictionary_tags().get(w) == "v"]
    if verbs and len(words) - verbs[-1] > 2 and all((dictionary_tags().get(w) or "")[:1] == "n" for w in words[verbs[-1] + 1:]):
        return "".join(words[verbs[-1] + 1:])
    return phrase


# A citation or footnote mark closing a clause ("…开发的软件 [6]。", "…的软件[3,4]，"): not part of it.
_CITE_MARK = re.compile(r"\s*\[\d{1,3}(?:\s*[,，\-–]\s*\d{1,3})*\](?=\s*(?:[，。；,;]|$))")


_QUOTED_SUBJECT = re.compile(r"^[“\"「](?P<q>[^”\"」]{1,16})[”\"」](?=\s*(?:则|就|也就|即)?是)")


# (decision 1095) "定义了的空字符串就是…", "未定义的空字符串是一个值，…": a kind of a thing told apart by a state (了 after
# the verb, or 未/已/非/不/没 before it), then 的 and the thing: the state names a subclass, not an owner or an
# attribute ("东北秧歌的最大特点" stays out)
_STATE_OF = re.compile(rf"(?:(?:未|已|非|不|没有?)[{CJK}]{{1,3}}|[{CJK}]{{1,3}}了)的(?P<h>[{CJK}A-Za-z]{{2,8}})")


def copular(s: str, topic: str | None = None) -> list[dict]:
    """"X是…一种N" (X's class and what sets it apart) and "X是…的N" when X is the item's topic (the
    heading or bold line just above names it, or a 知识窗 box holds it); never an evaluation
    ("乒乓球是一项技术性很强的运动"), an attribute ("…的特点是"), a pronoun or a work in 《》."""
    s = _QUOTED_SUBJECT.sub(r"\g<q>", s.lstrip(" ●•◆■□▲△☆★◎○·\ufffd"))  # "“交换分区”是一个…的空间"
    m = _COPULA.match(s)
    denotes = None
    if not m:
        m = denotes = _DENOTES.match(s.lstrip(" ●•◆■□▲△☆★◎○·\ufffd"))
        if not m:
            return []
    raw, rest = set_off(m.group("t")), _CITE_MARK.sub("", m.group("r"))
    # (1095) "布尔上下文是这样一种上下文, 这时…": 这样 points to the clause after the class, the differentia
    rest = re.sub(r"^\s*(?:这样|如此|这么)\s*(?=一(?:种|类|个))", "", rest)
    if (dictionary_cut(raw.strip()) or [""])[-1] in _MODALS:
        return []  # "搜索路径可能是许多种来源的组合": a possibility (a modal before 是), not what X is
    if _split_word(raw, (m.groupdict().get("adv") or "是") if not denotes else "表"):
        return []  # "但是", "于是": a conjunction, not a copula
    clause = _phrase(rest)[0]
    joined = re.match(r"\s*[,，]\s*(?!但|而|因|所以|并|且|可|也|还|则|就|如|比如|例如)"
                      r"([^，,。；;.：:\s]{1,8}的[^，,。；;.：:]{2,50})",
                      rest[len(clause):])
    if clause.strip().endswith("的") and joined and "的" in joined.group(1) and noun_final(joined.group(1)):
        clause = f"{clause}，{joined.group(1)}"  # (1095) "是强化的,不可变的…的指针": coordinated modifiers of one class
    both = re.search(r"\s*而\s*(?:(?=[^，。；]{1,12}?是)|$)", clause)  # (or a line break after 而)
    if both:  # "amd64 是 64 位架构而 i386 是 32 位架构": two statements
        clause = rest = clause[:both.start()]
    found = _term(raw)
    command = CONTROL_SEQUENCE.fullmatch(re.sub(r"^(?:而|但)\s*", "", raw.strip()))  # (a clause's 而 opens no name)
    if not found and denotes and command:
        found = (command.group(0), [])  # "\xpinyin* 相当于 pinyinscope 环境的命令形式" (decision 0862): a TeX command named
    named = bool(found) and bool(_LATIN_NAME.fullmatch(found[0]))
    if named and _PART_KIND.search(clause.strip()):  # "CTEX-CS 是 CTEX 套装中的中文安装部分": a named part
        return [_cand(found[0], found[1], rest, 0.7) | {"reuse": True}]
    if not found or _ATTRIBUTE.search(raw.strip()) or (_EVALUATIVE.search(clause) and not (
            named and _EVALUATED_CLASS.match(clause))) \
            or len(re.findall(f"[{CJK}]", found[0])) > 12 or len(found[0]) > 40 \
            or ("的" in raw and not _STATE_OF.fullmatch(raw.strip())):  # "东北秧歌的最大特点是": an attribute of something

        return []
    if denotes:  # "X表示…的N", "X意为…的N": a genus sentence only, its predicate a modified noun
        return _denoted(found, rest, clause)
    on_topic = topic is not None and clean_term(raw) == topic
    if re.fullmatch(r"\s*(?:另|又)一(?:种|类|个)[^的，。]{1,8}", clause):
        return []  # "硬件设备是另一种文件": likened to what came before, no difference of its own
    classified = bool(_CLASSIFIER.search(clause)) and not re.match(r"\s*(?:一个|一种|一项)?\s*(?:很|非常|十分)", clause)
    if classified and re.match(r"\s*一?个", clause) and not noun_final(clause):
        classified = False  # "是一个整体": 一个 classifies only where a class noun follows
    # "是在/通过/根据/基于/由/以…的N": the differentia comes first, the way definitions are written
    differentia = bool(_DIFFERENTIA.match(rest)) and not _EVALUATIVE.search(rest[:30])
    if classified and not differentia and clause.strip().endswith("”"):
        return []  # "体态是一种不说话的“语言”": a figure of speech
    if re.search(r"(?:组成|构成|连结而成|组合而成|合成)$", clause.strip()) and not differentia:
        differentia = bool(re.match(r"\s*(?:由|一个|一种|一组|若干|多个|两个|几个)", clause))  # "是一个或多个片段连结而成"
    if differentia and not (classified or on_topic) and not noun_final(clause) and not re.match(r"\s*(?:将|把)", rest) \
            and not rest[len(clause):].startswith("\ufffd"):  # a lost mark cut the clause short: its end is unknown
        differentia = False  # "…是在对话框的约束部分中配置": where it is set, not what it is ("是将…唱作…" is how)
    # genus and differentia: "编辑画布是正在设计的板上的视图", "盲孔是机械钻孔，从外层…": a domain word
    # as subject, a predicate that names a class (ends in a noun), and the term used again elsewhere
    state = _STATE_OF.fullmatch(raw.strip())  # (1095) a state-named kind: its head noun is the domain word
    genus = not (classified or on_topic or differentia) and noun_final(clause) \
        and (domain(found[0]) or bool(state and domain(state.group("h")))) \
        and not re.match(r"\s*(?:不|没|否|并非|只|仅|也|还|都)", clause) and not _GENUS_NOT.search(clause) \
        and not _ORDINAL.match(found[0]) and _nominal(found[0]) \
        and not ("的" not in clause and re.match(r"\s*[，,]\s*(?:因此|所以|因而|故|但|然而|而且|并且|也)", rest[len(clause):]))
    # (a bare genus followed by a consequence, "…是学术作品，因此其表述要严谨", argues; it does not define)
    if genus and m.groupdict().get("adv") == "就" and "的" not in clause:
        genus = False  # "在 GNU/Linux 系统中，Linux 就是内核组件": the role it plays there, not a class
    if not (classified or on_topic or differentia or genus) or not re.search(r"[\w”）)]$", clause.strip()) \
            or clause.strip().endswith("之一") \
            or re.search(r"[了着过吗呢吧]$", clause.strip()):
        return []
    if on_topic and not (classified or differentia or genus) and window_entry_zh.property_only(clause):
        return []  # "图像压缩级别是可调的，…" in a terms section: a property, not a class (decision 1050)
    confidence = 0.7 + (0.05 if classified else 0) + (0.05 if on_topic else 0)
    cand = _cand(found[0], [] if state else found[1], rest, confidence)
    if genus or state:  # a state-named kind must be the book's word too (used again)
        cand["reuse"] = True
    return [cand]


# A named thing (a program, a format, a product: a Latin name) classed with an evaluation inside its
# class phrase: "TEX 就是一种优秀的电子排版系统", "Perl 是…使用最普遍的解释型脚本语言". The evaluation
# modifies a class noun after the last 的; a Chinese subject so classed is characterised (乒乓球是一项
# 技术性很强的运动), not defined.
_LATIN_NAME = re.compile(rf"{LATIN_NAME}(?:\s{LATIN_NAME})?")
_EVALUATED_CLASS = re.compile(rf"^[^，。；]*的\s*(?![^，。；的]*(?:{_EVALUATIVE.pattern}))[{CJK}]{{3}}[^，。；的]{{0,10}}$")
# ... or as a part of a whole, named by its own kind of part ("…套装中的中文安装部分", "…的扩展部分"; never
# "…的一部分", "…的重要组成部分")
_PART_KIND = re.compile(rf"的\s*(?!一|组成|重要|主要|核心|关键)[{CJK}]{{1,6}}部分$")

# A description of what the word covers, then the word: "文档中被中括号 [arg] 框起来的为可选参数",
# "行末以 // 开头的是注释", "像这样把坐标用 -- 连结起来的，就成为一条路径". The left side is a headless
# relative clause (a verb, then 的) saying which things; 为/叫/成为 name them, 是 classes them (the word
# must then be used again). Not a remark's opener ("需要注意的是…", "与…不同的是…", "最重要的是…").
_DESCRIBED = re.compile(r"^(?:[^，。；,;]{0,8}?(?:中|里|内|上)\s*[，,]?\s*)?(?P<d>[^，。；,;]{4,40}?的)\s*[，,]?\s*"
                        r"(?:就|即|则|也)?(?P<v>为|是|成为|叫做?|称为)\s*(?:一(?:个|条|种|类|段|组))?\s*"
                        rf"(?P<t>[{CJK}A-Za-z][{CJK}A-Za-z0-9 ]{{1,9}}?)\s*(?=[，,。；;]|如|$)")
_REMARK = re.compile(r"^(?:这|那|它|其|此|该|本|无论|不管)|包含|包括|含有|提供|使用|采用|选择|返回|得到|输出|显示|打印|"
                     r"注意|提|说|讲|谈|介绍|描述|叙述|知道|强调|指出|看到|发现|想|做|不同|相同|区别|一样|问题|要求|"
                     r"遗憾|奇怪|有趣|幸运|可惜|所谓|我们|你|您|他们|大家")


def _tag(word: str) -> str:
    return dictionary_tags().get(word) or ""


# ... the things by a noun phrase, then 为/叫做 and their word in quotes ("编码在 32–126 之间的字符为“可打印字符”",
# "其余字符为“控制字符”"): the quotes mark a word being given, not a value (状态为“已完成”: no noun)
_QUOTED_WORD_FOR = re.compile(r"^(?P<d>[^，。；,;“”\"]{2,40}?)\s*(?:为|叫做?|称为)\s*[“\"「](?P<t>[^”\"」]{2,12})[”\"」]"
                              r"\s*(?=[，。；,;.]|$)")


def _described(s: str) -> list[dict]:
    quoted = _QUOTED_WORD_FOR.match(s)
    if quoted and noun_final(quoted.group("d")) and noun_final(quoted.group("t")) \
            and not _ATTRIBUTE.search(quoted.group("d").strip()) and (found := _term(quoted.group("t"))):
        cand = _cand(found[0], found[1], quoted.group("d"), 0.7)
        cand["reuse"] = True
        return [cand]
    m = _DESCRIBED.match(s)
    if not m or _REMARK.search(m.group("d")) or _EVALUATIVE.search(m.group("d")):
        return []
    words = [w for w in dictionary_cut(m.group("d")) if w.strip()]
    if not any(_tag(w).startswith("v") for w in words[:-1]):
        return []  # "红色的是…": no description of what the things do or undergo
    found = _term(m.group("t"))
    if not found or "的" in found[0] or not _nominal(found[0]) or len(re.findall(f"[{CJK}]", found[0])) > 8:
        return []
    if m.group("v") == "是" and {"和", "与", "及", "以及", "、"} & set(dictionary_cut(found[0])):
        return []  # (1099) "保留词影响 的是标签和文件句柄": two things listed, what the clause says of them, no name
    cand = _cand(found[0], found[1], m.group("d"), NAMED if m.group("v") != "是" else 0.7)
    if m.group("v") == "是":
        cand["reuse"] = True
    return [cand]


# A word introduced with its English name and defined by what it is for: "序言（preamble）用来完成一些特殊
# 任务". Without the English name, "X 用于…" / "X 可以用来…" mostly tells a use of something already known
# (统计可以用于识别…, 布线器模式用于布线…), not what X is.
_USED_FOR = re.compile(r"^(?P<t>[^，。；：:,;（(]{2,20}?)\s*[（(]\s*(?P<a>[A-Za-z][\w \-]{1,30}?)\s*[）)]\s*"
                       r"(?:主要|通常|一般|常|则|就)?(?:被)?(?:用来|用于|用以)\s*(?P<r>[^。；]{4,})")


def _used_for(s: str) -> list[dict]:
    m = _USED_FOR.match(s)
    if not m or _ATTRIBUTE.search(m.group("t").strip()):
        return []
    found = _term(_subject(m.group("t")))
    if not found or "的" in found[0] or not _nominal(found[0]) or len(re.findall(f"[{CJK}]", found[0])) > 8:
        return []
    return [_cand(found[0], found[1] + [m.group("a").strip()], m.group("r"), NAMED)]


_TOPIC_GLOSS = re.compile(r"^[\s●•◆■]*(?:(?:是|指(?![定出导标挥南明引令向])|即(?![使便可将刻时])|就是)\s*(?=\S)|"
                          r"(?=一(?:种|类|个|门|项))|[–—\-]\s*(?=\S))(?P<r>[^。；]{4,})")


_TOPIC_EXPANSION = re.compile(r"^[「“\"](?P<full>[^」”\"]{2,40})[」”\"]\s*的(?:缩写|简称)")


# A name a table's first column holds: a Latin identifier or a short Chinese name (not "图 2-82", not
# a description holding 的: a two-column table read row by row pairs a gloss with the next row's name);
# an abbreviation in capitals over a noun phrase is its expansion (a 缩略语 list: HMPI 聚酰亚胺…), no gloss.
_NAME_LIKE = re.compile(rf"{LATIN_NAME}|[{CJK}]{{2,6}}")
_NP_GLOSS = re.compile(r"^\s*(?![●•◆■▪·*\-–—(（\d])(?P<r>[^，。；,;：:]{4,40}?的[^，。；,;：:的]{1,12}(?:[，,。；;]|$).*)")


def _noun_phrase_gloss(s: str) -> re.Match | None:
    """A gloss that is a noun phrase with no verb of its own, "文章格式的文档类，广泛用于…" under
    "article" (a table's name column over its description): the class, then what it is for. Not a
    sentence that opens with a verb ("指定文档的基本字号") or a pronoun."""
    m = _NP_GLOSS.match(s)
    if not m:
        return None
    clause = _phrase(m.group("r"))[0]
    words = [w for w in dictionary_cut(clause) if w.strip()]
    if not words or _COPULAR_VERB.search(clause) or _NOT_GLOSS.match(clause) \
            or (dictionary_tags().get(words[0]) or "").startswith("v") or function_word(words[0]) \
            or any(dictionary_tags().get(w) in ("r", "c", "d") for w in words) \
            or any(dictionary_tags().get(w) == "v" for w in dictionary_cut(clause.split("的", 1)[1])) \
            or re.search(r"[了着过]|(?:可以|能够|应该|需要|必须|会|要)", clause):
        return None
    return m


def noun_phrase(clause: str, longest: int = 24) -> bool:
    """A gloss that is a noun phrase and no clause: it ends in a class noun (noun_final), and a verb
    stands only inside its modifier, before the last 的 ("只有黑白两色的配色方案", "默认的灰度配色方案");
    with no 的 it opens with a noun ("主色", "数据查询对象"), not a verb ("生成一个「练习」标记"). No
    aspect mark, modal, pronoun or adverb (a sentence about the name, "可以很容易地调整"); 不/非/无 and
    the word after it, right before a noun, are an attribute ("不重复数字"), not an adverb."""
    text = re.sub(r"\s*[（(][^（）()]*[）)]", "", clause).strip()
    words = [w for w in dictionary_cut(text) if w.strip() and re.search(rf"[{CJK}A-Za-z0-9]", w)]
    if not words or len(text) > longest or not noun_final(text) or re.search(r"[了着过]|可以|能够|应该|需要|必须|会", text):
        return False  # (a gloss of 25 characters or more is a clause: "数字普惠金融的发展对…具有…的抑制作用")
    tags = [("n" if re.fullmatch(LATIN_NAME, w) else dictionary_tags().get(w) or "x") for w in words]
    for i in range(len(words) - 2):  # a negated attribute before the noun is an adjective, no adverb of a
        if words[i] in ("不", "非", "无") and tags[i + 2][:1] == "n":  # clause ("不重复数字", "非负整数")
            tags[i] = tags[i + 1] = "b"
    if any(t[:1] in ("r", "d") or t == "c" for t in tags[-3:]):
        return False
    if "的" in words:
        head = words[len(words) - 1 - words[::-1].index("的") + 1:]
        return bool(head) and not any(dictionary_tags().get(w) == "v" for w in head)
    return tags[0][:1] in ("n", "b", "a") or tags[0] == "vn"


def topic_gloss(s: str, topic: str, noun_phrase: bool = False) -> list[dict]:
    """The sentence under a term set off on its own line (a bold lead, a heading-like line, a list
    item) that says what it is without repeating it: "是一种…的装置", "指…的过程", "一种…的开关",
    "– 通过名字指向另一个文件的特殊文件" (the term's sub-item); with `noun_phrase` (the term on a body
    line of its own, a table's first column), a bare noun phrase too ("文章格式的文档类，…")."""
    expanded = _TOPIC_EXPANSION.match(s)
    if expanded and (found := _term(topic)):  # "WebDAV" / "「基于 web 的分布式创作和版本控制」的缩写, 这是…"
        return [_cand(found[0], found[1] + [clean_term(expanded.group("full"))], s, 0.8)]
    m = _TOPIC_GLOSS.match(s) or (_noun_phrase_gloss(s) if noun_phrase and _NAME_LIKE.fullmatch(topic)
                                  and not re.fullmatch(r"[A-Z0-9\-]+", topic) else None)
    if not m:
        return []
    clause = _phrase(m.group("r"))[0]
    if not noun_final(clause) or _EVALUATIVE.search(clause) or _GENUS_NOT.search(clause.lstrip("一种类个门项")):
        return []
    name, _or, other = topic.partition("或")  # "符号链接或 symlink": two names
    found = _term(name if other.strip() else topic)
    if found and other.strip() and term_ok(clean_term(other)):
        found = (found[0], found[1] + [clean_term(other)])
    return [_cand(found[0], found[1], m.group("r"), 0.75)] if found else []


def _denoted(found: tuple[str, list[str]], rest: str, clause: str) -> list[dict]:
    """The genus sentence with 表示/意为/意味着/代表 for 是 ("对齐标注表示两点之间距离的测量"); a legend's
    "箭头表示方向" (no modifier) or a variable's "a 表示首项" is none."""
    classed = bool(re.match(r"\s*一(?:种|类|个)", clause))  # "OpenGL 代表一种三维图形语言"
    if not ("的" in clause or classed) or not noun_final(clause) or not domain(found[0]) \
            or _GENUS_NOT.search(clause.lstrip(" 一种类个")) or _ORDINAL.match(found[0]) \
            or re.match(r"\s*(?:不|没|否)", clause):
        return []
    cand = _cand(found[0], found[1], rest, 0.7)
    cand["reuse"] = True
    return [cand]


def _nominal(term: str) -> bool:
    """A subject a genus sentence can define: not ending in an adverbial, a conjunction, a pronoun
    or a time word ("接下来", "这样", "此外", "首先"); jieba's tags of nouns are too noisy to require
    one (孔 is tagged a name, 向导 a verb)."""
    words = [w for w in dictionary_cut(re.sub(r"\s", "", term)) if w.strip()]
    if not words:
        return False
    last = words[-1]
    if dictionary_tags().get(last) == "q" and len(words) > 1:
        return True  # 等价类, 数据集: a measure word as a noun's suffix
    return not function_word(last) and dictionary_tags().get(last) not in ("l", "t", "d", "c", "r", "p", "m", "f")


def set_off(raw: str) -> str:
    """The term a layout set off at the end of a subject ("条件子句 规则 条件" -> "条件": bold or
    italic words the text layer kept only as spaces); a mixed name ("Gerber 作业文件") stays whole."""
    chunks = raw.split()
    if len(chunks) >= 2 and all(re.fullmatch(f"[{CJK}]+", c) for c in chunks[-2:]):
        return chunks[-1]
    return raw


def _split_word(raw: str, verb: str) -> bool:
    """The subject's last character and the verb after it are one function word (但+是, 于+是, 否+则)."""
    bare = raw.rstrip()
    if not bare or bare != raw:
        return False
    return function_word(bare[-1] + verb[0])


def domain(term: str) -> bool:
    """A domain word by general-language frequency (Latin names always are): see GENUS_INFO."""
    from f.common.answer.salience import information
    from f.common.glossary.names import has_variable

    compact = re.sub(r"\s", "", term)
    if has_variable(term) or re.fullmatch(r"[A-Za-z]", compact):
        return False  # "a 表示首项": a variable, not a term
    return information(compact) >= GENUS_INFO or _long_compound(compact)


def _long_compound(compact: str) -> bool:
    """Three or more content words of two characters or more (版本发布处理: 版本/发布/处理): a name
    coined from everyday words is a domain term, however common each word is."""
    words = dictionary_cut(compact)
    return len(words) >= 3 and all(len(w) >= 2 for w in words) and compound(compact)


def box_fallback(s: str) -> list[dict]:
    """Inside a 定义 box, the first sentence's "X是Y" / "X为Y" / "X指Y" defines X."""
    m = re.match(r"(?P<t>[^，。；]{1,24}?)\s*(?:就|即|乃|便)?\s*(?:是|为|指)\s*(?P<r>.{2,})", s)  # X就是Y: X
    if not m:
        return []
    found = _term(m.group("t"))
    return [_cand(found[0], found[1], m.group("r"), 0.75)] if found and len(found[0]) <= 16 else []


_WINDOW_GLOSS = re.compile(rf"^[\s●•◆■]*(?P<t>[{CJK}A-Za-z0-9][{CJK}A-Za-z0-9\-\s]{{0,14}}?)\s*"
                           r"(?:[（(](?P<a>[^）)]{1,40})[）)])?\s*(?:[：:]|\s[-–—]\s|——|—)\s*(?P<r>[^。；]{4,})")
# In a terms section an entry may set its name off by a space alone ("传感器 能感受被测量的器件"):
# a name of one word (no space inside), then text.
_WINDOW_SPACED = re.compile(rf"^[\s●•◆■]*(?P<t>[{CJK}]{{2,12}}|[A-Za-z][A-Za-z0-9\-]{{1,15}})"
                            rf"(?:[（(](?P<a>[^）)]{{1,40}})[）)])?\s+(?P<r>[{CJK}A-Za-z][^。；]{{3,}})")


def _one_name(name: str) -> bool:
    """A name set off by a space alone: Latin, or Chinese content words only (no 此, 与, 的)."""
    return not re.search(f"[{CJK}]", name) or not any(function_word(w) or w in PRONOUNS for w in dictionary_cut(name))


def window_gloss(s: str) -> list[dict]:
    """Inside a 知识窗 box or a terms section (名词解释, 术语和定义, 缩略语), "X（English）：<what X is>",
    "X — <what X is>" and "X <what X is>" define X without a verb."""
    s = re.sub(r"^\s*\d+(?:\.\d+)+\s*", "", _ENUM.sub("", s))  # a standard's clause number ("3.1 继电器 …")
    m = _WINDOW_GLOSS.match(s) or _WINDOW_SPACED.match(s)
    if not m:
        return []
    if m.re is _WINDOW_SPACED and not _one_name(m.group("t")):
        return []  # "此对象与数据库表结构一 一对应": a clause broken by a space, not a name
    if m.re is _WINDOW_SPACED and (window_entry_zh.english_prose(s) or window_entry_zh.verb_name(m.group("t"))):
        return []  # "For more information see 第 2.2 节 …", "使用 JPEG 来创建…" (decision 1050)
    found = _term(m.group("t"))
    alias = (m.group("a") or "").strip()
    aliases = [alias] if alias and term_ok(alias) and not re.search(r"[、，,]", alias) else []
    return [_cand(found[0], found[1] + aliases, m.group("r"), 0.75)] if found else []
