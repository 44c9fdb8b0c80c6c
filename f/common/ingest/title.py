"""A book's display title when the operator gives none: the PDF's own metadata title, else its
cover's title (the first page's clearly largest line), else the first heading on its opening pages
that is not front matter nor numbered, else the last part of its id. `title_source` in the manifest
says which (`given`, `pdf metadata`, `pdf cover`, `first heading`, `book id`); a given title is kept across
re-ingests, a derived one is derived again.

A Chinese textbook's cover sets its series (普通高中教科书), its subject (数学) and its volume
(选择性必修 第一册, 七年级下册) apart, often with the volume or the subject largest. A candidate that
is only such a label, or only the subject, is no title: the title is composed from the cover's
lines instead, subject + volume + the book's own name where it has one (音乐 选择性必修 视唱练耳),
and the candidate is skipped when the cover holds neither a subject nor a name."""
from __future__ import annotations

import logging
import re

from f.common.cjk import wide
from f.common.textnorm import drop_controls, settle

log = logging.getLogger(__name__)

# Metadata titles that name the producing program or file, not the book.
_JUNK = re.compile(r"^(untitled|unknown|none|null|title|document\d*|microsoft (word|powerpoint) -.*"
                   r"|.*\.(docx?|pdf|tex|dvi|indd|qxd|pptx?|odt|rtf|ps))$", re.I)
OPENING_PAGES = 3  # a heading further in is a chapter's, not the book's
MAX_TITLE = 200


def clean(text: object) -> str | None:
    """The title as one line, or None when it says nothing about the book."""
    if not isinstance(text, str):
        return None
    text = " ".join(drop_controls(text).split())  # a PDF's metadata may hold any byte.strip(" -_·:：")
    if len(text) < 2 or len(text) > MAX_TITLE or _JUNK.match(text) or not re.search(r"\w", text):
        return None
    return text


# --- textbook covers ----------------------------------------------------------------------------
_NUM = "[一二三四五六七八九十\\d]"
# What a cover says besides the book's name: the series, an approval, the volume, grade and edition.
_SERIES = re.compile(r"(普通高中|义务教育|中等职业(学校)?|高等(职业)?学校|普通高等教育|九年义务教育)?"
                     r"(课程标准实验)?(教科书|教材)(配套用书|配套练习)?|\S{0,30}审定(通过)?|"
                     r"(国家|\S{0,6}规划)教材")
_VOLUME = re.compile(
    rf"(选择性)?必修{_NUM}*(第?{_NUM}+[册分]册?)?|选修{_NUM}*(-{_NUM}+)?|第{_NUM}+(册|分册|卷|模块)|"
    rf"[一二三四五六七八九\d]+(至[一二三四五六七八九\d]+)?年级([上下]册|全一册)?|[高初][一二三]([上下]册)?|"
    rf"[上中下]册|全一册|水平[一二三四五六]|[（(]?[A-Za-z]版[)）]?|[（(](简谱|五线谱|简谱、五线谱)[)）]")
SUBJECTS = ("语文", "数学", "英语", "日语", "俄语", "德语", "法语", "西班牙语", "物理", "化学", "生物学",
            "生物", "历史", "地理", "思想政治", "政治", "道德与法治", "品德与生活", "品德与社会", "音乐",
            "美术", "艺术", "体育与健康", "体育", "科学", "信息技术", "通用技术", "劳动", "书法",
            "历史与社会", "心理健康", "综合实践活动")
_SUBJECT = re.compile("(" + "|".join(sorted(SUBJECTS, key=len, reverse=True)) + ")")
# Cover lines that are neither a title nor a label: publisher, editors, CIP data, prices, contacts.
_BOILERPLATE = re.compile(r"出版|主\s*编|编\s*著|编写|编委|ISBN|定\s*价|CIP|在版编目|审定|地址|电话|邮编|"
                          r"网址|印刷|发行|责任|著作权|印数|开本|版次|http|www\.|@", re.I)
_SEPARATORS = re.compile(r"[\s·•.．:：、,，/]+")


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _labels_removed(text: str) -> str:
    return _SEPARATORS.sub("", _VOLUME.sub("", _SERIES.sub("", _compact(text))))


