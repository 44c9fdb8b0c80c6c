"""Round 26 of the glossary (issue 27): one signal instead of one more phrasing (decisions 0661-0662). A name the
book introduces (an acronym, a name shaped as one, or a word rare in general English: f.common.glossary.rarity)
as the subject, then a copula and a class noun or a verb of serving, at its first mention; in Chinese, its
expansion and kind, its class in apposition, what it serves as. An English paragraph a translation left in a
Chinese item is read as English. The positive English and whole-book tests fail on the rules of 7a5caca (the
labels' commit; f.common.glossary.rare_zh is new); the negative ones are the guards (rarity, first mention)."""
from __future__ import annotations

from f.common.glossary.en import candidates
from f.common.glossary.rare_zh import introduced_names
from f.common.glossary.rarity import introduced_name
from f.common.glossary.rules import extract_terms

FILLER = "The network carries many kinds of traffic between the hosts of a site, and each kind has its own port. " * 40


def _items(*texts: str) -> list[dict]:
    return [{"type": "text", "text": t, "page_idx": 0} for t in texts]


def _terms(*texts: str) -> list[str]:
    return [e["term"] for e in extract_terms(_items(*texts, FILLER))]


def test_introduced_names_by_shape_and_rarity():
    assert [introduced_name(n) for n in ("TURN", "RPC", "e2guardian", "OpenSSH", "squid-cgi", "scp", "portmapper")] \
        == [True] * 7
    assert [introduced_name(n) for n in ("specification", "informal", "The", "Multi", "A")] == [False] * 5


def test_a_rare_name_is_a_class():
    assert [c["term"] for c in candidates("TURN is a service that helps clients behind NAT routers to communicate.")] \
        == ["TURN"]
    rpc = candidates("RPC (Remote Procedure Call) is a Unix standard for remote services.")
    assert rpc[0]["term"] == "RPC" and rpc[0]["aliases"] == ["Remote Procedure Call"]
    e2 = candidates("The e2guardian package, a DansGuardian fork, is an alternative to squidguard.")
    assert e2[0]["term"] == "e2guardian" and "e2guardian package" in e2[0]["aliases"]
    assert [c["term"] for c in candidates("In addition, squid-cgi provides a querying interface for a proxy.")] \
        == ["squid-cgi"]


def test_an_ordinary_word_as_subject_is_no_name():
    assert candidates("The informal specification describes the memory model in prose.") == []
    assert candidates("The network provides a shared medium for the packets.") == []


def test_a_spelled_name_defined_by_its_members():
    rtc = candidates("Real-Time Communication (RTC) services include voice, video/webcam and desktop sharing.")
    assert rtc[0]["term"] == "RTC" and rtc[0]["aliases"] == ["Real-Time Communication"]


def test_a_rare_word_glossed_by_its_kind_or_naming_the_clause_before():
    assert [c["term"] for c in candidates("This is the purpose of encryption, which is a form of encoding that "
                                          "allows two systems to talk.")] == ["encryption"]
    assert [c["term"] for c in candidates("You must ensure the identity of the client; this is authentication.")] \
        == ["authentication"]
    assert candidates("This is the end of the road, which is a kind of place that nobody likes.") == []


def test_first_mention_guards_the_class_sentence():
    # NFS named six times before "NFS is a very useful tool": a characterisation, not its definition
    terms = _terms("Some hosts share files over NFS and NFS shares, NFS clients and NFS servers; NFS mounts too. "
                   "The NFS daemon runs.", "NFS is a very useful tool that has suffered from many limitations.")
    assert "NFS" not in terms
    assert "TURN" in _terms("TURN is a service that helps clients behind NAT routers to communicate.")


def test_an_english_paragraph_left_in_a_chinese_item():
    terms = _terms("You must ensure the identity of the client; this is authentication. "
                   "This is the purpose of encryption, which is a form of encoding that allows two systems to talk. "
                   "授权和加密经常被同时提及。 scp 是一个可以像cp命令一样使用的命令行工具。")
    assert {"authentication", "encryption", "scp"} <= set(terms)


def test_chinese_expansion_and_kind_apposition_and_serving():
    ssh = introduced_names("SSH (Secure SHell) 通信协议以安全与可靠为首要考量。")
    assert ssh[0]["term"] == "SSH" and "Secure SHell" in ssh[0]["aliases"]
    assert [c["term"] for c in introduced_names("Debian 使用 OpenSSH，一个由 OpenBSD 项目（注重安全，基于 BSD 内核的"
                                                "自由操作系统）维护的自由版本，它效仿了原始软件。")] == ["OpenSSH"]
    assert [c["term"] for c in introduced_names("HTTP/FTP 代理作为 HTTP 和/或 FTP 连接的中介工作。")] == ["HTTP/FTP 代理"]


def test_chinese_guards():
    assert introduced_names("SSH (Some Other Thing) 通信协议以安全为首要考量。") == []  # the expansion does not spell it
    assert introduced_names("我们使用 Python，一个很好的选择。") == []  # python: a common English word


def test_a_quoted_word_an_aside_and_what_it_means():
    fork = introduced_names("一个“分支”，在软件领域，意味着克隆已有项目的新项目，并将与之竞争。")
    assert [c["term"] for c in fork] == ["分支"]
    assert introduced_names("一个“分支”在软件领域很常见。") == []
