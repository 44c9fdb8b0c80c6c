"""Choice options read beside the stem's subject, fourth choice round (issue 27, 0871).

What a sentence sets an option against (使用X，而不是Y; use X rather than Y) is not what it says of
the stem's subject: those words are left out of the window read for an option. Pure, no service."""
from __future__ import annotations

from f.common.answer.options import beside
from f.common.answer.pack import _beside_the_subject

RULE = ("18.【推荐】使用entrySet 遍历Map 类集合KV，而不是keySet 方式进行遍历。\n"
        "说明：keySet 其实是遍历了2 次，一次是转为Iterator 对象，另一次是从hashMap 中取出key 所对应的value。\n")


def _verdicts(stem, concepts, distinctive, page, polarity="positive"):
    plan = {"stem": stem, "concepts": concepts, "salience": {c: 1.0 for c in concepts}, "polarity": polarity,
            "options": [{"label": label, "verdict": "supported", "distinctive": words}
                        for label, words in zip("ABCD", distinctive)]}
    _beside_the_subject(plan, {}, [("book", 1)], {("book", 1): page})
    return [o["verdict"] for o in plan["options"]]


def test_an_option_set_against_another_is_not_said_of_the_subject():
    subject = {"遍历": 1.0, "map": 1.0, "集合": 1.0}
    # keySet stands in the rule's sentence only after 而不是: its best window is the 说明's (遍历, hashMap)
    assert beside(["keyset"], [RULE], {}, subject)[0] == 2.0
    assert beside(["entryset"], [RULE], {}, subject)[0] == 3.0
    assert _verdicts("遍历 Map 类集合的 KV 时，手册推荐用哪种方式（ ）", ["遍历", "map", "集合"],
                     [["keyset"], ["entryset"]], RULE) == ["not_found", "supported"]


def test_the_words_after_the_marker_end_at_the_clause():
    page = "A rule, thick, rather than a double.\n"
    assert beside(["double"], [page], {}, {"rule": 1.0}, True)[0] == 0.0
    # the clause before the marker is the sentence's own; without the marker the double is said too
    assert beside(["thick"], [page], {}, {"rule": 1.0}, True)[0] == 1.0
    assert beside(["double"], ["A rule, thick, and a double.\n"], {}, {"rule": 1.0}, True)[0] == 1.0


def test_a_negative_stem_still_keeps_the_whole_pages_verdicts():
    # 0828 stands: the contrast changes nothing where the stem asks for the wrong option
    assert _verdicts("遍历 Map 类集合时，下列说法不正确的是（ ）", ["遍历", "map", "集合"],
                     [["keyset"], ["entryset"]], RULE, polarity="negative") == ["supported", "supported"]
