"""kb-exercise --number N without a page or lesson, as a user runs it (issue 27): a number the
book has once gives that exercise and its answer; a number several sections share is bad input
(exit 2, one line on stderr; with --json the error object, its candidates with section and page),
and --lesson names a paper's section to pick one."""
from __future__ import annotations

import json
import os
import subprocess

import pytest

from f.common.ingest.flow import ingest
from tests.books import write_mineru_folder
from tests.conftest import BIN
from tests.exercise_books import h, t

PAPER_ID, ANSWERS_ID = "试卷/数学/单元测试", "试卷/数学/单元测试 答案"
PAPER = [h(0, "第一单元测试卷"), t(0, "注意事项："), t(0, "1. 请将答案写在答题卡上。"),
         t(0, "一、选择题"), t(0, "1. 3 的倒数是（ ）A. 3 B. 1/3 C. -3 D. -1/3"),
         t(1, "二、填空题"), t(1, "1. -5 的绝对值是______。"), t(1, "2. 计算：(-2)²=______。"),
         t(2, "三、解答题"), t(2, "3. 解方程：x+1=4。")]
ANSWERS = [h(0, "第一单元测试卷 参考答案"), t(0, "一、选择题"), t(0, "1. B"), t(0, "二、填空题"),
           t(0, "1. 5 2. 4"), t(0, "三、解答题"), t(0, "3. 解：x=3。")]


@pytest.fixture
def paper(tmp_path):
    ingest(write_mineru_folder(tmp_path / "paper", PAPER), PAPER_ID, skip_vectors=True, no_summaries=True)
    ingest(write_mineru_folder(tmp_path / "answers", ANSWERS), ANSWERS_ID, skip_vectors=True,
           no_summaries=True, answers_for=PAPER_ID)


def run(*args):
    proc = subprocess.run([str(BIN / "kb-exercise"), "--book", PAPER_ID, *args], capture_output=True,
                          text=True, env=dict(os.environ), cwd="/", timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_a_number_the_paper_has_once_needs_no_page(paper):
    code, out, err = run("--number", "3")
    assert code == 0, err
    assert "第3题" in out and "三、解答题" in out and "解：x=3。" in out
    code, out, _ = run("--number", "2", "--json")
    (two,) = json.loads(out)["exercises"]
    assert code == 0 and two["group"] == "二、填空题" and two["page"] == 2 and two["answer"]["text"] == "4"


def test_a_repeated_number_lists_its_candidates_as_bad_input(paper):
    code, out, err = run("--number", "1")
    assert code == 2 and out == ""
    assert err.startswith("error: question 1 is in 2 places: 第一单元 一、选择题 p.1; 第一单元 二、填空题 p.2")
    assert "--page" in err
    assert len(err.strip().splitlines()) == 1
    code, out, _ = run("--number", "1", "--json")
    error = json.loads(out)["error"]
    assert code == 2 and error["code"] == "BadInput" and error["message"].startswith("question 1 is in 2")
    assert [(c["group"], c["page"], c["kind"]) for c in error["candidates"]] == [
        ("一、选择题", 1, "choice"), ("二、填空题", 2, "fill")]
    code, out, err = run("--number", "1", "--lesson", "填空", "--json")
    (one,) = json.loads(out)["exercises"]
    assert code == 0 and one["answer"]["text"] == "5"
    code, out, _ = run("--number", "1", "--page", "1", "--json")
    assert code == 0 and json.loads(out)["exercises"][0]["answer"]["text"] == "B"


def test_the_candidates_error_maps_back_to_bad_input_from_a_windmill_job():
    from f.common.errors import from_code
    from f.common.exercises.exercise_lookup import _ambiguous

    error = _ambiguous("1", [{"number": "1", "lesson": None, "group": "一、选择题", "section": None, "page": 1}])
    rebuilt = from_code(type(error).__name__, error.message)  # what windmill_client does with error.name
    assert rebuilt.exit_code == 2 and rebuilt.code == "BadInput" and error.to_json()["error"]["candidates"]
