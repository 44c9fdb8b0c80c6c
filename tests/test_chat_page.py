"""The chat web page in a real headless Chromium against a real server: sign in, pick a book, ask,
see the answer stream in, open a cited page (text, and the PDF's image), click a follow-up; a page
holding <script> shows as text; the page never breaks its own Content-Security-Policy."""
import pytest

from tests.browser import CHROMIUM, ask, chromium, sign_in
from tests.chat_server import PDF_BOOK, SCRIPT_BOOK, TOKENS, library_server

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} (Debian's chromium) is not installed")
MATH = "教材/数学/向量"
# Records the length of the streaming answer's text after each token event the page handled: the
# deltas may arrive in one network read (evidence-only answers are ready at once), each is drawn.
WATCH = """() => { window.lengths = []; const real = api.stream;
  api.stream = (cid, content, onEvent) => real(cid, content, (ev) => { onEvent(ev);
    if (ev.type === 'token') window.lengths.push(document.querySelector('.message.streaming .content').textContent.length);
  }); }"""


@pytest.fixture(scope="module")
def chat(built, tmp_path_factory):
    with library_server(built[0], tmp_path_factory.mktemp("chat-page")) as server:
        yield server


@pytest.fixture
def page(chat):
    with chromium() as browser:
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.csp_errors = []
        page.on("console", lambda m: "Content Security Policy" in m.text and page.csp_errors.append(m.text))
        sign_in(page, chat.url, TOKENS["alice"])
        yield page
        assert page.csp_errors == []


def test_ask_stream_cite_and_follow_up(page):
    page.evaluate(WATCH)
    ask(page, MATH, "数量积怎么算？")
    lengths = page.evaluate("window.lengths")
    assert len(set(lengths)) > 2 and lengths == sorted(lengths), lengths  # the text grew as it streamed
    answer = page.locator(".message.assistant").first
    assert "数量积" in answer.locator(".content").inner_text()
    citation = answer.locator(".citation").first
    assert "向量" in citation.inner_text() and "p. " in citation.inner_text()
    citation.click()
    page.wait_for_selector("#page-text:not([hidden])")
    page.wait_for_function("() => document.getElementById('page-text').textContent.length > 0")
    assert "数量积" in page.inner_text("#page-text") or "向量" in page.inner_text("#page-text")
    assert "p. " in page.inner_text("#page-title")
    follow_up = answer.locator(".follow-up").first
    question = follow_up.inner_text()
    follow_up.click()
    page.wait_for_function("() => document.querySelectorAll('.message.assistant:not(.streaming)').length > 1",
                           timeout=60_000)
    users = page.locator(".message.user .content").all_inner_texts()
    assert users == ["数量积怎么算？", question]
    assert page.locator(".message.assistant").nth(1).locator(".citation").count() > 0
    assert page.locator(".conversation.active").count() == 1
    page.reload()  # the token stays in localStorage; the conversation is listed
    page.wait_for_selector(".conversation")
    assert page.locator("#token-form").is_hidden()


def test_a_page_holding_script_shows_as_text(page):
    ask(page, SCRIPT_BOOK, "动量守恒定律是什么？")
    quote = page.locator(".message.assistant .citation .quote").first.inner_text()
    assert "<script>" in quote or "动量守恒定律" in quote
    page.locator(".message.assistant .citation").first.click()
    page.wait_for_function("() => document.getElementById('page-text').textContent.includes('<script>')")
    assert "<img src=x onerror=" in page.inner_text("#page-text")
    assert page.evaluate("window.pwned") is None and page.title().startswith("ebook-kb")
    assert page.locator("#messages script, #page-panel script, #messages img, #page-text img").count() == 0


def test_a_pdf_books_cited_page_is_its_image(page):
    ask(page, PDF_BOOK, "集合是什么？")
    page.locator(".message.assistant .citation").first.click()
    page.wait_for_function("() => { const i = document.getElementById('page-image');"
                           " return !i.hidden && i.complete && i.naturalWidth > 300; }")
    assert page.get_attribute("#page-image", "src").startswith("blob:")
    page.click("#page-as-text")
    page.wait_for_function("() => document.getElementById('page-text').textContent.includes('集合')")
