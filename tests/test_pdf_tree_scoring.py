"""Issue 28 (0450): the PDF-tree scoring drops a lone letter marker before a Chinese title as it
does before a capital or a digit, on both sides (Debian's Chinese installation guide prints
`A 安装指南` where its bookmark says `安装指南`); a different title stays different."""

from bench.bench_pdf_trees import norm


def test_a_letter_marker_is_dropped_before_latin_and_chinese_titles_alike():
    assert norm("A 安装指南") == norm("安装指南") == norm("B 安装指南")
    assert norm("A Installing Debian") == norm("Installing Debian")


def test_a_different_title_stays_different():
    assert norm("A 安装指南") != norm("A 硬件需求")
    assert norm("A安装指南") != norm("安装指南")  # no marker without its space
    assert norm("第 3 章 安装") != norm("安装指南")
    assert norm("2.3.2 R 作图") == norm("2.3.2 R作图") != norm("作图")  # a word, not a marker
