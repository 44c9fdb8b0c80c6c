"""Evidence-only mode: without a model key a turn answers with the question's evidence pack as a
short cited digest, labelled as such: the book's own sentences, never a written answer.

Each digest line quotes the sentence of one of the best hits that holds most of the question's
telling words: the question's own character pairs and words (an English question's without its
stop words and fillers), each weighted by how rare it is among the evidence's sentences (向量 on
every page of a chapter on vectors tells nothing apart, 垂直 does) and raised inside the plan's
concepts by their salience (舞蹈 counts, 到底 hardly; an English phrase concept, register x0, is its
words and itself where a sentence says it in order) and where the question asks for it (什么故事:
故事); the sentence before lends its words (该剧… after 《大河之舞》是…); a sentence defining a
question's concept is raised (a naming one where the question asks what a thing is called), a
reason where it asks why (most where the reason states the question's own effect as its
consequence), an exercise's task lowered; the paragraph under a heading naming the
question answers it, and a number the question names tells its passage.
The best of them comes first (a lower hit's only where it scores 1.5x as much per rank), then
the other hits' in rank order. A sentence that only echoes the
question (an exercise asking the same) is never the quote. Quotes are verbatim slices of the page
text, so a citation passes the same check as a model's. The follow-up questions name the sections
the quoted evidence and the other hits came from, by their own titles (习 题 under 6.2 数量积 is 6.2 数量积),
never the first quote's own section or a page without body text (decision 0365)."""
from __future__ import annotations

import logging
import math
import re
import unicodedata

from f.common.answer import english
from f.common.answer.pack import window
from f.common.cjk import CHAR, RANGES, language
from f.common.glossary.lookup import fold_term
from f.common.tree.contents_page import FRONT_MATTER
from f.common.tree.headings import LEADER_RUN
from f.common.vectors.sparse import EN_STOP_WORDS, stem  # the tree's name for the pages before the first heading

log = logging.getLogger(__name__)
DIGEST_ITEMS = 4
QUOTE_CHARS = 160
MIN_SECTION_CHARS = 40  # a page with less text than this is no section to ask about
# a sentence ends at Chinese end punctuation, or at an English full stop before a capital or digit
_ABBREV = r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)(?<!\bcf)(?<!\b[Ff]ig)(?<!\b[Nn]o)(?<!\b[A-Z])"
_STOP = _ABBREV + r"\.(?=\s+[A-Z0-9“\"(])"
# an English ? or ! inside a cross-reference ([Why is R named R?], page 10) or before a comma ends nothing
_INNER = r"[!?](?=[\])\]）,，])"
_SENTENCE = re.compile(r"(?:[^。！？；!?\n.]|" + _INNER + r"|(?!" + _STOP + r")\.)+(?:[。！？；!?]|" + _STOP + r"|\.$)?")
# Lines that are no sentence of the body: a table row, a contents entry (a title, dot leaders or a
# space, a page number), a numbered heading without the '#' (4. 微生物的“功”与“过”, 6. 蛋壳与薄壳结构 6: a
# number, a short title, no punctuation inside)
# a markdown row (| a | b |), or a row's part after a break inside a cell (物的“功” | ☆知道 |); not
# an absolute value (|a||b|cosθ): the row's bars stand apart
_TABLE_ROW = re.compile(r"^\s*\|\s[^|]*\s\||\s\|\s.*\s\|(?:\s|$)")
# a task's blank to fill (世界将会          。, ____, （  ）) says nothing
_BLANK = re.compile(r"_{2,}|\s{3,}[。，,.]|[（(]\s+[)）]")
_NUMERAL = "一二三四五六七八九十"
_NUMBERED_HEADING = re.compile(r"^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|[" + _NUMERAL + r"]{1,3}、|[（(][" + _NUMERAL + r"\d]{1,3}[)）])"
                               r"\s*[^\s\d，。；：！？,;:!?“”\"]"
                               r"[^，。；：！？,;:!?]{0,30}$")
_FENCE = re.compile(r"^\s*```")
# a contents entry without leaders: a title, no sentence mark, its page number after a space
# (北京大学学位论文原创性声明和使用授权说明 62, 《中国古典舞身韵组合》（片段） 20)
_CONTENTS_ENTRY = re.compile(r"^[^，。；：！？,.;:!?]*[^\W\d_][^，。；：！？,.;:!?]*\s\d{1,3}\s*$")
# a table's or figure's caption (表 4.2 基准模型回归结果, 续表 4.3 …, [表1 水平三教学计划], Table 3.1 Results):
# it names what the table shows, no sentence says anything of it
_CAPTION = re.compile(r"^\s*\[?(?:图\s*[:：]\s*)?(?:续表|表|图|Table|Figure|Fig\.)\s*\d{1,3}(?:\s*[.\-–．]\s*\d{1,3})*"
                      r"(?:\s*[^\s\d，。；！？,;!?.][^，。；！？,;!?.]{0,40})?\]?\s*$")
_CAPTION_NUMBER = re.compile(r"^\s*(?:续表|表|图|Table|Figure|Fig\.)\s*[A-Z]?\d{1,3}(?:\s*[.\-–．]\s*\d{1,3})*\s*$")
_SENTENCE_MARK = re.compile(r"[，。；：、！？,.;:!?]")
CAPTION_CHARS = 30  # a caption's title set apart from its number is a short line without a sentence mark


_LONG_LEADER = re.compile(r"(?:\.\s?){10,}|(?:…\s?){4,}|(?:·\s?){10,}")
_PAGE_AFTER = re.compile(r"[\divxlcIVXLC]+\s*[)）]?\s*$")


def _contents_leader(line: str) -> bool:
    """A contents line's leader: a dotted run before the page number ending the line, or a long one.
    A sentence's six-dot ellipsis (`以(a)、(b)、(c)...... 作为图序`) goes on with words (0853)."""
    found = LEADER_RUN.search(line)
    return bool(found and (_PAGE_AFTER.match(line[found.end():]) or _LONG_LEADER.search(line)))


def _caption_title(line: str) -> bool:
    stripped = line.strip()
    return 0 < len(stripped) <= CAPTION_CHARS and not _SENTENCE_MARK.search(stripped) and not stripped.startswith("#")


# where a clause starts inside a sentence: a Chinese mark, or an English one before a space (not the
# colon of https://)
_CLAUSE = re.compile(r"[，；：]\s*|[,;:]\s+")
# A sentence that defines or states a rule says more than one that only mentions the concepts.
# A book's own reference marker in a quote ([97]) would read as a citation marker, so the line shows
# it in full-width brackets; the citation's quote keeps it verbatim (the ledger folds brackets).
_REFERENCE_MARKER = re.compile(r"\[(\d+)\]")
_DEFINING = re.compile(r"叫做|叫作|称为|是指|定义|规定|定理|法则|[:：]\s*指|\bis called\b|\bis defined\b|\bwe call\b")
# a theorem or rule the sentence applies (用勾股定理求解, 根据加法法则) is named, not stated (decision 0821)
_APPLIES = re.compile(r"(?:用|根据|依据|由)[^，。；：,;:]{0,8}(?:定理|法则)")


def _states_definition(sentence: str) -> bool:
    """The sentence states what something is (叫做, 称为, 是指, `补短：指…`, a theorem's statement), not
    where it only applies a named theorem or rule (`然后用勾股定理或相似求解`)."""
    return bool(_DEFINING.search(_APPLIES.sub("", sentence)))

