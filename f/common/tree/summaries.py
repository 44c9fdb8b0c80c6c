"""Node summaries and the book's description: an OpenAI-compatible chat API (DeepSeek by default)
or, with no key, extractive summaries labelled as such.

- Leaves whose own text is short keep it verbatim (PageIndex's rule); longer ones get `summary`.
- Parents get `prefix_summary`: their opening text and their sections' titles and summaries, so a
  changed section re-summarises that section and its ancestors, nothing else.
- Every answer is cached by hash(prompt version + model + input): an unchanged book costs 0 calls.
- The SDK retries 429, 5xx, timeouts and dropped connections with backoff; an empty or malformed
  answer is asked again, then recorded as that node's failure (it keeps its extractive summary).
"""
from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from f.common.cjk import is_chinese
from f.common.config import Settings
from f.common.progress import Progress
from f.common.tree.extractive import local_summary, summary_key
from f.common.tree.walk import walk

log = logging.getLogger(__name__)

PROMPT_VERSION = "summaries-v1"
MAX_INPUT_CHARS = 12_000   # about 8K tokens of Chinese: enough to characterise a section
MALFORMED_RETRIES = 2
PROMPTS = {
    "zh": {
        "system": "你是教材编辑，为检索系统写简洁准确的中文概要。只输出概要本身，不加标题、引号或前缀。",
        "leaf": "用一到三句话概括《{title}》这一部分讲了什么（概念、方法、结论），便于读者判断是否需要细读。\n\n{text}",
        "parent": "下面是《{title}》的开头文字和它包含的各小节。用两三句话概括这一部分的内容。"
                  "\n\n开头：\n{text}\n\n小节：\n{children}",
        "doc": "下面是《{title}》的目录和各章概要。用一句话描述这本书（学科、层次、主要内容），"
               "让读者能把它和其他书区分开。\n\n{children}",
    },
    "en": {
        "system": "You are a textbook editor writing short, accurate summaries for a search index. "
                  "Output only the summary: no heading, quotes or prefix.",
        "leaf": "Summarise in one to three sentences what '{title}' covers (concepts, methods, "
                "results), so a reader can tell whether to read it.\n\n{text}",
        "parent": "Below are the opening text of '{title}' and its sections. Summarise this part "
                  "in two or three sentences.\n\nOpening:\n{text}\n\nSections:\n{children}",
        "doc": "Below are the contents of '{title}' with chapter summaries. Describe the book in "
               "one sentence (subject, level, main content) that tells it apart from other "
               "books.\n\n{children}",
    },
}
_PREFIXES = ("摘要：", "概要：", "概括：", "Summary:", "summary:")


class Fatal(Exception):
    """The API refuses every request (bad key, unknown model): stop asking."""


def cache_key(model: str, kind: str, lang: str, title: str, text: str) -> str:
    raw = json.dumps([PROMPT_VERSION, model, kind, lang, title, text], ensure_ascii=False)
    return hashlib.sha256(raw.encode()).hexdigest()


def clean_answer(text) -> str:
    text = (text or "").strip() if isinstance(text, str) else ""
    for prefix in _PREFIXES:
        if text.startswith(prefix):
            text = text[len(prefix):].strip()
    return text.strip("\"'“”「」").strip()


class LLM:
    """One chat model behind the openai SDK; `ask` returns the answer or raises."""

    def __init__(self, settings: Settings, model: str):
        from openai import OpenAI  # lazy: the query tools never pay for it

        self.model = model
        self.client = OpenAI(base_url=settings.llm_base_url, api_key=settings.llm_api_key,
                             timeout=settings.llm_timeout, max_retries=settings.llm_max_retries)
        self.calls = 0
        self._lock = threading.Lock()

    def ask(self, system: str, prompt: str, max_tokens: int = 400) -> str:
        import openai

        last = "empty answer"
        for attempt in range(1 + MALFORMED_RETRIES):
            with self._lock:
                self.calls += 1
            try:
                reply = self.client.chat.completions.create(
                    model=self.model, temperature=0.2, max_tokens=max_tokens,
                    messages=[{"role": "system", "content": system},
                              {"role": "user", "content": prompt}])
                choices = getattr(reply, "choices", None)
                if not choices:
                    raise TypeError("no choices")
                answer = clean_answer(choices[0].message.content)
                last = "empty answer"
            except (openai.AuthenticationError, openai.PermissionDeniedError,
                    openai.NotFoundError) as exc:
                raise Fatal(f"{type(exc).__name__}: the LLM API refused the request "
                            f"(check KB_LLM_API_KEY / KB_LLM_MODEL)") from None
            except (openai.APIStatusError, openai.APITimeoutError, openai.APIConnectionError):
                raise  # the SDK already retried these with backoff
            except Exception as exc:  # a body that is not a chat completion
                last = f"malformed answer ({type(exc).__name__})"
                log.warning("LLM %s: %s (attempt %d)", self.model, last, attempt + 1)
                answer = ""
            if answer:
                return answer
            time.sleep(0.2 * 2 ** attempt)
        raise ValueError(last)


