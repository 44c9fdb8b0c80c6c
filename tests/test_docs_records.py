"""docs/decisions/: every record numbered, titled, with a status, an area and the three sections,
listed in the index, and every link between records resolving (a superseded record names the one
that replaced it). Also: nothing in the repository still points at the old docs/decisions.md."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DECISIONS = ROOT / "docs" / "decisions"

NAME = re.compile(r"^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$")
STATUS = re.compile(r"^Status: (accepted|superseded by \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\))$", re.M)
LINK = re.compile(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)")
SECTIONS = ("Context", "Decision", "Consequences")


def problems(folder: Path) -> list[str]:
    """Every way the records in `folder` break the rules, one line each (empty when all is well)."""
    found: list[str] = []
    index_path = folder / "README.md"
    index = index_path.read_text(encoding="utf-8") if index_path.is_file() else ""
    if not index:
        found.append("README.md: the index is missing")
    numbers: dict[str, str] = {}
    for path in sorted(folder.glob("*.md")):
        if path.name == "README.md":
            continue
        name = path.name
        match = NAME.match(name)
        if not match:
            found.append(f"{name}: not named NNNN-short-kebab-title.md")
            continue
        number = match.group(1)
        if number in numbers:
            found.append(f"{name}: number {number} also used by {numbers[number]}")
        numbers[number] = name
        text = path.read_text(encoding="utf-8")
        first = text.splitlines()[0] if text else ""
        if not re.match(rf"^# {number}\. \S", first):
            found.append(f"{name}: first line is not '# {number}. Title'")
        status = STATUS.search(text)
        if not status:
            found.append(f"{name}: no 'Status: accepted' or 'Status: superseded by [NNNN](NNNN-....md)' line")
        elif status.group(2) and not status.group(3).startswith(status.group(2) + "-"):
            found.append(f"{name}: superseded link text {status.group(2)} names another file ({status.group(3)})")
        elif status.group(3) == name:
            found.append(f"{name}: superseded by itself")
        if not re.search(r"^Area: \S", text, re.M):
            found.append(f"{name}: no 'Area:' line")
        for section in SECTIONS:
            body = re.search(rf"^## {section}\b[^\n]*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
            if not body or not body.group(1).strip():
                found.append(f"{name}: no (or an empty) '## {section}' section")
        for target in LINK.findall(text):
            if not (path.parent / target).resolve().is_file():
                found.append(f"{name}: link to {target} does not resolve")
        if f"]({name})" not in index:
            found.append(f"{name}: not listed in README.md")
    for target in LINK.findall(index):
        if not (folder / target).resolve().is_file():
            found.append(f"README.md: link to {target} does not resolve")
    return found


def test_every_record_is_well_formed_and_indexed():
    assert DECISIONS.is_dir()
    assert len(list(DECISIONS.glob("[0-9][0-9][0-9][0-9]-*.md"))) > 100
    assert problems(DECISIONS) == []


def test_the_check_finds_each_kind_of_fault(tmp_path):
    good = ("# 0001. Good\n\nStatus: accepted\nArea: Core\n\n## Context\nc\n\n## Decision\nd\n\n"
            "## Consequences\nq\n")
    (tmp_path / "0001-good.md").write_text(good, encoding="utf-8")
    (tmp_path / "0002-old.md").write_text(
        good.replace("0001. Good", "0002. Old").replace(
            "Status: accepted", "Status: superseded by [0009](0009-gone.md)"), encoding="utf-8")
    (tmp_path / "0003-bare.md").write_text("# Bare\n\n## Context\nc\n", encoding="utf-8")
    (tmp_path / "unnumbered-record.md").write_text(good, encoding="utf-8")
    (tmp_path / "README.md").write_text("[Good](0001-good.md) [Old](0002-old.md)\n", encoding="utf-8")
    found = "\n".join(problems(tmp_path))
    assert "0001-good.md" not in found
    assert "0002-old.md: superseded link text 0009" not in found  # text and file agree ...
    assert "0002-old.md: link to 0009-gone.md does not resolve" in found  # ... but the file is gone
    assert "0003-bare.md: first line is not '# 0003. Title'" in found
    assert "0003-bare.md: no 'Status: accepted'" in found
    assert "0003-bare.md: no 'Area:' line" in found
    assert "0003-bare.md: no (or an empty) '## Decision' section" in found
    assert "0003-bare.md: not listed in README.md" in found
    assert "unnumbered-record.md: not named NNNN-short-kebab-title.md" in found


def test_nothing_points_at_the_old_decisions_page():
    assert not (ROOT / "docs" / "decisions.md").exists()
    stale = []
    for path in [ROOT / "README.md", *(ROOT / "docs").rglob("*.md"), *(ROOT / "f").rglob("*.py"),
                 *(ROOT / "f").rglob("*.yaml"), *(ROOT / "bench").rglob("*.py"),
                 *(ROOT / "bench").rglob("*.md"), *(ROOT / "tests").glob("*.py")]:
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if re.search(r"(?<![\w/-])(?:docs/)?decisions\.md", text):
            stale.append(str(path.relative_to(ROOT)))
    assert stale == [], f"still naming docs/decisions.md: {stale}"