WORDS = {
    "zh": {"label": "（仅证据模式：未配置语言模型，以下为书中检索到的原文依据，未经归纳。）",
           "weak": "依据较弱，以下内容只部分相关，请核对原文。",
           "none": "这本书中没有找到与这个问题相关的依据，无法据书作答。可以换个说法，或先查看本书目录。",
           "follow": "「{title}」讲了什么？"},
    "en": {"label": "(Evidence-only mode: no language model is configured; below are the book's own "
                    "passages found for the question, not a written answer.)",
           "weak": "The evidence is weak and only partly related; check the pages.",
           "none": "This book holds no evidence for this question, so it cannot be answered from it. "
                   "Try other words, or look at the book's structure first.",
           "follow": "What is \"{title}\" about?"},
}


# A sentence that asks (an exercise, a heading-like prompt) only echoes the question.
_ASKING = re.compile(r"[？?]\s*$|什么|哪些|哪个|为什么|如何|怎样|怎么|是否|\bwhat\b|\bwhich\b|\bwhy\b|\bhow\b",
                     re.IGNORECASE)
ECHO = 0.7  # a sentence whose words are at least this share the question's own only repeats it
def _bigrams(text: str) -> set[str]:
    folded = fold_term(text)
    return {folded[i:i + 2] for i in range(len(folded) - 1)}


def _content_words(text: str) -> set[str]:
    """The stems of an English text's words less stop words and exam words (english.words)."""
    return {stem(word.lower()) for _at, word in english.words(text)}


def _echoes(sentence: str, question: str) -> bool:
    """The sentence asks, or is mostly the question's own words (the book's exercise 蝙蝠是怎样发现
    昆虫的？ beside the student's question): it repeats the question instead of answering it."""
    if not question:
        return False
    # an English question is compared by its content words: letter pairs (th, in, on) are shared by
    # any two English sentences, so a sentence saying how or which read as the question's echo
    grams, asked = ((_content_words(sentence), _content_words(question)) if english.applies(question)
                    else (_bigrams(sentence), _bigrams(question)))
    if not grams:
        return True
    shared = len(grams & asked) / len(grams)
    if english.applies(question) and grams - asked and not _ASKING.search(sentence):
        # an English statement saying one word the question lacks says it (`The enclosing environment
        # for a function is fixed when the function is created.` for `When is … fixed?`)
        return False
    return shared >= ECHO or (bool(_ASKING.search(sentence)) and shared >= ECHO / 2)


def _heading_names(heading: str, question: str) -> bool:
    """A heading line saying the question's subject in its own words: two of its words (an English
    one's content words, a Chinese one's character pairs) at least, half of them the question's."""
    heading = re.sub(r"^#+\s*[\d.]*\s*", "", heading)
    grams, asked = ((_content_words(heading), _content_words(question)) if english.applies(question)
                    else (_bigrams(heading), _bigrams(question)))
    shared = grams & asked
    return len(shared) >= 2 and len(shared) >= len(grams) / 2


_UNIT = re.compile(f"[{RANGES}]+|[a-z0-9]+")
_HYPHENATED = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")
_TASK = re.compile(r"^\s*(?:\d{1,3}\s*[.．、]|例\s*\d+)[^。！？]*?(?:求|判断|写出|证明|计算|化简|画出|说明理由)")
CONTEXT_SHARE = 0.5  # what the sentence before, in its paragraph, lends (该剧, 这是… refer back to it)
# an English sentence opening on a subject pronoun (It consists of…, In R, they are…) is about what
# the sentence before names: that sentence lends its words in full (on a tie the sentence saying
# them itself is quoted). Not Chinese: 其中 or 该 opens a part or an aside as often as it refers back
# ... as does one opening on a phrase pointing back (For others you will need…, In this case…,
# Those using…): `others` are the ones the sentence before did not cover (decision 0788)
_REFERS_BACK = re.compile(r"^(?:[^,]{0,12},\s*)?(?:(?:for|in|of|with|to|by|from|at|on|unlike)\s+)?"
                          r"(?:it|they|this|these|those|others|such)\s", re.IGNORECASE)
# a Chinese sentence opening on an elaboration (具体而言，…, 也就是说，…) details the sentence before: it
# lends its words in full, as an English one opening on `it` (0923)
_ELABORATES = re.compile(r"^(?:具体而言|具体来说|具体地说|也就是说|换言之|换句话说)[，,]")
DEFINING_BONUS = 1.25
FILLER_SHARE = 0.5  # an everyday question word (case, default) weighs half a rarer one as rare (0822)
NEAR_FILLER = 7.5  # nats of general English: case 7.9, care 7.9 count; see 6.7, use 7.4 do not (0822)
TASK_SHARE = 0.5  # an exercise's numbered task names the concepts without saying anything of them
RANK_WEIGHT = 0.67  # a sentence one hit lower comes first only scoring 1/0.67 = 1.5x as much
QUOTE_SHARE = 0.3  # a page is quoted where its best sentence scores this share of the best one
# the thing asked for: 什么故事, 哪几个要素, 哪些主要步法, what kind of X, and the noun before 是什么
# (投资评级是什么, 口诀是什么: decision 0823): the answer names it
_ASKED_FOR = re.compile(r"(?:什么|哪些|哪几[个种类条]?|哪[个种类]|几个|几种)\s*([" + RANGES + r"]{2,4})"
                        r"|\bwhat\s+(?:kind\s+of\s+|kinds\s+of\s+)?([a-z]{3,})"
                        r"|([" + RANGES + r"]{2})(?<!的)(?=是(?:什么|多少|哪些|哪几))", re.IGNORECASE)
ASKED_BOOST = 2.0
# a number the question names (写成365天, 2020 notes) tells its passage as a concept of full salience
# does: the plan keeps no number as a concept
NUMBER_BOOST = 2.0
BOOK_ASKS = 1.5  # a sentence after the book's own asking of the question, in its paragraph
# a question asking for kinds with nothing named after (小调式分成哪几种？): the answer divides the
# thing (分为…三种类型), where a definition of the thing only names it
_ASKS_KINDS = re.compile(r"(?:哪几|哪|几)[种类](?![" + RANGES + r"])|(?:分成|分为)(?:哪些|几)")
_DIVIDES = re.compile(r"分为|分成|可分|[一二三四五六七八九十两几\d]+(?:种|类|个类型)")
# ... an English one (`What are the parts of a function closure?`, `What kinds of…`): the question
# asks for the plural things of its subject, and the answer counts them and lists them after a colon
# (`Functions… have three basic components: a formal argument list, a body and an environment.`),
# where a sentence only naming the subject says what it does (0937)
_ASKS_KINDS_EN = re.compile(r"^\s*what\s+(?:are|were)\s+the\s+(?:[a-z-]+\s+){0,2}[a-z]+s\s+of\b"
                            r"|^\s*what\s+(?:kinds|types|sorts)\s+of\b", re.IGNORECASE)
_COUNTS = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|\d{1,2})\s+"
                     r"(?:[^\s.:;,]+\s+){0,3}?[a-z]+s\s*:\s*\S", re.IGNORECASE)
