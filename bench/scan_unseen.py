"""The unseen scanned set (issue 28): documents no scan rule was written on, as image-only PDFs,
made at bench time under /tmp/scan-unseen (never stored in the repo). `python bench/scan_unseen.py
[--set second|...|twelfth]` makes them and OCRs every page into the cache (2 processes);
bench/bench_scan_unseen.py scores them.

- made: a text-layer PDF (dev data or a Debian doc package) cut to its first `pages` pages and
  rasterised like bench/scan_set.py (grey, 150-200 dpi varying, every third page turned 0.5-1.5°,
  every fourth noisy) and, here also, every fifth page stored as a JPEG at quality 55; no text layer,
  no bookmarks; seeded, so the same inputs give the same files;
- real: a scan as it came (dev-data textbooks/music-g7-scanned, exams/*-scanned), bookmarks dropped.

Split by position in SET: even = tuned, odd = held back (scored once, at the end). SECOND
(`--set second`, 2026-12-06) is a second set, held back whole from the session that tuned on both
halves of SET: scored before its rules and once after, its trees not looked at. THIRD
(`--set third`, decision 0228) is held back whole the same way from the session that tuned on SET
and SECOND. Reference:
`bookmarks` = the author's bookmarks (within the cut); otherwise bench/eval/scan_unseen/<name>.json,
the printed contents page (or, for exam papers, the printed part headings) read by hand, titles
stored as hashes (f.common.tree.quality.title_hash) because the texts are third-party."""
from __future__ import annotations

import gzip
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402

from bench import scan_set  # noqa: E402

