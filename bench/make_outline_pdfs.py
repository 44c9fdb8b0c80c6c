"""Legal- and standards-style PDFs with deep outlines and author bookmarks (issue 28, second public set).

`.venv/bin/python bench/make_outline_pdfs.py [OUT_DIR]` (default /tmp/outline28/pdfs) writes the
documents of `DOCS`: public text (the GNU, Apache, Mozilla and FDL licences in
/usr/share/common-licenses, Debian's constitution and social contract from doc-debian) set under
outlines of the kinds regulatory releases, proposed rules, standards and bylaws use (`I.` > `A.` >
`1.` > `a.` > `(1)`, `Article I` > `Section 1.01` > `(a)`, `1` > `1.1` > `1.1.1` > `a)`, ...), with
the distractors such documents carry: numbered list items in their own paragraphs, enumerations
inside sentences, footnotes, citations of other sections, tables with numbered cells, running
headers. Three producers: WeasyPrint (HTML and CSS; bookmarks from h1-h5), MuPDF's Story (HTML;
bookmarks from its heading positions) and groff -ms (gropdf; bookmarks where each heading line is
found, in order). Needs `apt-get install weasyprint groff doc-debian`. Deterministic: one seed per
document; the bookmarks are the headings the generator wrote, so they are the reference."""
from __future__ import annotations

import gzip
import html
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

LICENCES = Path("/usr/share/common-licenses")
DEBIAN = Path("/usr/share/doc/debian")

TITLES = [
    "Background", "Introduction", "Discussion", "Overview", "Summary of the Proposal", "Scope",
    "Definitions", "Purpose", "Applicability", "Proposed Amendments", "Current Requirements",
    "Economic Analysis", "Baseline", "Costs and Benefits", "Alternatives Considered",
    "Request for Comment", "Paperwork Reduction Act", "Regulatory Flexibility Analysis",
    "Compliance Dates", "Transition Period", "Reporting Requirements", "Recordkeeping",
    "Disclosure Obligations", "Liquidity Risk Management", "Valuation of Holdings",
    "Classification of Investments", "Board Oversight", "Delegation of Authority",
    "Exemptive Relief", "Treatment of Existing Arrangements", "Effects on Competition",
    "Efficiency and Capital Formation", "Small Entities", "General Resolution Procedure",
    "Powers of the Committee", "Composition and Appointment", "Voting Procedure", "Quorum",
    "Amendments to Governing Documents", "Notices", "Conflicts of Interest", "Indemnification",
    "Meetings of Members", "Officers", "Records and Reports", "Fiscal Year", "Dissolution",
    "Distribution of Source Code", "Patent Licences", "Termination", "Warranty Disclaimer",
    "Limitation of Liability", "Governing Law", "Modified Versions", "Combining Documents",
    "Collections of Documents", "Translation", "Future Revisions", "Relicensing",
    "Conveying Verbatim Copies", "Conveying Modified Source Versions", "Additional Terms",
    "Acceptance Not Required", "Automatic Licensing of Downstream Recipients", "Patents",
    "Requirements for Participants", "Method of Measurement", "Test Conditions",
    "Conformance", "Normative References", "Terms and Abbreviations", "Symbols",
    "Sampling", "Apparatus", "Procedure", "Calculation of Results", "Test Report",
    "Precision", "Marking and Labelling", "Packaging", "Safety Requirements",
    "Environmental Considerations", "Market Practices", "Comments Received",
    "Commenters' Concerns", "Response to Comments", "Statutory Authority",
    "Investor Protection", "Operational Risk", "Data Security", "Third-Party Service Providers",
    "Contingency Planning", "Stress Testing", "Redemption Fees", "Swing Pricing",
    "Hard Close", "Dealer Quotations", "Settlement Periods", "Highly Liquid Investments",
    "Illiquid Investments", "Minimum Thresholds", "Events Requiring Notice", "Public Disclosure",
    "Confidential Treatment", "Form Requirements", "Structured Data", "Inline XBRL",
    "Annual Review", "Written Policies and Procedures", "Training", "Testing of the Program",
    "Exceptions", "Guidance", "Interpretive Questions", "Examples", "Illustrative Scenarios",
]

ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
         "XV", "XVI", "XVII", "XVIII", "XIX", "XX"]
