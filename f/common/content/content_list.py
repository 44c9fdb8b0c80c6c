"""Reading MinerU output: the content list in its variants (magic-pdf era, 2.x with bbox, 3.x v2).

Everything downstream sees one shape: a list of MinerU 2.x items, each with `type` and a 0-based
`page_idx`. Bad files are a BadInput naming what is wrong, never a traceback."""
from __future__ import annotations

import json
from pathlib import Path

from f.common.errors import BadInput
from f.common.pdf.furniture import mark_items
from f.common.textnorm import drop_controls, first_control, fold_ideographs, join_accents

# Page furniture: kept as evidence (labels, running titles), never as body text.
FURNITURE = {"header", "footer", "page_number", "discarded"}
LIST_FIELDS = ("table_caption", "table_footnote", "image_caption", "image_footnote", "chart_caption",
               "chart_footnote", "code_caption", "code_footnote", "list_items")


def find_content_list(folder: Path) -> Path:
    """The content list of a MinerU output folder: `*_content_list.json` / `content_list.json`,
    else the v2 list. Searched one level down too (MinerU writes `<name>/auto/`)."""
    folder = Path(folder)
    if not folder.is_dir():
        raise BadInput(f"not a folder: {folder}")
    candidates = [folder, *sorted(p for p in folder.iterdir() if p.is_dir())]
    candidates += [p for c in candidates[1:] for p in sorted(c.iterdir()) if p.is_dir()]
    for pattern in ("content_list.json", "*_content_list.json", "content_list_v2.json",
                    "*_content_list_v2.json"):
        for where in candidates:
            found = sorted(where.glob(pattern))
            if found:
                return found[0]
    raise BadInput(f"no MinerU content list (*_content_list.json) in {folder}")


def parse_content_list(data: bytes | str, name: str = "content_list.json") -> list[dict]:
    """Parse and normalise; raises BadInput for truncated, non-JSON or wrongly shaped input."""
    try:
        raw = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadInput(f"{name} is not valid JSON ({exc.__class__.__name__}: {str(exc)[:80]})") from None
    except RecursionError:
        raise BadInput(f"{name} is nested too deeply to be a content list") from None
    if not isinstance(raw, list):
        raise BadInput(f"{name} must be a JSON list of blocks, got {type(raw).__name__}")
    if raw and all(isinstance(page, list) for page in raw):
        items = _joined(_from_v2(raw))
        mark_items(items)
        return items
    items = []
    for number, item in enumerate(raw):
        if not isinstance(item, dict):
            raise BadInput(f"{name}: block {number} is not an object")
        page = item.get("page_idx")
        if not isinstance(page, int) or isinstance(page, bool) or page < 0 or page > 100_000:
            raise BadInput(f"{name}: block {number} has no valid page_idx ({page!r})")
        kind = item.get("type")
        if not isinstance(kind, str):
            raise BadInput(f"{name}: block {number} has no type")
        items.append(_normalise(dict(item)))
    items = _joined(items)
    mark_items(items)  # running titles MinerU kept as text are furniture like its own headers
    return items


def _joined(items: list[dict]) -> list[dict]:
    """A MinerU text layer keeps pdfTeX's accents apart from their letters (`Verf¨ugung`) as our
    parser's layer does: joined by order (textnorm.join_accents); and an office suite's Kangxi
    radicals (`⽂件`) as the ideographs they stand for (textnorm.fold_ideographs, which our parser's
    NFKC does too). Code bodies as given."""
    def readable(text: str) -> str:
        return fold_ideographs(join_accents(text))

    for item in items:
        for key in ("text", "table_body"):
            if isinstance(item.get(key), str) and item.get("type") != "code":
                item[key] = readable(item[key])
        for key in LIST_FIELDS:
            if isinstance(item.get(key), list):
                item[key] = [readable(v) if isinstance(v, str) else v for v in item[key]]
    return items


