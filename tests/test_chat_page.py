"""The chat web page in a real headless Chromium against a real server: sign in, pick a book, ask,
see the answer stream in, open a cited page (text, and the PDF's image with the quote highlighted),
click a follow-up; a page holding <script> shows as text; the page never breaks its own
Content-Security-Policy. Its language follows the browser's and a remembered switch; at 375 px it
fits the screen with a full-width question box; a reload keeps the open conversation; a book's
answer booklet is cited as such."""
import pytest

from tests.browser import CHROMIUM, ask, chromium, new_page, open_drawer, sign_in
from tests.chat_server import BOOKLET, PDF_BOOK, SCRIPT_BOOK, TOKENS, library_server

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
    with library_server(built[0], tmp_path_factory.mktemp("chat-page"), booklet=True) as server:
        yield server


@pytest.fixture(scope="module")
def browser():
    with chromium() as running:
        yield running


def watched(page):
    page.csp_errors, page.js_errors = [], []
    page.on("console", lambda m: "Content Security Policy" in m.text and page.csp_errors.append(m.text))
    page.on("pageerror", lambda e: page.js_errors.append(str(e)))
    return page


@pytest.fixture
def page(chat, browser):
    page = watched(new_page(browser))
    sign_in(page, chat.url, TOKENS["alice"])
    yield page
    assert page.csp_errors == [] and page.js_errors == []
    page.context.close()


@pytest.fixture
def zh_page(chat, browser):
    """A Chinese browser (navigator.languages zh-CN) at phone width."""
    page = watched(new_page(browser, 375, 780, locale="zh-CN"))
    sign_in(page, chat.url, TOKENS["alice"])
    yield page
    assert page.csp_errors == [] and page.js_errors == []
    page.context.close()


def test_ask_stream_cite_and_follow_up(page):
    page.evaluate(WATCH)
    ask(page, MATH, "数量积怎么算？")
    lengths = page.evaluate("window.lengths")
    assert len(set(lengths)) > 2 and lengths == sorted(lengths), (lengths, page.inner_text("#messages"))  # it grew
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


def test_a_pdf_books_cited_page_is_its_image_with_the_quote_highlighted(page):
    ask(page, PDF_BOOK, "集合是什么？")
    page.locator(f'.message.assistant .citation[data-book="{PDF_BOOK}"][data-page="2"]').first.click()
    page.wait_for_function("() => { const i = document.getElementById('page-image');"
                           " return !i.hidden && i.complete && i.naturalWidth > 300; }")
    assert page.get_attribute("#page-image", "src").startswith("blob:")
    mark = page.locator("#page-figure .highlight")
    assert mark.count() == 1 and mark.is_visible()
    image, box = page.locator("#page-image").bounding_box(), mark.bounding_box()
    assert image["x"] <= box["x"] and box["x"] + box["width"] <= image["x"] + image["width"] + 1
    assert box["y"] < image["y"] + image["height"] * 0.3 and box["width"] > image["width"] * 0.5  # the top line
    page.click("#page-as-text")
    page.wait_for_function("() => document.querySelector('#page-text mark') !== null")
    assert "集合是确定的对象的全体" in page.inner_text("#page-text mark")


def test_a_cited_page_without_an_image_marks_the_quote_in_its_text(page):
    ask(page, MATH, "数量积怎么算？")
    citation = page.locator(".message.assistant .citation").first
    quote = citation.locator(".quote").inner_text()
    citation.click()
    page.wait_for_selector("#page-text:not([hidden]) mark.quote-mark")
    assert page.locator("#page-figure").is_hidden() and page.locator("#page-as-text").is_hidden()
    marked = page.inner_text("#page-text mark")
    assert marked.replace(" ", "") in quote.replace(" ", "") or quote.replace(" ", "") in marked.replace(" ", "")


def test_the_answer_booklet_is_searched_and_named_in_citations(page):
    ask(page, PDF_BOOK, "集合中的元素有什么性质？")
    assert "with its answer booklet" in page.inner_text("#chat-book")  # the header names both books
    answers = page.locator(f'.message.assistant .citation[data-book="{BOOKLET}"]')
    assert answers.count() >= 1 and answers.first.get_attribute("data-role") == "answers"
    assert answers.first.locator(".role").inner_text() == "Answer booklet"
    assert page.locator(f'.citation[data-book="{PDF_BOOK}"] .role').first.inner_text() == "Book"
    answers.first.click()  # a MinerU booklet has no page images: its text, the quote marked
    page.wait_for_function("() => { const m = document.querySelector('#page-text mark');"
                           " return m && m.textContent.includes('确定性'); }")
    assert "Answer booklet of" in page.inner_text(f'.book[data-book="{BOOKLET}"] .book-link')


