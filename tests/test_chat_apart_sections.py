"""Boilerplate sections a digest's follow-up never offers (decision 0851), without services."""
from f.common.chat.apart_sections import apart_titles, runs

CHAPTER = ("The library parses the definitions and builds a structure of nodes. Each node of the structure "
           "holds a value, and the functions read and write the values of the nodes by their names. ")
LICENCE = ("Permission is granted to copy, distribute and modify this document under the terms of the "
           "licence, with no invariant sections, no front-cover texts and no back-cover texts. The licensee "
           "warrants nothing; sublicensing is void, and the copyright holder may terminate it. ")


def _book(pages_of_licence: int = 2) -> tuple[dict, list[dict]]:
    pages = {n: CHAPTER * 3 + f" page{n}" for n in range(1, 11)}
    nodes = [{"title": "1 Introduction", "start_index": 1, "end_index": 5},
             {"title": "2 Functions", "start_index": 6, "end_index": 10}]
    for n in range(11, 11 + pages_of_licence):
        pages[n] = LICENCE * 3
    nodes.append({"title": "A.1 GNU Free Documentation License", "start_index": 11,
                  "end_index": 10 + pages_of_licence})
    return pages, nodes


def test_a_section_whose_words_the_book_says_nowhere_else_stands_apart():
    pages, nodes = _book()
    assert apart_titles(pages, nodes) == {"A.1 GNU Free Documentation License"}


def test_a_part_as_large_as_a_quarter_of_the_book_is_its_subject():
    pages, nodes = _book(pages_of_licence=6)  # 6 of 16 pages
    assert apart_titles(pages, nodes) == set()


def test_text_said_in_another_book_stands_apart_in_any_script():
    declaration = ("本人郑重声明：所呈交的学位论文，是本人在导师指导下，独立进行研究工作所取得的成果。尽我所知，除文中已经"
                   "注明引用的内容外，本学位论文的研究成果不包含任何他人享有著作权的内容。对本论文所涉及的研究工作做出"
                   "贡献的其他个人和集体，均已在文中以明确方式标明。本人完全了解有关保留、使用学位论文的规定，学校可以"
                   "采用影印、缩印或其他复制手段保存研究生上交的学位论文。")
    pages = {1: "论文的语言应当规范，表述要严谨简明，重点突出。" * 6, 2: "表应具有自明性，尽可能采用三线表。" * 6,
             3: declaration}
    nodes = [{"title": "1.1 论文的语言", "start_index": 1, "end_index": 1},
             {"title": "2.2 表格", "start_index": 2, "end_index": 2},
             {"title": "声明", "start_index": 3, "end_index": 3}]
    other_book = runs("学位论文原创性声明" + declaration)
    assert apart_titles(pages, nodes, [other_book]) == {"声明"}
    assert apart_titles(pages, nodes, [runs("研究设计与实证分析的方法。" * 10)]) == set()


def test_a_top_level_node_named_as_the_book_is_its_title_page():
    pages, nodes = _book()
    top = [{"title": "Nettle: a low-level crypto library", "start_index": 1, "end_index": 1}] + nodes
    assert "Nettle: a low-level crypto library" in apart_titles(pages, nodes, None, top, "Nettle: a low-level crypto library")
    assert "Nettle: a low-level crypto library" not in apart_titles(pages, nodes, None, top, "Another book")
