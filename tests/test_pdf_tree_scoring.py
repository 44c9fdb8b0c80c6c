"""Issue 28 (0450): the PDF-tree scoring matches a title opening with a letter before Chinese with
or without that letter, on either side: a marker (Debian's Chinese installation guide prints
`A 安装指南` where its bookmark says `安装指南`) or a word (`U 盘` printed `U盘`); a different title
stays different."""

from bench.bench_pdf_trees import flat, score


def _match(bookmark: str, node: str) -> bool:
    nodes = flat({"structure": [{"title": node, "start_index": 3}]})
    return score([{"title": bookmark, "page_1based": 3, "level": 1}], nodes)["on_page"] == 1


def test_a_letter_before_a_chinese_title_matches_with_or_without_it():
    assert _match("安装指南", "A 安装指南") and _match("A 安装指南", "安装指南")
    assert _match("U 盘", "U盘") and _match("U盘", "U 盘")
    assert _match("A Installing Debian", "Installing Debian")


def test_a_different_title_stays_different():
    assert not _match("安装指南", "A 硬件需求")
    assert not _match("作图", "2.3.2 R 作图")  # a word after a number, not a marker
    assert _match("2.3.2 R作图", "2.3.2 R 作图")
    assert not _match("盘", "U盘")


def test_a_korean_chapter_marker_is_a_marker_as_the_chinese_one_is():
    assert _match("마음대로 바꾸기", "제6 장 마음대로바꾸기") and _match("그밖의 것들", "제 II 편그밖의것들")
    assert _match("LaTeX 설치하기", "부록A LaTeX 설치하기")
    assert not _match("바꾸기", "제6 장 마음대로바꾸기")


def test_a_bookmark_that_lost_its_accents_matches_the_printed_title():
    # PDFDocEncoding bookmarks (0509): Polish, Turkish, Vietnamese titles printed with accents
    assert _match("Wstep", "1 Wstęp") and _match("Przykłady uzycia", "Przykłady użycia")
    assert _match("Tesekkürler!", "Teşekkürler") and _match("Derece Isareti", "Derece İşareti")
    assert _match("Ðánh so phuong trình", "3.11 Đánh số phương trình")
    assert _match("Thuat ngu", "Thuật ngữ")


def test_folding_keeps_kana_voicing_and_hangul_apart():
    assert not _match("かき", "がぎ")
    assert _match("유니코드문서작성하기", "제1 장 유니코드 문서 작성하기")
    assert not _match("Wstep", "Wstęga")


def test_an_accent_printed_apart_is_no_letter_marker():
    # Texinfo through Ghostscript: `H ̈aufige` (a space, then U+0308) is `Häufige`, not a marker `H`
    assert _match("Haufige Fehlermeldungen", "1.4 H \u0308aufige Fehlermeldungen")
    assert _match("Übliche Programmbenutzung", "1.1  \u0308Ubliche Programmbenutzung")


def test_a_roman_part_number_and_a_labelled_appendix_are_markers():
    # 0571: abnTeX2 prints `II REFERENCIAIS TEÓRICOS`, `APÊNDICE A – Quisque`; its bookmarks say
    # `Referenciais teóricos`, `Quisque`
    assert _match("Referenciais teóricos", "II REFERENCIAIS TEÓRICOS") and _match("Resultados", "III Resultados")
    assert _match("Quisque libero justo", "APÊNDICE A – Quisque libero justo")
    assert _match("Cras non urna", "ANEXO B – Cras non urna")
    assert not _match("Health", "Ill health")  # no numeral
    assert not _match("Referenciais teóricos", "II Resultados")
    assert not _match("dụ", "Ví dụ")  # a lower-case word, no numeral (Vietnamese)


def test_a_label_word_marker_is_a_whole_short_word_not_a_titles_first_word():
    # 0764: `Chapter and Section numbering` was cut to `ering` on one side, `sectionnumbering` on the other
    assert _match("Chapter and Section numbering", "4.6 Chapter and Section numbering")
    assert _match("Sectioning commands", "2.3 Sectioning commands")
    assert not _match("Sectioning commands", "2.3 Commands")
    assert _match("Chapter 4 Using dblatex", "Using dblatex") and _match("Appendix A Foo bar", "Foo bar")


def test_a_letter_before_a_cyrillic_title_is_a_marker():
    # 0812: mpman-ru's appendix `A Справочное руководство`, bookmarked without its letter
    assert _match("Справочное руководство", "A Справочное руководство")
    assert not _match("Москве", "В Москве")  # a Cyrillic one-letter word stays a word


def test_a_section_sign_and_an_appendix_letter_run_into_its_title_are_markers():
    # 0868: sduthesis prints `§ 3.1 三城八校`, bookmarked `三城八校`; xduthesis bookmarks `附录 A2014年版...`
    # and `附录 B公式推导` for the printed `附录A 2014年版...`, `附录B 公式推导`
    assert _match("三城八校", "§ 3.1 三城八校") and _match("学位论文的格式要求", "§ A.3 学位论文的格式要求")
    assert _match("附录 A2014年版研究生学位论文撰写要求", "附录A 2014年版研究生学位论文撰写要求")
    assert _match("附录 B公式推导", "附录B 公式推导")
    assert not _match("附录 B公式推导", "附录B 公式证明")
