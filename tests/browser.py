"""A real headless Chromium for the tests and the README screenshot: Debian's package, driven by
Playwright with the system binary (never `playwright install`)."""
from __future__ import annotations

import contextlib
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@contextlib.contextmanager
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


def new_page(browser, width: int = 1400, height: int = 900, locale: str = "en-US"):
    """A page in a fresh context (its own localStorage) with that viewport and browser language
    (Playwright sets navigator.languages from `locale`)."""
    context = browser.new_context(viewport={"width": width, "height": height}, locale=locale)
    return context.new_page()


def open_drawer(page) -> None:
    """At phone width the books are in a drawer: open it when it is closed."""
    if page.evaluate("matchMedia('(max-width: 760px)').matches && !document.body.classList.contains('drawer-open')"):
        page.click("#menu")
        page.wait_for_selector("body.drawer-open")


def sign_in(page, url: str, token: str) -> None:
    page.goto(url + "/")
    page.wait_for_selector("#token-form:not([hidden])")
    page.fill("#token-input", token)
    page.click("#token-form button[type=submit]")
    page.wait_for_selector(".book")


def ask(page, book_id: str, question: str, answers_before: int = 0) -> None:
    """Opens a new conversation on the book (unless `answers_before`) and asks; waits for the answer."""
    if not answers_before:
        open_drawer(page)
        page.click(f'.book[data-book="{book_id}"] .new-conversation')
        page.wait_for_selector("#question:not([disabled])")
    page.fill("#question", question)
    page.click("#send")
    page.wait_for_function("n => document.querySelectorAll('.message.assistant:not(.streaming)').length > n",
                           arg=answers_before, timeout=60_000)