def _normalise(item: dict) -> dict:
    # Before MinerU 2.1 captions were img_caption / img_footnote.
    if "img_caption" in item and "image_caption" not in item:
        item["image_caption"] = item.pop("img_caption")
    if "img_footnote" in item and "image_footnote" not in item:
        item["image_footnote"] = item.pop("img_footnote")
    for key in ("text", "table_body", "code_body", "img_path", "text_format"):
        if key in item and not isinstance(item[key], str):
            item[key] = "" if item[key] is None else str(item[key])
    # Captions, footnotes and list items are lists of strings (a bare string is one of them).
    for key in LIST_FIELDS:
        if key in item:
            value = item[key]
            value = [value] if isinstance(value, str) else value if isinstance(value, list) else []
            item[key] = [v if isinstance(v, str) else str(v) for v in value if v is not None]
    # Layout hints the tree reads: a bbox of four numbers, an integer text_level; else dropped.
    bbox = item.get("bbox")
    if bbox is not None and not (isinstance(bbox, (list, tuple)) and len(bbox) == 4 and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in bbox)):
        del item["bbox"]
    level = item.get("text_level")
    if level is not None:
        try:
            item["text_level"] = max(0, min(int(level), 9))
        except (TypeError, ValueError, OverflowError):
            del item["text_level"]
    return item


_V2_FURNITURE = {"page_header": "header", "page_footer": "footer", "page_number": "page_number",
                 "page_aside_text": "aside_text", "page_footnote": "page_footnote"}


def _v2_text(content: dict, *keys: str) -> str:
    for key in keys:
        value = content.get(key)
        if isinstance(value, str):
            return value
        if isinstance(value, list):  # spans: [{"type": "text", "content": "..."}]
            return "".join(str(s.get("content", "")) if isinstance(s, dict) else str(s) for s in value)
    return ""


def _from_v2(pages: list) -> list[dict]:
    """MinerU 3.x `content_list_v2.json`: a list of pages, each a list of {type, content, bbox}."""
    items = []
    for page_idx, blocks in enumerate(pages):
        for block in blocks:
            if not isinstance(block, dict):
                continue
            kind = block.get("type", "")
            kind = kind if isinstance(kind, str) else ""
            content = block.get("content") if isinstance(block.get("content"), dict) else {}
            out: dict = {"page_idx": page_idx}
            if "bbox" in block:
                out["bbox"] = block["bbox"]
            if kind == "title":
                out.update(type="text", text=_v2_text(content, "title_content", "text"),
                           text_level=content.get("level", 1) or 1)  # _normalise checks it
            elif kind in ("paragraph", "text"):
                out.update(type="text", text=_v2_text(content, "paragraph_content", "text"))
            elif kind in ("equation_interline", "equation"):
                out.update(type="equation", text=_v2_text(content, "math_content", "latex", "text"),
                           text_format="latex")
            elif kind == "table":
                out.update(type="table", table_body=_v2_text(content, "html", "table_body"),
                           table_caption=_v2_list(content, "table_caption"),
                           table_footnote=_v2_list(content, "table_footnote"),
                           img_path=_v2_img(content))
            elif kind == "image":
                out.update(type="image", img_path=_v2_img(content),
                           image_caption=_v2_list(content, "image_caption"),
                           image_footnote=_v2_list(content, "image_footnote"))
            elif kind in _V2_FURNITURE:
                out.update(type=_V2_FURNITURE[kind],
                           text=_v2_text(content, kind + "_content", "text", "content"))
            elif kind == "list":
                items_ = content.get("list_items") or []
                items_ = items_ if isinstance(items_, list) else [items_]
                out.update(type="list", list_items=[
                    _v2_text(i, "item_content", "text") if isinstance(i, dict) else str(i)
                    for i in items_])
            else:
                out.update(type=kind or "text", text=_v2_text(content, "text", kind + "_content"))
            items.append(_normalise(out))
    return items


def _v2_list(content: dict, key: str) -> list[str]:
    value = content.get(key) or []
    value = [value] if isinstance(value, (str, dict)) else value if isinstance(value, list) else []
    return [_v2_text(v, "content", "text") if isinstance(v, dict) else str(v) for v in value]


def _v2_img(content: dict) -> str:
    source = content.get("image_source") or {}
    path = source.get("path", "") if isinstance(source, dict) else content.get("img_path", "")
    return path if isinstance(path, str) else ""


def page_count_of(items: list[dict]) -> int:
    return max((item["page_idx"] for item in items), default=-1) + 1


def without_controls(files: dict[str, bytes]) -> dict[str, bytes]:
    """MinerU's own text can hold control characters (PDF text layers do): they are dropped on
    intake, since nothing stored may hold one. Other files are left as they are."""
    cleaned = dict(files)
    if "content_list.json" in files:
        data = json.loads(files["content_list.json"])
        if first_control(data):
            cleaned["content_list.json"] = json.dumps(drop_controls(data), ensure_ascii=False).encode()
    if "content.md" in files:
        cleaned["content.md"] = drop_controls(files["content.md"].decode("utf-8", "replace")).encode()
    return cleaned
