"""The chat server's HTTP API, over a real uvicorn server (bin/kb-chat-server) and a library built
with the bundled model, in evidence-only mode (no model key): auth, user isolation, bad input,
conversations, send_message, the page endpoint, a cited quote's place on its page, and a
conversation that reads a book with its answer booklet (and nothing else)."""
from pathlib import Path

import pymupdf
import pytest

from tests.chat_server import BOOKLET, PDF_BOOK, library_server

MATH, PHYSICS = "教材/数学/向量", "教材/物理/力学"


@pytest.fixture(scope="module")
def chat(built, tmp_path_factory):
    with library_server(built[0], tmp_path_factory.mktemp("chat-api"), booklet=True) as server:
        yield server


def new_conversation(client, book=MATH) -> str:
    response = client.post("/api/chat/conversations/", json={"book_id": book})
    assert response.status_code == 201, response.text
    return response.json()["id"]


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer not-a-known-token"},
                                     {"Authorization": "Basic YWxpY2U6eA=="}])
@pytest.mark.parametrize("path", ["/api/books/", "/api/chat/conversations/"])
def test_no_or_unknown_token_is_401_json(chat, headers, path):
    with chat.client(None) as client:
        response = client.get(path, headers=headers)
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "Unauthorized"
    assert response.headers["www-authenticate"].startswith("Bearer")


def test_books_are_the_ready_ones_with_titles(chat):
    with chat.client() as client:
        books = {b["book_id"]: b for b in client.get("/api/books/").json()["books"]}
    assert {MATH, PHYSICS, PDF_BOOK} <= set(books)
    assert books[MATH]["title"] == "向量" and books[MATH]["page_images"] is False
    assert books[PDF_BOOK]["page_images"] is True


def test_one_user_never_sees_another_users_conversation(chat):
    with chat.client("alice") as alice, chat.client("bob") as bob:
        cid = new_conversation(alice)
        unknown = "0" * 32
        for method, suffix, body in [("GET", "", None), ("DELETE", "", None), ("GET", "messages/", None),
                                     ("POST", "send_message/", {"content": "数量积"}),
                                     ("POST", "send_message_stream/", {"content": "数量积"})]:
            theirs = bob.request(method, f"/api/chat/conversations/{cid}/{suffix}", json=body)
            missing = bob.request(method, f"/api/chat/conversations/{unknown}/{suffix}", json=body)
            assert theirs.status_code == missing.status_code == 404, (method, suffix)
            assert theirs.json()["error"]["message"].replace(cid, unknown) == missing.json()["error"]["message"]
        assert cid not in [c["id"] for c in bob.get("/api/chat/conversations/").json()["conversations"]]
        assert alice.get(f"/api/chat/conversations/{cid}/").json()["id"] == cid  # bob deleted nothing
        hostile = alice.get("/api/chat/conversations/..%2F..%2Fetc/")
        assert hostile.status_code == 404


def test_list_get_delete(chat):
    with chat.client("alice") as client:
        math, physics = new_conversation(client, MATH), new_conversation(client, PHYSICS)
        listed = client.get("/api/chat/conversations/", params={"book": PHYSICS}).json()["conversations"]
        assert physics in [c["id"] for c in listed] and math not in [c["id"] for c in listed]
        got = client.get(f"/api/chat/conversations/{math}/").json()
        assert got["book_id"] == MATH and got["user"] == "alice" and got["message_count"] == 0
        assert client.delete(f"/api/chat/conversations/{math}/").status_code == 204
        assert client.get(f"/api/chat/conversations/{math}/").status_code == 404
        assert client.get(f"/api/chat/conversations/{math}/messages/").status_code == 404


def test_unknown_book_is_404(chat):
    with chat.client() as client:
        response = client.post("/api/chat/conversations/", json={"book_id": "教材/没有/这本"})
        assert response.status_code == 404 and "unknown book" in response.json()["error"]["message"]
        assert client.post("/api/chat/conversations/", json={"book_id": "../../etc"}).status_code == 400
        assert client.post("/api/chat/conversations/", json={}).status_code == 400


@pytest.mark.parametrize("content,message", [
    ("", "the question is empty"), ("   ", "the question is empty"),
    ("？？！……", "only punctuation"), ("数" * 4001, "at most 4000"), (17, '"content" must be a string'),
])
@pytest.mark.parametrize("kind", ["send_message/", "send_message_stream/"])
def test_bad_messages_are_400_and_store_nothing(chat, content, message, kind):
    with chat.client() as client:
        cid = new_conversation(client)
        response = client.post(f"/api/chat/conversations/{cid}/{kind}", json={"content": content})
        assert response.status_code == 400 and response.headers["content-type"] == "application/json"
        assert message in response.json()["error"]["message"]
        assert client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"] == []


