"""The ingestion flow file: it parses, and every step names an existing script with arguments
that script's main() accepts, fed from inputs the flow declares. (Running it is tested against the
Windmill API double in test_windmill_mode.py.)"""
import inspect
import re

import yaml

from f.common.ingest.steps import STATUS_OF_STEP
from tests.conftest import ROOT

FLOW = ROOT / "f" / "index" / "ingest_book__flow" / "flow.yaml"


def load():
    return yaml.safe_load(FLOW.read_text(encoding="utf-8"))


def script_modules(modules):
    for module in modules:
        value = module["value"]
        if value["type"] == "script":
            yield module
        elif value["type"] == "branchone":
            for branch in value["branches"]:
                yield from script_modules(branch["modules"])
            yield from script_modules(value["default"])


def main_of(path: str):
    file = ROOT / f"{path}.py"
    assert file.exists(), f"the flow names {path}, but {file.relative_to(ROOT)} does not exist"
    return __import__(path.replace("/", "."), fromlist=["main"]).main


def test_flow_parses_with_the_steps_in_order():
    flow = load()
    assert flow["summary"] and flow["description"]
    assert [m["id"] for m in flow["value"]["modules"]] == [
        "parse", "build_index", "extract_terms", "extract_exercises", "embed_pages", "publish"]
    paths = [m["value"]["path"] for m in script_modules(flow["value"]["modules"])]
    assert paths == ["f/index/parse_pdf", "f/index/parse_pdf", "f/index/pageindex/build_index",
                     "f/index/extract_terms", "f/index/extract_exercises", "f/index/embed_pages",
                     "f/index/publish_book"]
    assert flow["value"]["failure_module"]["id"] == "failure"


def test_every_step_names_a_script_with_arguments_it_accepts():
    flow = load()
    inputs = set(flow["schema"]["properties"])
    steps = list(script_modules(flow["value"]["modules"])) + [flow["value"]["failure_module"]]
    for module in steps:
        value = module["value"]
        params = inspect.signature(main_of(value["path"])).parameters
        given = set(value["input_transforms"])
        assert given <= set(params), (module["id"], given - set(params))
        required = {n for n, p in params.items() if p.default is inspect.Parameter.empty}
        assert required <= given, (module["id"], required - given)
        for transform in value["input_transforms"].values():
            for name in re.findall(r"flow_input\.(\w+)", transform.get("expr", "")):
                assert name in inputs, (module["id"], name)
        assert (ROOT / f"{value['path']}.script.yaml").exists(), value["path"]


def test_each_step_is_retried_on_its_own_but_not_on_bad_input():
    for module in script_modules(load()["value"]["modules"]):
        retry = module.get("retry") or {}
        assert (retry.get("exponential") or retry.get("constant") or {}).get("attempts", 0) >= 2
        if module["id"] != "publish":
            assert "BadInput" in retry["retry_if"]["expr"]


def test_inputs_and_branches():
    flow = load()
    schema = flow["schema"]
    assert schema["required"] == ["book_id"]
    assert {"parse", "mineru", "summaries", "skip_vectors", "force"} <= set(schema["properties"])
    parse = flow["value"]["modules"][0]["value"]
    mineru, ours = parse["branches"]
    assert mineru["modules"][0]["value"]["tag_override"] == "mineru"   # the GPU worker group
    assert "tag_override" not in ours["modules"][0]["value"]
    assert parse["default"] == []                                        # MinerU upload: no parse
    embed = next(m for m in flow["value"]["modules"] if m["id"] == "embed_pages")
    assert embed["skip_if"]["expr"] == "flow_input.skip_vectors"


def test_failure_handler_maps_every_flow_step():
    from f.index.mark_failed import STEP_OF_MODULE

    flow = load()
    ids = {m["id"] for m in script_modules(flow["value"]["modules"])}
    assert ids and ids <= set(STEP_OF_MODULE)
    assert set(STEP_OF_MODULE.values()) - {"publish"} <= set(STATUS_OF_STEP)


def test_failure_handler_records_a_step_that_died_outside_run_step(tmp_path):
    from f.common.ingest.steps import context
    from f.common.store import manifest as manifests
    from f.index.mark_failed import main as mark_failed

    _settings, store = context()
    manifests.set_status(store, "书/一", "indexing", "embed_pages")
    result = mark_failed("书/一", step_id="embed_pages", name="ServiceError",
                         message="worker killed after timeout")
    state = manifests.books.read_manifest(store, "书/一")
    assert state["status"] == "failed" and state["error"]["step"] == "embed_pages"
    assert result["error"]["name"] == "ServiceError" and "embed_pages" in result["error"]["message"]
    again = mark_failed("书/一", step_id="publish", name="X", message="later")   # first one kept
    assert again["error"]["step"] == "embed_pages"
    assert mark_failed("书/无", step_id="parse_local")["status"] == "failed"  # unknown: no manifest
    assert manifests.books.read_manifest(store, "书/无") is None
