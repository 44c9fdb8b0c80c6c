"""Content-list items for the glossary rule tests: text blocks, headings, and the rules' terms."""
from __future__ import annotations

from f.common.glossary.rules import extract_terms


def text(page: int, body: str, **extra) -> dict:
    return {"type": "text", "text": body, "page_idx": page, **extra}


def heading(page: int, title: str, level: int = 1) -> dict:
    return text(page, title, text_level=level)


def terms(items: list[dict], **kwargs) -> dict[str, dict]:
    return {e["term"]: e for e in extract_terms(items, **kwargs)}
