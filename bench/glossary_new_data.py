"""Rebuild the documents of the glossary's rounds 5-9 (books no rule had seen) outside the repository.

    .venv/bin/python bench/glossary_new_data.py [--out DIR]     # default $GLOSSARY_NEW_DATA or /tmp/glossary-new

Every document comes from a Debian package, fetched with `apt-get download` and unpacked with
`dpkg -x` (no install): PDF slices cut with pymupdf (text layer kept as it is) and HTML manuals
turned into MinerU-shaped folders (round 5: two PDFs and KiCad; round 6: the Debian Edu manual's
pages 7-15 and six LibreOffice help pages; round 7: four concept manual pages, rendered by groff;
round 8: six LibreOffice Calc and Writer guide pages; round 9: three more concept manual pages;
round 10: the Debian FAQ, the Debian Administrator's Handbook zh-CN and en-US, the installation guide
zh-CN and GNOME's help zh-CN; round 11: two Chinese LaTeX textbooks and the CTeX FAQ from TeX Live's
Chinese documentation, Debian Edu's ITIL manual; round 12: the Asymptote manual, tutorial and FAQ
in Chinese and the tlmgr introduction, from the same package; round 13: a TeX proposal, a book
template's documentation, the zhlineskip lesson on line spacing and the CTeX manual, same package;
round 15: TeX for the Impatient in Chinese (ch. 2 and the concepts chapter's first entries), TeX
Live's guide in Chinese, and An Introduction to R from r-doc-pdf; round 16, kb-term's lookup: LinuxCNC's
stepper chapter and user concepts, R's language definition and R Internals; rounds 18-19: other
chapters of lshort-zh-cn and the LaTeX notes, an installation guide, two chapters of R Data Import/Export;
round 20: bold terms: a book template's sample chapter, lshort-zh-cn §3.1-3.4, its appendix A and the GNU FDL it prints;
round 21: TeX for the Impatient's later concepts, the R FAQ, the LaTeX notes on METAPOST, An Introduction to R ch. 2.4-3.1;
round 22: the Debian handbook's virtualization and SELinux sections (zh-CN), its kernel and user-space sections (en-US),
An Introduction to R ch. 6;
round 23: the handbook's packet filtering and VPN sections (zh-CN), its section on rights (en-US);
round 24: the handbook's user databases and hotplug sections (zh-CN), syslog, inetd and the filesystem hierarchy (en-US);
round 25: the handbook's LDAP and remote-login sections (zh-CN), domain name servers and real-time communication (en-US);
round 26: the handbook's HTTP/FTP proxy and quotas sections (zh-CN), NFS and quality of service (en-US);
round 27: the handbook's network configuration and monitoring sections (zh-CN), cron/atd and Samba (en-US);
round 28: PDF slices with emphasis: the Debian reference zh-CN on booting, R Installation and Administration
ch. 6-7, lshort-zh-cn §2.3.5-2.4 and §5.1;
round 29: the Debian reference zh-CN ch. 8 and Writing R Extensions' terminology (tuned), the nanicolle
class's Chinese manual and the GNU Prolog manual's streams (held back);
round 30 (held back): the xpinyin manual (zh-CN), pp. 1-3, and R's reference manual on mean and memCompress;
round 31: the exam-zh manual and R's reference manual on median (tuned), the fduthesis manual and R's
reference manual on weighted.mean (held back);
round 32: TeX Live's guide zh-CN on Kpathsea and the GPL v3's definitions (tuned), TeX for the Impatient zh
on the output routine and R's language definition on promises (held back);
round 33: TeX for the Impatient zh, concepts pp. 85-86, and R's language definition on classes (tuned), the
same book's concepts pp. 89-90 and R's language definition on NextMethod and group methods (held back);
round 34 (books no round used): the xeCJK manual (texlive-lang-cjk) and the LilyPond Learning Manual on tweaks
(tuned), the hanzibox manual and the Filesystem Hierarchy Standard's chapter 2 (debian-policy, held back);
round 35 (documents no round used): the zhlipsum manual and the GNU Coding Standards §6.1-6.4 (gnu-standards,
tuned), the njurepo manual and the zhspacing manual (held back);
round 36 (documents no round used): KiCad's introduction zh-CN (its basic terms) and the GNU maintainers'
information §16-18 (tuned), KiCad's schematic editor manual zh-CN on buses and the Python tutorial on scopes and
namespaces (python3.11-doc, held back);
round 37 (documents no round used): KiCad's Gerber viewer manual zh-CN and the Python glossary (tuned), KiCad's
drawing sheet editor manual zh-CN and the Python tutorial's chapter on modules (held back);
round 39: perlsec(7) zh and the Python Language Reference §3.1 (tuned), locale(7) zh and the same book's
§2.1.2-2.1.4 (held back);
round 40: the Debian handbook zh-CN on package meta-information and the Functional Programming HOWTO's introduction
(tuned), roff(7) zh and the Language Reference §5.2-5.3.3 on packages and finders (held back);
round 41: mailaddr(7) zh and the Python tutorial on virtual environments (tuned), bootup(7) zh and the Descriptor
HowTo Guide's definition and protocol sections (held back)).
bench/bench_glossary.py reads a set whose `input` starts with `new:` from that folder (PDFs are
ingested into KB_HOME on first use like the dev-data ones)."""
from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import subprocess
import tempfile
from html.parser import HTMLParser
from pathlib import Path

