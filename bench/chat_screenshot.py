"""The README's screenshot: a real conversation over the sample book in the chat page (headless
Chromium), saved as docs/chat.png. Ingests samples/sample-book.pdf into a temporary KB_HOME
(about a minute) unless one that holds it is given.
Usage: .venv/bin/python bench/chat_screenshot.py [KB_HOME] [OUT.png]"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.browser import ask, chromium, sign_in  # noqa: E402
from tests.chat_server import TOKENS, ChatServer, server_env, stop_search  # noqa: E402

BOOK = "示例/数学/样章"
QUESTION = "向量的数量积怎么算？"


def ingest_sample(home: Path) -> None:
    from f.common.config import load
    from f.common.ingest.flow import ingest

    ingest(ROOT / "samples" / "sample-book.pdf", BOOK, settings=load().replace(kb_home=home))


def shoot(home: Path, out: Path) -> None:
    env = server_env(home)
    try:
        with ChatServer(env) as server, chromium() as browser:
            page = browser.new_page(viewport={"width": 1500, "height": 940}, device_scale_factor=1)
            sign_in(page, server.url, TOKENS["alice"])
            ask(page, BOOK, QUESTION)
            page.locator(".message.assistant .citation").first.click()
            page.wait_for_function("() => { const i = document.getElementById('page-image');"
                                   " return !i.hidden && i.complete && i.naturalWidth > 0; }")
            page.screenshot(path=str(out))
    finally:
        stop_search(env)
    print(f"wrote {out}")


def main() -> None:
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "docs" / "chat.png"
    if len(sys.argv) > 1:
        shoot(Path(sys.argv[1]).resolve(), out)
        return
    with tempfile.TemporaryDirectory() as tmp:
        ingest_sample(Path(tmp) / "kb")
        shoot(Path(tmp) / "kb", out)


if __name__ == "__main__":
    main()