SCHEMES = {
    "roman": lambda k: f"{ROMAN[k]}.", "upper": lambda k: f"{chr(65 + k)}.",
    "arabic": lambda k: f"{k + 1}.", "lower": lambda k: f"{chr(97 + k)}.",
    "paren": lambda k: f"({k + 1})", "paren_lower": lambda k: f"({chr(97 + k)})",
    "paren_roman": lambda k: f"({ROMAN[k].lower()})", "article": lambda k: f"Article {ROMAN[k]}",
    "part": lambda k: f"Part {ROMAN[k]}", "chapter": lambda k: f"Chapter {k + 1}",
    "annex": lambda k: f"Annex {chr(65 + k)}",
    # Chinese official and regulatory numbering (sixth set)
    "zh_chapter": lambda k: f"第{_cn(k + 1)}章", "zh_section": lambda k: f"第{_cn(k + 1)}节",
    "zh_item": lambda k: f"{_cn(k + 1)}、", "zh_paren": lambda k: f"（{_cn(k + 1)}）",
    "paren_full": lambda k: f"（{k + 1}）", "circled": lambda k: chr(0x2460 + k),
    # a Chinese textbook's chapters, whose sections go on as 1.1, 1.1.1 (seventh set)
    "zh_chapter_num": lambda k: f"第{k + 1}章",
    "none": lambda k: "",  # unnumbered headings (seventh set)
}
SECTION_SIGN = "section_sign"  # `§ 14`: numbered straight through the document, across chapters
DECIMAL = "decimal"  # `2`, `2.1`, `2.1.3`: the number goes on from the parent heading's (sixth set)


def _cn(n: int) -> str:
    """1..99 in Chinese numerals (十一, 二十三)."""
    digits = "零一二三四五六七八九"
    tens, ones = divmod(n, 10)
    return (("" if tens == 1 else digits[tens]) + "十" if tens else "") + (digits[ones] if ones else "")


ZH_TITLES = [
    "总则", "适用范围", "术语和定义", "基本原则", "职责分工", "组织机构", "工作目标", "主要任务",
    "申请与受理", "审查与决定", "监督管理", "信息公开", "法律责任", "附则", "保障措施", "资金管理",
    "项目管理", "质量控制", "安全管理", "应急处置", "培训与考核", "档案管理", "统计报告", "评估与改进",
    "风险防控", "数据安全", "标准规范", "技术要求", "实施步骤", "进度安排", "经费预算", "考核评价",
    "奖励与处罚", "申报条件", "材料要求", "办理流程", "公示与备案", "变更与注销", "检查与抽查",
    "投诉与举报", "协调机制", "宣传引导", "组织领导", "责任落实", "工作要求", "总体思路", "重点领域",
]


def _zh_pool() -> list[str]:
    """Chinese sentences from Debian's reference manual in Chinese (its text layer), joined into
    paragraphs' worth of text; markers at their start dropped."""
    import pymupdf

    path = Path("/usr/share/debian-reference/debian-reference.zh-cn.pdf")
    if not path.exists():
        raise SystemExit("no Chinese text: apt-get install debian-reference-zh-cn")
    doc = pymupdf.open(path)
    text = re.sub(r"\s*\n\s*", "", "".join(doc[p].get_text() for p in range(20, min(doc.page_count, 240))))
    return [s + "。" for s in text.split("。")
            if 30 < len(s) < 220 and len(re.findall(r"[\u4e00-\u9fff]", s)) > 0.6 * len(s)]


def _pool() -> list[str]:
    """Paragraphs of public text, reflowed, numbering markers at their start dropped."""
    texts = [(LICENCES / n).read_text(errors="replace")
             for n in ("GPL-3", "Apache-2.0", "MPL-2.0", "GFDL-1.3", "Artistic", "LGPL-3")]
    for name in ("constitution.txt.gz", "social-contract.txt.gz"):
        if (DEBIAN / name).exists():
            texts.append(gzip.decompress((DEBIAN / name).read_bytes()).decode(errors="replace"))
    out = []
    for text in texts:
        for block in re.split(r"\n\s*\n", text):
            line = re.sub(r"\s+", " ", block).strip()
            line = re.sub(r"^(\(?[0-9a-zA-Z]{1,3}[.)]\s*)+", "", line)
            if len(line) >= 140 and not line.isupper():
                out.append(line)
    if not out:
        raise SystemExit("no text: apt-get install doc-debian (and base-files' common-licenses)")
    return out


