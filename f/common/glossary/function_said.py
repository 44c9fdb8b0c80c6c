"""A name the book introduces, then what it does instead of what it is (decision 1018). Pure.

Round 36 counted nine seen misses of this shape (`atd deals with commands to be executed a single time`,
`Nagios covers the second area`, `路由器用来连接多个网络`): a manual says what a tool is for. Any sentence with a
name as subject says what the name does, so the shape alone is read only where the name is one the book
introduces at that sentence:
- English: a name rare in general English or shaped as one (f.common.glossary.rarity.introduced_name), then a
  verb of function (deals with, covers, handles, manages, takes care of);
- Chinese: one dictionary noun that general Chinese seldom uses (jieba's frequency at most RARE_NOUN_FREQ:
  路由器, 网关, 防火墙; not 系统, 程序, 用户), then 用来/用于/负责 and a verb's clause.
Both at the name's first mention (vet: `first_use`), the Chinese one used again in the book (`reuse`)."""
from __future__ import annotations

import re

from f.common.glossary.candidate import candidate
from f.common.glossary.rarity import introduced_name
from f.common.glossary.vet import dictionary_tags, freq

RARE_NOUN_FREQ = 1000  # 路由器 97, 服务器 644; 程序 5610, 系统 20602
# (at a sentence's start, or after a full stop the splitter kept inside it: "… every week, etc.). atd deals with …")
_EN_DOES = re.compile(r"(?:^|(?<=[a-z][.;]\s)|(?<=[a-z][.;]\)\s)|(?<=\.\)\.\s))(?P<t>[A-Za-z][\w.+\-]*[A-Za-z0-9+])\s+"
                      r"(?:(?:mainly|primarily|only)\s+)?"
                      r"(?:deals\s+with|covers|handles|manages|takes\s+care\s+of)\s+(?P<r>.{6,})")
_ZH_DOES = re.compile(r"^\s*(?P<t>[\u4e00-\u9fff]{2,6})\s*(?:主要|通常|一般)?\s*(?:用来|用于|负责)\s*(?P<r>[^。；]{4,})")


def candidates(s: str, chinese: bool) -> list[dict]:
    m = _ZH_DOES.match(s) if chinese else _EN_DOES.search(s)
    if not m:
        return []
    term = m.group("t")
    if chinese:
        if (dictionary_tags().get(term) or "") != "n" or freq(term) > RARE_NOUN_FREQ:
            return []  # a dictionary noun, seldom used (a compound jieba cannot read is no name it knows)
        return [candidate(term, [], m.group("r").strip(), 0.55, reuse=True, first_use=True)]
    if not introduced_name(term):
        return []
    return [candidate(term, [], m.group("r").strip(), 0.55, reuse=True, first_use=True, rare=True)]