def test_bodies_over_64_kb_are_413_and_broken_json_400(chat):
    with chat.client() as client:
        cid = new_conversation(client)
        url = f"/api/chat/conversations/{cid}/send_message/"
        big = client.post(url, content=b'{"content": "' + b"x" * 70_000 + b'"}')
        assert big.status_code == 413 and big.json()["error"]["code"] == "TooLarge"
        chunked = client.post(url, content=iter([b'{"content": "', b"y" * 70_000, b'"}']))  # no length
        assert chunked.status_code == 413
        assert client.post(url, content=b"{not json").status_code == 400
        assert client.post(url, json=["a list"]).status_code == 400


def test_send_message_returns_both_stored_messages(chat):
    with chat.client() as client:
        cid = new_conversation(client)
        response = client.post(f"/api/chat/conversations/{cid}/send_message/", json={"content": "数量积怎么算？"})
        assert response.status_code == 200, response.text
        turn = response.json()
        asked, answer = turn["user_message"], turn["assistant_message"]
        assert asked["role"] == "user" and asked["content"] == "数量积怎么算？"
        assert answer["role"] == "assistant" and answer["status"] == "ok" and answer["mode"] == "evidence_only"
        assert answer["citations"] and "[1]" in answer["content"]
        for cite in answer["citations"]:
            assert cite["book_id"] == MATH and cite["page"] >= 1 and cite["quote"] and "section" in cite
        assert "transcript" not in answer and isinstance(answer["follow_up_questions"], list)
        stored = client.get(f"/api/chat/conversations/{cid}/messages/").json()["messages"]
        assert [m["id"] for m in stored] == [asked["id"], answer["id"]]
        assert client.get(f"/api/chat/conversations/{cid}/").json()["title"] == "数量积怎么算？"


def test_page_text_and_png(chat):
    with chat.client() as client:
        text = client.get(f"/api/books/{MATH}/pages/2").json()
        assert text["page"] == 2 and text["page_label"] == "8" and "数量积" in text["content"]
        assert client.get(f"/api/books/{MATH}/pages/2", params={"format": "png"}).json()["page"] == 2  # no PDF
        image = client.get(f"/api/books/{PDF_BOOK}/pages/2")
        assert image.status_code == 200 and image.headers["content-type"] == "image/png"
        pix = pymupdf.Pixmap(image.content)
        assert pix.width > 300 and pix.height > 400
        as_text = client.get(f"/api/books/{PDF_BOOK}/pages/2", params={"format": "text"}).json()
        assert "集合是确定的对象的全体" in as_text["content"]
        for page in ("0", "99", "x"):
            assert client.get(f"/api/books/{MATH}/pages/{page}").status_code == 404
        assert client.get(f"/api/books/{MATH}/pages/1", params={"format": "gif"}).status_code == 400
        assert client.get("/api/books/教材/没有/pages/1").status_code == 404


def test_the_page_carries_a_strict_csp(chat):
    with chat.client(None) as client:
        page = client.get("/")
        assert page.status_code == 200 and "<title>" in page.text
        csp = page.headers["content-security-policy"]
        assert "default-src 'none'" in csp and "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert client.get("/static/app.js").headers["content-type"].startswith("text/javascript")
        assert client.get("/static/../server.py").status_code == 404
        assert client.get("/api/nothing/here").json()["error"]["code"] == "NotFound"


def send(client, book: str, question: str) -> dict:
    cid = new_conversation(client, book)
    response = client.post(f"/api/chat/conversations/{cid}/send_message/", json={"content": question})
    assert response.status_code == 200, response.text
    return response.json()["assistant_message"]


def test_a_conversation_reads_the_book_and_its_answer_booklet_and_nothing_else(chat):
    with chat.client() as client:
        books = {b["book_id"]: b for b in client.get("/api/books/").json()["books"]}
        assert books[PDF_BOOK]["chat_books"] == [{"book_id": PDF_BOOK, "role": "book"},
                                                 {"book_id": BOOKLET, "role": "answers"}]
        assert books[BOOKLET]["chat_books"] == books[PDF_BOOK]["chat_books"]  # opened on the booklet: the same two
        assert books[MATH]["chat_books"] == [{"book_id": MATH, "role": "book"}]
        answer = send(client, PDF_BOOK, "集合中的元素有什么性质？")
        cited = {c["book_id"] for c in answer["citations"]}
        assert cited <= {PDF_BOOK, BOOKLET} and BOOKLET in cited, answer["citations"]
        booklet_cite = next(c for c in answer["citations"] if c["book_id"] == BOOKLET)
        assert "确定性" in booklet_cite["quote"] and booklet_cite["page"] == 1
        for book in (MATH, PHYSICS):  # the booklet answers the PDF book only
            other = send(client, book, "集合中的元素有什么性质？")
            assert {c["book_id"] for c in other["citations"]} <= {book}, other["citations"]


