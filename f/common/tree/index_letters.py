"""An index's letter groups (pure): a book's index sets each group of its terms under the group's
letter, alone on its line (`A`, `B`, ... `Z`, in the index's columns), at body size and untagged.
Authors bookmark them under the index (makeindex's and hyperref's `Index > A`), and a reader of the
tree goes to a term by its letter, so each letter opens a heading item one level below every
heading the page's type gives.

A single capital letter alone on a line is an index letter only in a run of MIN_RUN letters or
more that rise through the alphabet in the index's reading order (page, then column, then line):
answer options (`A`, `B`, `C`, `D` again and again) or a table's letter cells never rise so far
without falling back.

The text layer of a two- or three-column index often joins a letter to the line beside it in the
next column (`H      \\ifx . . . 280`, `254 H`, `... 392 L`) or keeps it inside a block of terms
set as code: on the pages of a run, a capital standing alone between spaces in such a line is one of
the run's groups where the run lacks that letter (0881).

Under a heading that names the index (`Index`, `索引`), a shorter rising run is its groups too: a
short index's text layer keeps few letters alone (mparhack's 4 of 11), the rest joined. makeindex's
doc style (ltxdoc, l3doc: gind.ist) sets the groups of signs and digits first as `Symbols` and
`Numbers`, centred like the letters; and the last letters may run onto the page after the run's,
before the next heading (0951)."""
from __future__ import annotations

import re

from f.common.tree.headings import match_key

MIN_RUN = 8  # letters rising without a fall: an index's groups, not options or cells
COLUMN = 40  # page units (of 1000): letters this close in x stand in one column
_LETTER = re.compile(r"\s*[A-Z]\s*")
_JOINED = re.compile(r"(?:^|(?<=\s))([A-Z])(?=\s|$)")  # a capital alone between spaces or line ends
_BAR = re.compile(r"\s*[A-Z](\s*\|\s*[A-Z])*\s*")  # `A | B | C | ...`: the index's letter bar
MIN_TITLED_RUN = 3  # under a heading naming the index, a run this long is its groups (0951)
_INDEX_TITLE = re.compile(r"(?:^|\w)(?:index|索引)$")  # `Index`, `General Index`, `索引` (a match key)
# gind.ist's groups of signs and digits (`Symbols`, `Numbers`) on a line of their own or set apart
# by spaces or leaders from the next column's line (`Symbols .... 30`); never `Numbers written in ...`
_GROUP = re.compile(r"(?:^|(?<=\s\s))(Symbols|Numbers)(?=\s*$|\s\s|\s*\.\s*\.)", re.M)


def _order(item: dict) -> tuple:
    box = item["bbox"]
    return item["page_idx"], round(box[0] / COLUMN), box[1]


def index_letters(items: list[dict]) -> list[dict]:
    """items with an index's untagged letter lines tagged as headings (copies of those items, one
    text level below the deepest level in use); the same list when there are none."""
    letters = sorted((i for i, item in enumerate(items) if item.get("type") == "text" and item.get("bbox")
                      and not item.get("text_level") and _LETTER.fullmatch(item.get("text") or "")),
                     key=lambda i: _order(items[i]))
    runs: list[list[int]] = []
    for i in letters:
        if runs and items[runs[-1][-1]]["text"].strip() < items[i]["text"].strip():
            runs[-1].append(i)
        else:
            runs.append([i])
    chosen = {i for run in runs if len(run) >= MIN_RUN or len(run) >= MIN_TITLED_RUN and _under_index(items, run, letters)
              for i in run}
    if not chosen:
        return items
    level = _letter_level(items, min(chosen), items[min(chosen)])
    joined = _joined_letters(items, chosen)
    for i, words in _sign_groups(items, chosen).items():
        joined[i] = [*words, *joined.get(i, ())]
    sample = items[min(chosen)]["bbox"]
    width, height = sample[2] - sample[0], sample[3] - sample[1]
    out = []
    for i, item in enumerate(items):
        # a line of its own (a code block's body would be read for it), its box at its item's corner sized
        # as the run's letters (a joined line's or a code block's box would set it above its fellows)
        for letter in joined.get(i, ()):
            x, y = item["bbox"][0], item["bbox"][1]
            out.append({"type": "text", "text": letter, "page_idx": item["page_idx"], "text_level": level,
                        "index_letter": True, "joined_letter": True, "bbox": [x, y, x + width, y + height]})
        out.append({**item, "text": item["text"].strip(), "text_level": level, "index_letter": True}
                   if i in chosen else item)
    return out


