"""The labelled question files both evaluations read (kb-eval's search and --answers): below
evaluate.py and evaluate_answers.py, so neither imports the other for it."""
from __future__ import annotations

from pathlib import Path

from f.common.errors import BadInput


def question_files(files: list[str]):
    """Each named question file as a Path; BadInput for one that is not there."""
    for name in files:
        path = Path(name).expanduser()
        if not path.is_file():
            raise BadInput(f"no such question file: {path}")
        yield path
