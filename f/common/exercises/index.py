"""A book's exercise index from its content list and tree: exercises with lesson, number,
sub-numbers, page, printed label, section, text and kind, each with its linked answer. Pure."""
from __future__ import annotations

from f.common.exercises.link import link
from f.common.exercises.numbers import kind_of, sub_numbers
from f.common.exercises.parse import read_book
from f.common.glossary.context import Locator, page_labels
from f.common.tree.headings import match_key


def exercise_index(items: list[dict], tree: dict | None, labels: dict | None = None,
                   book_id: str = "") -> dict:
    locator = Locator(tree)
    titles = {(match_key(node.get("title", "")), node.get("start_index"), node.get("end_index"))
              for _depth, _order, node in locator.nodes}

    def known(text: str, page: int) -> bool:
        key = match_key(text)
        return not titles or any(k == key and (a or 0) <= page <= (b or 0) for k, a, b in titles)

    reader = read_book(items, locate=locator.node_for, known=known, heading_seen=locator.heading)
    counts = link(reader.exercises, reader.answers)
    printed = page_labels(items, tree, labels)
    out = []
    for e in reader.exercises:
        answer = e["answer"]
        if answer is not None:
            answer = {"book_id": book_id, "page": answer["page"],
                      "page_label": printed.get(answer["page"]), "text": answer["text"],
                      "confidence": answer["confidence"], "method": answer["method"]}
        out.append({"lesson": e["lesson"], "number": e["number"], "parts": sub_numbers(e["text"]),
                    "page": e["page"], "page_label": printed.get(e["page"]), "section": e["section"],
                    "node_id": e["node_id"], "group": e.get("group"), "scope": e.get("scope"),
                    "paper": e.get("paper"), "text": e["text"],
                    "kind": kind_of(e["text"], e["group_kind"]), "answer": answer})
    linked = sum(1 for e in out if e["answer"])
    return {"book_id": book_id, "exercises": out,
            "counts": {"exercises": len(out), "answers": len(reader.answers), "linked": linked,
                       "methods": counts}}
