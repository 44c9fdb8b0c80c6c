"""A Chinese question's evidence page is judged by its whole text, not the one passage the search
returned for it (issue 27, thirteenth round; decision 0420): a page found through its figure's
caption ("[图 4-2]") or its second half names what its other passages say. Real local store."""
from __future__ import annotations

import json

from f.common.answer.pack import _whole_pages
from f.common.store.local import LocalStore

ITEMS = [
    {"type": "text", "text": "三、教学提示", "text_level": 1, "page_idx": 0},
    {"type": "text", "text": "教师要以身作则，避免在遇到困难时发脾气、抱怨学生等不良情绪表现。", "page_idx": 0},
    {"type": "image", "image_caption": ["图 4-2"], "page_idx": 0},
    {"type": "text", "text": "第二页只有一句。", "page_idx": 1},
]


def test_a_page_found_through_its_caption_is_read_whole(tmp_path):
    store = LocalStore(tmp_path)
    store.put("parsed/pe/content_list.json", json.dumps(ITEMS, ensure_ascii=False).encode())
    pages = {("pe", 1): {"book_id": "pe", "page": 1, "text": "[图: 图 4-2]"},
             ("pe", 2): {"book_id": "pe", "page": 2, "text": "第二页只有一句。还有一段更长的段落文字。"},
             ("pe", 9): {"book_id": "pe", "page": 9, "text": "content list lacks this page"}}
    judged = _whole_pages(store, {}, pages, list(pages))
    assert "发脾气" in judged[("pe", 1)] and "图 4-2" in judged[("pe", 1)]
    # a passage longer than the page's text (another reading of it) and a page the content list
    # lacks keep the passage
    assert judged[("pe", 2)] == pages[("pe", 2)]["text"]
    assert judged[("pe", 9)] == "content list lacks this page"