PACKAGES = ("debian-reference-zh-cn", "maint-guide-zh-cn", "kicad-doc-zh", "libreoffice-help-zh-cn",
            "debian-edu-doc-zh-cn", "manpages-zh",
            # round 10
            "debian-faq-zh-cn", "debian-handbook", "installation-guide-amd64", "gnome-user-docs",
            # round 11
            "texlive-lang-chinese", "debian-edu-doc-legacy-zh-cn",
            # round 15
            "r-doc-pdf",
            # round 16 (lookup)
            "linuxcnc-doc-zh-cn",
            # round 29 (held back): the GNU Prolog manual
            "gprolog-doc",
            # round 34: the xeCJK manual, the LilyPond Learning Manual, the FHS (debian-policy)
            "texlive-lang-cjk", "lilypond-doc-pdf", "debian-policy",
            # round 35: the GNU Coding Standards
            "gnu-standards",
            # round 36 (held back): the Python tutorial
            "python3.11-doc",
            # round 38 (tuned): GIMP's help zh-CN, its glossary
            "gimp-help-zh-cn")
# round 7: concept pages of the Chinese manual pages, rendered by groff (Debian's groff package)
MAN_BOOKS = (("manpages-concepts", tuple(f"usr/share/man/zh_CN/man7/{page}.7.gz" for page in
                                         ("regex", "glob", "fifo", "perlnumber"))),
             # round 9: three more concept pages, other translators
             ("manpages-concepts-2", tuple(f"usr/share/man/zh_CN/man7/{page}.7.gz" for page in
                                           ("daemon", "unicode", "charsets"))),
             # round 38 (held back): perldata(7) zh, its first two pages (a third field keeps that many)
             ("perldata-zh", ("usr/share/man/zh_CN/man7/perldata.7.gz",), 2),
             # round 39: perlsec(7) zh, its first two pages (tuned), locale(7) zh, its two pages (held back)
             ("perlsec-zh", ("usr/share/man/zh_CN/man7/perlsec.7.gz",), 2),
             ("locale-zh", ("usr/share/man/zh_CN/man7/locale.7.gz",), 2),
             # round 40 (held back): roff(7) zh, its first two pages (what roff, groff, troff and nroff are)
             ("roff-zh", ("usr/share/man/zh_CN/man7/roff.7.gz",), 2),
             # round 41 (tuned): mailaddr(7) zh, its two pages (the parts of a mail address); (held back) bootup(7) zh,
             # its first two pages (the boot stages and targets)
             ("mailaddr-zh", ("usr/share/man/zh_CN/man7/mailaddr.7.gz",), 2),
             ("bootup-zh", ("usr/share/man/zh_CN/man7/bootup.7.gz",), 2))