class Doc:
    """A document's outline and body as a list of items: ("h", level, title) or ("p"|"li"|"fn"|
    "table"|"note", ...)."""

    def __init__(self, name: str, seed: int, levels: list[str], fanout: list[tuple[int, int]],
                 producer: str, extras: set[str], front: str, paras: tuple[int, int] = (1, 3),
                 lang: str = "en"):
        self.name, self.levels, self.fanout, self.producer = name, levels, fanout, producer
        self.extras, self.front, self.paras, self.lang = extras, front, paras, lang
        self.rng = random.Random(seed)
        self.pool = _zh_pool() if lang == "zh" else _pool()
        self.titles = ZH_TITLES if lang == "zh" else TITLES
        self.items: list[tuple] = []
        self.fn = 0

    def sentence(self) -> str:
        if self.lang == "zh":
            return "".join(self.rng.choice(self.pool) for _ in range(self.rng.randint(2, 6)))
        para = self.rng.choice(self.pool)
        return para[: self.rng.randint(250, 900)].rsplit(" ", 1)[0] + "."

    def body(self, level: int) -> None:
        r = self.rng
        for _ in range(r.randint(*self.paras)):
            text = self.sentence()
            if "inline" in self.extras and r.random() < 0.3:
                text += (" Under the proposal a fund would (1) adopt written policies; (2) review them "
                         "at least annually; and (3) report any change to the board." if self.lang == "en" else
                         "有关单位应当：（一）制定书面制度；（二）每年至少复核一次；（三）将变更情况报告主管部门。")
            if SECTION_SIGN in self.levels and "cite" in self.extras and r.random() < 0.3:
                text += f" See § {r.randint(1, 40)} and the note to § {r.randint(1, 40)}(b) above."
            elif "cite" in self.extras and r.random() < 0.3:
                text += (f" See supra Section {r.choice(ROMAN[:4])}.{chr(65 + r.randint(0, 3))}."
                         f"{r.randint(1, 4)}; 17 CFR 270.22e-4(b)(1)(ii)." if self.lang == "en" else
                         f"依照本办法第{_cn(r.randint(1, 6))}章第{_cn(r.randint(1, 4))}节"
                         f"及第{_cn(r.randint(2, 40))}条的规定执行。")
            self.items.append(("p", text))
            if "footnotes" in self.extras and r.random() < 0.5:
                self.fn += 1
                self.items.append(("fn", self.fn, self.sentence()[:300]))
        if "lists" in self.extras and r.random() < 0.35:
            scheme = r.choice(["arabic", "paren", "paren_lower", "paren_roman", "lower"] if self.lang == "en"
                              else ["paren_full", "circled", "arabic", "zh_paren"])
            for k in range(r.randint(2, 5)):
                self.items.append(("li", SCHEMES[scheme](k), self.sentence()[:260]))
        if "examples" in self.extras and r.random() < 0.5:  # 例1.2 (a worked example, bold label)
            self.fn += 1
            self.items.append(("ex", f"例{self.example}.{self.fn}", self.sentence()[:200], "解 " + self.sentence()[:160]))
        if "tables" in self.extras and r.random() < 0.12:
            self.items.append(("table", [[SCHEMES["arabic"](k), r.choice(self.titles), f"{r.randint(1, 99)}%"]
                                         for k in range(r.randint(3, 6))]))

    def build(self) -> Doc:
        self.items.append(("front", self.front))
        if "contents" in self.extras:
            self.items.append(("contents",))
        signs = iter(range(1, 10_000))

        def walk(level: int, number: str = "") -> None:
            lo, hi = self.fanout[level]
            for k in range(self.rng.randint(lo, hi)):
                title = self.rng.choice(self.titles)
                scheme = self.levels[level]
                mark = (f"{number}{k + 1}" if scheme == DECIMAL else f"§ {next(signs)}" if scheme == SECTION_SIGN
                        else SCHEMES[scheme](k))
                gap = "" if self.lang == "zh" and mark.endswith(("、", "）")) or not mark else " "
                self.items.append(("h", level, f"{mark}{gap}{title}"))
                self.example = (re.sub(r"\D", "", mark) if scheme == "zh_chapter_num" else self.example)
                self.body(level)
                if level + 1 < len(self.levels) and self.rng.random() < (0.95, 0.8, 0.6, 0.5)[level]:
                    walk(level + 1, f"{re.sub(r'[^0-9.]', '', mark)}." if scheme == "zh_chapter_num" else f"{mark}.")
                if level == 0 and "chapter_end" in self.extras:
                    self.chapter_end()

        self.example = "1"
        walk(0)
        return self

    def chapter_end(self) -> None:
        """A textbook chapter's close: 本章小结 (a summary) and 习题 (numbered exercises), both in its
        contents, the exercises a list `1.` `2.` ... at the body's size."""
        self.items.append(("h", 1, "本章小结"))
        self.items.append(("p", self.sentence()))
        self.items.append(("h", 1, "习题"))
        for k in range(self.rng.randint(3, 6)):
            self.items.append(("li", SCHEMES["arabic"](k), self.sentence()[:120]))


