"""Round 27 of the glossary (issue 27): typography marks the book's own word where the rarity signal cannot
(decisions 0691-0692). A quoted word opening its clause, with the head noun it qualifies, then what it can do
or is (`“软”限制可以被临时超越`); a dash setting off what the word before it is (`分成块－一些连续的小区域`);
both kept at the word's first mention and where the book uses it again. And `称为 X 的 N` after a verb names
the N it is cut into (`数据被分成称为帧的小块`: 帧, not 帧的小块). The positive tests fail on 6792e2b's rules
(the labels' commit); the negative ones are the guards."""
from __future__ import annotations

from f.common.glossary.rules import extract_terms
from f.common.glossary.zh import candidates

FILLER = "磁盘的空间由文件系统管理，用户的文件存放在目录之中，管理员可以查看每个目录使用的空间。" * 120


def _terms(*texts: str) -> list[str]:
    items = [{"type": "text", "text": t, "page_idx": 0} for t in (*texts, FILLER)]
    return [e["term"] for e in extract_terms(items)]


def test_a_quoted_word_and_its_head_opening_the_clause():
    soft = candidates("“软”限制可以被临时超越；当用户超过配额时，只是给出警告。")
    assert [(c["term"], c["aliases"]) for c in soft] == [("软限制", ["软"])]
    assert [c["term"] for c in candidates("“硬”限制不允许被超出：系统将会拒绝任何超出的操作。")] == ["硬限制"]
    assert candidates("点击“确定”以后，对话框就关闭了。") == []  # quotes, but no predicate after them
    # a quoted phrase standing alone is a menu's label or option, cited (round 27's seen sets: KiCad, LibreOffice)
    assert candidates("“所有图层”表示将在所有未连接的项目之间绘制飞线。") == []
    assert candidates("因此,「保存密码」必须传输并告知其他用户。") == []


def test_the_quoted_word_kept_at_its_first_mention_and_used_again():
    text = "“软”限制可以被临时超越。“硬”限制不允许被超出。超过软限制时只给出警告，超过硬限制的操作会被拒绝。"
    assert {"软限制", "硬限制"} <= set(_terms(text))
    before = "超过软限制时只给出警告，超过硬限制的操作会被拒绝。"  # used before: a characterisation, not the definition
    assert "软限制" not in _terms(before, text)


def test_a_dash_sets_off_what_the_word_is():
    blocks = candidates("文件系统将硬盘分成块－一些连续的小区域。")
    assert [c["term"] for c in blocks] == ["块"]
    assert candidates("他把书放回原处－一些人并不在意。") == []  # a verb's clause after the dash, no class noun


def test_called_after_a_verb_names_the_piece():
    assert [c["term"] for c in candidates("大多数现代网络使用以太网协议，数据被分成称为帧的小块，并逐帧传输。")] == ["帧"]
    assert [c["term"] for c in candidates("这种方法称为迭代法。")] == ["迭代法"]