_DEFINES = ("叫做", "叫作", "称为", "称作", "定义为", "简称")
# a why-question (为什么不能强转成ArrayList？, Why do all the commands start with lst?) is answered by
# the sentence giving the reason, which names the question's words less than the rule or statement
# it explains (`避免采用取反逻辑运算符。` / `说明：取反逻辑不利于快速理解…`): a sentence saying a reason
# (a cause, a purpose, a consequence, or an explanation's label) is raised
_ASKS_WHY = re.compile(r"为什么|为何|\bwhy\b", re.IGNORECASE)
_REASON = re.compile(r"^(?:说明|原因|理由)\s*[：:]|因为|由于|所以|因此|为了|以免|以防|否则|导致|不利于|有利于"
                     r"|\bbecause\b|\bso that\b|\bin order to\b|\bto be compatible\b|\bdue to\b|\botherwise\b"
                     r"|\bthe reason\b|\bthat is why\b|\bthis is why\b", re.IGNORECASE)
REASON_BOOST = 1.5
# ... most of all the sentence stating the question's own effect as the consequence of what it says
# (`Why does a stepper motor lose torque…?`: `…the time that each coil can exert its full magnetic
# attraction on the rotor reduces, thereby reducing the overall torque.`), where a near-topic sentence
# names more of the question's words (`The maximum torque that the stepper motor can achieve is…`):
# after a consequence marker the clause names a question's word (1001)
_CONSEQUENCE = re.compile(r"\bthereby\b|\bhence\b|\bconsequently\b|\bas a result\b|\bresult(?:s|ing)? in\b"
                          r"|\blead(?:s|ing)? to\b|从而|因而|因此|所以|导致|造成|以致", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[，；。,;.!?！？]")
# a question asking what a thing is called (root 账户还有什么别的叫法？, What else is X called?) is answered
# by the sentence naming it (`root 账户也被称作超级用户或特权用户。`), where others only mention the thing:
# the asked relation is naming, said by a naming verb, not the question's own word for it (1002)
_ASKS_NAME = re.compile(r"叫法|叫什么|称呼|别称|别名|什么名字|名称是什么|又叫|也叫|又称"
                        r"|\bwhat\s+(?:else\s+)?(?:is|are)\b.*\bcalled\b|\b(?:another|other)\s+names?\b"
                        r"|\bknown\s+as\b", re.IGNORECASE)
_NAMES = re.compile(r"称作|称为|叫做|叫作|又称|也称|又叫|也叫|简称|俗称|别称|别名|被称"
                    r"|\b(?:is|are)\s+(?:also\s+|often\s+|sometimes\s+)?(?:called|known\s+as|referred\s+to\s+as|termed)\b"
                    r"|\balso\s+(?:called|known\s+as)\b", re.IGNORECASE)
# ... and a sentence opening on the explanation (`说明：…`, `Because …`) explains the statement read
# just before it, also where it is a paragraph of its own: it is about what that statement names
_EXPLAINS = re.compile(r"^(?:(?:说明|原因|理由)\s*[：:]|因为|由于|这是因为|because\b|this is because\b)", re.IGNORECASE)
# a counterexample (a rule book's `反例：…`, a style guide's `Bad:`) shows the wrong way: it names the
# question's words (HashMap 需要放置1024 个元素，由于没有设置容量初始大小…) and does not say what to do,
# unless the question asks why or what goes wrong
_COUNTER = re.compile(r"^(?:反例|错误示例|错误写法|错误做法|bad|wrong|incorrect|don['’]t)\s*[：:]", re.IGNORECASE)
_ASKS_WRONG = re.compile(r"会怎样|会怎么样|会出现什么|后果|错在|\bwhat happens\b|\bwhat goes wrong\b", re.IGNORECASE)
COUNTER_SHARE = 0.5
# a question asking whether one may (Can I use a % comment inside a Scheme routine?, 能不能在foreach循环里
# 删除元素？, 可以…吗？) is answered by the sentence that permits or forbids (`…must not be used within
# Scheme routines.`), where another names its words at more length (`This error message will appear…
# every time a Scheme routine is called which…`)
_ASKS_MAY = re.compile(r"^\s*(?:can|may|must|should)\s+(?:i|we|you|one)\b|^\s*is\s+it\s+(?:ok|okay|possible|allowed)\b"
                       r"|能不能|可不可以|可以不|[可能].{0,20}吗[？?]?\s*$|[要需].{0,20}吗[？?]?\s*$", re.IGNORECASE)
_VERDICT = re.compile(r"\bmust\b|\bcannot\b|\bcan['’]t\b|\bshould\b|\bnever\b|\bnot\s+(?:allowed|possible|permitted)\b"
                      r"|\bis\s+(?:allowed|possible|permitted)\b|必须|禁止|不得|不能|不可|不允许|不要|允许|可以|应该|应当|严禁|也要",
                      re.IGNORECASE)
VERDICT_BOOST = 1.5
# a question asking how two things differ (count(*) 和count(列名) 有什么区别？) is answered by the sentence
# setting them against each other (`count(*) 会统计…，而count(列名) 不会统计…`), where the rule naming both
# says more of the question's words
_ASKS_DIFFERENCE = re.compile(r"区别|不同|差别|差异|\bdiffer(?:ences?|ent|s)?\b", re.IGNORECASE)
# ... or naming the difference itself (`The only difference is that it accepts…`, 区别在于…: 0922)
_CONTRASTS = re.compile(r"[，；,;]\s*(?:而|但|但是|却)|不同于|与之相反|区别在于|不同之处在于|\bwhereas\b|\bunlike\b|\bwhile\b"
                        r"|\bin contrast\b|\bdiffers?\s+from\b|\bdifference\s+(?:is|being)\b",
                        re.IGNORECASE)
# a sentence announcing a list (`满足如下三个条件`, `下列情形，需要进行参数校验：`, `the following:`) names the
# question's words while its items answer (`1）x，y 的比较结果和y，x 的比较结果相反。`): its quote goes on
# into the first item, within LIST_CHARS (under the ledger's 300)
_ANNOUNCES = re.compile(r"如下|以下|下列|\bthe following\b|\bas follows\b|[：:]$", re.IGNORECASE)
_ITEM = re.compile(r"^\s*(?:[（(]?\d{1,2}[)）]|\d{1,2}[.．、]\s*\D|[①-⑩]|第[一二三四五六七八九十][，、是种]|首先|[-•⚫●▪]\s)")
LIST_CHARS = 240


# An English sentence whose subject is the question's concept states what it is or does (`A key
# derivation function (KDF) is a function that…`, `Counter mode (CTR) uses the block cipher as…`),
# where another only mentions it (`HKDF is a key derivation function…`): as a Chinese sentence
# defining the concept (_defines) it is raised twice (0921). The subject is the sentence's opening
# words (an article before), all the question's own, a concept whole or two words at least; an
# abbreviation in brackets may follow; then a verb: an auxiliary (a closed class of the grammar)
# or a present-tense verb's -s form (`uses`, `takes`), not a preposition or `and` (the noun goes on).
# Only where the question asks what the thing is or how it works (`What is a KDF?`, `How does counter
# mode work?`); a one-word subject only before a copula (`ESS is…`, not `ESS comes with…`).
# The subject may hold the question's everyday words beside an asked one (`The controlled point is
# the point whose…`: the plan drops `point` as a filler; 0936).
_ASKS_WHAT_IS = re.compile(r"^\s*(?:what\s+(?:is|are)\b|what['’]s\b|how\s+(?:does|do)\b.+\bwork\b)", re.IGNORECASE)
_COPULA = re.compile(r"(?:is|are|means|refers)$")
_ARTICLE = re.compile(r"^(?:a|an|the)\s+", re.IGNORECASE)
_OPENING_WORD = re.compile(r"[A-Za-z][A-Za-z0-9-]*")
_ABBREVIATION = re.compile(r"\s*\([^()]{1,24}\)")
_AUXILIARY = re.compile(r"(?:is|are|was|were|can|could|may|might|must|shall|should|will|would|does|do|has|have)$")
_VERB_S = re.compile(r"[a-z]{2,}[^su]s$")


def _subject_is(sentence: str, asked: set[str], concepts: list[set[str]], own: set[str] = frozenset()) -> bool:
    """The English sentence opens on the question's concept as its subject, then a verb. `own`: the
    question's other words (everyday ones the plan drops as fillers, `point` of `controlled point`),
    which may stand in the subject beside an asked one (0936)."""
    rest = _ARTICLE.sub("", sentence.strip())
    run = []
    while True:
        word = _OPENING_WORD.match(rest)
        if not word or stem(word.group().lower()) not in asked | own:
            break
        run.append(stem(word.group().lower()))
        rest = rest[word.end():].lstrip()
    whole = any(units and units <= set(run) for units in concepts)
    if not run or (len(run) < 2 and not whole) or not asked & set(run):
        return False
    rest = _ABBREVIATION.sub("", rest, count=1).lstrip() if rest.startswith("(") else rest
    verb = _OPENING_WORD.match(rest)
    if not verb:
        return False
    if len(run) < 2:
        return bool(_COPULA.match(verb.group()))
    return bool(_AUXILIARY.match(verb.group())) or bool(_VERB_S.match(verb.group()))


def _defines(folded: str, concept: str) -> bool:
    """The sentence names `concept` as the thing it defines: 叫做 a 的相反向量, 叫做向量（vector）,
    not 叫做零向量 for 向量; a symbol may stand before 的 (叫做向量 a 的坐标 for 向量的坐标)."""
    concept = re.escape(concept).replace("的", "(?:[a-z0-9]{1,3})?的")
    for verb in _DEFINES:
        if re.search(re.escape(verb) + r"(?:[a-z0-9]{1,3}的)?" + concept
                     + r"(?=$|[，,。.；;、（(：:记即])", folded):
            return True
    return bool(re.search(r"(?:^|[，,：:；;])(?:定义)?" + concept + r"(?:是指|指的是|就是|[:：](?:是指|指|即))", folded))


# particles that end or join words (的, 了, 吗…): a pair across one (的向 of 说的向量) is no word
_PARTICLES = re.compile("[的了吗呢吧啊着么]")


def _units(text: str) -> set[str]:
    """What a sentence and the question are matched on: character pairs inside runs of ideographs
    (a lone ideograph counts as itself; particles split runs), whole Latin words and numbers;
    punctuation splits runs."""
    units = set()
    folded = unicodedata.normalize("NFKC", text or "").casefold()  # spaces kept: they part words
    for run in _UNIT.findall(_PARTICLES.sub(" ", folded)):
        if CHAR.match(run):
            units.update(run[i:i + 2] for i in range(max(1, len(run) - 1)))
        else:
            units.add(stem(run))  # recognizes and recognize are one word
    return units


# a word hyphenated across a page or column break (`If you have access to Ex-`, a blank line, `cel,
# export the data…`): letters and a hyphen end the line, the word's rest starts the next in lower case
_CUT_WORD = re.compile(r"[A-Za-z]-$")
_WORD_GOES_ON = re.compile(r"^[a-z]")
# a Chinese sentence wrapped across a break (`拍。乐曲将传统的音乐素材与现代音乐语汇有机`, a blank line,
# `结合，是当代古筝曲的重要作品之一。`): a line of prose (it holds a comma or full stop) ends inside a
# sentence on an ideograph or a mark that opens or joins, and the next goes on with an ideograph or
# a mark that closes or joins; a title or label line (视唱曲二, 活动规则) has no such mark and stays
_ZH_PROSE = re.compile(r"[，。；：、！？]")
# (a closing quote or bracket not after a sentence's end, `此曲系我国“五四新文化运动”`, leaves it open)
_ZH_CUT = re.compile(f"(?:[{RANGES}，、“‘《（：]|(?<![。！？；])[”’》）])$")
_ZH_GOES_ON = re.compile(f"^[{RANGES}，、。；：！？”’》）]")
# ... but a label the text layer ran onto the sentence before it (`…完成交接。活动分析`, then `台风中心是…`;
# 练习方法, 教学建议, 常见问题: a few ideographs ending in a label's noun after a full stop) or a numbered
# heading without a stop, colon or dot (`2. 科学合理设计体育课，…的作用`, then `体育教师应…`) ends its line:
# the next line starts a paragraph. A wrapped sentence's short start (`…的主题。该交响曲`) goes on.
_LABEL_NOUNS = "分析|方法|步骤|内容|问题|要领|重点|建议|规则|目标|提示|要求|准备|评价|拓展|过程"
_ZH_LABEL_TAIL = re.compile(f"[。！？；][{RANGES}]{{0,4}}(?:{_LABEL_NOUNS})$")
_ZH_NUMBERED = re.compile(r"^\s*(?:\d{1,2}(?:\.\d{1,2})*\s*[.．、]|[" + _NUMERAL + r"]{1,3}、|[（(][" + _NUMERAL
                          + r"\d]{1,3}[)）])[^。！？：.]*[" + RANGES + r"]$")
# a work's title line (王建民《枫桥夜泊》, 意大利民歌《啊，朋友再见》, 《汪嘟》（片段）): a caption, no sentence
_TITLE_LINE = re.compile(r"^[^，。；：！？,;:!?《》]{0,16}《[^》]{1,20}》[^，。；：！？,;:!?《》]{0,12}$")


# a credits line (`● 《孤独》（片段）编导：姜洋`, `编导：佟睿睿`): a work's title or a label and its name, no
# sentence mark but the label's colon, short; it names the work, a sentence under it says what it
# is. A question asking for the label (《孤独》的编导是谁？) is answered by it (0923).
_UNMARKED_SHORT = re.compile(r"^[^，。；！？,;!?、]{1,30}$")
_LABEL_PAIR = re.compile(f"([{RANGES}]{{2,4}})[：:]\\s*\\S")


def _credit_line(sentence: str, question: str) -> bool:
    if not CHAR.search(sentence) or not _UNMARKED_SHORT.match(sentence.strip()):
        return False
    label = _LABEL_PAIR.search(sentence)
    if label and label.group(1) in (question or ""):
        return False
    # ... or a bulleted line of a few words (`● 双人舞`): a heading of the list
    return "《" in sentence or bool(label) or bool(_BULLET.match(sentence))


_BULLET = re.compile(r"^\s*[●•▪◆■]")


# a line of prose: unindented, no columns, and a sentence's end after three words (`In R, they are
# determined by the environment in which the function was created.`; a Chinese line ends in its
# full stop), or six words at least nearly all plain words (`took 10 seconds (and more memory), and`);
# a code or listing line is indented or aligned in columns (`datasets      The R Datasets Package`)
# or mostly no words (`A <- as.matrix(read.table("matrix.dat", header = FALSE,`)
_PROSE_END = re.compile(r"^(?=[^\s`#>.]\S*(?:\s\S+){2})(?:(?!\s{2}).)*(?:[.?!]|\S+(?:\s\S+){4,}:)$"
                        f"|^[{RANGES}](?:(?!\\s{{2}}).)*[。！？]$")
_PLAIN_WORD = re.compile(r"^[(“\"‘]?[A-Za-z][A-Za-z’'-]*[,.;:)”\"’]*$")


def _prose_line(line: str) -> bool:
    if _PROSE_END.match(line):
        return True
    words = line.split(" ")
    return (bool(line) and not line[0].isspace() and "  " not in line and len(words) >= 6
            and sum(bool(_PLAIN_WORD.match(w)) for w in words) >= 0.8 * len(words))


_CODE_LINE = re.compile(r"^\s{2,}\S|\S\s{3,}\S")


def _opens_in_code(lines: list[str]) -> bool:
    """An excerpt cut inside a code block holds an odd count of fences; it was cut at its start (its
    first fence closes) unless a line of prose stands before that fence: then it was cut at its end.
    Cut inside blocks at both ends (an even count), it opens on code where every line before the
    first fence is indented or aligned in columns (a listing's `datasets      The R Datasets Package`)."""
    fences = [n for n, line in enumerate(lines) if _FENCE.match(line)]
    head = [line for line in lines[:fences[0]] if line.strip()] if fences else []
    if len(fences) % 2 == 0:
        return bool(head) and all(_CODE_LINE.search(line) for line in head)
    return not any(_prose_line(line.rstrip()) for line in head)


def _body_lines(text: str):
    """The lines of a page that hold its body text: no table row, contents entry, numbered heading
    without its '#', or code (between fences; an excerpt cut inside a block holds an odd count of
    fences, _opens_in_code tells at which end). A line ending in a word hyphenated
    across a page or column break and the line holding the word's rest, blank lines between, are
    one line (Ex- and cel: Ex-cel; the ledger folds spaces, so the quote stays verbatim)."""
    lines = (text or "").split("\n")
    in_code = _opens_in_code(lines)
    pending = None  # the last body line, held while blank lines follow it
    after_number = False  # the line before was a caption's bare number (图2.2, 表2.3)
    for line in lines:
        if _FENCE.match(line):
            in_code = not in_code
        elif not line.strip() and not in_code:
            continue  # blank lines part paragraphs; the cut paragraph's rest may follow
        elif not in_code and _CAPTION_NUMBER.match(line):
            # a caption set as its number and its title on lines of their own (`跨页长表格的表题`, `表2.3`;
            # `图2.2`, `多个分图的示例`): the title beside the number is no sentence (0853)
            if pending is not None and not _caption_title(pending):
                yield pending
            pending, after_number = None, True
            continue
        elif after_number and _caption_title(line):
            after_number = False
            continue
        elif not (in_code or _TABLE_ROW.search(line) or _contents_leader(line) or _NUMBERED_HEADING.match(line)
                  or _CONTENTS_ENTRY.match(line) or _CAPTION.match(line)):
            after_number = False
            stripped = line.strip()
            if pending is not None and not pending.lstrip().startswith("#") and (
                    (_CUT_WORD.search(pending) and _WORD_GOES_ON.match(stripped))
                    or (_ZH_CUT.search(pending) and _ZH_PROSE.search(pending) and _ZH_GOES_ON.match(stripped)
                        and not _ZH_LABEL_TAIL.search(pending) and not _ZH_NUMBERED.match(pending)
                        and not _credit_line(pending, ""))):
                pending += stripped
                continue
            if pending is not None:
                yield pending
            pending = line.rstrip()
            continue
        if pending is not None:  # code, a table or a contents line between: no sentence goes on
            yield pending
            pending = None
    if pending is not None:
        yield pending


def _sentences(text: str):
    """(sentence, the sentence before it in the same paragraph or "") of a page's body text."""
    for paragraph in _body_lines(text):
        before = ""
        for match in _SENTENCE.finditer(paragraph):
            sentence = match.group().strip()
            if sentence:
                yield sentence, before
                before = sentence


def _asked_units(question: str) -> set[str]:
    """The question's own units. An English question's are its words less stop words and fillers
    (the, is, exactly, does: a long sentence holds them all, a page rarely says exactly), as the
    plan reads it (english.words, english.fillers), and its numbers (2020 notes, Level 1); a
    Chinese one's are all its pairs but the asking."""
    asked = _ASKING.sub("|", question or "")
    units = _units(asked)
    if not english.applies(question or ""):
        return units
    found = [word for _at, word in english.words(asked)]
    dropped = english.fillers(found, asked)
    return {u for word in found if word not in dropped for u in _word_units(word)} | {u for u in units if u.isdigit()}


def _filler_units(question: str) -> set[str]:
    """An English question's everyday words (fillers: case, care, default), which _asked_units
    leaves out: a long sentence holds them by chance, but one the candidate sentences rarely say is
    where the answer says it (`The parser is case sensitive.`); they weigh FILLER_SHARE of a
    question word as rare (decision 0822). Only those near the line (case, care, default): see, get,
    use and know are on every page of a manual (see the next section)."""
    if not english.applies(question or ""):
        return set()
    asked = _ASKING.sub("|", question or "")
    found = [word for _at, word in english.words(asked)]
    kept = {w for w in english.fillers(found, asked) if english.information(w) >= NEAR_FILLER}
    return {u for word in kept for u in _word_units(word)} - _asked_units(question)


def _word_units(text: str) -> set[str]:
    """An English text's units less the function-word pieces of its hyphenated words (add-on's on,
    built-in's in, up-to-date's to): a piece the text says on its own stays. A sentence says `on`
    anywhere, so it would weigh as a rare word of the question (decision 0787)."""
    units = _units(text)
    folded = (text or "").casefold()
    pieces = {p for w in _HYPHENATED.findall(folded) for p in w.split("-") if p in EN_STOP_WORDS}
    alone = set(_UNIT.findall(_HYPHENATED.sub(" ", folded)))
    return units - (pieces - alone)


def _latin(concept: str) -> bool:
    """An English concept: Latin words only (register x0, FENCE instruction), no ideograph."""
    return bool(re.search(r"[A-Za-z]", concept)) and not CHAR.search(concept)


def _concept_units(concept: str) -> set[str]:
    """What a concept is matched on: an English one's word stems, and the phrase itself (its
    folded form) where it has several; a Chinese one's character pairs."""
    if not _latin(concept):
        return _units(concept)
    return _word_units(concept) | ({fold_term(concept)} if len(concept.split()) > 1 else set())


def _phrase_forms(concept: str) -> list[str]:
    return [fold_term(concept), *english.variants(concept.lower())]


def _says(forms: list[str], folded: str, words: list[str] | None = None) -> bool:
    """The folded sentence says the phrase: as written, or its words' stems in order, a few letters
    apart (Register x0 is hardwired), as the pack's coverage reads a page. `words`: the sentence's
    own words; a stem in order must open one of them (the folded text has no spaces, so `thin` and
    `line` were read in `smoothing and line art` for thin lines: 0939)."""
    return any(form in folded or (english.said_in_order(form, folded)
                                  and (words is None or all(any(w.startswith(part) for w in words)
                                                            for part in form.split(english.ORDERED))))
               for form in forms)


class _Scorer:
    """Scores sentences by the question's units they hold, each weighted by how rare it is among
    the candidate sentences (a word on every evidence sentence, 向量 in a chapter on vectors, tells
    nothing apart; 垂直 or 沉气 does) and raised inside the plan's concepts by their salience; the
    sentence before lends its units at CONTEXT_SHARE."""

    def __init__(self, question: str, weights: dict, texts: list[str]):
        self.concepts = {fold_term(c): max(float(w), 0.05) for c, w in weights.items() if len(fold_term(c)) >= 2}
        # an English concept's own units are its words' stems (is, a, b are no part of register x0
        # or base ISA), a phrase of them (smart contact lenses) a unit of its own, said where a
        # sentence says its words in order as the pack reads it (english.variants, said_in_order)
        self.words = {fold_term(c): _word_units(c) for c in weights if _latin(c)}
        self.phrases = {fold_term(c): _phrase_forms(c) for c in weights if _latin(c) and len(c.split()) > 1}
        wanted = _asked_units(question) | {u for c in weights if len(fold_term(c)) >= 2 for u in _concept_units(c)}
        fillers = _filler_units(question) - wanted
        asked_for = {u for m in _ASKED_FOR.finditer(question or "") for u in _units(next(g for g in m.groups() if g))}
        self.asks_kinds = bool(_ASKS_KINDS.search(question or ""))
        self.asks_kinds_en = english.applies(question or "") and bool(_ASKS_KINDS_EN.search(question or ""))
        self.asks_why = bool(_ASKS_WHY.search(question or ""))
        self.asks_name = bool(_ASKS_NAME.search(question or ""))
        self.asks_wrong = self.asks_why or bool(_ASKS_WRONG.search(question or ""))
        self.asks_may = bool(_ASKS_MAY.search(question or ""))
        self.asks_difference = bool(_ASKS_DIFFERENCE.search(question or ""))
        # an English question asking what a thing is: its words and concepts, for the sentence whose
        # subject is its concept (0921)
        self.asks_what_is = english.applies(question or "") and bool(_ASKS_WHAT_IS.search(question or ""))
        self.subject_words = _asked_units(question) if self.asks_what_is else set()
        self.subject_own = _content_words(question) if self.asks_what_is else set()
        self.subject_concepts = [units for units in self.words.values() if units] if self.asks_what_is else []
        # each sentence's units once: the pool's counts, then its own score and the one after it
        self.units = {}
        for text in texts:
            for sentence, _ in _sentences(text):
                self._units_of(sentence)
        pool = list(self.units.values())
        n = len(pool) or 1
        self.weight = {}
        for unit in fillers:
            df = sum(unit in units for units in pool)
            self.weight[unit] = FILLER_SHARE * math.log((n + 1) / (df + 0.5))
        for unit in wanted:
            df = sum(unit in units for units in pool)
            boost = max([w for c, w in self.concepts.items() if self._inside(unit, c)] or [0.0])
            self.weight[unit] = (math.log((n + 1) / (df + 0.5)) * (1.0 + boost)
                                 * (ASKED_BOOST if unit in asked_for else 1.0)
                                 * (NUMBER_BOOST if unit.isdigit() and len(unit) >= 2 else 1.0))

    def _inside(self, unit: str, concept: str) -> bool:
        """The unit is part of the (folded) concept: an English concept's word or the phrase itself,
        a Chinese one's characters."""
        if concept in self.words:
            return unit in self.words[concept] or unit == concept
        return unit in concept

    def names(self, sentence: str, concept: str) -> bool:
        """The sentence names the concept: as written, or an English one's word stems (pacemaker
        names pacemakers)."""
        key = fold_term(concept)
        if self.words.get(key):
            return self.words[key] <= self._units_of(sentence)
        return key in fold_term(sentence)

    def named(self, sentence: str) -> float:
        folded = fold_term(sentence)
        return round(sum(w for c, w in self.concepts.items() if c in folded), 3)

    def _units_of(self, sentence: str) -> set[str]:
        if sentence not in self.units:
            folded = fold_term(sentence) if self.phrases else ""
            words = _UNIT.findall(unicodedata.normalize("NFKC", sentence).casefold()) if self.phrases else []
            self.units[sentence] = _units(sentence) | {
                phrase for phrase, forms in self.phrases.items() if _says(forms, folded, words)}
        return self.units[sentence]

    def _states_effect(self, sentence: str) -> bool:
        """A consequence marker (thereby, 从而, 导致) whose clause names a question's word: the sentence
        says the question's effect follows from what it states, the cause a why-question asks (1001)."""
        for marker in _CONSEQUENCE.finditer(sentence):
            clause = _CLAUSE_END.split(sentence[marker.end():], 1)[0]
            if any(self.weight.get(u, 0) > 0 for u in _units(clause)):
                return True
        return False

    def score(self, sentence: str, before: str, explains: bool = False) -> float:
        """`explains`: the sentence gives the reason for `before` (a why-question's answer), so it is
        about what `before` names, as a sentence opening on it or they is."""
        own = self._units_of(sentence) & self.weight.keys()
        lent = (self._units_of(before) & self.weight.keys()) - own
        share = 1.0 if explains or _REFERS_BACK.match(sentence) or _ELABORATES.match(sentence) else CONTEXT_SHARE
        value = sum(self.weight[u] for u in own) + share * sum(self.weight[u] for u in lent)
        if _states_definition(sentence):
            value *= DEFINING_BONUS
            folded = fold_term(sentence)
            if any(_defines(folded, c) for c in self.concepts):
                value *= DEFINING_BONUS
        elif self.asks_what_is and _subject_is(sentence, self.subject_words, self.subject_concepts,
                                                  self.subject_own):
            value *= DEFINING_BONUS * DEFINING_BONUS
        if _TASK.search(sentence):
            value *= TASK_SHARE
        if (self.asks_kinds and _DIVIDES.search(sentence)) or (self.asks_kinds_en and _COUNTS.search(sentence)):
            value *= ASKED_BOOST
        if self.asks_why:
            effect = self._states_effect(sentence)
            if explains or effect or _REASON.search(sentence):
                value *= REASON_BOOST * (REASON_BOOST if effect else 1.0)
        if self.asks_name and _NAMES.search(sentence):
            value *= ASKED_BOOST
        if self.asks_may and _VERDICT.search(sentence):
            value *= VERDICT_BOOST
        if self.asks_difference and _CONTRASTS.search(sentence):
            value *= VERDICT_BOOST
        if not self.asks_wrong and _COUNTER.match(sentence):
            value *= COUNTER_SHARE
        return value

    def best(self, text: str, question: str, limit: int = QUOTE_CHARS) -> tuple[str, float, float]:
        """The body sentence of `text` scoring highest (the longer within `limit` on a tie), cut to
        `limit` (verbatim), its score and the weight of the concepts it names. Markdown heading lines
        and sentences that only echo `question` (an exercise asking the same thing) are not quoted."""
        best, best_key = "", None
        answers_book_question, echo = False, ""  # the paragraph has asked the question itself
        heading = ""  # the heading line just read, where it names the question
        order, at = [], -1  # the sentences in reading order, and where the best one stands
        last = ""  # the last sentence scored, across paragraphs
        explaining = ""  # the statement an explanation's label (`说明：`) above numbered items explains
        for sentence, before in _sentences(text):
            order.append(sentence)
            answers_book_question = answers_book_question and bool(before)
            if not before and heading:
                # the paragraph under a heading naming the question (`An extra staff appears`, `Error
                # message FT Get Glyph Name`, `Why does the syntax change?`) answers it, as after the
                # book's own asking; its first sentence says what the heading names without its words
                answers_book_question, before = True, heading
            # English only: a Chinese textbook's heading names its topic (等比数列的前 n 项和), not a question
            heading = (sentence if sentence.startswith("#") and english.applies(question)
                       and _heading_names(sentence, question) else "")
            if _echoes(sentence, question):
                # the book asks the question (So how do you put a backslash in a string?): what
                # follows in its paragraph answers it; the asking lends no words, they are the question's
                asks = bool(_ASKING.search(sentence))
                answers_book_question = answers_book_question or asks
                # only an asking lends nothing: a statement saying the question's words (`Installing
                # source packages which do not contain compiled code should work…`) is what the next
                # sentence (`For others you will need…`) refers back to (decision 0788)
                echo = sentence if asks else ""
                continue
            before = "" if before == echo else before
            if self.asks_why and _EXPLAINS.match(sentence) and not _EXPLAINS.sub("", sentence).strip():
                # an explanation's label on its own line (`说明：`) above its numbered reasons
                # (`1）增加查询分析器解析成本。`): each item explains the statement before the label (0924)
                explaining = last
                continue
            explaining = explaining if explaining and _ITEM.match(sentence) else ""
            if (sentence.startswith("#") or len(fold_term(sentence)) < 4 or _BLANK.search(sentence)
                    or _TITLE_LINE.match(sentence) or _credit_line(sentence, question)):
                continue
            # a why-question's reason explains the statement read just before it, also where it is a
            # paragraph of its own (a rule book's `说明：…` under its rule)
            explains = self.asks_why and (bool(_EXPLAINS.match(sentence)) or bool(explaining))
            before = explaining or before or (last if explains else "")
            last = sentence
            score = self.score(sentence, before, explains) * (BOOK_ASKS if answers_book_question else 1.0)
            key = (round(score, 6), not _REFERS_BACK.match(sentence), min(len(sentence), limit))
            if best_key is None or key > best_key:
                best, best_key, at = sentence, key, len(order) - 1
        best = " ".join(best.split())
        if not best:
            return "", 0.0, 0.0
        listed = _with_first_item(best, order[at + 1:])
        if listed != best:
            return listed, best_key[0], self.named(best)
        return self._cut(best, limit), best_key[0], self.named(best)

    def _cut(self, sentence: str, limit: int) -> str:
        """The sentence, or where it is longer than `limit` the `limit` characters of it from a clause's
        start that hold most of the question's weighted units (the first such on a tie): a long
        sentence may answer only past its first `limit` characters (`If you type 1+1 … at the
        command line the value is printed…, but in a source()d file… it isn't printed unless…`).
        On a tie a window running to the sentence's end (cut at one end only) reads best."""
        if len(sentence) <= limit:
            return sentence
        starts = [0] + [m.end() for m in _CLAUSE.finditer(sentence) if m.end() < len(sentence) - limit // 4]

        def held(start: int) -> float:
            return sum(self.weight[u] for u in _units(sentence[start:start + limit]) & self.weight.keys())

        start = max(starts, key=lambda at: (held(at), at + limit >= len(sentence), -at))
        opened = _CONDITION.match(sentence)
        if start == 0 and opened:
            # a sentence opening on its condition (When running convert-ly … under Windows on a file
            # which has spaces in the filename…, it is necessary to…): the question's words are in
            # the condition, the answer is the main clause after it, so the quote runs into it
            end = next((m.end() for m in _CLAUSE.finditer(sentence) if m.end() > opened.end()), 0)
            if 0 < end <= limit:
                limit = max(limit, end + int(MAIN_CLAUSE_SHARE * QUOTE_CHARS))
        return sentence[start:start + limit].strip()


_OPENS_LIST = re.compile(r"[：:]\s*(?:1|一|①|[（(][1一][)）])[、.．)）]?\s*\S")


def _with_first_item(sentence: str, after: list[str]) -> str:
    """A sentence announcing a list, with what follows it up to the list's first item (a further
    announcing line, `说明：三个条件如下`, on the way), where that fits in LIST_CHARS; else the sentence."""
    if not _ANNOUNCES.search(sentence):
        return sentence
    if _OPENS_LIST.search(sentence):
        # the list begins inside the sentence (`…包含如下几个部分：1、问题的提出；`, its items split at
        # ；): its further items go on into the quote while they fit (0853)
        quote = sentence
        for following in after:
            following = " ".join(following.split())
            if not _ITEM.match(following) or len(quote) + 1 + len(following) > LIST_CHARS:
                break
            quote += " " + following
            if following.endswith(("。", ".")):  # the list's last item closes its sentence
                break
        return quote
    quote = sentence
    for following in after[:3]:
        following = " ".join(following.split())
        if len(quote) + 1 + len(following) > LIST_CHARS:
            break
        quote += " " + following
        if _ITEM.match(following):
            return quote
        if not _ANNOUNCES.search(following):
            break
    return sentence


# a condition opening a sentence, and how much of the main clause after it a quote shows
_CONDITION = re.compile(r"(?:when|if|once|unless|whenever)\s|(?:如果|假如|若|当(?![前然天地日]))", re.IGNORECASE)
MAIN_CLAUSE_SHARE = 0.6


def best_sentence(text: str, concepts, limit: int = QUOTE_CHARS, question: str = "") -> tuple[str, float]:
    """The sentence of `text` that best answers: the one holding most of the question's rarer
    words and concepts (`concepts` a list or {concept: salience}), a defining sentence raised, an
    exercise's task lowered; with the weight of the concepts it names."""
    weights = concepts if isinstance(concepts, dict) else {c: 1.0 for c in concepts}
    quote, _score, named = _Scorer(question, weights, [text]).best(text, question, limit)
    return quote, named


def _names_content(title: str) -> bool:
    """A title of its own: two letters or ideographs at least (not 戂, a notation font's glyph),
    not a generic heading (习 题, 小结, Exercises, per the tree's rules), not a book-level one
    (目录), not the front matter."""
    from f.common.tree.headings import classify, match_key

    letters = re.sub(r"[\d_]", "", match_key(title))
    return (len(letters) >= 2 and title not in FRONT_MATTER
            and classify(title).kind not in ("generic", "book"))


def leaf_title(section: str | None) -> str:
    """The section's own title: the deepest part of its path that names content (习 题 under
    6.2 数量积 is 6.2 数量积's exercises, so the title is 6.2 数量积). A character the PDF's font
    could not map (U+FFFD, 第三章�身体健康) reads as a space."""
    path = (section or "").replace("\ufffd", " ").replace(" / ", " > ")
    parts = [" ".join(p.split()) for p in path.split(" > ") if p.strip()]
    return next((title for title in reversed(parts) if _names_content(title)), "")


FOLLOW_UPS = 3
PAGE_CHARS = 700  # the window of a hit's page the digest reads besides its passage (the pack's TEXT_CHARS)
PAGE_SHARE = 0.67  # ... where its best sentence counts as one rank lower (RANK_WEIGHT): the search chose the passage


# a form's field to fill: a placeholder for a name or a number (××× 教授, (×)) or a dotted gap after
# the words that open it (`论文提出了......`); a form is no section to read on (0853). The committee
# form's `( × 票/一致)` is no pattern of its own: its line holds ××× (0929)
_PLACEHOLDER = re.compile(r"×\s*×|(?:[.．]\s?){3,}\s*$|…{2,}\s*$|×\s*[）)]")


def _prose_chars(text: str) -> int:
    """Characters of the sentences of a hit's text, a form's sentences with fields to fill left out."""
    return sum(len(fold_term(sentence)) for sentence, _before in _sentences(text)
               if not _PLACEHOLDER.search(sentence))


def follow_up_titles(chosen: list, evidence: list, apart=None) -> list[str]:
    """Sections to read on: those of the further quotes, then of the other hits, in rank order;
    never the first quote's own section (the reader has just been sent there), a section that
    names no content of its own, or a page without body text (an assessment table, a contents
    page). Where no other section qualifies, the first quote's own is still something to read on,
    as 0167 had it: a question all of whose hits lie in one section. `apart(book_id)`: the book's
    boilerplate sections (a licence, a declaration: f.common.chat.apart_sections), never offered."""
    own = leaf_title(chosen[0][0].get("section")) if chosen else ""
    titles = []
    others = [row[0] for row in chosen[1:]] + [e for e in evidence if all(e is not row[0] for row in chosen)]
    for item in others:
        title = leaf_title(item.get("section"))
        if (title and title != own and title not in titles
                and _prose_chars(item.get("text") or "") >= MIN_SECTION_CHARS
                and not (apart and title in apart(item.get("book_id")))):
            titles.append(title)
            if len(titles) == FOLLOW_UPS:
                break
    # the section's text across its hits: each is a window of its page (0420), not the page
    own_chars = sum(len(fold_term(item.get("text") or "")) for item in [chosen[0][0], *others]
                    if leaf_title(item.get("section")) == own) if own else 0
    if not titles and own_chars >= MIN_SECTION_CHARS and not (apart and own in apart(chosen[0][0].get("book_id"))):
        titles.append(own)  # as 0167 named it
    return titles


PARAGRAPH_CHARS = 400  # how far a passage cut inside a paragraph reads on to its end


def _whole_paragraphs(text: str, whole: str) -> str:
    """The hit's passage as its page's paragraphs: the search cuts its window anywhere, so a passage
    may end inside a paragraph (`…environments are not copied when pa`, the paragraph's next sentence
    saying what follows) or open on a paragraph whose heading, just above, it left out (`If the block
    delete switch is on, …` under `### 2.5.3.2 Block Delete Switch`). The paragraph cut at the end
    reads on to its end (within PARAGRAPH_CHARS), and the heading above the first paragraph is
    read with it, as a heading naming the question tells its paragraph (0938)."""
    at = whole.find(text)
    if at < 0 or not text.strip():
        return text
    end = at + len(text)
    stop = whole.find("\n\n", end)
    stop = len(whole) if stop < 0 else stop
    # not inside a code block: its fences tell where the excerpt was cut (_opens_in_code)
    if stop - end <= PARAGRAPH_CHARS and "```" not in whole[end:stop] and text.count("```") % 2 == 0:
        end = stop
    start = at
    head = whole[:at].rstrip("\n")
    if at == 0 or whole[:at].endswith("\n"):
        above = head.rsplit("\n", 1)[-1]
        start = len(head) - len(above) if above.lstrip().startswith("#") else at
    return whole[start:end]


def _read(item: dict, reader, focus: dict) -> tuple[str, str, str]:
    """(the hit's own text, more of its page, the text its quotes are checked against). An English
    pack carries the search passage, a few hundred characters, and the answering sentence is often
    elsewhere on the page: where `reader` (f.common.chat.book_reader) has the page and it says more,
    its window (PAGE_CHARS, cut as the pack cuts a Chinese page) is read too, unless it only repeats
    the passage (decision 0852); the quotes are checked against the whole page. The passage itself
    is read as whole paragraphs of the page, with the heading just above it (0938)."""
    text = item.get("text") or ""
    whole = reader.page(item.get("book_id"), item.get("page")) if reader is not None else ""
    if len(whole) <= len(text):
        return text, "", text
    text = _whole_paragraphs(text, whole)
    cut = window(whole, focus, PAGE_CHARS)
    return text, ("" if "".join(cut.split()) in "".join(text.split()) else cut), whole


def digest(question: str, pack: dict, ledger, reader=None) -> dict:
    """{answer, citations, follow_up_questions (unchecked)} from an evidence pack; the evidence
    enters `ledger` so the citations are checked like any others. `reader`
    (f.common.chat.book_reader.BookReader): the hits' pages and the books' boilerplate sections."""
    lang = language(question)
    words = WORDS[lang]
    if pack["status"] == "no_evidence" or not pack["evidence"]:
        return {"answer": words["none"], "citations": [], "follow_up_questions": []}
    plan = pack["plan"]
    concepts = plan.get("salience") or {c: 1.0 for c in plan.get("concepts") or []}
    lines = [words["label"]] + ([words["weak"]] if pack["status"] == "weak_evidence" else [])
    # the best hits' best sentences; the one that answers best first, the rest in hit order, a
    # page only where its sentence scores near the best (the top page stands in when none does)
    top = pack["evidence"][:DIGEST_ITEMS]
    focus = {c: max(float(w), 0.05) for c, w in concepts.items()}  # as the pack's window weighs them
    read = {id(item): _read(item, reader, focus) for item in top}
    scorer = _Scorer(question, concepts, [t for own, more, _page in read.values() for t in (own, more) if t])
    scored = []
    for item in top:
        own, more, _page = read[id(item)]
        quote, score = scorer.best(own, question)[:2]
        if more:
            other, other_score = scorer.best(more, question)[:2]
            if other_score * PAGE_SHARE > score:
                quote, score = other, other_score * PAGE_SHARE
        scored.append((item, quote, score))
    scored = [(item, quote, score) for item, quote, score in scored if quote]
    # a lower hit's sentence comes first only where it scores well above the better hit's (ordering
    # every quote by the digest's own score cost seen sets: decision 0786, not kept)
    best = max(enumerate(scored), key=lambda n_row: n_row[1][2] * RANK_WEIGHT ** n_row[0], default=(0, None))[1]
    # ... and names a concept that tells pages apart, where the question has one: 舞蹈 and 表演 are
    # on every page of a dance book, so `选择性必修 舞蹈表演` says nothing of 即兴 (decision 0288)
    telling = [c for c, w in (plan.get("concept_weights") or {}).items() if w > 0]
    chosen = [] if best is None else [best] + [
        row for row in scored if row is not best and best[2] > 0 and row[2] >= QUOTE_SHARE * best[2]
        and (not telling or any(scorer.names(row[1], c) for c in telling))]
    if best is not None and best[2] == 0:
        chosen = [scored[0]]
    chosen = [(item, quote) for item, quote, _score in chosen]
    citations = []
    for item, quote in chosen:
        evidence_id = ledger.add(item["book_id"], item["page"], read[id(item)][2],
                                 item.get("page_label"), item.get("section"))
        n = len(citations) + 1
        shown = _REFERENCE_MARKER.sub(r"［\1］", quote)
        lines.append(f"- {shown}[{n}]")  # where it is from: the citation (book, section, page)
        citations.append({"n": n, "evidence_id": evidence_id, "quote": quote})
    if not citations:
        return {"answer": words["none"], "citations": [], "follow_up_questions": []}
    apart = reader.apart if reader is not None else None
    follow = [words["follow"].format(title=t) for t in follow_up_titles(chosen, pack["evidence"], apart)]
    return {"answer": "\n".join(lines), "citations": citations, "follow_up_questions": follow}
