"""The chat double's script for the chat benchmarks: a model that calls evidence_pack and cites
the first sentence of the first evidence it was given (tests/chat_double.py plays it)."""
from __future__ import annotations

import json

LATENCY = 0.2  # seconds the double waits before each reply


def cite_first_evidence(body: dict) -> list:
    """The double's second step: answer from the last tool result it was sent."""
    result = json.loads([m for m in body["messages"] if m.get("role") == "tool"][-1]["content"])
    items = [e for e in result.get("evidence") or [] if (e.get("text") or "").strip()]
    if result.get("status") == "no_evidence" or not items:
        return [("final_answer", {"answer": "这本书没有涉及这个问题。", "citations": []})]
    first = items[0]
    quote = next((s.strip() for s in first["text"].replace("\n", "。").split("。") if len(s.strip()) >= 4),
                 first["text"].strip())[:80]
    return [("final_answer", {"answer": f"{quote}[1]", "follow_up_questions": [],
                              "citations": [{"n": 1, "evidence_id": first["evidence_id"], "quote": quote}]})]
