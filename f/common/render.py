"""Compact text for agents, one renderer per tool result (the JSON is the result itself)."""
from __future__ import annotations


def page_ref(page: int, label: str | None) -> str:
    return f"p. {page}" + (f" (printed {label})" if label and str(label) != str(page) else "")


def books(result: dict) -> str:
    rows = result.get("books") or []
    if not rows:
        return "No books yet. Add one with: bin/ebook-ingest PATH --book ID"
    lines = [f"{len(rows)} book(s):"]
    for b in rows:
        status = "" if b.get("status") == "ready" else f"  [{b.get('status')}]"
        error = f" {b['error']}" if b.get("error") else ""
        lines.append(f"- {b['book_id']} · {b.get('title') or ''} · {b.get('page_count') or '?'} pages"
                     f"{status}{error}")
    return "\n".join(lines)


def content(result: dict) -> str:
    out = []
    for page in result.get("pages") or []:
        out.append(f"=== {result['book_id']} · {page_ref(page['page'], page.get('label'))} ===")
        out.append(page.get("content") or "(this page has no text)")
    return "\n".join(out)


def _range(node: dict, labels: dict) -> str:
    start, end = node.get("start_index"), node.get("end_index")
    text = f"p. {start}" if start == end else f"p. {start}-{end}"
    first, last = labels.get(str(start)), labels.get(str(end))
    if first or last:
        text += f" (printed {first or '?'}" + (f"-{last or '?'}" if start != end else "") + ")"
    return text


def structure(result: dict, summary_chars: int = 80) -> str:
    labels = result.get("page_labels") or {}
    lines = [f"{result['book_id']} · {result.get('page_count')} pages"]
    if result.get("doc_description"):
        lines.append(result["doc_description"])

    def walk(nodes: list[dict], indent: int) -> None:
        for node in nodes:
            summary = node.get("summary") or node.get("prefix_summary") or ""
            summary = " ".join(summary.split())
            if len(summary) > summary_chars:
                summary = summary[: summary_chars - 1] + "…"
            more = f" [+{node['child_count']} subsections]" if node.get("child_count") else ""
            lines.append(f"{'  ' * indent}[{node.get('node_id')}] {node.get('title')} · "
                         f"{_range(node, labels)}{more}" + (f" — {summary}" if summary else ""))
            walk(node.get("nodes") or [], indent + 1)

    walk(result.get("structure") or [], 0)
    return "\n".join(lines)


def ingest(result: dict) -> str:
    if result.get("status") == "unchanged":
        return f"{result['book_id']}: unchanged, nothing to do (use --force to rebuild)"
    tree = result.get("tree") or {}
    vectors = result.get("vectors")
    parts = [f"{result['book_id']}: {result.get('status')}", f"{result.get('page_count')} pages",
             f"{tree.get('nodes', '?')} tree nodes (depth {tree.get('depth', '?')})"]
    if tree.get("summaries"):
        parts.append("summaries " + ", ".join(f"{k} {v}" for k, v in tree["summaries"].items()))
    parse = result.get("parse") or {}
    if parse:
        parts.append(f"parsed by {parse.get('parser')}" + (
            f" ({parse['ocr_pages']} pages OCR)" if parse.get("ocr_pages") else ""))
        if parse.get("low_confidence_pages"):
            parts.append(f"low OCR confidence: pages {parse['low_confidence_pages']}")
        if parse.get("skipped_pages"):
            parts.append("skipped pages " + ", ".join(str(p["page"]) for p in parse["skipped_pages"]))
    parts.append(f"vectors: {vectors['points']} points" if isinstance(vectors, dict)
                 and "points" in vectors else "vectors: skipped")
    parts.append(f"{result.get('seconds')} s")
    return " · ".join(parts)