# (output, file inside the unpacked packages, first page, last page), 1-based, inclusive
SLICES = (("debref-ch1-tutorial.pdf", "usr/share/debian-reference/debian-reference.zh-cn.pdf", 29, 49),
          ("maint-guide-ch1-2.pdf", "usr/share/doc/maint-guide-zh-cn/maint-guide.zh-cn.pdf", 7, 18),
          # round 6
          ("debian-edu-manual-p7-15.pdf", "usr/share/doc/debian-edu-doc-zh-cn/debian-edu-bookworm-manual.pdf", 7, 15),
          # round 11 (tuned half): a LaTeX textbook's first chapter and §2.1-2.3 (lshort-zh-cn), the
          # service-support chapter of Debian Edu's ITIL manual (a translated manual)
          ("lshort-zh-ch1.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 13, 25),
          ("itil-manual-zh.pdf", "usr/share/doc/debian-edu-doc-legacy-zh-cn/debian-edu-itil-manual.pdf", 9, 20),
          # round 11 (held back): another author's LaTeX notes (ch. 1-2.5) and the CTeX FAQ's
          # basic-concept questions (B-E)
          ("latex-notes-zh-ch1-2.pdf", "usr/share/doc/texlive-doc/generic/latex-notes-zh-cn/latex-notes-zh-cn.pdf",
           11, 24),
          ("ctex-faq-zh.pdf", "usr/share/doc/texlive-doc/latex/ctex-faq/ctex-faq.pdf", 5, 14),
          # round 12 (tuned half): the Asymptote manual's data types (ch. 5.1-5.2, a translated
          # language manual) and the tlmgr introduction's preface and basics (a command guide)
          ("asymptote-manual-zh-types.pdf",
           "usr/share/doc/texlive-doc/support/asymptote-manual-zh-cn/asymptote-manual-zh-cn.pdf", 21, 30),
          ("tlmgr-intro-zh.pdf", "usr/share/doc/texlive-doc/support/tlmgr-intro-zh-cn/tlmgr-intro-zh-cn.pdf", 2, 9),
          # round 12 (held back): another author's Asymptote tutorial told as a story (ch. 1) and
          # the Asymptote FAQ's translation (questions as headings, answers in prose)
          ("asymptote-by-example-zh.pdf",
           "usr/share/doc/texlive-doc/support/asymptote-by-example-zh-cn/asymptote-by-example-zh-cn.pdf", 4, 23),
          ("asymptote-faq-zh.pdf", "usr/share/doc/texlive-doc/support/asymptote-faq-zh-cn/asymptote-faq-zh-cn.pdf",
           1, 8),
          # round 13 (tuned half): a proposal arguing for TeX courses, explained with margin notes
          # (an essay), and a book template's documentation with warning boxes (a manual)
          ("texproposal-zh.pdf", "usr/share/doc/texlive-doc/latex/texproposal/texproposal.pdf", 3, 10),
          ("qyxf-book-doc-zh.pdf", "usr/share/doc/texlive-doc/latex/qyxf-book/qyxf-book-doc.pdf", 5, 12),
          # round 13 (held back): line spacing in Chinese and Western typesetting explained (a
          # typography lesson) and the CTeX macro set's manual, introduction and tutorial
          ("zhlineskip-zh.pdf", "usr/share/doc/texlive-doc/latex/zhlineskip/zhlineskip.pdf", 1, 8),
          ("ctex-manual-zh.pdf", "usr/share/doc/texlive-doc/latex/ctex/ctex.pdf", 1, 8),
          # round 15 (tuned half): a translated textbook's chapter that teaches its words in running
          # prose (TeX for the Impatient in Chinese, ch. 2 使用 TeX) and an English textbook's first
          # chapters (An Introduction to R, ch. 1 and 2.1-2.3)
          ("impatient-zh-ch2.pdf", "usr/share/doc/texlive-doc/plain/impatient-cn/cnbook.pdf", 32, 42),
          ("r-intro-ch1-2.pdf", "usr/share/doc/r-doc-pdf/manual/R-intro.pdf", 8, 15),
          # round 15 (held back): the same translated book's concepts chapter (entries: a term, then
          # its sentences) and TeX Live's guide in Chinese, §1-2 (what the distribution holds)
          ("impatient-zh-concepts.pdf", "usr/share/doc/texlive-doc/plain/impatient-cn/cnbook.pdf", 70, 75),
          ("texlive-guide-zh.pdf", "usr/share/doc/texlive-doc/texlive/texlive-zh-cn/texlive-zh-cn.pdf", 3, 8),
          # round 16, kb-term's lookup (tuned half): a machine integrator's chapter on stepper motors
          # (LinuxCNC's zh_CN package, its text still English) and R's language definition, ch. 1-2
          ("linuxcnc-stepper-en.pdf", "usr/share/doc/linuxcnc/LinuxCNC_Integrator_zh_CN.pdf", 3, 13),
          ("r-lang-objects-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-lang.pdf", 6, 15),
          # round 16 (held back): the LinuxCNC user manual's concepts and machine overview, and R
          # Internals' first chapter (SEXPs, environments)
          ("linuxcnc-user-concepts-en.pdf", "usr/share/doc/linuxcnc/LinuxCNC_Documentation_zh_CN.pdf", 111, 123),
          ("r-ints-sexps-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-ints.pdf", 5, 14),
          # round 18 (tuned half): two chapters of lshort-zh-cn whose terms are set in bold inside
          # sentences (maths, bibliographies) and the figures chapter of the LaTeX notes
          ("lshort-zh-ch4-math.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 51, 57),
          ("lshort-zh-ch6-bib.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 87, 92),
          ("latex-notes-zh-ch4-figures.pdf",
           "usr/share/doc/texlive-doc/generic/latex-notes-zh-cn/latex-notes-zh-cn.pdf", 43, 50),
          # round 18 (held back): the LaTeX notes' maths chapter, lshort-zh-cn's drawing chapter, and
          # the front matter of a Chinese LaTeX installation guide (bold emphasis, no definition)
          ("latex-notes-zh-ch3-math.pdf",
           "usr/share/doc/texlive-doc/generic/latex-notes-zh-cn/latex-notes-zh-cn.pdf", 33, 42),
          ("lshort-zh-ch7-tikz.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 99, 106),
          ("install-latex-guide-zh.pdf",
           "usr/share/doc/texlive-doc/latex/install-latex-guide-zh-cn/install-latex-guide-zh-cn.pdf", 1, 6),
          # round 19 (tuned half): lshort-zh-cn's boxes and floats, the LaTeX notes' chapter on Chinese
          # (character sets and encodings), R Data Import/Export's relational databases chapter
          ("lshort-zh-ch3-floats.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 45, 48),
          ("latex-notes-zh-ch7-chinese.pdf",
           "usr/share/doc/texlive-doc/generic/latex-notes-zh-cn/latex-notes-zh-cn.pdf", 95, 98),
          ("r-data-databases-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-data.pdf", 21, 23),
          # round 19 (held back): the LaTeX notes' chapter on fonts, lshort-zh-cn's counters, R Data
          # Import/Export's connections chapter
          ("latex-notes-zh-ch8-fonts.pdf",
           "usr/share/doc/texlive-doc/generic/latex-notes-zh-cn/latex-notes-zh-cn.pdf", 99, 102),
          ("lshort-zh-ch8-counters.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 111, 114),
          ("r-data-connections-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-data.pdf", 30, 32),
          # round 20 (tuned half): a book template's sample chapter (a boxed 定义, terms in bold inside
          # sentences) and lshort-zh-cn §3.1-3.4, whose bold spans are emphasis and list labels
          ("qyxf-book-sample-zh.pdf", "usr/share/doc/texlive-doc/latex/qyxf-book/qyxf-book-doc.pdf", 15, 19),
          ("lshort-zh-ch2-titles.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 30, 34),
          # round 20 (held back): lshort-zh-cn's appendix on TeX distributions (a bold term in a
          # sentence, bold bullet names) and the GNU FDL it prints (English, bold terms in quotes)
          ("lshort-zh-appx-texdist.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 114, 118),
          ("lshort-gfdl-en.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 127, 129),
          # round 21 (tuned half): TeX for the Impatient's concepts chapter, later entries (劣度 to 类别码),
          # and the R FAQ's questions on CRAN, the R Foundation, R-Forge, S and S-Plus (English)
          ("impatient-zh-concepts-2.pdf", "usr/share/doc/texlive-doc/plain/impatient-cn/cnbook.pdf", 76, 80),
          ("r-faq-what-is-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-FAQ.pdf", 13, 16),
          # round 21 (held back): the LaTeX notes on drawing tools and METAPOST, An Introduction to R
          # on logical, missing and character values and modes (English)
          ("latex-notes-zh-metapost.pdf",
           "usr/share/doc/texlive-doc/generic/latex-notes-zh-cn/latex-notes-zh-cn.pdf", 52, 55),
          ("r-intro-modes-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-intro.pdf", 16, 20),
          # round 22 (held back): An Introduction to R ch. 6, lists and data frames (English)
          ("r-intro-lists-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-intro.pdf", 35, 38),
          # round 28 (tuned half): the Debian reference zh-CN on the boot stages (§3.1), R Installation
          # and Administration ch. 6 (italic package, library), lshort-zh-cn §5.1 (a bold 分组, 字体编码)
          ("debref-zh-boot.pdf", "usr/share/debian-reference/debian-reference.zh-cn.pdf", 100, 102),
          ("r-admin-packages-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-admin.pdf", 29, 30),
          ("lshort-zh-ch5-fonts.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 73, 75),
          # round 28 (held back): lshort-zh-cn §2.3.5-2.4.3 (dashes, breaks) and R Installation and
          # Administration ch. 7 (italic internationalization, locale, domains)
          ("lshort-zh-ch2-breaks.pdf", "usr/share/doc/texlive-doc/latex/lshort-chinese/lshort-zh-cn.pdf", 26, 29),
          ("r-admin-locales-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-admin.pdf", 39, 41),
          # round 29 (tuned half): the Debian reference zh-CN ch. 8 (I18N, L10N, locales) and Writing R
          # Extensions ch. 1's terminology (package, library in list items)
          ("debref-zh-i18n.pdf", "usr/share/debian-reference/debian-reference.zh-cn.pdf", 151, 153),
          ("r-exts-terms-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-exts.pdf", 9, 10),
          # round 29 (held back, books the tuned half does not share): the nanicolle class's Chinese
          # manual (specimen labels; parameter lists) and the GNU Prolog manual's streams (§8.10.1)
          ("nanicolle-doc-zh.pdf", "usr/share/doc/texlive-doc/xelatex/nanicolle/nanicolle-doc-zh.pdf", 1, 4),
          ("gprolog-streams-en.pdf", "usr/share/doc/gprolog-doc/gprolog.pdf", 79, 81),
          # round 30 (held back, books no round used): the xpinyin package's Chinese manual (options
          # `ratio = {⟨number⟩}` glossed on the next line) and R's reference manual, mean and
          # memCompress (Arguments: a run-in name and its gloss)
          ("xpinyin-doc-zh.pdf", "usr/share/doc/texlive-doc/latex/xpinyin/xpinyin.pdf", 1, 3),
          ("r-refman-mean-en.pdf", "usr/share/R/doc/manual/fullrefman.pdf", 402, 404),
          # round 31 (tuned): the exam-zh class's manual (options, commands glossed by a noun phrase)
          # and R's reference manual on median and medpolish (Arguments lists)
          ("exam-zh-doc-zh.pdf", "usr/share/doc/texlive-doc/xelatex/exam-zh/doc/exam-zh-doc.pdf", 6, 7),
          ("r-refman-median-en.pdf", "usr/share/R/doc/manual/fullrefman.pdf", 1690, 1691),
          # round 31 (held back): the fduthesis manual (option keys glossed on the next line) and R's
          # reference manual on weighted.mean and weighted.residuals
          ("fduthesis-doc-zh.pdf", "usr/share/doc/texlive-doc/latex/fduthesis/fduthesis.pdf", 6, 7),
          ("r-refman-wmean-en.pdf", "usr/share/R/doc/manual/fullrefman.pdf", 1953, 1954),
          # round 32 (tuned): prose definitions in running text: TeX Live's guide in Chinese on
          # Kpathsea's path searching (`我们将…称作…`), the GNU GPL v3's Definitions section as the
          # Asymptote tutorial prints it (`“X” refers to`, `To “X” a work means`)
          ("texlive-zh-kpathsea.pdf", "usr/share/doc/texlive-doc/texlive/texlive-zh-cn/texlive-zh-cn.pdf", 25, 26),
          ("gpl3-definitions-en.pdf",
           "usr/share/doc/texlive-doc/support/asymptote-by-example-zh-cn/asymptote-by-example-zh-cn.pdf", 33, 34),
          # round 32 (held back): TeX for the Impatient in Chinese on the output routine (terms named
          # in running text with 称为), R's language definition on promises and scope (English prose)
          ("impatient-zh-output.pdf", "usr/share/doc/texlive-doc/plain/impatient-cn/cnbook.pdf", 106, 107),
          ("r-lang-promises-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-lang.pdf", 32, 33),
          # round 33 (tuned): TeX for the Impatient in Chinese, concepts 缺陷 to 族 (entries `X（English）是…`,
          # glosses by 即 inside a clause), R's language definition on classes and UseMethod
          ("impatient-zh-concepts-3.pdf", "usr/share/doc/texlive-doc/plain/impatient-cn/cnbook.pdf", 85, 86),
          ("r-lang-oop-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-lang.pdf", 36, 37),
          # round 33 (held back): the same book's concepts 字体 (end) to 粘连, and R's language
          # definition on NextMethod, group methods and writing methods
          ("impatient-zh-concepts-4.pdf", "usr/share/doc/texlive-doc/plain/impatient-cn/cnbook.pdf", 89, 90),
          ("r-lang-methods-en.pdf", "usr/share/doc/r-doc-pdf/manual/R-lang.pdf", 39, 40),
          # round 34 (tuned): the xeCJK manual's introduction (a package manual's prose) and the LilyPond
          # Learning Manual on tweaks (terms in single quotes: `‘Tweaking’ is a LilyPond term for …`)
          ("xecjk-doc-zh.pdf", "usr/share/doc/texlive-doc/xelatex/xecjk/xeCJK.pdf", 1, 2),
          ("lilypond-learning-tweaks-en.pdf", "usr/share/doc/lilypond/html/Documentation/learning.pdf", 98, 99),
          # round 34 (held back): the hanzibox manual's introduction and the FHS 3.0's chapter 2
          # (`"Shareable" files are those that …`), gzipped in its package
          ("hanzibox-doc-zh.pdf", "usr/share/doc/texlive-doc/xelatex/hanzibox/hanzibox.pdf", 1, 2),
          ("fhs-filesystem-en.pdf", "usr/share/doc/debian-policy/fhs/fhs-3.0.pdf.gz", 9, 10),
          # round 35 (tuned): the zhlipsum manual (乱数假文是…) and the GNU Coding Standards §6.1-6.4
          # (`We use the term “path” only for search paths, …`)
          ("zhlipsum-doc-zh.pdf", "usr/share/doc/texlive-doc/latex/zhlipsum/zhlipsum.pdf", 2, 3),
          ("gnu-standards-en.pdf", "usr/share/doc/gnu-standards/standards.pdf.gz", 50, 51),
          # round 35 (held back): the njurepo manual's option list and the zhspacing manual's introduction
          ("njurepo-doc-zh.pdf", "usr/share/doc/texlive-doc/latex/njurepo/njurepo.pdf", 4, 5),
          ("zhspacing-man-en.pdf", "usr/share/doc/texlive-doc/generic/zhspacing/zhs-man.pdf", 3, 4),
          # round 36 (tuned): the GNU maintainers' information on politics and terminology (gnu-standards)
          ("gnu-maintain-en.pdf", "usr/share/doc/gnu-standards/maintain.pdf.gz", 40, 41))
# (output folder, HTML files joined in this order, pages kept, Latin headings kept)
HTML_BOOKS = (("kicad-pcbnew", ("usr/share/doc/kicad/help/zh/pcbnew.html",), 30, False),
              # round 6: LibreOffice's two glossaries and four guide pages that explain concepts
              ("libreoffice-help", tuple(f"usr/share/libreoffice/help/zh-CN/text/shared/{page}.html" for page in (
                  "00/00000005", "00/00000002", "guide/digital_signatures", "guide/openpgp",
                  "guide/hyperlink_rel_abs", "guide/collab")), 100, True),
              # round 8: six LibreOffice Calc and Writer guide pages that explain their concepts
              ("libreoffice-guides", tuple(f"usr/share/libreoffice/help/zh-CN/text/{page}.html" for page in (
                  "scalc/guide/relativ_absolut_ref", "swriter/guide/globaldoc", "swriter/guide/globaldoc_howtos",
                  "scalc/guide/multioperation", "scalc/guide/consolidate", "scalc/guide/cellstyle_conditional")),
               100, True),
              # round 10 (tuned half): the Debian FAQ's definitions and package basics (questions and
              # answers), the Debian Administrator's Handbook zh-CN on releases and foundation documents
              # (a textbook, partly translated), and its English chapter on the packaging system
              ("debian-faq-zh", tuple(f"usr/share/doc/debian/FAQ/zh-cn/{page}.zh-cn.html" for page in (
                  "basic-defs", "pkg-basics")), 8, True),
              ("debian-handbook-zh", tuple(f"usr/share/doc/debian-handbook/html/zh-CN/sect.{page}.html" for page in (
                  "release-lifecycle", "foundation-documents")), 8, True),
              ("debian-handbook-en-packaging", ("usr/share/doc/debian-handbook/html/en-US/packaging-system.html",),
               8, "en"),
              # round 10 (held back): the installation guide zh-CN's introduction and partitioning
              # appendix (a manual), GNOME's help zh-CN "what is" pages (Mallard, help topics), and the
              # handbook's English section on a computer's layers
              ("install-guide-zh", tuple(f"usr/share/doc/installation-guide-amd64/zh_CN/{page}.html" for page in (
                  "ch01s01", "ch01s02", "ch01s03", "apcs01", "apcs02", "apcs03", "apcs04")), 8, True),
              ("gnome-help-zh", tuple(f"usr/share/help/zh_CN/gnome-help/{page}.page" for page in (
                  "color-whatisprofile", "color-whatisspace", "color-calibrationcharacterization",
                  "disk-partitions", "power-suspend", "a11y-bouncekeys", "a11y-slowkeys", "net-firewall-on-off",
                  "hardware-driver", "net-what-is-ip-address", "net-macaddress")), 8, True),
              ("debian-handbook-en-layers", ("usr/share/doc/debian-handbook/html/en-US/sect.computer-layers.html",),
               8, "en"),
              # round 22 (tuned half): the handbook zh-CN on virtualization (Xen, LXC) and en-US on the
              # kernel's tasks and the user space
              ("debian-handbook-zh-virtualization", ("usr/share/doc/debian-handbook/html/zh-CN/sect.virtualization.html",),
               8, True),
              ("debian-handbook-en-kernel", tuple(f"usr/share/doc/debian-handbook/html/en-US/sect.{page}.html" for page in (
                  "kernel-role-and-tasks", "user-space")), 8, "en"),
              # round 22 (held back): the handbook zh-CN on SELinux (AppArmor falls past the 8 pages)
              ("debian-handbook-zh-selinux", tuple(f"usr/share/doc/debian-handbook/html/zh-CN/sect.{page}.html" for page in (
                  "selinux", "apparmor")), 8, True),
              # round 23 (tuned half): the handbook zh-CN on packet filtering (netfilter) and en-US on
              # a user's rights (owner, group, others)
              ("debian-handbook-zh-firewall", ("usr/share/doc/debian-handbook/html/zh-CN/sect.firewall-packet-filtering.html",),
               4, True),
              ("debian-handbook-en-rights", ("usr/share/doc/debian-handbook/html/en-US/sect.rights-management.html",),
               4, "en"),
              # round 23 (held back): the handbook zh-CN on virtual private networks (OpenVPN, SSH) and
              # en-US on X.509 certificates
              ("debian-handbook-zh-vpn", ("usr/share/doc/debian-handbook/html/zh-CN/sect.virtual-private-network.html",),
               4, True),
              ("debian-handbook-en-x509", ("usr/share/doc/debian-handbook/html/en-US/sect.x509-cert.html",),
               3, "en"),
              # round 24 (tuned half): the handbook zh-CN on the user and group databases (sidebars, field
              # lists) and en-US on syslog (facilities, priorities, selectors)
              ("debian-handbook-zh-users", ("usr/share/doc/debian-handbook/html/zh-CN/sect.user-group-databases.html",),
               4, True),
              ("debian-handbook-en-syslog", ("usr/share/doc/debian-handbook/html/en-US/sect.syslog.html",), 4, "en"),
              # round 24 (held back): the handbook zh-CN on hotplug (udev's rule variables), en-US on the
              # inetd super-server and on the filesystem hierarchy
              ("debian-handbook-zh-hotplug", ("usr/share/doc/debian-handbook/html/zh-CN/sect.hotplug.html",), 4, True),
              ("debian-handbook-en-inetd", ("usr/share/doc/debian-handbook/html/en-US/sect.inetd.html",), 4, "en"),
              ("debian-handbook-en-fhs", ("usr/share/doc/debian-handbook/html/en-US/sect.filesystem-hierarchy.html",),
               4, "en"),
              # round 25 (tuned half): the handbook zh-CN on the LDAP directory, en-US on domain name servers
              ("debian-handbook-zh-ldap", ("usr/share/doc/debian-handbook/html/zh-CN/sect.ldap-directory.html",), 3, True),
              ("debian-handbook-en-dns", ("usr/share/doc/debian-handbook/html/en-US/sect.domain-name-servers.html",),
               3, "en"),
              # round 25 (held back): the handbook zh-CN on remote login (SSH), en-US on real-time
              # communication services
              ("debian-handbook-zh-remote-login", ("usr/share/doc/debian-handbook/html/zh-CN/sect.remote-login.html",),
               3, True),
              ("debian-handbook-en-rtc", ("usr/share/doc/debian-handbook/html/en-US/sect.rtc-services.html",), 3, "en"),
              # round 26 (tuned half): the handbook zh-CN on the HTTP/FTP proxy (Squid), en-US on the NFS server
              ("debian-handbook-zh-proxy", ("usr/share/doc/debian-handbook/html/zh-CN/sect.http-ftp-proxy.html",), 2, True),
              ("debian-handbook-en-nfs", ("usr/share/doc/debian-handbook/html/en-US/sect.nfs-file-server.html",), 2, "en"),
              # round 26 (held back): the handbook zh-CN on disk quotas, en-US on quality of service
              ("debian-handbook-zh-quotas", ("usr/share/doc/debian-handbook/html/zh-CN/sect.quotas.html",), 2, True),
              ("debian-handbook-en-qos", ("usr/share/doc/debian-handbook/html/en-US/sect.quality-of-service.html",), 2, "en"),
              # round 27 (tuned half): the handbook zh-CN on network configuration (its primer on frames,
              # addresses and masks), en-US on cron and atd
              ("debian-handbook-zh-network", ("usr/share/doc/debian-handbook/html/zh-CN/sect.network-config.html",), 1,
               True),
              ("debian-handbook-en-cron", ("usr/share/doc/debian-handbook/html/en-US/sect.task-scheduling-cron-atd.html",),
               1, "en"),
              # round 27 (held back): the handbook zh-CN on monitoring, en-US on Samba
              ("debian-handbook-zh-monitoring", ("usr/share/doc/debian-handbook/html/zh-CN/sect.monitoring.html",), 1,
               True),
              ("debian-handbook-en-samba", ("usr/share/doc/debian-handbook/html/en-US/sect.windows-file-server-with-samba.html",),
               1, "en"),
              # round 36 (tuned): KiCad's introduction zh, its pages 3-4 (基本术语: `一个 原理图 是…`); a fifth
              # field keeps the pages from that one on (0-based), renumbered from 0
              ("kicad-intro-zh", ("usr/share/doc/kicad/help/zh/introduction.html",), 4, True, 2),
              # round 36 (held back): KiCad's schematic editor manual zh, pages 2-3 (buses), and the Python
              # tutorial's chapter on classes, pages 4-5 (scopes and namespaces)
              ("kicad-eeschema-zh", ("usr/share/doc/kicad/help/zh/eeschema.html",), 3, True, 1),
              ("python-tutorial-classes-en", ("usr/share/doc/python3.11/html/tutorial/classes.html",), 5, "en", 3),
              # round 37 (tuned): KiCad's Gerber viewer manual zh, pages 1-2 (what its tools do), and the
              # Python glossary, pages 2-3 (a definition list: `annotation¶` / `A label associated with …`)
              ("kicad-gerbview-zh", ("usr/share/doc/kicad/help/zh/gerbview.html",), 2, True, 0),
              ("python-glossary-en", ("usr/share/doc/python3.11/html/glossary.html",), 3, "en", 1),
              # round 37 (held back): KiCad's drawing sheet editor manual zh, pages 1-2, and the Python
              # tutorial's chapter on modules, pages 1-2
              ("kicad-pleditor-zh", ("usr/share/doc/kicad/help/zh/pl_editor.html",), 2, True, 0),
              ("python-tutorial-modules-en", ("usr/share/doc/python3.11/html/tutorial/modules.html",), 2, "en", 0),
              # round 38 (tuned): GIMP's glossary zh-CN, pages 1-2 (entry lines and their bodies), and the
              # Python Unicode HOWTO, pages 2-3 (its Definitions section)
              ("gimp-glossary-zh", ("usr/share/gimp/2.0/help/zh_CN/glossary.html",), 2, True, 0),
              ("python-unicode-howto-en", ("usr/share/doc/python3.11/html/howto/unicode.html",), 3, "en", 1),
              # round 38 (held back): the Python Language Reference §4 (execution model), pages 1-2; perldata
              # (a manual page, MAN_BOOKS)
              ("python-execmodel-en", ("usr/share/doc/python3.11/html/reference/executionmodel.html",), 2, "en", 0),
              # round 39 (tuned): the Language Reference §3.1 (objects, values and types), pages 3-4; (held back)
              # §2.1.2-2.1.4 (physical lines, comments, encoding declarations), pages 3-4
              ("python-datamodel-en", ("usr/share/doc/python3.11/html/reference/datamodel.html",), 4, "en", 2),
              ("python-lexical-en", ("usr/share/doc/python3.11/html/reference/lexical_analysis.html",), 4, "en", 2),
              # round 40 (tuned): the Debian handbook zh-CN on package meta-information (control fields, virtual
              # packages), pages 1-4, and the Functional Programming HOWTO's introduction, pages 2-5
              ("debian-handbook-zh-packagemeta", ("usr/share/doc/debian-handbook/html/zh-CN/sect.package-meta-information.html",),
               4, True),
              ("python-functional-en", ("usr/share/doc/python3.11/html/howto/functional.html",), 5, "en", 1),
              # round 40 (held back): the Language Reference §5.2-5.3.3 (packages, the module cache, finders and
              # loaders, import hooks), pages 4-9
              ("python-import-en", ("usr/share/doc/python3.11/html/reference/import.html",), 9, "en", 3),
              # round 41 (tuned): the Python tutorial's chapter on virtual environments, pages 1-3; (held back) the
              # Descriptor HowTo Guide's definition and protocol sections, pages 8-9
              ("python-venv-en", ("usr/share/doc/python3.11/html/tutorial/venv.html",), 3, "en", 0),
              ("python-descriptor-en", ("usr/share/doc/python3.11/html/howto/descriptor.html",), 9, "en", 7))
PAGE_CHARS = 1400
CJK = re.compile(r"[\u4e00-\u9fff]")


def default_dir() -> Path:
    return Path(os.environ.get("GLOSSARY_NEW_DATA") or "/tmp/glossary-new")


class _Blocks(HTMLParser):
    """(heading level or 0, text) for each h1-h4, p, li, dt, dd, td, th; code blocks skipped."""

    def __init__(self):
        super().__init__()
        self.blocks: list[tuple[int, str]] = []
        self.cur: list[str] | None = None
        self.level = 0
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style", "pre"):
            self.skip += 1
        if tag in ("h1", "h2", "h3", "h4"):
            self.flush()
            self.cur, self.level = [], int(tag[1])
        elif tag in ("p", "li", "dt", "dd", "td", "th", "div") and self.cur is None:
            self.cur, self.level = [], 0

    def handle_endtag(self, tag):
        if tag in ("script", "style", "pre"):
            self.skip -= 1
        if tag in ("h1", "h2", "h3", "h4", "p", "li", "dt", "dd", "td", "th"):
            self.flush()

    def handle_data(self, data):
        if not self.skip and self.cur is not None:
            self.cur.append(data)

    def flush(self):
        if self.cur is not None:
            text = re.sub(r"\s+", " ", "".join(self.cur)).strip()
            if text:
                self.blocks.append((self.level, text))
        self.cur, self.level = None, 0


def man_to_items(texts: list[str]) -> list[dict]:
    """MinerU-shaped items from groff's plain-text rendering of manual pages: a section name (a line
    at the margin) is a heading, each indented paragraph a text item, a page every PAGE_CHARS."""
    items, page, size = [], 0, 0
    for text in texts:
        lines = text.splitlines()[1:-1]  # the running title and footer lines
        blocks, current = [], []
        for line in lines + [""]:
            if not line.strip():
                if current:
                    blocks.append((0, " ".join(current)))
                current = []
            elif not line[0].isspace():
                if current:
                    blocks.append((0, " ".join(current)))
                current = []
                blocks.append((1, line.strip()))
            else:
                current.append(line.strip())
        for level, block in blocks:
            if (level and size > PAGE_CHARS // 2) or size > PAGE_CHARS:
                page, size = page + 1, 0
            item = {"type": "text", "text": re.sub(r"\s+", " ", block), "page_idx": page}
            if level:
                item["text_level"] = 1
            items.append(item)
            size += len(block)
    return items


def _body(html: str) -> str:
    """An HTML page's body; a Mallard help page (GNOME's .page) without its <info> and with each
    <title> read as a heading."""
    if "projectmallard.org" in html[:500]:
        html = re.sub(r"<info>.*?</info>", "", html, flags=re.S)
        return re.sub(r"<(/?)title>", r"<\1h2>", html)
    m = re.search(r"<body.*?>(.*)</body>", html, re.S)
    return m.group(1) if m else html


def html_to_items(html: str, max_pages: int, latin_headings: bool | str = False, first: int = 0) -> list[dict]:
    """MinerU-shaped items: the blocks holding Chinese (a translation's untranslated English
    paragraphs left out; with `latin_headings`, headings are kept whatever their script: a glossary's
    "ASCII"; "en": an English book, every block kept), a new page every PAGE_CHARS characters or at a
    heading past half a page; with `first`, the pages before it are left out and the rest renumbered from 0."""
    parser = _Blocks()
    parser.feed(html)
    parser.flush()
    items, page, size = [], 0, 0
    for level, text in parser.blocks:
        if not CJK.search(text) and not (latin_headings and level) and latin_headings != "en":
            continue
        if (level and size > PAGE_CHARS // 2) or size > PAGE_CHARS:
            page, size = page + 1, 0
        if page >= max_pages:
            break
        if page < first:
            size += len(text)
            continue
        item = {"type": "text", "text": text, "page_idx": page - first}
        if level:
            item["text_level"] = min(level, 3)
        items.append(item)
        size += len(text)
    return items


def _open_pdf(pymupdf, path: Path):
    """A package's PDF, read from its gzipped copy when the package ships it so (the FHS)."""
    if path.suffix == ".gz":
        return pymupdf.open(stream=gzip.decompress(path.read_bytes()), filetype="pdf")
    return pymupdf.open(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=default_dir())
    args = parser.parse_args(argv)
    import pymupdf

    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["apt-get", "download", *PACKAGES], cwd=tmp, check=True)
        for deb in Path(tmp).glob("*.deb"):
            subprocess.run(["dpkg", "-x", str(deb), str(Path(tmp) / "x")], check=True)
        root = Path(tmp) / "x"
        for name, inside, first, last in SLICES:
            doc, part = _open_pdf(pymupdf, root / inside), pymupdf.open()
            part.insert_pdf(doc, from_page=first - 1, to_page=last - 1)
            part.save(out / name)
            print(f"{out / name}: {len(part)} pages")
        for name, pages, *keep in MAN_BOOKS:
            texts = [subprocess.run(f"zcat {root / inside} | groff -Kutf8 -Tutf8 -man -rLL=1000n -P-cbou",
                                    shell=True, check=True, capture_output=True, text=True).stdout
                     for inside in pages]
            items = [item for item in man_to_items(texts) if not keep or item["page_idx"] < keep[0]]
            (out / name).mkdir(exist_ok=True)
            (out / name / "content_list.json").write_text(json.dumps(items, ensure_ascii=False, indent=0))
            print(f"{out / name}: {len(items)} items, {items[-1]['page_idx'] + 1} pages")
        for name, files, pages, latin_headings, *first in HTML_BOOKS:
            html = "".join(_body((root / inside).read_text(encoding="utf-8")) for inside in files)
            items = html_to_items(html, pages, latin_headings, *first)
            (out / name).mkdir(exist_ok=True)
            (out / name / "content_list.json").write_text(json.dumps(items, ensure_ascii=False, indent=0))
            print(f"{out / name}: {len(items)} items, {items[-1]['page_idx'] + 1} pages")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