CACHE = Path("/tmp/scan-unseen")
DEV = ROOT.parent / "shared" / "dev-data"
DOC = Path("/usr/share/doc")
# (name, source, pages, kind, reference); the order fixes the split (even tuned, odd held back)
SET = [
    ("hs-sight-singing", DEV / "textbooks/hs-sight-singing.pdf", 64, "made", "file"),
    ("zh-thesis", DEV / "mineru-samples/zh-thesis/origin.pdf", 30, "made", "bookmarks"),
    ("music-g7-scanned", DEV / "textbooks/music-g7-scanned.pdf", 40, "real", "file"),
    ("science-workbook-g5", DEV / "textbooks/science-workbook-g5.pdf", 26, "made", "file"),
    ("zhejiang-scanned", DEV / "exams/zhejiang-scanned.pdf", 7, "real", "file"),
    ("hebei-2018-scanned-p1-12", DEV / "exams/hebei-2018-scanned-p1-12.pdf", 12, "real", "file"),
    ("henan-2017-answers", DEV / "exams/henan-2017-answers.pdf", 18, "made", "file"),
    ("hebei-2018-scanned-p13-15", DEV / "exams/hebei-2018-scanned-p13-15.pdf", 3, "real", "file"),
    ("shared-mime-info-spec", DOC / "shared-mime-info/shared-mime-info-spec.pdf", 17, "made", "bookmarks"),
    ("libtasn1", DOC / "libtasn1-doc/libtasn1.pdf", 24, "made", "bookmarks"),
    ("freefem", DOC / "freefem-doc/freefem.pdf", 24, "made", "bookmarks"),
    ("nettle", DOC / "nettle-dev/nettle.pdf.gz", 20, "made", "bookmarks"),
]
# documents in neither SET nor the scanned dev set; all held back (no even/odd split)
SECOND = [
    ("chongqing", DEV / "exams/chongqing.pdf", 7, "made", "file"),
    ("hs-dance", DEV / "textbooks/hs-dance.pdf", 30, "made", "file"),
    ("fontconfig-user", DOC / "fontconfig/fontconfig-user.pdf.gz", 15, "made", "bookmarks"),
    ("shanghai-2018-answers", DEV / "exams/shanghai-2018-answers.pdf", 12, "made", "file"),
    ("bzip2-manual", DOC / "bzip2/manual.pdf.gz", 16, "made", "file"),
    ("rj-mock", DEV / "exams/rj-mock.pdf", 5, "made", "file"),
    ("chongqing-answers", DEV / "exams/chongqing-answers.pdf", 12, "made", "file"),
]
# THIRD (`--set third`, 2026-12-06, decision 0228): documents meant to be in no scanned set (zk-quandeng
# turned out to be issue 12's tuned scanned handout, bench_workbook_scan.py: reported apart), held back whole
# from the session that tuned on SET and SECOND; Chinese exams, an answer booklet, a Chinese
# model-by-model exercise collection, a Chinese Debian manual, two English manuals with formulas
THIRD = [
    ("henan-2017", DEV / "exams/henan-2017.pdf", 7, "made", "file"),
    ("maint-guide-zh-cn", DOC / "maint-guide-zh-cn/maint-guide.zh-cn.pdf", 22, "made", "bookmarks"),
    ("shanghai-2018", DEV / "exams/shanghai-2018.pdf", 5, "made", "file"),
    ("zk-quandeng", DEV / "mineru-samples/zk-quandeng-zhuanti1-1/origin.pdf", 24, "made", "file"),
    ("rj-mock-answers", DEV / "exams/rj-mock-answers.pdf", 4, "made", "file"),
    ("gmpl", DOC / "glpk-doc/gmpl.pdf", 16, "made", "bookmarks"),
    ("gs9-color-management", DOC / "ghostscript/GS9_Color_Management.pdf", 16, "made", "bookmarks"),
]
# FOURTH (`--set fourth`, decision 0251): documents in no earlier scan set and in none of the
# text-layer sets (their families are: bacula's console and Erlang's mnesia/eunit/ssh are text-layer
# documents, never scanned), held back whole from the session that tuned on SET, SECOND and THIRD;
# bookmarks as reference. No Chinese document was left unused on this machine (dev-data's and the
# Debian zh-cn PDFs are all in earlier sets).
FOURTH = [
    ("r-faq", Path("/usr/share/R/doc/manual/R-FAQ.pdf"), 16, "made", "bookmarks"),
    ("erlang-ftp", DOC / "erlang-doc/lib/ftp-1.1.3/doc/pdf/ftp-1.1.3.pdf", 16, "made", "bookmarks"),
    ("r-data", Path("/usr/share/R/doc/manual/R-data.pdf"), 16, "made", "bookmarks"),
    ("bacula-utility", DOC / "bacula-doc/pdf/utility.pdf.gz", 16, "made", "bookmarks"),
]
# FIFTH (`--set fifth`, decision 0265): held back whole from the session that tuned on the first four
# sets. Every Chinese PDF on the machine being in an earlier set, three Chinese documents are
# generated (GEN, made on demand by generate()): a textbook with a 目录 page (bench/make_scan_textbook.py)
# and the regulation and notice of bench/make_outline_pdfs.SIXTH_DOCS (text-layer tuning documents of
# the PDF-tree work, never scanned); four Debian manuals in no earlier set (X's font-name spec, GLPK's
# graph guide, NUT's FAQ, the live-manual in German); bookmarks as reference.
GEN = CACHE / "src"
FIFTH = [
    ("zh-textbook", GEN / "zh-textbook.pdf", 18, "made", "bookmarks"),
    ("xlfd", DOC / "xorg-docs/xlfd/xlfd.pdf.gz", 12, "made", "bookmarks"),
    ("zh-regulation", GEN / "zh-regulation.pdf", 12, "made", "bookmarks"),
    ("glpk-graphs", DOC / "glpk-doc/graphs.pdf", 12, "made", "bookmarks"),
    ("zh-notice", GEN / "zh-notice.pdf", 8, "made", "bookmarks"),
    ("nut-faq", DOC / "nut-doc/pdf/FAQ.pdf", 10, "made", "bookmarks"),
    ("live-manual-de", DOC / "live-manual/pdf/live-manual.portrait.de.a4.pdf.gz", 12, "made", "bookmarks"),
]
# SIXTH (`--set sixth`, decision 0280): held back whole from the session that tuned on the first five
# sets. Two generated Chinese documents with no contents page, in layouts no set used
# (bench/make_scan_workbook.py: a workbook 第一单元 > 第1课 > 练习, a report 一、 > （一） > 1. at the body's
# size), and two Debian manuals in no set, scanned or text-layer (groff mom's sample documents,
# LilyPond's essay in German, Texinfo with music examples); bookmarks as reference.
SIXTH = [
    ("zh-workbook", GEN / "zh-workbook.pdf", 14, "made", "bookmarks"),
    ("mom-sample-docs", DOC / "groff-base/examples/mom/sample_docs.pdf.gz", 12, "made", "bookmarks"),
    ("zh-report", GEN / "zh-report.pdf", 6, "made", "bookmarks"),
    ("lilypond-essay-de", DOC / "lilypond/html/Documentation/essay.de.pdf", 14, "made", "bookmarks"),
]
# SEVENTH (`--set seventh`, decision 0316): split like SET, even tuned / odd held back (scored once, at
# the end). Two generated Chinese documents in new layouts (bench/make_scan_seventh.py: a science textbook
# with a 目录 page, figures with words inside, boxed callouts and running heads; a lab manual with no
# contents page whose five part headings repeat in every experiment) and four Debian manuals scanned by
# no set (NUT's cable guide and packager guide, R's internals, Erlang's TFTP; R and Erlang manuals of
# other titles are in the fourth set); bookmarks as reference.
SEVENTH = [
    ("zh-science", GEN / "zh-science.pdf", 16, "made", "bookmarks"),
    ("zh-labbook", GEN / "zh-labbook.pdf", 12, "made", "bookmarks"),
    ("nut-cables", DOC / "nut-doc/pdf/cables.pdf", 12, "made", "bookmarks"),
    ("nut-packager-guide", DOC / "nut-doc/pdf/packager-guide.pdf", 12, "made", "bookmarks"),
    ("r-ints", Path("/usr/share/R/doc/manual/R-ints.pdf"), 14, "made", "bookmarks"),
    ("erlang-tftp", DOC / "erlang-doc/lib/tftp-1.0.3/doc/pdf/tftp-1.0.3.pdf", 13, "made", "bookmarks"),
]
# EIGHTH (`--set eighth`, decision 0360): split like SET, even tuned / odd held back (scored once, at the
# end); PDFs no scan set used (some are text-layer bench documents, never scanned): a Chinese teachers'
# guide with a printed 目录 page (dev data; its bookmarks are useless, the contents page read by hand),
# a chapter of the Chinese Debian reference (from its physical page 29, FIRST_PAGE), three X.Org DocBook
# documents (the ICCCM, the security analysis of the protocol, the XACE spec: running heads with the
# chapter's title, a printed table of contents) and the Why3 manual (Sphinx: a CONTENTS section, then
# `CHAPTER / ONE` openers); the author's bookmarks as reference but for the teachers' guide. Cached under
# /tmp/scan8-unseen.
EIGHTH = [
    ("pe-teachers-guide", DEV / "textbooks/pe-teachers-guide.pdf", 20, "made", "file"),
    ("debian-reference-zh", Path("/usr/share/debian-reference/debian-reference.zh-cn.pdf"), 12, "made", "bookmarks"),
    ("icccm", DOC / "xorg-docs/icccm/icccm.pdf.gz", 12, "made", "bookmarks"),
    ("xserver-analysis", DOC / "xorg-docs/Xserver/analysis.pdf.gz", 12, "made", "bookmarks"),
    ("why3-manual", DOC / "why3-doc-pdf/manual.pdf", 14, "made", "bookmarks"),
    ("xace-spec", DOC / "xorg-docs/Xserver/XACE-Spec.pdf.gz", 10, "made", "bookmarks"),
]
# NINTH (`--set ninth`, decision 0384): split like SET, even tuned / odd held back (scored once, at the end);
# documents no scan set used, or pages of a dev book no set used, each cut inside the source (FIRST_PAGE):
# Chinese LaTeX books from texlive-lang-chinese (fetched with `apt-get download` into NINTH_ROOT: lshort's
# and latex-notes' mathematics chapters, formulas set in the text; the Chinese TeX for the Impatient's
# maths commands; Asymptote by example, figures with words; an exam paper pair made with exam-zh, a printed
# 目录 page, formulas and numbered items), the Chinese dance textbook's pages 31-40 (the second set used
# 1-30; its printed 目录 read by hand), and two English manuals (the Maxima book's calculus chapter, Gri's
# plot chapters, figures with words). The author's bookmarks as reference but for hs-dance-b,
# exam-zh-multiple and impatient-zh-math (bench/eval/scan_unseen/<name>.json, read by hand; the last its
# bookmarks with one moved to the page that prints it). Cached under /tmp/scan9-ninth.
NINTH_ROOT = Path("/tmp/scan9-ninth/root")
_TEXDOC = NINTH_ROOT / "usr/share/doc/texlive-doc"
NINTH = [
    ("lshort-zh-math", _TEXDOC / "latex/lshort-chinese/lshort-zh-cn.pdf", 10, "made", "bookmarks"),
    ("latex-notes-zh-math", _TEXDOC / "generic/latex-notes-zh-cn/latex-notes-zh-cn.pdf", 10, "made", "bookmarks"),
    ("hs-dance-b", DEV / "textbooks/hs-dance.pdf", 10, "made", "file"),
    ("impatient-zh-math", _TEXDOC / "plain/impatient-cn/cnbook.pdf", 10, "made", "file"),
    ("maximabook-calculus", DOC / "maxima-doc/maximabook-19-Sept-2004.pdf.gz", 10, "made", "bookmarks"),
    ("exam-zh-multiple", _TEXDOC / "xelatex/exam-zh/examples/example-multiple.pdf", 5, "made", "file"),
    ("asymptote-example-zh", _TEXDOC / "support/asymptote-by-example-zh-cn/asymptote-by-example-zh-cn.pdf", 10,
     "made", "bookmarks"),
    ("gri-plots", DOC / "gri/gri.pdf.gz", 10, "made", "bookmarks"),
]
NINTH_PACKAGES = ("texlive-lang-chinese",)  # unpacked into NINTH_ROOT; maxima-doc and gri-pdf-doc are installed
# TENTH (`--set tenth`, decision 0415): split like SET, even tuned / odd held back (scored once, at the end);
# documents, or pages of documents, no scan set used: two Chinese manuals whose headings are set at the
# body's size in another face (the CTeX FAQ's numbered questions, TeX Live's guide in Chinese: its third
# level), the answer booklets' later pages (chongqing's 13-20 and shanghai's 13-19: the second set used
# 1-12 of each; worked answers, formulas), exam-zh's one-paper example (a title, part headings, formulas),
# a Nanjing University report template's first pages (its printed Contents page in the cut, sections a
# size over the body), and the later pages of two theses whose first pages are in earlier scan sets
# (Sorensen's pages 62-69, the Chinese thesis's 31-38). The author's bookmarks as reference but for the
# exam, the answer booklets and ctex-faq (its bookmarks with two titles as printed), read by hand into
# bench/eval/scan_unseen/<name>.json. Cached under /tmp/scan10-tenth.
TENTH = [
    ("ctex-faq", _TEXDOC / "latex/ctex-faq/ctex-faq.pdf", 10, "made", "file"),
    ("texlive-zh-cn", _TEXDOC / "texlive/texlive-zh-cn/texlive-zh-cn.pdf", 10, "made", "bookmarks"),
    ("chongqing-answers-b", DEV / "exams/chongqing-answers.pdf", 8, "made", "file"),
    ("shanghai-2018-answers-b", DEV / "exams/shanghai-2018-answers.pdf", 7, "made", "file"),
    ("exam-zh-single", _TEXDOC / "xelatex/exam-zh/examples/example-single.pdf", 3, "made", "file"),
    ("njurepo-example", _TEXDOC / "latex/njurepo/example.pdf", 10, "made", "bookmarks"),
    ("sorensen-thesis-b", DEV / "pdfs/sorensen-phd-thesis-2023.pdf", 8, "made", "bookmarks"),
    ("zh-thesis-b", DEV / "mineru-samples/zh-thesis/origin.pdf", 8, "made", "bookmarks"),
]
# ELEVENTH (`--set eleventh`, decision 0468): split like SET, even tuned / odd held back (scored once, at the end),
# by document; documents no scan set used, from texlive-lang-chinese and texlive-base (fetched with `apt-get
# download` into ELEVENTH_ROOT): screenshot-heavy pages (TeX Live's English guide, pages 10-21: the installer's
# and tlmgr's windows; the tlmgr introduction in Chinese; exam-zh's manual, pages 20-29, pictures of typeset
# papers), two-column pages (a TUGboat paper on DVI specials; the hyph-utf8 manual, a printed Table of
# Contents) and a Chinese two-column proposal with a page of pictures. The author's bookmarks as reference but
# for the two with none (dvipdfmx-special, hyph-utf8: their printed headings and contents read by hand into
# bench/eval/scan_unseen/<name>.json). Cached under /tmp/scan11-eleventh.
ELEVENTH_ROOT = Path("/tmp/scan11/root")
_TEXDOC11 = ELEVENTH_ROOT / "usr/share/doc/texlive-doc"
ELEVENTH = [
    ("texlive-en-b", _TEXDOC11 / "texlive/texlive-en/texlive-en.pdf", 12, "made", "bookmarks"),
    ("tlmgr-intro-zh", _TEXDOC11 / "support/tlmgr-intro-zh-cn/tlmgr-intro-zh-cn.pdf", 10, "made", "bookmarks"),
    ("dvipdfmx-special", _TEXDOC11 / "dvipdfmx/dvipdfmx-special.pdf", 6, "made", "file"),
    ("hyph-utf8", _TEXDOC11 / "generic/hyph-utf8/hyph-utf8.pdf", 7, "made", "file"),
    ("exam-zh-doc-b", _TEXDOC11 / "xelatex/exam-zh/doc/exam-zh-doc.pdf", 10, "made", "bookmarks"),
    ("texproposal", _TEXDOC11 / "latex/texproposal/texproposal.pdf", 12, "made", "bookmarks"),
]
ELEVENTH_PACKAGES = ("texlive-lang-chinese", "texlive-base")  # unpacked into ELEVENTH_ROOT
# TWELFTH (`--set twelfth`, decision 0500): split like SET, even tuned / odd held back (scored once, at the end),
# by document; documents no scan set used, from the same two packages as ELEVENTH (ELEVENTH_ROOT): pictures on
# every page (pgfornament-han's ornament tables; the Asymptote FAQ in Chinese, its figures and code), two-column
# pages (ctex's and zhlipsum's change histories and code indexes in Chinese; pdfTeX's manual's last pages, the
# GFDL in two columns), terminal and code boxes (the Chinese LaTeX install guide's Windows and Linux chapters),
# and two English manuals (texdoc's, dvipdfmx's first pages: a title page, a contents page). The author's
# bookmarks as reference, each checked present on its page's text. Cached under /tmp/scan12-twelfth.
TWELFTH = [
    ("pgfornament-han", _TEXDOC11 / "latex/pgfornament-han/pgfornament-han_manual.pdf", 8, "made", "bookmarks"),
    ("asymptote-faq-zh-b", _TEXDOC11 / "support/asymptote-faq-zh-cn/asymptote-faq-zh-cn.pdf", 8, "made", "bookmarks"),
    ("ctex-history", _TEXDOC11 / "latex/ctex/ctex.pdf", 8, "made", "bookmarks"),
    ("zhlipsum-b", _TEXDOC11 / "latex/zhlipsum/zhlipsum.pdf", 8, "made", "bookmarks"),
    ("pdftex-a-end", _TEXDOC11 / "pdftex/manual/pdftex-a.pdf", 8, "made", "bookmarks"),
    ("texdoc", _TEXDOC11 / "support/texdoc/texdoc.pdf", 8, "made", "bookmarks"),
    ("install-latex-guide-zh-b", _TEXDOC11 / "latex/install-latex-guide-zh-cn/install-latex-guide-zh-cn.pdf", 8,
     "made", "bookmarks"),
    ("dvipdfmx", _TEXDOC11 / "dvipdfmx/dvipdfmx.pdf", 8, "made", "bookmarks"),
]
# THIRTEENTH (`--set thirteenth`, decision 0580): split like SET, even tuned / odd held back (scored once, at the
# end), by document; pages of text-layer PDFs no scan set used: the dev set (bench_scan_trees.py) scanned the
# first 24-40 pages of the dev PDFs, these cuts start after them (an annual report's financial tables, the RISC-V
# spec's encoding diagrams and tables, a thesis's formulas and Coq code, the Chinese Java manual's later
# chapters, the FDA model's appendices) and valgrind's manual (text-layer bench only: command-line options as
# a list of code lines). The author's bookmarks as reference, each checked present on its page's text. Cached
# under /tmp/scan13-thirteenth.
_PDFS = DEV / "pdfs"
THIRTEENTH = [
    ("valgrind-b", DOC / "valgrind/valgrind_manual.pdf.gz", 10, "made", "bookmarks"),
    ("riscv-b", _PDFS / "riscv-unpriv-isa-20191213.pdf", 10, "made", "bookmarks"),
    ("adobe-b", _PDFS / "adobe-10k-fy2019.pdf", 10, "made", "bookmarks"),
    ("alibaba-b", _PDFS / "alibaba-java-manual-huangshan.pdf", 10, "made", "bookmarks"),
    ("sorensen-thesis-c", _PDFS / "sorensen-phd-thesis-2023.pdf", 8, "made", "bookmarks"),
    ("fda-precert-b", _PDFS / "fda-precert-working-model-2019.pdf", 8, "made", "bookmarks"),
]
# FOURTEENTH (`--set fourteenth`, decision 0620): split like SET, even tuned / odd held back (scored once, at the
# end), by document; Chinese (and English-set Chinese) manuals and tutorials with a printed contents page, cut from
# page 1 so the cut holds the contents page and the chapters it lists first (ELEVENTH_ROOT's texlive-lang-chinese,
# files no scan set used: Asymptote's tutorial in Chinese, lshort's front matter and first two chapters,
# zhlineskip's and zhspacing's whole manuals). Reference: the printed contents page read by hand (printed page
# mapped to the physical page, each entry checked on its page), bench/eval/scan_unseen/<name>.json. Cached under
# /tmp/scan14-fourteenth.
FOURTEENTH = [
    ("asymptote-manual-zh", _TEXDOC11 / "support/asymptote-manual-zh-cn/asymptote-manual-zh-cn.pdf", 24, "made",
     "file"),
    ("lshort-zh-front", _TEXDOC11 / "latex/lshort-chinese/lshort-zh-cn.pdf", 24, "made", "file"),
    ("zhlineskip", _TEXDOC11 / "latex/zhlineskip/zhlineskip.pdf", 8, "made", "file"),
    ("zhs-man", _TEXDOC11 / "generic/zhspacing/zhs-man.pdf", 15, "made", "file"),
]
# FIFTEENTH (`--set fifteenth`, decision 0670): split like SET, even tuned / odd held back (scored once, at the end),
# by document; Chinese package manuals of ELEVENTH_ROOT's texlive-lang-chinese no scan set used, cut from page 1 so
# the cut holds the printed contents page and the sections it lists first: two contents pages set in two columns
# (hanzibox's under its title block and abstract, with footnotes; fduthesis's on a page of its own), nanicolle's
# under its title block with footnotes, qyxf-book's chapter openers. Reference: the printed contents page read by
# hand, bench/eval/scan_unseen/<name>.json. Cached under /tmp/scan15-fifteenth.
FIFTEENTH = [
    ("hanzibox", _TEXDOC11 / "xelatex/hanzibox/hanzibox.pdf", 14, "made", "file"),
    ("fduthesis", _TEXDOC11 / "latex/fduthesis/fduthesis.pdf", 14, "made", "file"),
    ("nanicolle-doc-zh", _TEXDOC11 / "xelatex/nanicolle/nanicolle-doc-zh.pdf", 7, "made", "file"),
    ("qyxf-book-doc", _TEXDOC11 / "latex/qyxf-book/qyxf-book-doc.pdf", 16, "made", "file"),
]
# SIXTEENTH (`--set sixteenth`, decision 0770): split like SET, even tuned / odd held back (scored once, at the end),
# by document; documents no scan set used, with code, formulas and numbered lines: zlib's CRC paper (formulas, C
# code; its printed headings read by hand), the implementation chapter of fduthesis's code manual (numbered dtx
# code lines, Chinese notes), xpinyin's and zhnumber's manuals (Chinese, numbered code listings and examples;
# text-layer PDF-tree documents, never scanned), TeX Live's build guide pp. 12-21 (shell commands, Texinfo) and
# the AMSFonts guide pp. 18-27 (symbol tables, macro code, installation steps; its printed headings read by
# hand). Reference: the author's bookmarks, or bench/eval/scan_unseen/<name>.json. Cached under
# /tmp/scan16-sixteenth.
SIXTEENTH = [
    ("crc-doc", DOC / "zlib1g-dev/crc-doc.1.0.pdf.gz", 10, "made", "file"),
    ("fduthesis-code-b", _TEXDOC11 / "latex/fduthesis/fduthesis-code.pdf", 10, "made", "bookmarks"),
    ("xpinyin", _TEXDOC11 / "latex/xpinyin/xpinyin.pdf", 10, "made", "bookmarks"),
    ("tlbuild-b", _TEXDOC11 / "texlive/tlbuild/tlbuild.pdf", 10, "made", "bookmarks"),
    ("amsfndoc-b", _TEXDOC11 / "fonts/amsfonts/amsfndoc.pdf", 10, "made", "file"),
    ("zhnumber", _TEXDOC11 / "latex/zhnumber/zhnumber.pdf", 8, "made", "bookmarks"),
]
# SEVENTEENTH (`--set seventeenth`, decision 0775): split like SET, even tuned / odd held back (scored once, at the
# end), by document; package manuals no scan set used, with code examples and their typeset outputs: njurepo's
# manual pp. 3-14 (Chinese, options, code, implementation), dvipdfm's manual pp. 1-12 (specials and their syntax),
# ifplatform's (documented code), iftex's (conditionals, plain and LaTeX code), amsfonts' dtx pp. 1-7 (macro code)
# and cdcmd's Chinese manual (a command's interface, examples; texlive-latex-extra, copied from an earlier round's
# unpacked root into the cache's src/). Reference: the author's bookmarks within the cut, each checked by hand
# present on its page. Cached under /tmp/scan17-seventeenth.
SEVENTEENTH = [
    ("njurepo-b", _TEXDOC11 / "latex/njurepo/njurepo.pdf", 12, "made", "bookmarks"),
    ("dvipdfm", _TEXDOC11 / "dvipdfm/dvipdfm.pdf", 12, "made", "bookmarks"),
    ("ifplatform", _TEXDOC11 / "latex/ifplatform/ifplatform.pdf", 10, "made", "bookmarks"),
    ("iftex", _TEXDOC11 / "generic/iftex/iftex.pdf", 5, "made", "bookmarks"),
    ("amsfonts-dtx", _TEXDOC11 / "fonts/amsfonts/amsfonts.pdf", 7, "made", "bookmarks"),
    ("cdcmd-cn", Path("/tmp/scan17-seventeenth/src/cdcmd-cn.pdf"), 5, "made", "bookmarks"),
]
# EIGHTEENTH (`--set eighteenth`, decision 0815): split like SET, even tuned / odd held back (scored once, at the
# end), by document; aimed at spurious nodes: Texinfo manuals with option tables, `@deffn` lines and indexes
# (kpathsea's, web2c's; neither in any earlier set) and LuaTeX's reference (syntax lines, tables of primitives,
# code): kpathsea pp. 21-30 (kpsewhich's options) and its index pp. 50-56, web2c pp. 21-30 (tex's invocation) and
# its index pp. 62-68, luatex pp. 31-40 and 49-56. No Chinese text-layer PDF on this machine is unused by earlier
# sets. Reference: the author's bookmarks within the cut, each checked by hand present on its page. Cached under
# /tmp/scan18-eighteenth.
EIGHTEENTH = [
    ("kpathsea-b", _TEXDOC11 / "kpathsea/kpathsea.pdf", 10, "made", "bookmarks"),
    ("luatex-b", _TEXDOC11 / "luatex/base/luatex.pdf", 10, "made", "bookmarks"),
    ("kpathsea-index", _TEXDOC11 / "kpathsea/kpathsea.pdf", 7, "made", "bookmarks"),
    ("web2c-index", _TEXDOC11 / "web2c/web2c.pdf", 7, "made", "bookmarks"),
    ("luatex-c", _TEXDOC11 / "luatex/base/luatex.pdf", 8, "made", "bookmarks"),
    ("web2c-b", _TEXDOC11 / "web2c/web2c.pdf", 10, "made", "bookmarks"),
]
# NINETEENTH (`--set nineteenth`, decision 0845): split like SET, even tuned / odd held back (scored once, at the
# end), by document; aimed at the eighteenth held-back half's kinds: numbered subsections titled by a command, an
# option or a key (`4.2.1 \added`, `2.2.1 linefill`, `5.3.1 \BackBody`, `9.1.1 operators`), each followed by its
# syntax line or code, definition lists and option tables. Package manuals no scan set used (texlive-doc, copied
# from earlier rounds' unpacked roots into the cache's src/): changes pp. 10-20, xstring pp. 3-12, thumbs pp. 4-11,
# langsci pp. 17-24, cryptocode's implementation pp. 77-84 (dtx code), fvextra pp. 11-15. Reference: the authors'
# bookmarks within the cut, each checked by hand on its page (a bold or larger line holding its words). Cached
# under /tmp/scan19-nineteenth.
_SRC19 = Path("/tmp/scan19-nineteenth/src")
NINETEENTH = [
    ("changes-b", _SRC19 / "changes.english.pdf", 11, "made", "bookmarks"),
    ("xstring-b", _SRC19 / "xstring-en.pdf", 10, "made", "bookmarks"),
    ("thumbs-b", _SRC19 / "thumbs.pdf", 8, "made", "bookmarks"),
    ("langsci-b", _SRC19 / "langsci-doc.pdf", 8, "made", "bookmarks"),
    ("cryptocode-b", _SRC19 / "cryptocode.pdf", 8, "made", "bookmarks"),
    ("fvextra-b", _SRC19 / "fvextra.pdf", 5, "made", "bookmarks"),
]
# TWENTIETH (`--set twentieth`, decision 0915): split like SET, even tuned / odd held back (scored once, at the
# end), by document; aimed at the nineteenth held-back half's spurious nodes: table rows and their headers, index
# letter groups, running heads over a chapter's first page, three-level numbers (`6.3.1`). Manuals no scan set used
# (copied from earlier rounds' unpacked roots into the cache's src/): GNU Prolog's pp. 39-48 (a chapter's start,
# error terms in three-column lists), Spanish lshort pp. 31-39 (a chapter's first page, a table of accents),
# listings pp. 23-31 (its reference: keys in lists) and its index pp. 61-63 (letter groups the bookmarks do not
# hold), exam's guide pp. 2-10 (its contents page, then the body) and chemnum's pp. 18-27 (the last sections,
# references and an index with letter groups). Reference: the authors' bookmarks within the cut, each checked on its
# page. Cached under /tmp/scan20-twentieth.
_SRC20 = Path("/tmp/scan20-twentieth/src")
TWENTIETH = [
    ("gprolog-b", _SRC20 / "gprolog.pdf", 10, "made", "bookmarks"),
    ("lshort-es-b", _SRC20 / "lshort-a4.pdf", 9, "made", "bookmarks"),
    ("listings-b", _SRC20 / "listings.pdf", 9, "made", "bookmarks"),
    ("examdoc-b", _SRC20 / "examdoc.pdf", 9, "made", "bookmarks"),
    ("listings-index", _SRC20 / "listings.pdf", 3, "made", "bookmarks"),
    ("chemnum-b", _SRC20 / "chemnum_en.pdf", 10, "made", "bookmarks"),
]
# TWENTYFIRST (`--set twentyfirst`, decision 0990): split like SET, even tuned / odd held back (scored once, at the
# end), by document; kinds unlike the TeX manuals of earlier sets: a Chinese thesis (thuthesis' example pp. 13-22:
# lists of figures and tables, symbols, chapters 1-2), an FDA guidance report (pp. 4-13, dev-data), the Chinese
# Debian Edu ITIL guide (pp. 9-18: nested sections, checklists), the Chinese Debian installation guide (pp. 15-24:
# four levels, hardware lists) and a patent-writing guide (pp. 5-14, LyX and LaTeX steps, screenshots). Copied into
# the cache's src/. Reference: the authors' bookmarks within the cut, each checked on its page. Cached under
# /tmp/scan21-twentyfirst.
_SRC21 = Path("/tmp/scan21-twentyfirst/src")
TWENTYFIRST = [
    ("thuthesis-b", _SRC21 / "thuthesis-example-7.3.1.pdf", 10, "made", "bookmarks"),
    ("fda-device-b", _SRC21 / "fda-device-software-policy-2019.pdf", 10, "made", "bookmarks"),
    ("itil-zh-b", _SRC21 / "debian-edu-itil-manual.pdf", 10, "made", "bookmarks"),
    ("install-zh-b", _SRC21 / "install.zh_CN.pdf", 10, "made", "bookmarks"),
    ("patent-guide-b", _SRC21 / "patent-guide.pdf", 10, "made", "bookmarks"),
]
# TWENTYSECOND (`--set twentysecond`, decision 1010): split like SET, even tuned / odd held back (scored once, at the
# end), by document; guides and reports no scan set used: the Chinese Rosegarden guide (Debian Edu, pp. 1-10: a
# cover, its contents, set-up steps), X11R7.7's release notes (Apache FOP, pp. 1-10: a title page, a contents page,
# three levels), PSPP's manual (Texinfo, pp. 11-20: options in definition lists), the Chinese Audacity guide (pp.
# 3-12: screenshots between steps) and libgcrypt's manual (Texinfo, pp. 9-18). Copied into the cache's src/.
# Reference: the authors' bookmarks within the cut, each checked on its page. Cached under /tmp/scan22-twentysecond.
_SRC22 = Path("/tmp/scan22-twentysecond/src")
TWENTYSECOND = [
    ("rosegarden-zh-b", _SRC22 / "rosegarden-manual.pdf", 10, "made", "bookmarks"),
    ("xorg-relnotes-b", _SRC22 / "ReleaseNotes.pdf", 10, "made", "bookmarks"),
    ("pspp-b", _SRC22 / "pspp.pdf", 10, "made", "bookmarks"),
    ("audacity-zh-b", _SRC22 / "audacity-manual.pdf", 10, "made", "bookmarks"),
    ("gcrypt-b", _SRC22 / "gcrypt.pdf", 10, "made", "bookmarks"),
]
# TWENTYTHIRD (`--set twentythird`, decision 1045): split like SET, even tuned / odd held back (scored once, at the
# end), by document; guides and manuals with screenshots or figures no scan set used: Debian Edu's Bookworm manual
# in Chinese (pp. 1-10: a cover, contents pages, a network diagram), Doxygen's manual (pp. 121-130: doxywizard's
# screenshots), the Ubuntu packaging guide (pp. 5-14: contents, screenshots, four levels), Debian Edu's Bullseye
# manual in Chinese (pp. 44-53: GOsa² screenshots; a sibling of the Bookworm manual, another chapter) and ngspice's
# manual (pp. 95-104: waveform figures, numbered fourth levels). Copied into the cache's src/. Reference: the
# authors' bookmarks within the cut, each checked on its page. Cached under /tmp/y2-scan23.
_SRC23 = Path("/tmp/y2-scan23/src")
TWENTYTHIRD = [
    ("edu-bookworm-zh-b", _SRC23 / "debian-edu-bookworm-manual.pdf", 10, "made", "bookmarks"),
    ("doxygen-b", _SRC23 / "doxygen_manual.pdf", 10, "made", "bookmarks"),
    ("ubuntu-packaging-b", _SRC23 / "ubuntu-packaging-guide.pdf", 10, "made", "bookmarks"),
    ("edu-bullseye-zh-b", _SRC23 / "debian-edu-bullseye-manual.pdf", 10, "made", "bookmarks"),
    ("ngspice-b", _SRC23 / "ngspice-manual.pdf", 10, "made", "bookmarks"),
]
# TWENTYFOURTH (`--set twentyfourth`, decision 1100): split like SET, even tuned / odd held back (scored once, at the
# end), by document; GUI manuals whose pages are mostly screenshots and dialogs, Chinese and English: KiCad 6's
# manuals (Debian's kicad-doc-zh / kicad-doc-en, HTML) printed to PDF by weasyprint 57 (`weasyprint X.html X.pdf`;
# its bookmarks are the HTML's h1-h4): the drawing-sheet editor in Chinese (pp. 16-25: its windows, toolbars and
# panels), GerbView in English (pp. 1-7: a title page, the main window, toolbars), the project manager in English
# (pp. 9-18: preference dialogs) and the PCB calculator in Chinese (pp. 1-9: a dialog screenshot per tool).
# Reference: the bookmarks within the cut, each checked on its page. Cached under /tmp/z2-scan24.
_SRC24 = Path("/tmp/z2-scan24/src")
TWENTYFOURTH = [
    ("kicad-pl-editor-zh-b", _SRC24 / "kicad-pl-editor-zh.pdf", 10, "made", "bookmarks"),
    ("kicad-gerbview-en-b", _SRC24 / "kicad-gerbview-en.pdf", 7, "made", "bookmarks"),
    ("kicad-project-en-b", _SRC24 / "kicad-project-en.pdf", 10, "made", "bookmarks"),
    ("kicad-pcb-calc-zh-b", _SRC24 / "kicad-pcb-calculator-zh.pdf", 9, "made", "bookmarks"),
]
# TWENTYFIFTH (`--set twentyfifth`, decision 1145): split like SET, even tuned / odd held back (scored once, at the
# end), by document; GUI manuals no scan set used, from Debian's gnucash-docs, openshot-qt-doc and texstudio-doc
# (`apt-get download`, `dpkg -x`; copied into the cache's src/): GnuCash's Help in English (its own PDF, Apache FOP:
# pp. 29-38, menu tables, a toolbar table of icons, four levels), OpenShot's main window page (Sphinx HTML printed by
# weasyprint 57 with `-s` a sheet `a.headerlink{display:none}`: a logo over the site's navigation list, a screenshot
# with numbered callouts, tables), TeXstudio's user manual (`usermanual_en.html` by weasyprint: pp. 1-10, a title over
# its contents list, configuration dialogs), GnuCash's Guide in Portuguese (its own PDF: pp. 14-23, authors, a part's
# title page and contents, bold fourth levels) and OpenShot's quick tutorial (weasyprint as above: steps over
# screenshots). Reference: the bookmarks within the cut, each checked on its page. Cached under /tmp/F-scan25.
_SRC25 = Path("/tmp/F-scan25/src")
TWENTYFIFTH = [
    ("gnucash-help-en-b", _SRC25 / "gnucash-help-en.pdf", 10, "made", "bookmarks"),
    ("openshot-main-b", _SRC25 / "openshot-main-window.pdf", 9, "made", "bookmarks"),
    ("texstudio-b", _SRC25 / "texstudio-usermanual.pdf", 10, "made", "bookmarks"),
    ("gnucash-guide-pt-b", _SRC25 / "gnucash-guide-pt.pdf", 10, "made", "bookmarks"),
    ("openshot-tutorial-b", _SRC25 / "openshot-quick-tutorial.pdf", 8, "made", "bookmarks"),
]
# a cut that starts inside the source; else page 1
FIRST_PAGE = {"debian-reference-zh": 29, "lshort-zh-math": 51, "latex-notes-zh-math": 33, "hs-dance-b": 31,
              "impatient-zh-math": 220, "maximabook-calculus": 43, "asymptote-example-zh": 4, "gri-plots": 35,
              "ctex-faq": 5, "texlive-zh-cn": 7, "chongqing-answers-b": 13, "shanghai-2018-answers-b": 13,
              "sorensen-thesis-b": 62, "zh-thesis-b": 31, "texlive-en-b": 10, "exam-zh-doc-b": 20,
              "asymptote-faq-zh-b": 10, "ctex-history": 152, "zhlipsum-b": 8, "pdftex-a-end": 60,
              "install-latex-guide-zh-b": 8, "valgrind-b": 13, "riscv-b": 49, "adobe-b": 36, "alibaba-b": 32,
              "sorensen-thesis-c": 35, "fda-precert-b": 44,
              "fduthesis-code-b": 20, "tlbuild-b": 12, "amsfndoc-b": 18, "njurepo-b": 3,
              "kpathsea-b": 21, "luatex-b": 31, "kpathsea-index": 50, "web2c-index": 62, "luatex-c": 49,
              "web2c-b": 21, "changes-b": 10, "xstring-b": 3, "thumbs-b": 4, "langsci-b": 17,
              "cryptocode-b": 77, "fvextra-b": 11, "gprolog-b": 39, "lshort-es-b": 31,
              "listings-b": 23, "examdoc-b": 2, "listings-index": 61, "chemnum-b": 18,
              "thuthesis-b": 13, "fda-device-b": 4, "itil-zh-b": 9, "install-zh-b": 15, "patent-guide-b": 5,
              "pspp-b": 11, "audacity-zh-b": 3, "gcrypt-b": 9,
              "doxygen-b": 121, "ubuntu-packaging-b": 5, "edu-bullseye-zh-b": 44, "ngspice-b": 95,
              "kicad-pl-editor-zh-b": 16, "kicad-project-en-b": 9, "gnucash-help-en-b": 29,
              "gnucash-guide-pt-b": 14}