def test_the_scope_drops_other_books_and_unlinked_booklets(chat):
    from f.common.chat import conversation_scope as scope
    from f.common.config import load
    from f.common.store import books
    from f.common.store.objects import get_store

    settings = load().replace(kb_home=Path(chat.env["KB_HOME"]))
    store = get_store(settings)
    book = books.read_manifest(store, PDF_BOOK)
    assert scope.chat_books(settings, store, book) == {PDF_BOOK: "book", BOOKLET: "answers"}
    narrow = settings.replace(allowed_books=("教材",))  # the deployment does not serve the booklet
    assert scope.chat_books(narrow, store, book) == {PDF_BOOK: "book"}
    claimed = {**books.read_manifest(store, MATH), "answer_booklets": [BOOKLET]}  # the booklet answers another book
    assert scope.chat_books(settings, store, claimed) == {MATH: "book"}
    results = [{"hits": [{"book_id": PDF_BOOK}, {"book_id": PDF_BOOK + "/附录"}, {"book_id": BOOKLET}]}]
    assert scope.only(results, [PDF_BOOK, BOOKLET]) == [{"hits": [{"book_id": PDF_BOOK}, {"book_id": BOOKLET}]}]


def highlight(client, book: str, page, quote="集合是确定的对象的全体"):
    return client.get(f"/api/books/{book}/pages/{page}/highlight", params={"quote": quote} if quote is not None else {})


def test_a_cited_quote_on_a_pdf_page_is_its_blocks_bbox(chat):
    with chat.client() as client:
        found = highlight(client, PDF_BOOK, 2).json()
        assert found["image"] is True and found["found"] is True and found["page"] == 2
        [box] = found["boxes"]
        x0, y0, x1, y1 = box
        assert 0 <= x0 < x1 <= 1000 and 0 <= y0 < y1 <= 1000 and y1 < 300  # the line at the top of the page
        assert [s["text"] for s in found["segments"] if s["mark"]] == ["集合是确定的对象的全体"]
        spaced = highlight(client, PDF_BOOK, 2, "集合 是确定的“对象”的全体").json()  # folded as citations are checked
        assert spaced["boxes"] == [box]
        missing = highlight(client, PDF_BOOK, 1).json()  # not on that page: no box, the page still served
        assert missing["found"] is False and missing["boxes"] == [] and missing["image"] is True


def test_a_cited_quote_without_page_images_is_marked_in_the_text(chat):
    with chat.client() as client:
        found = highlight(client, MATH, 2, "它们的模与夹角余弦的乘积").json()
        assert found["image"] is False and found["boxes"] == [] and found["found"] is True
        assert found["page_label"] == "8"
        marked = [s["text"] for s in found["segments"] if s["mark"]]
        assert marked == ["它们的模与夹角余弦的乘积"]
        assert "".join(s["text"] for s in found["segments"]) == client.get(f"/api/books/{MATH}/pages/2").json()["content"]
        booklet = highlight(client, BOOKLET, 1, "集合中的元素具有确定性").json()
        assert booklet["found"] is True and booklet["book_id"] == BOOKLET


@pytest.mark.parametrize("book,page,quote,status,words", [
    (PDF_BOOK, "0", "集合", 404, "has no page"), (PDF_BOOK, "3", "集合", 404, "has no page"),
    (PDF_BOOK, "x", "集合", 404, "has no page"), (PDF_BOOK, "-1", "集合", 404, "has no page"),
    ("..%2F..%2Fetc", "1", "集合", 400, ""), ("教材%2F数学%2F..", "1", "集合", 400, ""),
    ("教材/没有/这本", "1", "集合", 404, "unknown book"),
    (PDF_BOOK, "1", None, 400, "quote is required"), (PDF_BOOK, "1", "  ", 400, "quote is required"),
    (PDF_BOOK, "1", "集" * 301, 400, "longer than 300"),
])
def test_highlight_bad_input_is_one_clear_error(chat, book, page, quote, status, words):
    with chat.client() as client:
        response = highlight(client, book, page, quote)
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert words in error["message"] and "\n" not in error["message"] and len(error["message"]) < 300


def test_highlight_needs_a_token(chat):
    with chat.client(None) as client:
        assert highlight(client, PDF_BOOK, 2).status_code == 401


def test_the_agents_search_reads_the_booklet_and_says_which_book(chat):
    from f.common.chat import book_tools
    from f.common.config import load
    from f.common.store.objects import get_store

    settings = load().replace(kb_home=Path(chat.env["KB_HOME"]), searchd=False)  # in this process
    deps = book_tools.ChatDeps(settings=settings, store=get_store(settings), book_id=PDF_BOOK,
                               books=(PDF_BOOK, BOOKLET))
    found = book_tools.search_book(deps, "集合中的元素具有确定性")
    sources = {deps.ledger.items[h["evidence_id"]]["book_id"]: h.get("source") for h in found["hits"]}
    assert sources == {PDF_BOOK: None, BOOKLET: "answer booklet"}, found["hits"]
    pack = book_tools.evidence_pack(deps, "集合中的元素有什么性质？")
    assert {deps.ledger.items[e["evidence_id"]]["book_id"] for e in pack["evidence"]} <= {PDF_BOOK, BOOKLET}
    alone = book_tools.ChatDeps(settings=settings, store=deps.store, book_id=MATH)  # no booklet: the book only
    assert {alone.ledger.items[h["evidence_id"]]["book_id"] for h in book_tools.search_book(alone, "集合")["hits"]} <= {MATH}
