"""Seventeenth round (0541): a two-character dictionary entry no likelier than its characters met by
chance (干点 of 干点啥, 北开 of 往北开) is a piece of the student's phrase the cut made, as everyday
as its characters; a word of its own, however rare, keeps its information."""
from f.common.answer.coverage import missing_subject, weighted_coverage
from f.common.answer.plan import concepts
from f.common.answer.salience import chance_entry, information, is_domain


def test_a_chance_entry():
    # jieba's dictionary alone cuts 干点 into 干 + 点; 北开 is barely likelier than 北 + 开
    for piece in ("干点", "北开", "跑调"):
        assert chance_entry(piece), piece
    # a rare entry jieba tags a common noun is a name: a near-topic question's telling word (杀球)
    # or a book's term (子类, 拿顶)
    for noun in ("杀球", "子类", "拿顶"):
        assert not chance_entry(noun), noun
    # its information is untouched: as a piece of a longer word (气层 of 大气层) it is not judged
    assert information("北开") > 15


def test_an_absent_chance_entry_proves_nothing():
    # the page draws the ship's route in its own words: 北开 is no word it must say as written
    question = "船先往东开3千米再往北开4千米那道题，要我画个啥？"
    page = "小船先向东航行3千米，再向北航行4千米，画出它的位移。"
    forms, weights = {"北开": ["北开"]}, {"北开": 1.0}
    assert weighted_coverage(question, forms, weights, [page]) is None
    assert missing_subject(question, forms, weights, {"北开": [page]}, [page], ["北开"]) is None
    # a telling noun of the same rarity stays the missing subject (杀球, no chance entry)
    forms, weights = {"杀球": ["杀球"]}, {"杀球": 1.0}
    assert missing_subject("羽毛球的杀球怎么发力？", forms, weights, {"杀球": [page]}, [page], ["杀球"]) == "杀球"
    # named, a chance entry counts as before
    assert weighted_coverage(question, {"北开": ["北开"], "千米": ["千米"]}, {"北开": 1.0, "千米": 0.5},
                             [page + "往北开"]) == 1.0


def test_a_word_of_its_own_keeps_its_information():
    # rare entries far likelier than their characters side by side: telling words of near-topic
    # questions (拉伤, 挥鞭, 草莓) and a student's word that names a thing (朝向)
    for word in ("拉伤", "挥鞭", "草莓", "朝向", "次方"):
        assert is_domain(word) and not chance_entry(word), word
    assert "大气层" in concepts("大气层分为哪几层？")


def test_a_chance_entry_both_dictionaries_hold_is_the_subject():
    # 0877: 转位 (a chord's inversion) is as rare as 转 + 位 met by chance, but it is one entry of
    # jieba's tagged dictionary and a CC-CEDICT headword: absent from the pages, it is the subject
    assert chance_entry("转位")
    question = "视唱练耳书里转位和弦是怎么听辨的？"
    page = "五、单个和弦听辨与记录。听辨大三和弦与小三和弦。"
    forms = {c: [c] for c in ("转位", "和弦")}
    weights = {"转位": 1.0, "和弦": 0.3}
    assert weighted_coverage(question, forms, weights, [page]) < 0.5
    assert missing_subject(question, forms, weights, {c: [page] for c in forms}, [page], ["转位", "和弦"]) == "转位"
    # a chance entry the tagger cuts in two (非要: 非 + 要) still proves nothing absent
    forms, weights = {"非要": ["非要"]}, {"非要": 1.0}
    assert weighted_coverage("手册为啥非要建唯一索引？", forms, weights, ["唯一索引"]) is None