SETS = {"first": SET, "second": SECOND, "third": THIRD, "fourth": FOURTH, "fifth": FIFTH, "sixth": SIXTH,
        "seventh": SEVENTH, "eighth": EIGHTH, "ninth": NINTH, "tenth": TENTH, "eleventh": ELEVENTH,
        "twelfth": TWELFTH, "thirteenth": THIRTEENTH, "fourteenth": FOURTEENTH,
        "fifteenth": FIFTEENTH, "sixteenth": SIXTEENTH, "seventeenth": SEVENTEENTH,
        "eighteenth": EIGHTEENTH, "nineteenth": NINETEENTH, "twentieth": TWENTIETH,
        "twentyfirst": TWENTYFIRST, "twentysecond": TWENTYSECOND, "twentythird": TWENTYTHIRD,
        "twentyfourth": TWENTYFOURTH, "twentyfifth": TWENTYFIFTH}
SEED_OFFSET = {"first": 0, "second": 100, "third": 200, "fourth": 300, "fifth": 400, "sixth": 500, "seventh": 600,
               "eighth": 700, "ninth": 800, "tenth": 900, "eleventh": 1000, "twelfth": 1100, "thirteenth": 1200,
               "fourteenth": 1300, "fifteenth": 1400, "sixteenth": 1500,
               "seventeenth": 1600, "eighteenth": 1700, "nineteenth": 1800, "twentieth": 1900,
               "twentyfirst": 2000, "twentysecond": 2100, "twentythird": 2200,
               "twentyfourth": 2300, "twentyfifth": 2400}