def is_label(text: str) -> bool:
    """Only a textbook's series, approval, volume, grade or edition (选择性必修6, 普通高中教科书,
    七年级下册 （简谱、五线谱）): never a title on its own."""
    return bool(_compact(text)) and not _labels_removed(text)


def is_subject(text: str) -> bool:
    """Only a school subject (音 乐, 数学 A版), perhaps with labels around it."""
    rest = _labels_removed(text)
    return bool(rest) and _SUBJECT.fullmatch(rest) is not None


def _volumes(text: str) -> list[str]:
    return [m.group(0) for m in _VOLUME.finditer(_compact(_SERIES.sub("", _compact(text))))]


def _name_like(text: str) -> bool:
    """A line that may be the book's own name: short, worded, no label, subject nor boilerplate."""
    compact = _compact(text)
    letters = len(re.findall(r"[^\W\d_]", compact))
    return (2 <= len(compact) <= 15 and letters >= 2 and letters >= 0.7 * len(compact)
            and not re.search(r"[！。，？!?；;：:]", compact)  # a sentence (a greeting, a notice)
            and not is_label(compact) and not is_subject(compact) and not _BOILERPLATE.search(compact))


def compose(lines: list[tuple[str, float]], repeats: dict[str, int] | None = None,
            name: str | None = None) -> str | None:
    """A textbook's title from its cover's lines, most prominent first ((text, size); items without
    sizes all 1.0): subject, volume labels, then the book's own name, or None when the cover holds
    neither a subject nor a name. With sizes, a name is set at least as large as the smallest
    subject or volume line; without, it is one the opening pages repeat (`repeats`: compact
    text -> count). `name`: the book's name when the caller knows it (the cover's title)."""
    subject = next(((t, z) for t, z in lines if is_subject(t)), None)
    volumes: list[str] = []
    sizes = [subject[1]] if subject else []
    for text, size in lines:
        found = [v for v in _volumes(text) if v not in volumes]
        if found and (not _labels_removed(text) or is_subject(text)):  # 选择性必修 第一册, 数学 必修6
            volumes += found
            sizes.append(size)
    # a name is display type, as large as the subject or volume: not an editor's in small print
    floor = min(sizes) if sizes else max((z for _t, z in lines), default=0)
    names = [t for t, z in lines if z >= floor - 0.5 and _name_like(t)]
    if repeats is not None:
        names = [t for t in names if repeats.get(_compact(t), 0) >= 2]
    name = name or (_tidy(names[0]) if names else None)
    if subject is None and name is None:
        return None
    words = [_SUBJECT.search(_labels_removed(subject[0])).group(1)] if subject else []
    return clean(" ".join(words + volumes + ([name] if name else [])))


def _textbook_title(candidate: str | None, compose_from) -> str | None:
    """The title a candidate stands for. Only a label or a subject: the title composed from the
    cover (`compose_from(None)`), or None when it finds none (the candidate is skipped). A short
    name on a textbook's cover (学生活动手册 beside 科学 and 五年级下册): the name with the cover's
    subject and volume (`compose_from(name)`). Anything else: the candidate as it is."""
    if not candidate:
        return candidate
    if is_label(candidate) or is_subject(candidate):
        composed = compose_from(None)
        log.info("title %r is a textbook label or subject: %s", candidate,
                 f"composed {composed!r}" if composed else "skipped")
        return composed
    if _name_like(candidate):
        composed = compose_from(_tidy(candidate))
        return composed if composed and composed != _tidy(candidate) else candidate
    return candidate


def _tidy(text: str) -> str:
    """One line, without the spaces a cover sets between CJK characters (音  乐 -> 音乐)."""
    text = " ".join(text.split())
    return re.sub(r"(?<=\S) (?=\S)", lambda m: "" if wide(text[m.start() - 1]) and
                  wide(text[m.end()]) else " ", text)


def pdf_metadata_title(data: bytes) -> str | None:
    """The PDF's Info/XMP title, when it is a real one (a bare volume label such as 选择性必修6 is
    not: the cover says more)."""
    from f.common.pdf.validate import open_pdf

    try:
        with open_pdf(data) as doc:
            title = clean((doc.metadata or {}).get("title"))
            return None if title and (is_label(title) or is_subject(title)) else title
    except Exception as exc:  # a title is a courtesy; the parse reports a broken PDF properly
        log.warning("no metadata title: %s", exc)
        return None