# name: (seed, level schemes, children per level, producer, distractors, cover title[, paragraphs])
DOCS = {
    "proposed-rule-liquidity": (11, ["roman", "upper", "arabic", "lower", "paren"],
                                [(6, 7), (3, 5), (2, 4), (2, 3), (2, 3)], "weasy",
                                {"footnotes", "inline", "cite", "lists", "tables"},
                                "Investment Company Liquidity Risk Management Programs; Proposed Rule",
                                (3, 9)),
    "regulatory-release": (12, ["roman", "upper", "arabic"], [(5, 6), (2, 4), (1, 3)], "groff",
                           {"footnotes", "cite", "inline"}, "Amendments to Form N-PORT: Release"),
    "standard-annexes": (13, ["arabic", "upper", "lower", "paren_lower"], [(5, 6), (2, 4), (2, 3), (2, 3)],
                         "story", {"lists", "tables"}, "Methods of Test for Document Interchange"),
    "bylaws": (14, ["article", "arabic", "paren_lower", "paren_roman"], [(8, 10), (2, 5), (1, 3), (2, 3)],
               "groff", {"lists", "cite"}, "Bylaws of the Free Software Association"),
    "policy-handbook": (15, ["part", "upper", "arabic", "paren_lower"], [(3, 4), (3, 5), (2, 4), (2, 3)],
                        "story", {"footnotes", "lists", "inline"}, "Governance Handbook"),
    "commission-report": (16, ["roman", "upper", "arabic", "lower", "paren"],
                          [(4, 5), (2, 4), (2, 3), (1, 3), (2, 3)], "weasy",
                          {"footnotes", "lists", "cite"}, "Report of the Committee on Licensing"),
    "guidance-release": (17, ["roman", "upper", "paren_lower", "paren_roman"], [(5, 6), (2, 4), (2, 3), (2, 3)],
                         "groff", {"footnotes", "lists", "inline", "tables"}, "Staff Guidance on Disclosure"),
    "chaptered-rulebook": (18, ["chapter", "upper", "arabic", "lower"], [(6, 8), (2, 4), (2, 4), (2, 3)],
                           "weasy", {"lists", "tables", "cite"}, "Rulebook of the Standards Board"),
}

# The sixth set (2026-12-06, bench_pdf_trees_unseen.py --sixth): kinds the second set's documents
# lack, chosen before any rule of that session changed. Same tuple, then the language.
SIXTH_DOCS = {
    # ~400 pages, five levels `I.` > `A.` > `1.` > `a.` > `(1)` (the issue's proposed rule), every
    # heading in a sans face at the body's size: only weight, slant and the numbering tell levels
    "rule-proposal-long": (21, ["roman", "upper", "arabic", "lower", "paren"],
                           [(8, 9), (3, 5), (2, 4), (2, 3), (2, 3)], "weasy",
                           {"footnotes", "inline", "cite", "lists", "tables"},
                           "Amendments to the Custody Rule; Proposed Rule", (3, 8), "en"),
    # the same five levels set in further by level, the last level plain body type like a list item
    "federal-notice": (22, ["roman", "upper", "arabic", "lower", "paren"],
                       [(5, 6), (3, 4), (2, 4), (2, 3), (2, 3)], "weasy",
                       {"footnotes", "inline", "lists", "cite"},
                       "Notice of Proposed Rulemaking: Recordkeeping Requirements", (2, 6), "en"),
    # a Chinese regulation: 第一章 > 第一节 > 一、 > （一） > 1.
    "zh-regulation": (23, ["zh_chapter", "zh_section", "zh_item", "zh_paren", "arabic"],
                      [(6, 8), (2, 4), (2, 4), (2, 3), (2, 3)], "weasy", {"inline", "lists", "cite", "tables"},
                      "数据安全管理办法", (1, 3), "zh"),
    # a Chinese official notice (公文): 一、 > （一） > 1. > （1）, every level at the body's size
    "zh-notice": (24, ["zh_item", "zh_paren", "arabic", "paren_full"], [(4, 6), (2, 4), (2, 3), (2, 3)],
                  "weasy", {"inline", "lists"}, "关于进一步加强项目管理工作的通知", (1, 3), "zh"),
    # a two-column technical report: 1 > 1.1 > 1.1.1 > (a), numbered lists in the columns
    "two-column-report": (25, [DECIMAL, DECIMAL, DECIMAL, "paren_lower"], [(6, 8), (2, 4), (1, 3), (2, 3)],
                          "weasy", {"lists", "tables", "cite"}, "Evaluation of Storage Replication Methods",
                          (1, 4), "en"),
}

