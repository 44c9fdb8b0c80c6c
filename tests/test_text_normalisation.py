"""The page-text normaliser: NFKC run by run around the book's own CJK punctuation, with nothing
that text can collide with, and the write-time check that no stored text holds a control
character."""
from __future__ import annotations

import json
import unicodedata

import pymupdf
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from f.common.errors import CorruptText
from f.common.pdf.run import parse_pdf
from f.common.textnorm import KEPT_PUNCTUATION, check_stored, first_control, fold, list_marker, settle
from tests.pdfmake import new_page, to_bytes, with_unicode_map, write

# What Chinese textbook text is made of, plus what must never survive: controls and C1 codes.
ALPHABET = (KEPT_PUNCTUATION + "0123456789０１２３ＡＢａｂ①②ﬁ㎡兀⺀" + "abcXYZ .,:;()-"
            + "向量的数量积选项换成" + "\x00\x01\x07\x0b\x1b\x7f\x85\x9f\t\n\r" + "\u0301\u3000"
            + "\uf730\uf733\uf739\uf72f\uf73a")  # Adobe's old-style digits and their neighbours


def _reference(text: str) -> str:
    """The documented foldings, written the slow way: character by character."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    # a C1 code that is a Windows-1252 character is that character (0x85: …, 0x9f: Ÿ)
    text = "".join((bytes([ord(c)]).decode("cp1252", errors="ignore") or c) if "\x80" <= c <= "\x9f"
                   else c for c in text)
    # Adobe's old-style figures (U+F730-U+F739) are the digits; the code points around them stay
    text = "".join(str(ord(c) - 0xF730) if "\uf730" <= c <= "\uf739" else c for c in text)
    out, run = [], ""
    for char in text:
        if char in KEPT_PUNCTUATION:
            out += [unicodedata.normalize("NFKC", run), char]
            run = ""
        else:
            run += char
    out.append(unicodedata.normalize("NFKC", run))
    return "".join("\ufffd" if unicodedata.category(c) == "Cc" and c not in "\t\n" else c
                   for c in "".join(out))


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=60))
def test_fold_only_makes_the_documented_changes(text):
    folded = fold(text)
    assert folded == _reference(text)
    assert not any(unicodedata.category(c) == "Cc" and c not in "\t\n" for c in folded)
    for char in KEPT_PUNCTUATION:  # kept punctuation is neither lost nor invented
        assert folded.count(char) == text.count(char)


@pytest.mark.parametrize("raw, expected", [
    ("把“1”换成“2”", "把“1”换成“2”"),
    ("（1）选项", "（1）选项"),
    ("（A）１２。13", "（A）12。13"),
    ("第１０章，“１１”：（１２）", "第10章，“11”：（12）"),
    ("ﬁnd ＡＢＣ", "find ABC"),
    ("a\x00b\x01c", "a\ufffdb\ufffdc"),
    ("\x95 要点 \x96 \x93引号\x94", "• 要点 – “引号”"),  # WinAnsi codes read as Latin-1
    ("a\x81b", "a\ufffdb"),  # no Windows-1252 character: still a control
    ("\uf733.\uf732.\uf731 Compléments \uf737", "3.2.1 Compléments 7"),  # old-style figures (0913)
])
def test_fold_examples_from_real_pages(raw, expected):
    assert fold(raw) == expected


def test_a_text_layer_page_with_numbers_in_cjk_brackets_is_stored_as_printed():
    doc = pymupdf.open()
    page = new_page(doc)
    lines = ["把“1”换成“2”，结果不变。", "（1）选项正确；（12）选项错误。", "【例3】求值：（A）１ （B）２"]
    for n, line in enumerate(lines):
        write(page, 40, 80 + 40 * n, line, 11)
    files, _ = parse_pdf(to_bytes(doc), name="t.pdf")
    text = " ".join(i["text"] for i in json.loads(files["content_list.json"]) if i["type"] == "text")
    assert "把“1”换成“2”" in text and "（1）选项正确；（12）选项错误。" in text
    assert "（A）1 （B）2" in text or "（A）1（B）2" in text
    assert first_control(json.loads(files["content_list.json"])) is None
    assert "\x00" not in files["content.md"].decode()


def test_stored_text_with_a_control_character_is_refused_naming_the_field():
    good = {"structure": [{"title": "第一章", "summary": "向量\t的定义\n"}]}
    assert check_stored(good, "pageindex.json") is good
    bad = {"structure": [{"title": "第一章", "nodes": [{"summary": "把\x0012。13\x00换成"}]}]}
    with pytest.raises(CorruptText, match=r"pageindex.json.*structure\[0\]\.nodes\[0\]\.summary"):
        check_stored(bad, "pageindex.json")
    assert first_control([{"text": "ok"}, {"text": "\x85"}]) == "[1].text"


def test_a_mineru_folder_with_control_characters_is_stored_without_them(tmp_path, store_env):
    from f.common import library
    from f.common.ingest.flow import ingest
    from tests.books import tiny_book_items, write_mineru_folder

    settings, store = store_env
    items = tiny_book_items()
    items[2]["text"] = "1.1 小节\x0011"
    folder = write_mineru_folder(tmp_path / "book", items)
    assert ingest(folder, "t/ctl", skip_vectors=True, settings=settings,
                  store=store)["status"] == "ready"
    stored = json.loads(store.get("parsed/t/ctl/content_list.json"))
    assert first_control(stored) is None and stored[2]["text"] == "1.1 小节11"
    page = library.content("t/ctl", "2", settings, store)["pages"][0]["content"]
    assert "\x00" not in page


def test_an_ingest_that_would_store_a_control_character_fails_and_says_where(
        tmp_path, store_env, monkeypatch):
    from f.common.ingest.flow import ingest
    from f.common.store import books
    from tests.books import write_mineru_folder

    settings, store = store_env
    import f.common.tree.build_step as indexer

    real = indexer.build_pageindex  # a builder bug that lets a control character through
    monkeypatch.setattr(indexer, "build_pageindex",
                        lambda *a, **k: dict(real(*a, **k), doc_name="a\x00b"))
    with pytest.raises(CorruptText, match="pageindex.json.*doc_name"):
        ingest(write_mineru_folder(tmp_path / "book"), "t/bad", skip_vectors=True,
               settings=settings, store=store)
    manifest = books.read_manifest(store, "t/bad")
    assert manifest["status"] == "failed" and manifest["error"]["code"] == "CorruptText"
    assert not store.exists("parsed/t/bad/pageindex.json")


@pytest.mark.parametrize("raw, expected", [
    ("\ufffd 向量的加法", "• 向量的加法"),        # a list bullet without a Unicode mapping
    ("  \ufffd\tfirst point", "  •\tfirst point"),
    ("\ufffd向量", "向量"),                      # no gap after it: not a marker, dropped
    ("一、C 大调（1）\ufffd \ufffd\ufffd\ufffd2", "一、C 大调（1）…2"),  # unmapped leader dots
    ("x \ufffd y", "x y"), ("x\ufffdy", "xy"), ("x \ufffd", "x"), ("plain", "plain"),
])
def test_unmapped_glyphs_never_reach_the_text(raw, expected):
    assert settle(list_marker(raw)) == expected


@pytest.mark.parametrize("bullet", [0x95, 0xFFFD])
def test_a_bullet_without_its_unicode_stays_a_bullet(bullet):
    """A font whose ToUnicode maps the bullet glyph to U+0095 (a WinAnsi code) or U+FFFD (none):
    MuPDF reads U+FFFD; the stored text keeps `•`, each item its own paragraph, and no U+FFFD."""
    lines = ["• 向量的加法满足交换律与结合律。", "• 向量的减法是向量加法的逆运算。",
             "两个向量的和仍是一个向量，这一段是正文，文字足够长，不需要识别。"]
    data = with_unicode_map(lines, {"•": bullet})
    page = pymupdf.open(stream=data)[0]
    assert "\ufffd" in page.get_text(flags=pymupdf.TEXT_PRESERVE_WHITESPACE)  # the damage is real
    files, report = parse_pdf(data, name="t.pdf", workers=0)
    assert report["ocr_pages"] == 0  # two unmapped glyphs are no reason to OCR the page
    texts = [i["text"] for i in json.loads(files["content_list.json"]) if i["type"] == "text"]
    assert texts[:2] == lines[:2]
    assert "\ufffd" not in files["content.md"].decode() and "\ufffd" not in json.dumps(texts)


def test_unmapped_leader_dots_become_one_leader():
    lines = ["目录", "第一章 平面向量及其应用………12", "第二章 复数的概念与四则运算………30",
             "第三章 立体几何初步与空间中的位置关系………56"]
    files, report = parse_pdf(with_unicode_map(lines, {"…": 0xFFFD}), name="t.pdf", workers=0)
    assert report["ocr_pages"] == 0
    text = files["content.md"].decode()
    assert "\ufffd" not in text
    assert "第一章 平面向量及其应用…12" in text and "第二章 复数的概念与四则运算…30" in text


def test_a_wingdings_bullet_is_its_unicode_square_not_a_private_use_character():
    """Word sets list bullets in Wingdings (§ is ▪) or Symbol (· is •): MuPDF gives the font's own
    code, here as U+F0A7 (private use, counted as garbage); the stored text has ▪."""
    lines = ["▪ 要点一：向量的加法满足交换律。", "▪ 要点二：向量的减法是加法的逆运算。",
             "两个向量的和仍是一个向量，这一段是正文。"]
    doc = pymupdf.open(stream=with_unicode_map(lines, {"▪": 0xF0A7}))
    for xref in range(1, doc.xref_length()):  # the font as Word names it
        if doc.xref_get_key(xref, "BaseFont")[0] == "name":
            doc.xref_set_key(xref, "BaseFont", "/ABCDEF+Wingdings-Regular")
    assert "\uf0a7" in doc[0].get_text(flags=0)
    files, _ = parse_pdf(doc.tobytes(), name="t.pdf", workers=0)
    texts = [i["text"] for i in json.loads(files["content_list.json"]) if i["type"] == "text"]
    assert texts == lines


def test_old_style_figures_in_adobes_private_use_area_are_stored_as_digits():
    """0913: the expl3 talk of Dunkerque 2019 sets its section and page numbers in old-style
    figures that MuPDF gives as U+F731...: its contents (`3.2.1 Compléments 7`) read as no contents
    line and its sections as no numbered headings."""
    lines = ["3.2.1 Complements of the macro", "The text of the section goes on for a while here."]
    doc = pymupdf.open(stream=with_unicode_map(lines, {"1": 0xF731, "2": 0xF732, "3": 0xF733}))
    assert "\uf733" in doc[0].get_text(flags=0)
    files, _ = parse_pdf(doc.tobytes(), name="t.pdf", workers=0)
    texts = [i["text"] for i in json.loads(files["content_list.json"]) if i["type"] == "text"]
    assert texts[0].startswith("3.2.1 Complements")


def test_symbol_font_bullets_by_their_code():
    from f.common.pdf.parser import symbol_bullets

    assert symbol_bullets({"text": "\uf0b7", "font": "SymbolMT"}) == "•"
    assert symbol_bullets({"text": "·", "font": "ABCDEF+Symbol"}) == "•"  # Symbol's 0xB7 read as WinAnsi
    assert symbol_bullets({"text": "l\uf0d8ü", "font": "Wingdings-Regular"}) == "●➢✔"
    assert symbol_bullets({"text": "·l", "font": "TimesNewRoman"}) == "·l"  # other fonts: as they are


# Split accents (0521): TeX sets `ü` as a spacing `¨` kerned over `u`; positions as MuPDF gives them.
def _line(glyphs: list[tuple[str, float, float]]) -> str:
    from f.common.textnorm import compose_accents

    return "".join(compose_accents(glyphs))


def test_an_accent_drawn_before_its_letter_goes_into_it():
    assert _line([("s", 405.3, 409.6), ("t", 409.6, 413.8), ("¨", 414.1, 419.6), ("u", 413.8, 419.8),
                  ("t", 419.9, 424.1)]) == "stüt"
    # the grave as a backquote (pdfTeX's OT1 grave), and a capital at a word start after a real space
    assert _line([("i", 275.6, 278.4), ("`", 278.1, 283.1), ("e", 278.4, 282.8)]) == "iè"
    assert _line([("e", 312.1, 316.9), (" ", 316.9, 320.9), ("¨", 320.9, 326.3), ("A", 319.4, 327.6),
                  ("n", 327.6, 333.7)]) == "e Än"


def test_an_accent_drawn_after_its_letter_goes_into_the_letter_before():
    assert _line([("a", 10, 15), ("¨", 10.2, 15.2), ("b", 15, 20)]) == "äb"
    assert _line([("e", 10, 15), ("\u0301", 10.5, 14.5), ("s", 15, 19)]) == "és"


def test_the_space_an_accent_kern_left_inside_the_letter_goes():
    # `wyja´sniaj ˛a`: the layer's space starts where the accented `a` starts: no word gap
    assert _line([("j", 214.3, 217.4), (" ", 217.4, 219.7), ("˛", 219.7, 223.3), ("a", 217.4, 222.2),
                  ("c", 222.2, 227.0)]) == "jąc"


def test_a_dotless_i_under_an_accent_is_i():
    assert _line([("r", 0, 4), ("´", 4.2, 9.2), ("ı", 4, 7), ("a", 7, 12)]) == "ría"


def test_an_accent_on_no_letter_stays():
    # code in a monospace font: `sch"on`, a backquote before a letter, TeX source `\"a`
    mono = [(c, 6 * i, 6 * i + 6) for i, c in enumerate('sch"on `x \\"a')]
    assert _line(mono) == 'sch"on `x \\"a'
    assert _line([("x", 0, 5), (" ", 5, 8), ("¨", 8, 13), (" ", 13, 16), ("=", 16, 22)]) == "x ¨ ="
    assert _line([("`", 0, 5)]) == "`"


def test_the_parser_composes_an_accent_printed_over_its_letter():
    doc = pymupdf.open()
    page = doc.new_page(width=400, height=200)
    x = 50 + pymupdf.get_text_length("Verf", fontname="helv", fontsize=12)
    page.insert_text((50, 80), "Verf", fontname="helv", fontsize=12)
    page.insert_text((x, 80), "¨", fontname="helv", fontsize=12)  # TeX's order: the accent first
    page.insert_text((x, 80), "u", fontname="helv", fontsize=12)
    page.insert_text((x + pymupdf.get_text_length("u", fontname="helv", fontsize=12), 80), "gung steht",
                     fontname="helv", fontsize=12)
    page.insert_text((50, 120), 'sch"on und `code`', fontname="cour", fontsize=12)
    files, _ = parse_pdf(to_bytes(doc), name="t.pdf")
    text = " ".join(i.get("text", "") for i in json.loads(files["content_list.json"]))
    assert "Verfügung steht" in text
    assert 'sch"on und `code`' in text


def test_a_page_whose_glyphs_mupdf_cannot_list_keeps_its_layer_text(monkeypatch):
    """arabluatex's manual (fourteenth PDF-tree set) has six pages (27, 34, 35, 37, 52, 58) whose
    "rawdict" raises SystemError from `chr() arg not in range(0x110000)` (a glyph code past Unicode).
    The accent pass reads them again from their "dict" text, and the book parses (27fffc7)."""
    from f.common.pdf import parser

    doc = pymupdf.open()
    page = doc.new_page(width=400, height=200)
    page.insert_text((50, 80), "Verf¨ugung steht", fontname="helv", fontsize=12)
    real = pymupdf.Page.get_text

    def failing(self, option="text", **kw):
        if option == "rawdict":
            raise SystemError("<built-in function JM_make_textpage_dict> returned a result with an exception set")
        return real(self, option, **kw)

    monkeypatch.setattr(pymupdf.Page, "get_text", failing)
    text = "".join(s["text"] for b in parser.layer_dict(page)["blocks"] for ln in b.get("lines", ())
                   for s in ln["spans"])
    assert "Verf¨ugung steht" in text  # the layer's own text, accent left where it was
    files, _ = parse_pdf(to_bytes(doc), name="t.pdf")
    assert "steht" in " ".join(i.get("text", "") for i in json.loads(files["content_list.json"]))


def test_a_mineru_content_list_joins_split_accents_by_order():
    from f.common.content.content_list import parse_content_list

    raw = [{"type": "text", "text": "Zur Verf¨ugung: H ̈aufige Fragen, die  ̈Ubung", "page_idx": 0},
           {"type": "text", "text": 'sch"on, pi`e, x ¨ y', "page_idx": 0},
           {"type": "image", "img_path": "a.png", "image_caption": ["Abb. 1: Gr¨oße"], "page_idx": 0},
           {"type": "code", "code_body": "a = ¨b", "text": "a = ¨b", "page_idx": 0}]
    items = parse_content_list(json.dumps(raw))
    assert items[0]["text"] == "Zur Verfügung: Häufige Fragen, die Übung"
    assert items[1]["text"] == 'sch"on, pi`e, x ¨ y'  # ASCII look-alikes and an accent on nothing
    assert items[2]["image_caption"] == ["Abb. 1: Größe"]
    assert items[3]["code_body"] == "a = ¨b" and items[3]["text"] == "a = ¨b"


def test_a_page_is_read_again_only_for_an_accent_that_may_sit_on_a_letter():
    """Decision 0521's second reading (glyph places) costs a page about 40 ms: straight quotes,
    tildes and carets of code and prose (`"foo"`, `~/.profile`, `x^2`) do not ask for it; an ASCII
    look-alike between two letters (pdfTeX's `pi`e`) and any spacing accent or combining mark do."""
    from f.common.textnorm import SPLIT_ACCENT_LINE

    for plain in ('"foo" bar', "~/.profile", "x^2", 'String s = "abc";'):
        assert not SPLIT_ACCENT_LINE.search(plain), plain
    for split in ("pi`e", 'H"aufige', "die ¨Anderung", "wyja´sniaj ˛a", "Ha\u0308ufige"):
        assert SPLIT_ACCENT_LINE.search(split), split


def test_a_mineru_folder_with_kangxi_radicals_is_served_and_searched_as_its_ideographs(tmp_path, store_env):
    # An office suite's PDF maps 文 一 人 to Kangxi radicals (U+2F5B, U+2F00, U+2F08); MinerU keeps them.
    from f.common import library
    from f.common.ingest.flow import ingest
    from f.common.vectors.sparse import tokens
    from tests.books import tiny_book_items, write_mineru_folder

    settings, store = store_env
    items = tiny_book_items()
    items[3]["text"] = "⽂件系统是⼀种管理⼈的⽂件的软件。① 见表１。"
    items[-1]["table_caption"] = ["表1 ⽂件"]
    folder = write_mineru_folder(tmp_path / "book", items)
    assert ingest(folder, "t/kangxi", skip_vectors=True, settings=settings, store=store)["status"] == "ready"
    page = library.content("t/kangxi", "2", settings, store)["pages"][0]["content"]
    assert "文件系统是一种管理人的文件的软件。" in page and "⽂" not in page
    assert "① 见表１" in page  # other compatibility characters stay as printed (rules read ①)
    assert set(tokens("文件系统")) <= set(tokens(page))
    last = library.content("t/kangxi", str(items[-1]["page_idx"] + 1), settings, store)["pages"][0]["content"]
    assert "表1 文件" in last