# Headings of front matter, never a book's title.
_FRONT = re.compile(r"^(目\s*录|摘\s*要|前\s*言|序\s*言?|版权声明|声明|致谢|contents|abstract|preface|"
                    r"foreword|acknowledg(e)?ments?|copyright|table of contents)$", re.I)
# A cover's labelled title line ("题目：…", "Title: …") names the book better than any heading.
_LABELLED = re.compile(r"^\s*(题\s*目|论文题目|书\s*名|title)\s*[:：]\s*(.+)$", re.I)


# A numbered heading is a chapter's or a section's ("1 Introduction", "第一章 ..."), not the book's.
_NUMBERED = re.compile(r"^(\d+(\.\d+)*\.?\s|第[一二三四五六七八九十百\d]+([章节篇部课]|单元)|\d+\s*单元|"
                       r"chapter\s|part\s)", re.I)
COVER_RATIO = 1.15  # the cover's title is set clearly larger than the rest of the cover


def pdf_cover_title(data: bytes) -> str | None:
    """The largest line on the first page of a PDF's text layer, when it is set clearly larger
    than the page's usual text (a cover's title); None for a scanned cover or a plain page."""
    from f.common.pdf.parser import layer_dict
    from f.common.pdf.validate import open_pdf

    try:
        with open_pdf(data) as doc:
            lines = [("".join(s["text"] for s in line["spans"]).strip(),
                      max(s["size"] for s in line["spans"]))
                     for block in layer_dict(doc[0])["blocks"] for line in block.get("lines", [])
                     if line["spans"]]
    except Exception as exc:  # a courtesy, as above
        log.warning("no cover title: %s", exc)
        return None
    # glyphs the font maps to nothing are settled as in the page text (a run is a leader, one alone
    # is dropped): a line left without a letter or an ideograph is no title
    lines = [(settle(text).strip(), size) for text, size in lines]
    lines = _spaced_joined([(text, size) for text, size in lines if re.search(r"[^\W_]", text)])
    if len(lines) < 2:
        return None
    sizes = sorted(size for _text, size in lines)
    biggest = sizes[-1]
    if biggest < COVER_RATIO * sizes[(len(sizes) - 1) // 2]:  # the lower median
        return None
    title = clean(" ".join(text for text, size in lines if size >= biggest - 0.5))
    return _textbook_title(title, lambda name: compose(sorted(lines, key=lambda line: -line[1]),
                                                       name=name))


def _spaced_joined(lines: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """Consecutive one-character lines of one size joined (a title set letter by letter, down a
    spine or spaced across a cover: 义 / 务 / 教 / 育 -> 义务教育)."""
    out: list[tuple[str, float]] = []
    run = False  # the last line of `out` is a run of one-character lines
    for text, size in lines:
        if len(text) == 1 and run and out[-1][1] == size:
            out[-1] = (out[-1][0] + text, size)
        else:
            out.append((text, size))
            run = len(text) == 1
    return out


def first_heading(items: list[dict]) -> str | None:
    """A cover's labelled title line, else the title of the book's CIP record, else a textbook
    cover's subject + volume (+ name), else the first heading (a text item with a text_level) on
    the book's opening pages that is not front matter (摘要, Contents, ...) nor a chapter's."""
    opening = [i for i in items if i.get("type") == "text" and i.get("page_idx", 0) < OPENING_PAGES]
    opening.sort(key=lambda i: i.get("page_idx", 0))
    for item in opening:
        match = _LABELLED.match(item.get("text") or "")
        if match and clean(match.group(2)):
            return clean(match.group(2))
    texts = [_compact(i.get("text") or "") for i in opening]
    cover = cip_title(opening) or _textbook_cover(opening, texts)
    if cover:
        return cover
    for item in opening:
        title = clean(item.get("text")) if item.get("text_level") else None
        if title and not _NUMBERED.match(title) and \
                not _FRONT.match(title.replace(" ", "") if len(title) < 8 else title):
            page = item.get("page_idx", 0)
            cover = [i for i in opening if page <= i.get("page_idx", 0) <= page + 1]
            title = _textbook_title(title, lambda name: _compose_items(cover, texts, name))  # noqa: B023 (called at once)
            if title:
                return title
    return None


_CIP = re.compile(r"在版编目|\bCIP\b", re.I)


def cip_title(opening: list[dict]) -> str | None:
    """The title of a Chinese book's CIP record (图书在版编目数据, printed on its copyright page): the
    title field before ` / ` in the line after the record's heading (音乐：选择性必修.舞蹈表演/程建平主编
    -> 音乐 选择性必修 舞蹈表演), its parts joined by spaces, a series part left out."""
    texts = [i.get("text") or "" for i in opening if i.get("type", "text") == "text"]
    for n, text in enumerate(texts):
        if not _CIP.search(text):
            continue
        after = re.split(r"数据|data", text, maxsplit=1, flags=re.I)[-1] if "/" in text else ""
        for line in [after, *texts[n + 1:n + 3]]:
            if not re.search(r"[/／]", line):
                continue
            head = re.split(r"\s*[/／]", line, maxsplit=1)[0]
            parts = [_tidy(p) for p in re.split(r"\s*[.．:：]\s*", head) if p.strip()]
            parts = [p for p in parts if not _SERIES.fullmatch(_compact(p))]
            title = clean(" ".join(parts))
            return title if title and not is_label(title) else None
    return None


def _textbook_cover(opening: list[dict], texts: list[str]) -> str | None:
    """The title composed from a textbook's cover among the opening pages: the first page holding a
    series or volume label line, with a subject line on it or the page after. Read whatever the
    heading levels (a whole book's statistics seldom make a cover's lines headings)."""
    for page in sorted({i.get("page_idx", 0) for i in opening}):
        here = [i for i in opening if i.get("page_idx", 0) == page]
        near = [i for i in opening if page <= i.get("page_idx", 0) <= page + 1]
        if any(is_label(i.get("text") or "") for i in here) and \
                any(is_subject(i.get("text") or "") for i in near):
            return _compose_items(near, texts, None)
    return None


def _compose_items(cover: list[dict], texts: list[str], name: str | None) -> str | None:
    """compose() over a cover's items (and the title page after it) in reading order; a name must
    recur on the opening pages (`texts`), as a cover's and a title page's do (OCR misreads do not)."""
    lines = [(i.get("text") or "", 1.0) for i in cover if i.get("text")]
    repeats = {_compact(t): sum(_compact(t) in x for x in texts) for t, _size in lines}
    return compose(lines, repeats, name)


def choose(given: str | None, old: dict | None, derived: list[tuple[str, str | None]],
           book_id: str) -> tuple[str, str]:
    """(title, source): the given title, else the old manifest's given one, else the first derived
    (source, title) that holds a title, else the id's last part."""
    if given and given.strip():
        return " ".join(given.split()), "given"
    old = old or {}
    if old.get("title") and old.get("title_source", "given") == "given" and \
            old.get("title") != book_id.rsplit("/", 1)[-1]:
        return old["title"], "given"
    for source, title in derived:
        if title:
            return title, source
    return book_id.rsplit("/", 1)[-1], "book id"


def retitle(store, book_id: str, title: str) -> dict:
    """Give a stored book a new title in place (manifest and tree): no parse, no embedding."""
    from f.common.store import books
    from f.common.store import manifest as manifests

    title = " ".join(title.split())
    manifest = manifests.update(store, book_id, title=title, title_source="given")
    tree_key = books.key(book_id, "pageindex.json")
    tree = books.read_json(store, tree_key, default=None, kind=dict)
    if tree is not None:
        old, described = tree.get("doc_name") or "", tree.get("doc_description") or ""
        if old and (described == old or described.startswith(old + ": ")):  # the extractive one
            tree["doc_description"] = title + described[len(old):]
        tree["doc_name"] = title
        data = books.write_json(store, tree_key, tree)
        if isinstance(manifest.get("objects"), dict):  # the hash bin/kb-doctor checks it against
            manifest = manifests.update(store, book_id, objects={"pageindex.json": manifests.sha256(data)})
    return manifest


def from_first_heading(store, book_id: str) -> None:
    """After the parse of a PDF whose metadata had no title: its first heading, if any."""
    from f.common.store import books
    from f.common.store import manifest as manifests

    manifest = books.read_manifest(store, book_id) or {}
    if manifest.get("title_source") != "book id":
        return
    title = first_heading(books.read_content_list(store, book_id))
    if title:
        manifests.update(store, book_id, title=title, title_source="first heading")