# The seventh set (2026-12-06, bench_pdf_trees_unseen.py --seventh): layouts no earlier set has,
# chosen before any rule of that session changed. Same tuple as SIXTH_DOCS.
SEVENTH_DOCS = {
    # a Chinese textbook: 第1章 > 1.1 > 1.1.1, a contents page, 例1.2 worked examples with bold labels,
    # each chapter closed by 本章小结 and 习题 (numbered exercises at the body's size)
    "zh-textbook": (31, ["zh_chapter_num", DECIMAL, DECIMAL], [(6, 8), (2, 4), (1, 3)], "weasy",
                    {"contents", "examples", "chapter_end", "lists", "tables"}, "数据结构与算法基础", (1, 3), "zh"),
    # an English handbook: Chapter 1 > § 14 (numbered straight through) > (a), footnotes and
    # citations of other sections (`see § 12`) in the text
    "section-handbook": (32, ["chapter", SECTION_SIGN, "paren_lower"], [(5, 7), (3, 5), (1, 3)], "weasy",
                         {"footnotes", "cite", "lists", "inline"}, "Handbook of Association Practice", (2, 5), "en"),
    # a report whose unnumbered headings are told from the body by colour alone: every level at the
    # body's size and weight, two colours and a slant
    "colour-report": (33, ["none", "none", "none"], [(6, 8), (2, 4), (1, 3)], "weasy",
                      {"footnotes", "lists", "tables"}, "Annual Review of Programme Delivery", (1, 4), "en"),
}

CSS = {
    "proposed-rule-liquidity": "h1{font-size:12pt;font-weight:bold}h2{font-size:11pt;font-weight:bold}"
                               "h3{font-size:11pt;font-weight:bold;font-style:italic}"
                               "h4{font-size:11pt;font-weight:normal;font-style:italic}"
                               "h5{font-size:11pt;font-weight:normal;text-decoration:underline}",
    "commission-report": "h1{font-size:14pt;text-align:center;text-transform:uppercase}"
                         "h2{font-size:12pt}h3{font-size:11pt}h4{font-size:11pt;font-style:italic;font-weight:normal}"
                         "h5{font-size:10.5pt;font-style:italic;font-weight:normal;margin-left:2em}",
    "chaptered-rulebook": "h1{font-size:18pt;page-break-before:always}h2{font-size:13pt}"
                          "h3{font-size:11pt}h4{font-size:10pt;font-style:italic}",
    "rule-proposal-long": "h1,h2,h3,h4,h5{font-family:'Liberation Sans',sans-serif;font-size:11pt}"
                          "h3{font-style:italic}h4{font-weight:normal;font-style:italic}h5{font-weight:normal}",
    "federal-notice": "h1,h2,h3,h4,h5{font-size:11pt}h1{text-align:center}h2{margin-left:1.5em}"
                      "h3{margin-left:3em;font-style:italic}h4{margin-left:4.5em;font-weight:normal;font-style:italic}"
                      "h5{margin-left:6em;font-weight:normal}",
    "zh-regulation": "body{font-family:'WenQuanYi Micro Hei',sans-serif;font-size:12pt}"
                     "h1{font-size:16pt;text-align:center}h2{font-size:14pt;text-align:center}"
                     "h3{font-size:12pt}h4{font-size:12pt;font-weight:normal;text-indent:2em}"
                     "h5{font-size:12pt;font-weight:normal;text-indent:2em}p{text-indent:2em}",
    "zh-notice": "body{font-family:'WenQuanYi Micro Hei',sans-serif;font-size:14pt;line-height:1.6}"
                 "h1,h2,h3,h4{font-size:14pt;text-indent:2em;margin:4pt 0}h2,h4{font-weight:normal}"
                 "p{text-indent:2em}",
    "zh-textbook": "body{font-family:'WenQuanYi Micro Hei',sans-serif;font-size:11pt}"
                   "h1{font-size:18pt;text-align:center;page-break-before:always}h2{font-size:14pt}"
                   "h3{font-size:12pt}p{text-indent:2em}.contents{page-break-after:always}"
                   ".contents-title{font-size:16pt;text-align:center;margin-bottom:12pt}"
                   ".contents a{color:black;text-decoration:none}.contents .toc1{margin-left:2em}"
                   ".contents a::after{content:leader('.') target-counter(attr(href), page)}",
    "section-handbook": "h1{font-size:16pt;page-break-before:always}h2{font-size:11pt}"
                        "h3{font-size:11pt;font-weight:normal;font-style:italic}",
    "colour-report": "h1,h2,h3{font-size:11pt;font-weight:normal}h1{color:#1f4e79}h2{color:#2e75b6}"
                     "h3{color:#2e75b6;font-style:italic}",
    "two-column-report": ".cols{columns:2;column-gap:18pt}body{font-size:10pt}h1{font-size:12pt}"
                         "h2{font-size:11pt}h3{font-size:10pt;font-style:italic}h4{font-size:10pt;font-weight:normal;"
                         "font-style:italic}",
}