def summarise(tree: dict, settings: Settings, *, cache: dict, use_llm: bool, model: str,
              force: bool = False, llm: LLM | None = None) -> tuple[dict, dict]:
    """Fill summaries into `tree` (in place). Returns (report, the cache to store)."""
    nodes = [node for _, node, _ in walk(tree["structure"])]
    lang = "zh" if is_chinese("".join(n["title"] + n.get("text", "")[:200] for n in nodes[:40])
                              ) else "en"
    counts = {"llm": 0, "cached": 0, "verbatim": 0, "extractive": 0, "failed": 0}
    new_cache: dict = {}
    if use_llm and llm is None:
        llm = LLM(settings, model)
    for node in nodes:  # the local baseline: verbatim when short, extractive otherwise
        text = node.get("text", "")
        node[summary_key(node)], node["summary_method"] = local_summary(text, settings.summary_min_tokens)
    if not use_llm:
        for node in nodes:
            counts[node["summary_method"]] += 1
        return {"method": "extractive", **counts, "calls": 0}, cache

    fatal: list[str] = []
    outcome: dict[int, str] = {}  # id(node) (or 0 for the book) -> llm | cached | failed
    lock = threading.Lock()
    jobs_by_height: dict[int, list[dict]] = {}
    heights: dict[int, int] = {}
    for node in reversed(nodes):
        children = node.get("nodes") or []
        heights[id(node)] = 1 + max((heights[id(c)] for c in children), default=-1)
        if children or node["summary_method"] != "verbatim":
            jobs_by_height.setdefault(heights[id(node)], []).append(node)
    progress = Progress("summaries", sum(len(v) for v in jobs_by_height.values()) + 1)

    def run(node: dict | None) -> None:
        kind = "doc" if node is None else ("parent" if node.get("nodes") else "leaf")
        owner = tree if node is None else node
        title = tree["doc_name"] if node is None else node["title"]
        text = "" if node is None else node.get("text", "")[:MAX_INPUT_CHARS]
        children = tree["structure"] if node is None else node.get("nodes") or []
        outline = "\n".join(f"- {c['title']}: {c.get('summary') or c.get('prefix_summary') or ''}"
                            for c in children)[:MAX_INPUT_CHARS]
        key = cache_key(model, kind, lang, title, text + "\n\x00\n" + outline)
        target = {"doc": "doc_description", "parent": "prefix_summary", "leaf": "summary"}[kind]
        hit = None if force else cache.get(key)
        answer, result = None, "failed"
        if hit and hit.get("summary"):
            answer, result = hit["summary"], "cached"
        elif fatal:
            error = fatal[0]
        else:
            prompt = PROMPTS[lang][kind].format(title=title, text=text or "-", children=outline)
            try:
                answer, result = llm.ask(PROMPTS[lang]["system"], prompt), "llm"
            except Fatal as exc:
                error = str(exc)
                fatal.append(error)
            except Exception as exc:  # recorded as this node's failure; it keeps its local summary
                error = f"{type(exc).__name__}: {str(exc)[:160]}"
                log.warning("summary of %r failed: %s", title, error)
        with lock:
            outcome[id(owner) if node is not None else 0] = result
            if answer:
                owner[target] = answer
                new_cache[key] = {"summary": answer, "model": model}
                if node is not None:
                    owner["summary_method"] = model
            else:
                owner["summary_error" if node is not None else "doc_description_error"] = error
            progress.advance()

    with ThreadPoolExecutor(max_workers=settings.llm_concurrency) as pool:
        for height in sorted(jobs_by_height):  # sections before the chapters that list them
            list(pool.map(run, jobs_by_height[height]))
    run(None)
    progress.close()
    for node in nodes:
        result = outcome.get(id(node))
        counts[result if result else node["summary_method"]] += 1
    report = {"method": model, **counts, "calls": llm.calls}
    if outcome[0] == "failed":
        report["doc_description_error"] = tree.pop("doc_description_error")
    if fatal:
        report["error"] = fatal[0]
    return report, new_cache
