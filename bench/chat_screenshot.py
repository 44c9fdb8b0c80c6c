"""The README's screenshots: a real conversation over the sample book in the chat page (headless
Chromium, a Chinese browser), at 1400 px with the cited page open and the quote highlighted
(docs/chat-1400.png) and at 375 px, a phone (docs/chat-375.png). Ingests samples/sample-book.pdf
into a temporary KB_HOME (about a minute) unless one that holds it is given.
Usage: .venv/bin/python bench/chat_screenshot.py [KB_HOME] [OUT_DIR]"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.browser import ask, chromium, new_page, sign_in  # noqa: E402
from tests.chat_server import TOKENS, ChatServer, server_env, stop_search  # noqa: E402

BOOK = "示例/数学/样章"
QUESTION = "向量的数量积怎么算？"
SIZES = {"chat-1400.png": (1400, 900), "chat-375.png": (375, 812)}


def ingest_sample(home: Path) -> None:
    from f.common.config import load
    from f.common.ingest.flow import ingest

    ingest(ROOT / "samples" / "sample-book.pdf", BOOK, settings=load().replace(kb_home=home))


def shoot(home: Path, out_dir: Path) -> None:
    env = server_env(home)
    try:
        with ChatServer(env) as server, chromium() as browser:
            for name, (width, height) in SIZES.items():
                page = new_page(browser, width, height, locale="zh-CN")
                sign_in(page, server.url, TOKENS["alice"])
                ask(page, BOOK, QUESTION)
                page.wait_for_selector(".follow-up")
                if width > 760:  # a phone shows the answer; the desktop also the cited page, highlighted
                    page.locator(".message.assistant .citation").first.click()
                    page.wait_for_function("() => { const i = document.getElementById('page-image');"
                                           " return !i.hidden && i.complete && i.naturalWidth > 0; }")
                    page.wait_for_selector("#page-figure .highlight")
                    page.wait_for_timeout(300)  # the scroll to the highlight
                page.screenshot(path=str(out_dir / name))
                page.context.close()
                print(f"wrote {out_dir / name}")
    finally:
        stop_search(env)


def main() -> None:
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "docs"
    if len(sys.argv) > 1:
        shoot(Path(sys.argv[1]).resolve(), out)
        return
    with tempfile.TemporaryDirectory() as tmp:
        ingest_sample(Path(tmp) / "kb")
        shoot(Path(tmp) / "kb", out)


if __name__ == "__main__":
    main()