def test_the_language_follows_the_browser_and_the_switch_is_remembered(zh_page, chat):
    page = zh_page
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    assert page.inner_text("#send") == "发送" and page.inner_text("#chat-title") == "选择一本书，开始对话"
    assert page.get_attribute("#question", "placeholder").startswith("向这本书提问")
    assert page.inner_text(f'.book[data-book="{MATH}"] .new-conversation') == "+ 新对话"
    page.click("#lang-switch-side")  # on a phone the books' drawer is open: its own switch
    assert page.inner_text("#send") == "Send" and page.evaluate("document.documentElement.lang") == "en"
    assert page.inner_text(f'.book[data-book="{MATH}"] .new-conversation') == "+ New conversation"
    page.reload()  # the choice outlives the browser's own language
    page.wait_for_selector(".book")
    assert page.inner_text("#send") == "Send" and page.inner_text("#lang-switch") == "中文"
    page.click("#scrim", position={"x": 360, "y": 300})  # beside the drawer: it closes; the header's switch
    page.click("#lang-switch")
    assert page.inner_text("#send") == "发送" and page.inner_text("#lang-switch-side") == "English"


def test_every_ui_string_has_both_languages(page):
    missing = page.evaluate("Object.entries(STRINGS).filter(([k, v]) => !v.zh || !v.en).map(([k]) => k)")
    assert missing == []
    keys = page.evaluate("""() => [...document.querySelectorAll('[data-i18n],[data-i18n-placeholder],'
        + '[data-i18n-title],[data-i18n-label]')].flatMap(n => [n.dataset.i18n, n.dataset.i18nPlaceholder,
        n.dataset.i18nTitle, n.dataset.i18nLabel]).filter(Boolean)""")
    assert keys and set(keys) <= set(page.evaluate("Object.keys(STRINGS)"))


FITS = """() => { const w = window.innerWidth; const q = document.getElementById('question').getBoundingClientRect();
  const outside = [...document.querySelectorAll('#chat .citation, #chat .follow-up, #chat .message, #chat-header > *')]
    .filter(n => { const r = n.getBoundingClientRect(); return r.width > 0 && (r.right > w + 0.5 || r.left < -0.5); }).length;
  return {width: w, question: q.width, scroll: document.scrollingElement.scrollWidth,
          messages: document.getElementById('messages').scrollWidth - document.getElementById('messages').clientWidth,
          outside}; }"""


def test_at_phone_width_the_page_fits_and_the_question_box_is_wide(zh_page):
    page = zh_page
    assert page.evaluate("document.body.classList.contains('drawer-open')")  # no conversation yet: the books
    ask(page, PDF_BOOK, "集合中的元素有什么性质？")
    assert not page.evaluate("document.body.classList.contains('drawer-open')")
    page.wait_for_selector(".follow-up")
    fits = page.evaluate(FITS)
    assert fits["width"] == 375 and fits["question"] >= 0.8 * 375, fits
    assert fits["scroll"] <= 375 and fits["messages"] <= 0 and fits["outside"] == 0, fits
    page.locator(f'.citation[data-book="{PDF_BOOK}"][data-page="2"]').first.click()
    page.wait_for_selector("#page-figure .highlight")
    panel = page.locator("#page-panel").bounding_box()
    assert panel["width"] == 375 and page.evaluate("document.scrollingElement.scrollWidth") <= 375
    page.click("#page-close")
    open_drawer(page)
    assert page.locator("#sidebar").bounding_box()["width"] <= 375


def test_at_desktop_width_nothing_scrolls_sideways(page):
    ask(page, PDF_BOOK, "集合中的元素有什么性质？")
    page.locator(".message.assistant .citation").first.click()
    page.wait_for_selector("#page-panel:not([hidden])")
    fits = page.evaluate(FITS)
    assert fits["width"] == 1400 and fits["scroll"] <= 1400 and fits["outside"] == 0, fits
    assert fits["question"] >= 400, fits


def test_a_reload_keeps_the_open_conversation(page, chat):
    ask(page, MATH, "数量积怎么算？")
    url = page.url
    assert "c=" in url and "book=" in url
    before = page.locator(".message .content").all_inner_texts()
    page.reload()
    page.wait_for_selector(".message.assistant")
    assert page.url == url and page.locator(".message .content").all_inner_texts() == before
    assert page.inner_text("#chat-title") == "数量积怎么算？" and page.locator(".conversation.active").count() == 1
    assert not page.locator("#question").is_disabled()
    ask(page, MATH, "向量是什么？", answers_before=1)  # the restored conversation goes on
    assert page.locator(".message.user").count() == 2
    page.go_back()  # Back: the state before this conversation (none open)
    page.wait_for_function("() => document.querySelectorAll('.message').length === 0")
    page.go_forward()
    page.wait_for_function("() => document.querySelectorAll('.message.assistant').length === 2")


def test_a_link_to_a_gone_or_foreign_conversation_says_so(page, chat):
    with chat.client("bob") as bob:
        theirs = bob.post("/api/chat/conversations/", json={"book_id": MATH}).json()["id"]
    page.goto(chat.url + "/?c=" + theirs)
    page.wait_for_function("() => document.getElementById('ask-error').textContent.length > 0")
    assert "no longer exists" in page.inner_text("#ask-error")
    assert "c=" not in page.url and page.locator(".message").count() == 0
