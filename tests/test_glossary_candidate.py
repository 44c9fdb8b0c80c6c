"""The one constructor of a glossary rule's candidate (0995): every rule module builds its
candidate through it, and an unset flag is absent (rules._entry and vet read cand.get(flag))."""
from f.common.glossary import bold, en, introduced, rare_zh, reference_entries, registers_zh, zh
from f.common.glossary.candidate import candidate
from f.common.glossary.rules import _entry

_KEYS = {"term", "aliases", "definition", "confidence", "kind", "anaphoric"}


def test_a_plain_candidate_has_the_six_keys_and_no_flag():
    cand = candidate("栈", ["堆栈"], "一种后进先出的线性表", 0.8)
    assert set(cand) == _KEYS and cand["kind"] == "definition" and cand["anaphoric"] is False
    assert set(_entry(cand, "栈是一种后进先出的线性表。")) == {"term", "aliases", "definition", "quote", "method",
                                                          "kind", "confidence"}


def test_flags_are_set_only_where_asked_and_reach_the_entry():
    cand = candidate("Kali", [], "a distribution", 0.6, reuse=True, first_use=True, rare=True)
    assert cand["reuse"] is cand["first_use"] is cand["rare"] is True
    entry = _entry(cand, "Kali is a distribution.")
    assert entry["reuse"] and entry["first_use"] and entry["rare"]
    assert "first_use" not in candidate("Kali", [], "a distribution", 0.6, reuse=True)


def test_each_module_builds_through_it():
    """Each module keeps its own cleanup (en strips `.,;` and adds a singular, zh drops a
    citation, bold strips `：`), then the same dict: the six keys and the module's flags."""
    made = [en._cand("mobile platforms.", [], "platforms that move.", 0.8),
            zh._cand("栈", ["栈", "堆栈"], "一种线性表[1]", 0.8),
            bold._cand(("栈", ["堆栈"]), "：一种线性表", 0.8),
            introduced._cand("tar", ["tar", "tape archive"], "an archiver", 0.7, True),
            rare_zh._cand("鸿蒙", [], "一个操作系统"),
            registers_zh._cand("栈", "一种线性表", 0.75, anaphoric=True),
            reference_entries._cand("\\pinyin", [], "gives the pinyin")]
    assert all(_KEYS <= set(c) for c in made)
    assert made[0]["aliases"] == ["mobile platform"] and made[0]["definition"] == "platforms that move"
    assert made[1]["aliases"] == ["堆栈"] and made[2]["definition"] == "一种线性表" and made[2]["reuse"]
    assert made[3]["aliases"] == ["tape archive"] and made[3]["reuse"] and made[3]["first_use"]
    assert made[4]["rare"] and made[5]["anaphoric"] and "reuse" not in made[6]
