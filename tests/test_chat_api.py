"""The chat server's HTTP API, over a real uvicorn server (bin/kb-chat-server) and a library built
with the bundled model, in evidence-only mode (no model key): auth, user isolation, bad input,
conversations, send_message and the page endpoint."""
import pymupdf
import pytest

from tests.chat_server import PDF_BOOK, library_server

MATH, PHYSICS = "教材/数学/向量", "教材/物理/力学"


@pytest.fixture(scope="module")
def chat(built, tmp_path_factory):
    with library_server(built[0], tmp_path_factory.mktemp("chat-api")) as server:
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