def cache(which: str = "first") -> Path:
    """Where a set's scans and OCR'd lines are kept: the eighth and ninth sets apart, the earlier ones together."""
    return {"eighth": Path("/tmp/scan8-unseen"), "ninth": Path("/tmp/scan9-ninth"),
            "tenth": Path("/tmp/scan10-tenth"), "eleventh": Path("/tmp/scan11-eleventh"),
            "twelfth": Path("/tmp/scan12-twelfth"), "thirteenth": Path("/tmp/scan13-thirteenth"),
            "fourteenth": Path("/tmp/scan14-fourteenth"),
            "fifteenth": Path("/tmp/scan15-fifteenth"),
            "sixteenth": Path("/tmp/scan16-sixteenth"),
            "seventeenth": Path("/tmp/scan17-seventeenth"),
            "eighteenth": Path("/tmp/scan18-eighteenth"),
            "nineteenth": Path("/tmp/scan19-nineteenth"),
            "twentieth": Path("/tmp/scan20-twentieth"),
            "twentyfirst": Path("/tmp/scan21-twentyfirst"),
            "twentysecond": Path("/tmp/scan22-twentysecond"),
            "twentythird": Path("/tmp/y2-scan23"), "twentyfourth": Path("/tmp/z2-scan24"),
            "twentyfifth": Path("/tmp/F-scan25")}.get(which, CACHE)