def to_html(doc: Doc) -> str:
    css = ("@page{size:letter;margin:1in;@top-center{content:'" + doc.front.replace("'", "") +
           "';font-size:8pt}@bottom-center{content:counter(page);font-size:9pt}}"
           "body{font-family:'Liberation Serif',serif;font-size:11pt;line-height:1.35}"
           ".fn{float:footnote;font-size:8.5pt}.fn::footnote-call{content:counter(footnote);"
           "vertical-align:super;font-size:7pt}li{margin:3pt 0}td{border:1px solid #999;padding:2pt}"
           "h1,h2,h3,h4,h5{margin:12pt 0 6pt 0}.cover{font-size:20pt;text-align:center;"
           "margin-top:3in;page-break-after:always;bookmark-level:none}" + CSS.get(doc.name, ""))
    out = [f"<html><head><style>{css}</style></head><body>"]
    cols = ("<div class='cols'>", "</div>") if ".cols" in css else ("", "")  # a two-column body
    heads = [item for item in doc.items if item[0] == "h"]
    ids = iter(range(len(heads)))
    for item in doc.items:
        kind = item[0]
        if kind == "front":
            out.append(f"<div class='cover'>{html.escape(item[1])}</div>" + cols[0])
        elif kind == "contents":  # the first two levels, page numbers after dot leaders
            title = "目录" if doc.lang == "zh" else "Contents"
            out.append(f"<div class='contents'><div class='contents-title'>{title}</div>" + "".join(
                f"<div class='toc{h[1]}'><a href='#h{k}'>{html.escape(h[2])}</a></div>"
                for k, h in enumerate(heads) if h[1] < 2) + "</div>")
        elif kind == "h":
            anchor = f" id='h{next(ids)}'" if "contents" in doc.extras else ""
            out.append(f"<h{item[1] + 1}{anchor}>{html.escape(item[2])}</h{item[1] + 1}>")
        elif kind == "ex":
            out.append(f"<p><b>{html.escape(item[1])}</b>\u3000{html.escape(item[2])}</p><p>{html.escape(item[3])}</p>")
        elif kind == "p":
            out.append(f"<p>{html.escape(item[1])}</p>")
        elif kind == "fn":
            # attach to the paragraph just written
            out[-1] = out[-1].removesuffix("</p>") + f"<span class='fn'>{html.escape(item[2])}</span></p>"
        elif kind == "li":
            out.append(f"<p style='margin-left:2.5em;text-indent:-1.5em'>{html.escape(item[1])} "
                       f"{html.escape(item[2])}</p>")
        elif kind == "table":
            rows = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                           for row in item[1])
            out.append(f"<table>{rows}</table>")
    out.append(cols[1] + "</body></html>")
    return "\n".join(out)


