"""Choice options read beside the stem's subject, second choice round (issue 27, 0781-0783).

A list item's notes belong to the item its numbered line names (1弹腿： then 动作要点：……); between
options beside as much of the subject, the one its window says whole; the stem's words that are no
concept (外侧, a direction) tell apart options the concepts leave equal, never more. Pure, no service."""
from __future__ import annotations

from f.common.answer.options import _SENTENCE_END, _item, _windows, beside
from f.common.answer.pack import _beside_the_subject

KICKS = ("2. 动作方法(1) 腿法。\n\n1弹腿：并步站立，另一腿由屈到伸向前弹出。脚面绷平，力达脚尖。（图2-59)\n\n"
         "动作要点：收髋，弹击有寸劲，力达脚尖。\n\n[图: 图 2-59]\n\n"
         "2侧踹腿：呈插步，左腿由屈到伸，用脚掌猛力踹出。（图2-60)动作要点：挺膝、开髋、猛踹，脚外侧朝上、力达脚掌。\n")


def test_a_numbered_items_notes_are_beside_its_name():
    subject = {"弹腿": 1.0, "要点": 0.5}
    own = beside(["弹击", "有寸"], [KICKS], {}, subject)
    other = beside(["外侧", "朝上", "脚掌"], [KICKS], {}, subject)
    assert own == (1.5, 1.0, 1.5) and other[0] == 0.5 and other < own
    # the item runs to the next numbered line, no further
    item = [w for w in _windows(KICKS, ["弹腿"], _SENTENCE_END) if w.startswith("1弹腿")]
    assert item and "弹击有寸劲" in item[0] and "侧踹腿" not in item[0]


def test_an_item_named_by_more_than_the_mention_keeps_sentence_windows():
    page = ("3. 动作重点、难点分析\n\n乒乓球技术教学的重点是进一步熟悉球性。\n\n"
            "乒乓球技术教学的难点是手腕和手指对拍型的调控。\n\n4. 教学案例\n")
    subject = {"难点": 1.0, "乒乓球": 0.5}
    assert beside(["熟悉", "球性"], [page], {}, subject) < beside(["手腕", "拍型"], [page], {}, subject)
    # nor does a number that opens no item (a decimal, a range of beats) make one
    for page in ("1.5弹腿\n动作要点：弹击。\n", "4~12弹腿\n动作要点：弹击。\n", "1弹腿向前弹出\n要点。\n"):
        at = page.index("弹腿")
        assert _item(page, at, at + 2) is None
    assert _item("1弹腿\n动作要点：弹击。\n2侧踹腿\n", 1, 3) == (0, 13)


def test_between_options_beside_alike_the_one_said_whole_wins():
    page = "高山滑雪具有惊险、优美、自如等特点，因此被人们视为滑雪运动的精华和象征，男女老幼均可滑行。"
    subject = {"高山": 0.7, "滑雪": 1.0}
    whole = beside(["滑雪运动", "精华", "象征"], [page], {}, subject)
    part = beside(["惊险", "优美", "极限"], [page], {}, subject)  # 极限 unsaid
    assert whole[0] == part[0] and whole > part


def test_the_stems_other_words_tell_apart_options_the_concepts_leave_equal():
    page = ("（2）脚背外侧运球。\n运球脚提起时，脚尖稍内转，用脚背外侧向前推拨球，球直线运行。\n"
            "（3）脚背内侧运球。\n运球脚提起时，脚尖稍外转，用脚背内侧向前侧推拨球，球弧线运行。\n")

    def plan(concepts):
        return {"stem": "用脚背外侧运球的时候，运球脚的脚尖要（ ）", "concepts": concepts,
                "salience": {c: 1.0 for c in concepts}, "polarity": "positive",
                "options": [{"label": "A", "verdict": "supported", "distinctive": ["稍内"]},
                            {"label": "B", "verdict": "supported", "distinctive": ["稍外"]}]}

    chosen = plan(["脚背", "运球脚", "脚尖"])
    _beside_the_subject(chosen, {}, [("book", 1)], {("book", 1): page})
    assert [o["verdict"] for o in chosen["options"]] == ["supported", "not_found"]
    # where no option stands beside a concept, the stem's other words are the subject (0826): the
    # outer instep's line says 稍内
    apart = plan(["任意球"])
    _beside_the_subject(apart, {}, [("book", 1)], {("book", 1): page})
    assert [o["verdict"] for o in apart["options"]] == ["supported", "not_found"]


def test_only_a_locative_of_the_stem_tells_options_apart():
    # 游戏 and 目标 are the stem's everyday words, no locative: the option beside 游戏 is not chosen by it
    page = "体能发展目标：力量、协调性。\n这个游戏里，体能目标：学习篮球的兴趣。\n"
    plan = {"stem": "我也能扣篮这个游戏的体能发展目标是（ ）", "concepts": ["体能"], "salience": {"体能": 1.0},
            "polarity": "positive",
            "options": [{"label": "A", "verdict": "supported", "distinctive": ["力量", "协调性"]},
                        {"label": "B", "verdict": "supported", "distinctive": ["篮球", "兴趣"]}]}
    _beside_the_subject(plan, {}, [("book", 1)], {("book", 1): page})
    assert [o["verdict"] for o in plan["options"]] == ["supported", "supported"]
