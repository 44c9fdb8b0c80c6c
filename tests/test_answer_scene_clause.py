"""The scene a student sets before the ask is not what the question asks about (decision 1111)."""
from f.common.answer.scene_clause import scene_words


def test_a_word_only_of_the_askers_opening_clause_is_the_scene():
    question = "我帮老师整理毕业论文里的公式，有一个式子不想要编号，可又不想换成别的环境，书里说该加什么命令？"
    assert scene_words(question, ["整理", "毕业论文", "式子", "编号"]) == {"整理", "毕业论文"}
    question = "我们组做数学建模，公式里要夹几个正体的英文单词，直接在公式里打字行不行？"
    assert scene_words(question, ["数学建模", "正体", "打字"]) == {"数学建模"}


def test_a_scene_word_said_again_later_is_part_of_the_question():
    question = "我帮导师把一篇 article 改成 book 类的书稿，发现参考文献的标题变了，article 里默认叫什么，book 里又叫什么？"
    assert scene_words(question, ["article", "book", "书稿", "参考文献"]) == {"书稿"}


def test_no_scene_in_two_clauses_or_without_the_asker_as_subject():
    # two clauses: the opening one is the question's thing (pgfplots), not a scene
    assert scene_words("我打算用 pgfplots 直接读数据文件画折线图，该怎么写？", ["pgfplots", "折线图"]) == set()
    # the opening clause's subject is no asker: the thing asked about (resizebox) may stand anywhere
    assert scene_words("表格太宽超出了版心，我打算用 resizebox 把它缩到页宽，该怎么写？", ["版心", "resizebox"]) == set()