def _joined_letters(items: list[dict], chosen: set[int]) -> dict[int, list[str]]:
    """{item index: letters} for the run's missing letters found joined to other text on the run's
    pages (the first such place of each letter, in the items' order)."""
    have = {items[i]["text"].strip() for i in chosen}
    pages = {items[i]["page_idx"] for i in chosen}
    last, after = max(have), _next_page_before_heading(items, chosen)
    found: dict[int, list[str]] = {}
    for i, item in enumerate(items):
        on_after = i in after
        if i in chosen or item.get("page_idx") not in pages and not on_after \
                or item.get("type") not in ("text", "code") or item.get("text_level"):
            continue
        for letter in _JOINED.findall(_words(item)):
            if letter not in have and (not on_after or letter > last):
                have.add(letter)
                found.setdefault(i, []).append(letter)  # its node opens where the item stands
    return found


def _words(item: dict) -> str:
    """A text line's or a code block's words: MinerU's code item keeps them in `code_body` only."""
    return item.get("text") or item.get("code_body") or ""


def _under_index(items: list[dict], run: list[int], letters: list[int]) -> bool:
    """Whether the nearest heading before the run names the index (`Index`, `索引`) and the run holds
    every letter line between that heading and the next (answer options falling back to `A` do not)."""
    title = next((k for k in range(run[0] - 1, -1, -1) if items[k].get("text_level")), None)
    if title is None or items[title].get("type") != "text" \
            or not _INDEX_TITLE.search(match_key(items[title].get("text") or "")):
        return False
    end = next((k for k in range(run[-1] + 1, len(items)) if items[k].get("text_level")), len(items))
    return all(i in run for i in letters if title < i < end)


def _next_page_before_heading(items: list[dict], chosen: set[int]) -> set[int]:
    """The indexes of the items on the page after the run's last page, up to the first heading there:
    where an index's last letters (`Z`) run on (0951)."""
    end = max(chosen)
    page = max(items[i]["page_idx"] for i in chosen) + 1
    out: set[int] = set()
    for i in range(end + 1, len(items)):
        if items[i].get("page_idx", -1) < page:
            continue
        if items[i].get("page_idx") != page or items[i].get("text_level"):
            break
        out.add(i)
    return out


def _sign_groups(items: list[dict], chosen: set[int]) -> dict[int, list[str]]:
    """{item index: [`Symbols`, `Numbers`]}: gind.ist's groups set before the run's first letter,
    after the heading over the run, untagged (0951)."""
    first = min(chosen)
    found: dict[int, list[str]] = {}
    for i in range(first - 1, -1, -1):
        item = items[i]
        if item.get("text_level"):
            break
        if item.get("type") in ("text", "code"):
            words = _GROUP.findall(_words(item))
            if words:
                found[i] = words
    return found


def _height(item: dict) -> float:
    return item["bbox"][3] - item["bbox"][1]


def _letter_level(items: list[dict], first: int, letter: dict) -> int:
    """The letters' text level: a group's set like them before the first letter (`Symbols`,
    `Numbers`), whose siblings they are; else one below the index's title (the nearest heading
    before them but the letter bar); else one below the deepest level in use."""
    for item in reversed(items[:first]):
        if not item.get("text_level") or item.get("type") != "text" or _BAR.fullmatch(item.get("text") or ""):
            continue
        if item.get("bbox") and _height(item) <= 1.25 * _height(letter):
            return int(item["text_level"])  # `Symbols` over the signs' entries: a group beside the letters
        return int(item["text_level"]) + 1
    return 1 + max((int(item.get("text_level") or 0) for item in items), default=0)