def fetch(which: str) -> None:
    """The ninth, tenth and eleventh sets' packaged sources, unpacked where missing (`apt-get download`, `dpkg -x`)."""
    if which in ("ninth", "tenth"):
        from bench.bench_pdf_trees_unseen import packaged_paths

        packaged_paths([(p, "usr/share/doc/texlive-doc") for p in NINTH_PACKAGES], NINTH_ROOT, NINTH_ROOT)
    if which in ("eleventh", "twelfth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                 "eighteenth"):
        from bench.bench_pdf_trees_unseen import packaged_paths

        packaged_paths([(p, f"usr/share/doc/{p}") for p in ELEVENTH_PACKAGES], ELEVENTH_ROOT, ELEVENTH_ROOT)
GENERATED = ("fifth", "sixth", "seventh")  # sets with documents made by generate()


def generate(which: str = "fifth") -> None:
    """The generated sources of FIFTH, SIXTH or SEVENTH, written once under GEN (needs weasyprint,
    fonts-wqy-microhei)."""
    from bench import make_outline_pdfs, make_scan_seventh, make_scan_textbook, make_scan_workbook

    if which == "seventh":
        make_scan_seventh.make(GEN)
        return
    if which == "sixth":
        make_scan_workbook.make(GEN)
        return

    make_scan_textbook.make(GEN / "zh-textbook.pdf")
    docs = {n: make_outline_pdfs.SIXTH_DOCS[n] for n in ("zh-regulation", "zh-notice")}
    make_outline_pdfs.make(GEN, docs=docs)


# the sets split by position (even tuned); the others are held back whole
SPLIT_SETS = ("first", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
              "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
              "twentieth", "twentyfirst", "twentysecond", "twentythird",
              "twentyfourth", "twentyfifth")


def split(k: int, which: str = "first") -> str:
    return "held-back" if which not in SPLIT_SETS or k % 2 else "tuned"


def read(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def bookmarks(path: Path, pages: int, first: int = 1) -> list[dict]:
    """The bookmarks pointing into the cut (physical pages first .. first + pages - 1), numbered in the cut."""
    doc = pymupdf.open(stream=read(path))
    return [{"title": t, "level": lv, "page_1based": p - first + 1} for lv, t, p in doc.get_toc(simple=True)
            if first <= p < first + pages]


def _jpeg(png: bytes) -> bytes:
    import cv2
    import numpy as np

    img = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_GRAYSCALE)
    return cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, 55])[1].tobytes()


