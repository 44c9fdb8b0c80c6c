"""Program code on a page: runs of code lines (see spans.line_of) become one block whose text keeps
the line breaks and the indentation, which paragraph joining would otherwise flatten."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)

MAX_INDENT = 40
_SIGNALS = ("code", "strong", "char", "lead")  # spaces; deeper is a layout accident, not code structure


def same_row(a, b) -> bool:
    """Two boxes (x0, y0, x1, y1) on one line: they share more than half the lower one's height."""
    top, bottom = max(a[1], b[1]), min(a[3], b[3])
    return bottom - top > 0.5 * min(a[3] - a[1], b[3] - b[1])


def _continues(run: list[dict], line: dict) -> bool:
    """The line belongs to the listing: code, or indented under it, close below, same size."""
    last, first = run[-1], run[0]
    height = max(1, last["bbox"][3] - last["bbox"][1])
    gap = line["bbox"][1] - last["bbox"][3]
    char = first["char"]
    left = min(block["bbox"][0] for block in run)
    # a blank line or two inside a listing: only code lines may follow across such a gap
    most = 3.2 if line.get("code") else 1.6
    return (abs(line["size"] - first["size"]) < 0.15 * first["size"] and -0.3 * height <= gap < most * height
            and line["bbox"][0] >= left - 2 * char
            and (line.get("code") or line["bbox"][0] > left + char))


def group(lines: list[dict]) -> list[dict]:
    """Lines in reading order -> the same, with each code listing merged into one block."""
    out: list[dict] = []
    run: list[dict] = []

    def close() -> None:
        trailing: list[dict] = []
        while run and not run[-1].get("code"):
            trailing.insert(0, run.pop())  # prose after the last code line is not the listing's
        if len(run) >= 2 and any(line.get("strong") for line in run):
            out.append(_block(run))
        else:  # not a listing after all: plain lines, free to join into paragraphs
            out.extend({k: v for k, v in line.items() if k not in _SIGNALS} for line in run)
        out.extend(trailing)
        run.clear()

    for at, line in enumerate(lines):
        if _gutter_number(line, lines[at + 1] if at + 1 < len(lines) else None, run):
            continue  # a listing's line number: margin apparatus, not the code
        if run and same_row(run[-1]["bbox"], line["bbox"]) and line["bbox"][0] > run[-1]["bbox"][2]:
            run[-1] = _append(run[-1], line)  # a trailing comment split off by a wide gap
            continue
        if run and _continues(run, line):
            run.append(line)
            continue
        if run:
            close()
        if line.get("code"):
            run.append(line)
        else:
            out.append(line)
    if run:
        close()
    return out


def _gutter_number(line: dict, nxt: dict | None, run: list[dict]) -> bool:
    if not line["text"].strip().isdigit() or len(line["text"].strip()) > 4:
        return False
    if nxt is not None and nxt.get("code") and same_row(line["bbox"], nxt["bbox"]) \
            and nxt["bbox"][0] > line["bbox"][2]:
        return True
    if not run:
        return False
    last, char = run[-1], run[0]["char"]
    height = max(1, last["bbox"][3] - last["bbox"][1])
    return (line["bbox"][0] <= min(b["bbox"][0] for b in run) + 2 * char
            and -0.3 * height <= line["bbox"][1] - last["bbox"][3] < 3.2 * height)


def _append(line: dict, more: dict) -> dict:
    spaces = max(1, round((more["bbox"][0] - line["bbox"][2]) / max(1e-6, line.get("char") or 1)))
    bbox = [min(line["bbox"][0], more["bbox"][0]), min(line["bbox"][1], more["bbox"][1]),
            max(line["bbox"][2], more["bbox"][2]), max(line["bbox"][3], more["bbox"][3])]
    return dict(line, text=line["text"].rstrip() + " " * min(spaces, MAX_INDENT) + more["text"].strip(),
                bbox=bbox, strong=line.get("strong") or more.get("strong"))


def _block(run: list[dict]) -> dict:
    left = min(line["bbox"][0] for line in run)
    chars = sorted(line["char"] for line in run if line.get("char"))
    char = chars[len(chars) // 2] if chars else 5.0
    rows = []
    for line in run:
        indent = max(round((line["bbox"][0] - left) / char), line.get("lead", 0))
        rows.append(" " * min(indent, MAX_INDENT) + line["text"].strip())
    bbox = [left, min(line["bbox"][1] for line in run), max(line["bbox"][2] for line in run),
            max(line["bbox"][3] for line in run)]
    return {"bbox": bbox, "text": "\n".join(rows), "size": run[0]["size"], "bold": False,
            "lines": len(run), "code": True}
