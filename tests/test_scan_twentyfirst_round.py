"""Issue 28, twenty-first scan round (decisions 0991-): page layouts of theses, reports and guides read by OCR.
Small hand-made OCR blocks (page units 0-1000) through f.common.pdf.scan_lines."""
from f.common.pdf import scan_lines
from tests.pdfmake import ocr_line as _line


def _list_page(head=True, head_size=10.9):
    """A thesis's `插图清单` page: its running head repeats the title, a few entries, a folio; seven lines."""
    blocks = [_line("插图清单", [443, 129, 556, 153], size=16.8),
              _line("图 2.1", [139, 184, 219, 204], size=12.0), _line("示例图片标题", [206, 185, 339, 204], size=12.3),
              _line("图 2.2", [139, 207, 200, 227], size=12.0), _line("多个分图的示例", [207, 208, 360, 227], size=12.5)]
    if head:
        blocks.insert(0, _line("插图清单", [461, 72, 538, 90], size=head_size))
    scan_lines.mark_fragments([blocks])
    return blocks


def _kind(blocks, text, y):
    return next(b.get("kind") for b in blocks if b["text"] == text and b["bbox"][1] == y)


def test_a_short_title_under_its_running_heads_copy_is_no_fragment():
    blocks = _list_page()
    assert _kind(blocks, "插图清单", 129) is None  # the page's title
    assert _kind(blocks, "插图清单", 72) == "fragment"  # the running head, as before


def test_without_the_copy_a_few_short_lines_stay_a_covers():
    assert _kind(_list_page(head=False), "插图清单", 129) == "fragment"


def test_a_copy_as_large_as_the_line_is_no_running_head():
    assert _kind(_list_page(head_size=16.0), "插图清单", 129) == "fragment"


def _dialog(rows):
    """A LyX dialog's screenshot over its caption: a side list, two rows OCR read across the dialog's columns."""
    blocks = [_line("The document's font settings are left at their defaults, as the figure below shows.",
                    [115, 400, 884, 417], size=9.5),
              _line("Local Layout", [241, 507, 330, 524], size=9.6),
              _line("Page Margins", [241, 555, 316, 571], size=9.6)]
    blocks += [_line(text, [241, 563 + 16 * k, 716, 579 + 16 * k], size=10.9) for k, text in enumerate(rows)]
    blocks += [_line("Bibliography", [242, 604, 312, 619], size=11.9),
               _line("Figure 8: LyX Document Font Settings", [359, 880, 645, 897], size=10.4)]
    return blocks, scan_lines.picture_lines(blocks, 9.5)


def test_a_dialogs_row_of_labelled_fields_is_no_paragraph():
    blocks, inside = _dialog(["Language Sans Serif: Default Scale (%): 100",
                              "Colors Typewriter: Default Scale (%): 100"])
    assert {blocks[n]["text"] for n in inside} >= {"Local Layout", "Page Margins", "Bibliography"}
    assert 0 not in inside  # the paragraph above the screenshot stops its box


def test_a_line_of_prose_across_the_measure_still_stops_the_box():
    blocks, inside = _dialog(["the settings window opens on its first tab when it is called",
                              "Colors Typewriter: Default Scale (%): 100"])
    texts = {blocks[n]["text"] for n in inside}
    assert "Bibliography" in texts and "Page Margins" not in texts
