"""Titles that open with a name in code (`--replace-all`, `core.fileMode`, `git-status(1)`): in an API,
option or configuration reference the entry headings are the names themselves, lower case or
punctuated, so their case is no evidence against a numbered title (1106). Pure."""
from __future__ import annotations

import re

# a flag (`-b`, `--base-dir`), a placeholder or a bracketed name (`<name>`, `[branch "devel"]`)
_FLAG = re.compile(r"^(-{1,2}[A-Za-z\[]|<\w|\[\w|\$[A-Za-z(])")
# a name joined by code punctuation (`core.fileMode`, `hasconfig:remote.*.url:`, `gitdir/i`,
# `clippy::pedantic`, `max_width`, `absolute-paths-allowed-crates`) or a camelCase one (`ignoredHook`)
# (never `x=3` or `a-b`: a formula's working, whose first name is one letter)
_JOINED = re.compile(r"^[a-z][a-z0-9]+([._:/-]+[\w*<>]+)+:?$|^[a-z]+[A-Z]\w*$")
# (one lower-case word alone, `gitdir`, is not enough: a Chinese manual's `search`, `install` under
# their tagged headings are command names in its examples; not kept after the nineteenth set's seen run)
# a manual page named with its section (`gitcore-tutorial(7)`, `ls(1)`)
_PAGE = re.compile(r"^[a-z][\w.-]*\(\d\w*\)$")


def opens_with_code(words: str) -> bool:
    """The title after its numbering marker opens with a name in code, not a prose word."""
    first = words.split()[0] if words.split() else ""
    return bool(_FLAG.match(first) or _JOINED.match(first) or _PAGE.match(first))