def made(doc: pymupdf.Document, seed: int) -> pymupdf.Document:
    rng = random.Random(seed)
    out = pymupdf.open()
    for n, page in enumerate(doc):
        image = scan_set._scan_image(page, n, rng)
        target = out.new_page(width=page.rect.width, height=page.rect.height)
        target.insert_image(target.rect, stream=_jpeg(image) if n % 5 == 3 else image)
    return out


def scan_pdf(k: int, which: str = "first") -> Path:
    """The scan of SETS[which][k], built once into CACHE."""
    name, src, pages, kind, _ref = SETS[which][k]
    cache(which).mkdir(parents=True, exist_ok=True)
    path = cache(which) / f"{name}-{pages}.scan.pdf"
    if not path.exists():
        first = FIRST_PAGE.get(name, 1)
        doc = scan_set.cut(read(src), pages + first - 1)
        doc.select(range(first - 1, doc.page_count))
        doc.set_toc([])
        out = doc if kind == "real" else made(doc, seed=28 + k + SEED_OFFSET[which])
        path.write_bytes(out.tobytes(garbage=3, deflate=True))
    return path


def ocr(which: str = "first") -> scan_set.CachedOcr:
    return scan_set.CachedOcr(cache(which) / "ocr")


def _warm(args: tuple[str, int]) -> int:
    import f.common.pdf.ocr as engine

    path, index = args
    engine.engine(1)  # one thread per worker process
    scan_set.CachedOcr(Path(path).parent / "ocr").raw(pymupdf.open(path)[index])
    return index


def warm(path: Path, workers: int = 2) -> None:
    from concurrent.futures import ProcessPoolExecutor

    doc = pymupdf.open(path)
    todo = [(str(path), i) for i in range(doc.page_count)
            if doc[i].get_images() and not (path.parent / "ocr" / f"{scan_set.image_hash(doc[i])}.json").exists()]
    if todo:
        with ProcessPoolExecutor(workers) as pool:
            list(pool.map(_warm, todo))


def main(argv: list[str]) -> int:
    which = argv[1] if argv[:1] == ["--set"] and argv[1:2] and argv[1] in SETS else "first"
    docs = SETS[which]
    if which in GENERATED:
        generate(which)
    fetch(which)
    for k in [*range(0, len(docs), 2), *range(1, len(docs), 2)]:  # the tuned half first
        if not docs[k][1].exists():
            print("skipped (not present):", docs[k][1])
            continue
        path = scan_pdf(k, which)
        warm(path)
        print(which, split(k, which), path, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