def render_weasy(doc: Doc, out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "doc.html"
        src.write_text(to_html(doc))
        subprocess.run(["weasyprint", "-q", str(src), str(out)], check=True)


def render_story(doc: Doc, out: Path) -> None:
    import pymupdf

    body = re.sub(r"<style>.*?</style>", "", to_html(doc))
    body = body.replace("<span class='fn'>", " <small>[Note: ").replace("</span>", "]</small>")
    story = pymupdf.Story(html=body, user_css="body{font-family:serif;font-size:11pt}"
                          "h1{font-size:15pt}h2{font-size:13pt}h3{font-size:11.5pt}"
                          "h4{font-size:11pt;font-style:italic}h5{font-size:10.5pt}")
    heads: list[tuple[int, str, int]] = []

    def record(pos) -> None:
        if pos.heading and pos.open_close & 1 and pos.text:
            heads.append((pos.heading, pos.text.strip(), pos.page_num))

    page = pymupdf.paper_rect("a4")
    where = page + (60, 60, -60, -72)
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.pdf"
        writer = pymupdf.DocumentWriter(str(raw))
        story.write(writer, lambda n, filled: (page, where, None), positionfn=record)
        writer.close()
        pdf = pymupdf.open(raw)
        for k, pg in enumerate(pdf):
            pg.insert_text((page.width / 2 - 10, page.height - 36), str(k + 1), fontsize=9)
            pg.insert_text((60, 40), doc.front, fontsize=8)
        pdf.set_toc([[lv, t, p] for lv, t, p in heads])
        pdf.save(out)


def render_groff(doc: Doc, out: Path) -> None:
    import pymupdf

    esc = lambda s: s.replace("\\", "\\\\").replace("\n", " ").replace(".", "\\&.", 0)  # noqa: E731
    lines = [".nr PS 11", ".nr VS 13", f".ds CH {esc(doc.front)} \\- %", ".TL", esc(doc.front), ".bp"]
    for item in doc.items:
        kind = item[0]
        if kind == "h":
            font = ["\\fB", "\\fB", "\\fI", "\\fI", "\\fR"][item[1]]
            lines += [".LP" if item[1] < 2 else ".IP \"\" 2", f"\\&{font}{esc(item[2])}\\fP"]
        elif kind == "p":
            lines += [".PP", "\\&" + esc(item[1])]
        elif kind == "fn":
            lines[-1] += "\\**"
            lines += [".FS", "\\&" + esc(item[2]), ".FE"]
        elif kind == "li":
            lines += [f".IP \"{item[1]}\" 4", "\\&" + esc(item[2])]
        elif kind == "table":
            lines += [".TS", "box;", "l l r."] + ["\t".join(row) for row in item[1]] + [".TE"]
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.pdf"
        src = "\n".join(lines) + "\n"
        with raw.open("wb") as fh:
            subprocess.run(["groff", "-t", "-ms", "-Tpdf", "-Kutf8"], input=src.encode(), stdout=fh,
                           check=True)
        pdf = pymupdf.open(raw)
        toc, page = [], 0
        for item in doc.items:
            if item[0] != "h":
                continue
            for p in range(page, pdf.page_count):  # in order: the next page that shows the heading line
                if any(ln.strip().replace("\u2019", "'") == item[2] for ln in pdf[p].get_text().splitlines()):
                    page = p
                    break
            else:
                raise SystemExit(f"{doc.name}: heading not found: {item[2]}")
            toc.append([item[1] + 1, item[2], page + 1])
        pdf.set_toc(toc)
        pdf.save(out)


RENDER = {"weasy": render_weasy, "story": render_story, "groff": render_groff}


def write_missing(out_dir: Path, producers: dict[str, str], build, only: str = "") -> list[Path]:
    """out_dir/NAME.pdf for each name -> producer, in order; a missing one (and one named in `only`,
    when given) is built by build(name) and rendered by its producer. Every set's maker uses this."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, producer in producers.items():
        path = out_dir / f"{name}.pdf"
        paths.append(path)
        if path.exists() or only and name not in only.split(","):
            continue
        RENDER[producer](build(name), path)
        print("wrote", path, flush=True)
    return paths


def make(out_dir: Path, only: str = "", docs: dict | None = None) -> list[Path]:
    docs = docs or DOCS
    return write_missing(out_dir, {name: spec[3] for name, spec in docs.items()},
                         lambda name: Doc(name, *docs[name]).build(), only)


if __name__ == "__main__":
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/outline28/pdfs"))
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/outline28/pdfs"), docs=SIXTH_DOCS)
    make(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/outline28/pdfs"), docs=SEVENTH_DOCS)
