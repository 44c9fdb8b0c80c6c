"""The asker's clauses after the first are the scene too (decision 1116); a name the cut glued to
the first character of a preposition stays apart from it (decision 1117)."""
from f.common.answer import plan
from f.common.answer.glued_preposition import apart_from_a_preposition
from f.common.answer.scene_clause import scene_words


def test_the_scene_runs_over_the_askers_clauses_that_leave_two_for_the_ask():
    question = "我们班下周要排练合唱，我在整理歌谱，按照课本说的，一首歌里的乐句下面还能再细分成什么？"
    assert scene_words(question, ["排练", "合唱", "整理歌谱", "乐句"]) == {"排练", "合唱", "整理歌谱"}


def test_an_askers_clause_that_would_leave_the_ask_one_clause_is_the_ask():
    # three clauses: the second, though begun by the asker, is where the ask starts (我想知道…)
    question = "我在整理歌谱，我想知道乐句下面分什么，书里怎么说？"
    assert scene_words(question, ["整理歌谱", "乐句"]) == {"整理歌谱"}
    # a clause not begun by the asker ends the scene, whatever follows it
    question = "我在排练合唱，老师说要看歌谱，我在整理歌谱，乐句下面分什么？"
    assert scene_words(question, ["排练", "歌谱", "整理歌谱", "乐句"]) == {"排练"}


def test_the_name_is_cut_off_the_preposition_after_it():
    assert apart_from_a_preposition("阿炳除了二泉映月", ["阿炳除", "二泉映月"]) == ["阿炳", "除", "二泉映月"]
    assert "阿炳" in plan.analyse("阿炳除了二泉映月，还写过哪些曲子？")["concepts"]


def test_a_word_of_the_dictionary_and_short_pieces_stay_whole():
    # 大扫除 is a word of its own (tagged i), not a name: 大扫除了 keeps it
    assert apart_from_a_preposition("明天大扫除了", ["明天", "大扫除"]) == ["明天", "大扫除"]
    # two characters would leave one: kept (排除了)
    assert apart_from_a_preposition("排除了故障", ["排除", "故障"]) == ["排除", "故障"]
    # no preposition after the piece: kept
    assert apart_from_a_preposition("阿炳除草", ["阿炳除", "草"]) == ["阿炳除", "草"]
