"""MinerU's own content-list renderer (mineru.render.render_content_list), run in MinerU's venv
(.tools/mineru, installed by bin/kb-setup --mineru or --dev): the reference our renderer
(f.common.pdf.mineru4.render_content_list, markdown mode) is checked against, in the live tests
and in bench/bench_mineru.py."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

MINERU = Path(__file__).resolve().parents[1] / ".tools" / "mineru" / "bin"
_SCRIPT = ("import json, sys\nfrom mineru.render import render_content_list\nfrom mineru.types import MiddleJson\n"
           "middle = MiddleJson.from_dict(json.load(open(sys.argv[1])))\n"
           "json.dump(render_content_list(middle), open(sys.argv[2], 'w'), ensure_ascii=False)\n")


def installed() -> bool:
    return (MINERU / "python").exists()


def minerus_content_list(middle: bytes, workdir: Path, timeout: float = 300) -> list:
    """The classic content list MinerU itself renders from a middle json."""
    (workdir / "middle.json").write_bytes(middle)
    subprocess.run([str(MINERU / "python"), "-c", _SCRIPT, str(workdir / "middle.json"),
                    str(workdir / "theirs.json")], check=True, timeout=timeout)
    return json.loads((workdir / "theirs.json").read_text(encoding="utf-8"))
