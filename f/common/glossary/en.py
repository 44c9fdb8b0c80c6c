"""English definitional sentence patterns, deliberately conservative. Pure.

Registers: "X is called/termed Y" (and "which we call Y", ", called a Y,", "also called"), "We call Z
a Y", "X is defined as", "X refers to", "We use the term X to refer to", "the term X stands for",
"… referred to as “Y”", "is known as Y", "The term ‘Y’ means", a quoted term as subject ("a “mobile
medical app” is a …"), "An X is a … that …", and a glossary's entry: a headword, then the sentence
that repeats it ("gas Gas is a term used to describe the fee …"). Round 22 (decision 0485): "(this is
known as a fork)", "The generic term referring to this is X, or Y for short", "mkfs stands for MaKe
FileSystem" (the expansion spells the name), "An X is a running instance of …", "a pipe, which is simply
an object …", "For instance, vfat is the system that …" (a discourse opener before a class sentence), and
"… “multi-tasking”. In other words, …" (`restated`); "By the mode of an object we mean …", "A further
coercion, or change of mode, …", "An interpreter (also a shell) reads …", and a bulleted kind whose
lower-case subject is the word ("• lists are a general form of vector …"), "NA is not really a value but a
marker for …"."""
from __future__ import annotations

import re

from f.common.glossary.candidate import candidate
from f.common.glossary.patterns import PRONOUNS, is_question

_WORD = r"[A-Za-z][A-Za-z0-9\-']*"
_TERM = rf"{_WORD}(?:\s+{_WORD}){{0,4}}"
_ARTICLE = r"(?:an?\s+|the\s+)?"
_CITE = r"(?:\s*\[[^\]]{1,30}\])?"  # "is called the price slippage [136, §3.2.4]"
_CALLED = re.compile(rf"^(?P<l>.{{3,200}}?)\s+(?:is|are)\s+(?:often\s+|usually\s+|also\s+|then\s+)?(?:called|termed)\s+"
                     rf"(?!(?:with|by|from|on|upon|at|in|for|as|during|before|after|via|through|once)\b){_ARTICLE}(?P<t>{_TERM})\s*(?:\((?P<a>[^)]{{1,30}})\))?{_CITE}(?=\s*(?:[,.;]|$|if\b|when\b))")
# (1169) "are called as part of …", "called during …": a preposition after called, the verb is "invoked" (no naming).
# (decision 1098) "Objects whose value can change are said to be mutable": a kind set apart by a relative clause
# (whose/that/which/with), then the book's word for it after "said to be"; without the clause ("This method is
# said to be faster") the words after it are an opinion, and an adverb first ("entirely satisfied") a degree
_SAID_TO_BE = re.compile(rf"(?:^|;\s*)(?P<l>[A-Za-z][^;]{{2,160}}?\b(?:whose|that|which|with|where)\b[^;]{{1,120}}?)"
                         rf"\s+(?:is|are)\s+"
                         rf"said\s+to\s+be\s+{_ARTICLE}(?P<t>{_TERM})(?=\s*(?:[,.;]|$))")
# (decision 1131) the same kind set apart by a relative clause, then named with a verb of classing other than "said
# to be": "Any module that contains a __path__ attribute is considered a package", "A line that ends in a backslash
# is treated as a continuation line". The article before the name keeps out a judgement ("is considered true",
# "is regarded as harmful"); the name must be the book's word (used again).
_DEEMED = r"(?:considered(?:\s+to\s+be)?|regarded\s+as|treated\s+as|processed\s+as|deemed(?:\s+to\s+be)?|taken\s+to\s+be)"
_CLASSED_AS = re.compile(rf"(?:^|;\s*)(?P<l>[A-Za-z][^;]{{2,160}}?\b(?:whose|that|which|with|where)\b[^;]{{1,120}}?)"
                         rf"\s+(?:is|are)\s+(?:then\s+|also\s+)?{_DEEMED}\s+(?:an?|the)\s+(?P<t>{_TERM})(?=\s*(?:[,.;]|$))")
# every further "E is called the total space, B is called the base …" of one sentence
_CALLED_MORE = re.compile(rf"\b(?:is|are)\s+(?:often\s+|usually\s+|also\s+)?called\s+{_ARTICLE}(?P<t>{_TERM}){_CITE}"
                          r"(?=\s*(?:[,.;]|$))")
_WE_CALL = re.compile(rf"\b[Ww]e\s+call\s+(?P<l>.{{2,120}})\s+(?:an?|the)\s+(?P<t>{_TERM})\s*(?=[,.;]|$)")
# "We call this process photosynthesis.": a demonstrative's noun named without an article
_WE_CALL_THIS = re.compile(rf"\b[Ww]e\s+call\s+(?P<l>(?:this|these|that|those|such)(?:\s+[a-z]+){{1,2}}?)\s+"
                           rf"(?P<t>{_TERM})\s*(?=[,.;]|$)")
# "We call ps = ∆y/∆x swap price.": a formula named without an article
_WE_CALL_FORMULA = re.compile(rf"\b[Ww]e\s+call\s+(?P<l>[^,.;]{{1,30}}=[^,.;]{{1,30}}?)\s+(?P<t>{_TERM})\s*\.")
_WHICH_WE_CALL = re.compile(rf"\bwhich\s+we\s+(?:will\s+)?call\s+{_ARTICLE}(?P<t>{_TERM})\s*(?=[,.;]|$)")
# "a theoretical tool called a metaspecification, which …", "Injective functions, also called
# embeddings, are …", "the so-called stability rate"; never "is successfully called with …"
_NAMED_APPOSITIVE = re.compile(rf"(?<!\bis )(?<!\bare )(?<!\bbe )(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bsuccessfully )"
                               rf"(?<!\bwhen )(?<!\bif )\b(?:also\s+called|called|known\s+as|termed|so-called)\s+{_ARTICLE}"
                               rf"(?!(?:with|to|by|for|in|on|at|from|as|upon|after)\b)(?P<t>{_TERM})(?:\s*\([^)]{{1,20}}\))?"
                               r"\s*(?=[,;)]|\.(?!\w)|$|which\b|that\b)")  # not "called mean.foo": a dotted name cut (0908)
# (1169) a supposed case before "called X": the name is an example's ("you might have a package called email")
_HYPOTHETICAL = re.compile(r"\b(?:might|could|would|suppose|imagine|for\s+example|for\s+instance|e\.g\.)", re.I)
# (1054) the sentence's subject before ", also known as Y," / ", also called Y,": the other name of the same thing
_OPENER_WORDS = {"in", "on", "at", "for", "by", "with", "from", "of", "to", "this", "that", "these", "those", "here",
                 "there", "then", "so", "thus", "however", "now", "when", "if", "it", "we", "you", "they"}
_ALSO_KNOWN_OPENER = re.compile(r"^(?:The\s+|An?\s+)?(?P<x>[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,3}),\s*(?:also\s+|often\s+)?$")
# (decision 0908) "the functions mean.foo etc. are referred to, in this context, as methods": the name the book
# gives, an aside allowed between "referred to" and "as"
_REFERRED_AS = re.compile(rf"\b(?:is|are)\s+(?:(?:often|commonly|usually|also|sometimes|generally)\s+)?referred\s+to"
                          rf"(?:\s*,\s*[^,;]{{2,40}},)?\s+as\s+{_ARTICLE}(?P<t>{_TERM}?)\s*(?=[,;]|\.(?!\w)|$|[-–—]\s)")
# a name given in brackets after the noun phrase it names: "a … programming language (called ‘S’)"
_BRACKET_CALLED = re.compile(rf"\((?:also\s+)?called\s+[‘“\"']?(?P<t>{_TERM})[’”\"']?\)")
# ... with where the name is used after it, the name in quotes: "an application subsystem (called “facility” in
# the documentation)"
_BRACKET_CALLED_IN = re.compile(r"\((?:also\s+|often\s+|usually\s+)?called\s+[‘“\"]"
                                r"(?P<t>[A-Za-z][\w\-]*(?:\s+[\w\-]+){0,3})[’”\"]\s+(?:in|by|among)\s+[^()]{2,40}\)")
# "the UUCP server (Unix to Unix Copy Program, an old protocol notably used to …)": an acronym, the words it
# abbreviates (their capitals or initials spell it) and its class in apposition, inside one bracket
_ACRONYM_BRACKET_CLASS = re.compile(r"\b(?P<t>[A-Z][A-Z0-9]{1,10})(?:\s+[a-z]+)?\s*\((?P<a>[A-Z][\w\-]*(?:\s+[\w\-]+){1,6}),\s+"
                                    r"(?P<r>an?\s+[a-z][^()]{3,120}?)\)")
# a word the sentence before introduced in quotes, then the subject of this one: "The overall principle is to
# write “selector” and “action” pairs. The selector defines all relevant messages, …"
_THE_QUOTED_DOES = re.compile(r"^The\s+(?P<t>[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?)\s+(?:is|are|defines|describes|contains|holds|"
                              r"lists|specifies|determines|represents|indicates|consists\s+of|refers\s+to)\s+(?P<r>.{3,})")
# "False-positive rates, defined as instances where …, should be …": the subject glossed in apposition
_COMMA_DEFINED = re.compile(rf"^(?P<t>{_TERM}),\s+(?:which\s+(?:is|are)\s+)?defined\s+as\s+(?P<r>[^,;]{{3,}})")
# "Pipes are a special form of file that connects …": a plural kind, no article, its class and what sets it apart
_PLURAL_ARE_A = re.compile(r"^(?P<t>[A-Z][a-z\-]+(?:\s+[a-z][a-z\-]+)?s)\s+are\s+(?P<r>an?\s+(?:[a-z\-]+\s+){0,2}"
                           r"(?:form|kind|type|sort|class)\s+of\s+[a-z][^.;]{1,60}?\s+(?:that|which|whose)\s+.{3,})")
_WHICH_DEFINED = re.compile(rf"\b(?:an?|the)\s+(?P<t>{_TERM}),\s+which\s+is\s+defined\s+as\s+(?P<r>.{{3,}})")
_DEFINED = re.compile(rf"(?:^|,\s*)(?:an?\s+|the\s+)?(?:(?P<a>{_TERM})\s+or\s+)?[“\"‘']?(?P<t>{_TERM})[”\"’']?"
                      r"(?:\s*\((?P<p>[^)]{1,30})\))?\s+(?:is|are)\s+defined\s+(?:as|to\s+be)\s+(?P<r>.{3,})", re.IGNORECASE)
# a name in quotes: "refers to … as “X”", "referred to as a “X”", "are (often) called “X”", "known as “X”",
# "called ‘user databases’" (single quotes, as R's manuals set names)
_QUOTED_NAME = re.compile(r"(?:\brefers?\s+to\s+.{3,80}?\s+as|\breferred\s+to\s+as|"
                          r"\b(?:is|are)\s+(?:often\s+|usually\s+|also\s+|commonly\s+|sometimes\s+)?called|,\s+called|\bknown\s+as|"
                          r"\btermed)\s+(?:an?\s+|the\s+)?[“\"‘](?P<t>[^”\"’]{2,50}?)[.,]?[”\"’]")
# "We use the term XLEN to refer to …", "The term unspecified refers to …", "the term “RCpc” stands for …",
# "An “RCpc annotation” refers to …"
_UNTIL = r"(?P<r>.{3,}?)(?=,\s+and\s+(?:the\s+term|an?\s)|[.;]\s|[.;]?$)"
# (decision 0960) a style guide's "We use the term “path” only for search paths, …" (an adverb before "for") and
# "reserve the term “illegal” for activities prohibited by law" (the word kept for one sense; "do not use the
# term X to refer to …" forbids a use and is not matched: the imperative is only "reserve")
_USE_TERM = re.compile(rf"(?:\b[Ww]e\s+(?:use|will\s+use|reserve)|(?<!\bnot )(?<!n't )\b[Rr]eserve)\s+the\s+term\s+"
                       rf"[“\"]?(?P<t>{_TERM}?)[”\"]?(?:\s*\([^)]{{1,40}}\))?\s+(?:(?:only|here|throughout|mainly)\s+)?"
                       rf"(?:to\s+(?:refer\s+to|describe|mean|denote)|for|as)\s+{_UNTIL}")
_THE_TERM = re.compile(rf"(?<!use )\b(?:[Tt]he\s+terms?|[Aa]n?)\s+[“\"]?(?P<t>{_TERM}?)[”\"]?\s+"
                       rf"(?:refers?\s+to|stands?\s+for|means(?!\s+of\b)|denotes)\s+{_UNTIL}")
# "The term “environment” is intended to characterize it as …", "the term X is used to describe …"
_TERM_USED = re.compile(rf"\b[Tt]he\s+term\s+[“\"‘']?(?P<t>{_TERM}?)[”\"’']?\s+(?:is|was)\s+(?:intended|used|meant)\s+to\s+"
                        rf"(?:characteri[sz]e|describe|denote|mean|name|refer\s+to)\s+{_UNTIL}")
_KNOWN_AS = re.compile(rf"\b(?:is|are)\s+(?:often\s+|usually\s+|commonly\s+)?known\s+as\s+{_ARTICLE}"
                       rf"(?P<t>{_TERM})\s*(?=[.,;:)]|$)|\brefers?\s+to\s+as\s+{_ARTICLE}(?P<u>{_TERM})\s*(?=[.,;:]|$)")
_MEANS = re.compile(r"^(?:The\s+(?:term|word)s?\s+)?[“\"‘'](?P<t>[^”\"’']{2,40})[’'”\"]\s+(?:also\s+)?means\s+(?P<r>.{3,})")
# A definitions section's entries, the defined word in quotes (decision 0861): '“This License” refers to …'
# (a quoted name may open with a determiner: the quotes bound it), 'To “modify” a work means to …' (an
# infinitive as subject: the quoted verb is the word defined, not the object after it), 'The “source code”
# for a work means …' (the quoted words are the noun phrase's head: nothing between them and "means" but a
# prepositional phrase; 'A “yes” answer means' has a noun after the quote and is a use)
_QUOTED_REFERS = re.compile(r"^[“\"](?P<t>[A-Z][^”\"]{1,39})[”\"]\s+(?:also\s+)?refers?\s+to\s+(?P<r>.{3,})")
_TO_QUOTED_MEANS = re.compile(r"^To\s+[“\"](?P<t>[a-z][a-z\-]{1,30})[”\"]\s+(?:(?:an?|the)\s+)?[a-z]+\s+means\s+(?P<r>.{3,})")
_QUOTED_HEAD_MEANS = re.compile(r"^(?:An?|The)\s+[“\"](?P<t>[^”\"]{2,39})[”\"](?:\s+(?:of|for|in|on)\s[^,.;:“”\"]{2,60}?)?"
                                r"\s+means\s+(?P<r>.{3,})")
# a quoted term inside its noun phrase, the phrase then "means" (a licence's or a standard's definitions:
# 'A “Transparent” copy of the Document means …', 'A section “Entitled XYZ” means …', 'To “Preserve the
# Title” of such a section … means …'), or named by ", which means" ('a kind of “copyleft”, which means that …')
# (the quoted name capitalised, the way such texts set their defined terms: not 'A “yes” answer means')
_QUOTED_IN_PHRASE_MEANS = re.compile(r"^(?:An?|The|To)\s+(?:[a-z]+\s+)?[“\"](?P<t>[A-Z][^”\"]{1,39})[”\"]"
                                     r"(?:(?:\s+[a-z]+)?\s+(?:of|for|in|on|when)\s[^,.;:“”\"]{2,60}?)?\s+means\s+(?P<r>.{3,})")
_QUOTED_WHICH_MEANS = re.compile(r"\b(?:an?|the)\s+(?:kind|form|sort|type)\s+of\s+[“\"](?P<t>[^”\"]{2,40})[”\"],?\s+"
                                 r"which\s+means\s+(?P<r>.{3,})")
# a quoted term as subject: 'For purposes of this guidance, a “mobile medical app” is a mobile app that …'
_QUOTED_IS = re.compile(r"(?:^|,\s*)(?:an?|the)\s+[“\"](?P<t>[^”\"]{2,50})[”\"]\s+(?:is|are)\s+(?P<r>(?:an?|any|the)\s+.{3,})")
_REFERS = re.compile(rf"^(?:In\s+[^,]{{3,80}},\s*)?{_ARTICLE}[“\"]?(?P<t>{_TERM})[”\"]?(?:\s*\((?P<a>[^)]{{1,30}})\))?"
                     r"(?:,.{1,80}?,)?\s+refers?\s+to\s+(?P<r>.{3,})", re.IGNORECASE)
# (decision 1098) a reference's conditional naming: "If a name is bound in a block, it is a local variable of that
# block", "If a variable is used in a code block but not defined there, it is a free variable.": the condition
# on an indefinite subject is what makes it the thing named after "it is" (a noun phrase of two or more words or a
# word rare in general English, used again in the book; "If the file is missing, it is an error" names nothing)
_IF_IT_IS = re.compile(rf"^If\s+(?:an?|the)\s+(?P<n>[a-z][a-z\-]+)\s+(?P<c>[^,;]{{3,140}}),\s+(?:it|this\s+(?P=n)|the\s+(?P=n))"
                       rf"\s+is\s+(?:called\s+|{_DEEMED}\s+)?(?:an?|the)\s+(?P<t>{_TERM}?)(?:\s+of\s+(?:that|this|the)\s+[a-z]+)?"
                       r"(?=\s*(?:[,.;]|$))")
# (decision 1099) "Names refer to objects.": a bare plural with the plural verb states what every such thing does,
# a generalisation, not what the word means; "Each occurrence of a name … refers to …": the article after a
# preposition or a quantifier opens no subject of its own
_PLAIN_PLURAL_REFER = re.compile(r"^(?:In\s+[^,]{3,80},\s*)?(?!(?:an?|the|this|that)\s)[A-Za-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2}s"
                                 r"\s+refer\s+to\b", re.IGNORECASE)
_IS_A = re.compile(rf"^(?:An?|The)\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s+is\s+(?P<r>an?\s+.{{3,120}}?"
                   r"\s+(?:that|which|whose|in which|containing|consisting\s+of|comprising|"
                   r"(?:used|designed|grouped|made|built|composed)(?:\s+together)?"
                   r"\s+(?:to|for|by|of|from|in))\s+.{3,})")  # "a set of programs grouped together to allow …",
# "A SEXPREC is a C structure containing the header, …" (a participle says what it holds)
# "The “sticky” bit (symbolized by the letter “t”) is a permission that …": a quoted word in the subject and
# an aside in brackets before "is" (the quotes mark the word as the one introduced)
_QUOTED_SUBJECT_ASIDE = re.compile(r"^((?:An?|The)\s+)[“\"](\w[\w\-]*)[”\"](\s+\w+)\s*\([^()]{1,60}\)(?=\s+is\s)")
# "A leaf is one that has no children", "An acid is one which donates protons": a definition by property,
# the class left as "one" (an indefinite article only: "The best choice is one that …" judges)
_IS_ONE_THAT = re.compile(rf"^An?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s+is\s+one\s+(?P<r>(?:that|which|whose|in\s+which|"
                          r"for\s+which|with)\s+.{3,})")
# "KiCad (KC) is a suite used to …", "A token, or coin, is a unit that …": a name given with its other
# name (in brackets or between commas), then its class and what sets it apart. Without the second name
# ("ADDIW is an RV64I instruction that …", "Multi is a framework, written in Coq, which …") the shape
# says too little: every sentence starts with a capital.
_BARE_IS_A = re.compile(rf"^(?P<t>[A-Za-z][A-Za-z0-9\-+#]*(?:\s+[A-Za-z0-9\-+#]+){{0,2}}?)(?:\s*\((?:(?:the\s+|an\s+)?"
                        r"(?:abbreviation|acronym|short)\s+(?:of|for)\s+|which\s+stands\s+for\s+|short\s+for\s+)?[“\"]?"
                        r"(?P<a>[^)“”\"]{1,40}?)[”\"]?\)|,\s+or\s+"
                        rf"(?P<o>{_WORD}(?:\s+{_WORD}){{0,2}}),)?\s+is\s+(?P<r>an?\s+[^.;]{{3,120}}?\s+(?:that|which|whose|"
                        r"used\s+(?:to|for|in|by)|for\s+\w+ing)\s+.{3,})")
# "ICMP (Internet Control Message Protocol) is the protocol used to …": an acronym, the words it abbreviates
# in brackets (their initials spell it: the guard _BARE_IS_A's remark lacks) and its class with "the" too
_ACRONYM_IS = re.compile(r"^(?P<t>[A-Z][A-Za-z0-9]{1,10})\s*\((?P<a>[A-Z][A-Za-z\-]*(?:\s+[A-Za-z][A-Za-z\-]*){1,6})\)"
                         r"\s+is\s+(?P<r>(?:the|an?)\s+[a-z][^.;]{3,})")
# A sentence opening with a lower-case name is about a program, a file or a command ("dpkg is the
# program that handles .deb files"): a capital opens every sentence, a lower-case word only a name.
_CODE_NAME_IS = re.compile(r"^(?P<t>[a-z][a-z0-9_.+\-]*[a-z0-9])\s+is\s+(?P<r>(?:an?|the)\s+[^.;]{3,80}?\s+"
                           r"(?:that|which|whose|used\s+(?:to|for|in|by))\s+.{3,})")
# "A process is a running instance of a program.": an indefinite subject, its class noun and "of" what
# (a container noun before "of" lists contents, not a class: "A data frame is a list of vectors, …")
_IS_A_OF = re.compile(rf"^An?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s+is\s+(?P<r>an?\s+(?:[a-z\-]+\s+){{0,2}}"
                      r"(?!(?:list|number|lot|couple|series|variety|range|bunch|pair|part|piece|member|matter)\s)[a-z\-]+\s+of\s+.{3,})")
# (1015) "A namespace is a mapping from names to objects.": the class noun and a preposition saying from
# what, between what, for what (_IS_A_OF's "of" only, _IS_A's relative clause or participle only, read it not);
# an indefinite subject whose head is rare in general English (_rare), no container noun, and a term the book
# names again (the genus check, "reuse")
_IS_A_PREP = re.compile(rf"^An?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s+is\s+(?P<r>an?\s+"
                        r"(?!(?:list|number|lot|couple|series|variety|range|bunch|pair|part|piece|member|matter|way|good|"
                        r"great|bit|kind|sort|type|form)\s)(?:(?!of\s)[a-z\-]+\s+){0,2}[a-z\-]+\s+"
                        r"(?:from|between|with|for|to|into|over|among|on)\s+.{3,})")
# (1052) "A character is the smallest possible component of a text.": an indefinite subject and a superlative
# class, "the smallest … of/that …" (a kind defined by where it stands among others, the definite article
# naming the one class); the term must be one the book names again (the genus check, "reuse")
_IS_THE_MOST = re.compile(rf"^An?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s+is\s+(?P<r>the\s+(?:(?:smallest|largest|"
                          r"simplest|shortest|longest|lowest|highest)|(?:most|least)\s+[a-z\-]+)\s+"
                          r"(?:(?:possible|addressable|available|indivisible)\s+)?[a-z\-]+\s+(?:of|that|which|in)\s+.{3,})")
# "The generic term referring to this is inter-process communication, or IPC for short."
_TERM_FOR_THIS = re.compile(rf"\b[Tt]he\s+(?:[a-z]+\s+)?(?:term|name|word)\s+(?:for|referring\s+to|used\s+for)\s+"
                            rf"[^,.;]{{1,60}}?\s+is\s+{_ARTICLE}[“\"]?(?P<t>{_TERM})[”\"]?"
                            r"(?:,\s+or\s+(?P<a>[A-Za-z][\w\-]*)(?:\s+for\s+short)?)?\s*(?=[,.;]|$)")
# The adverbs between a copula and the class that mark the sentence as a gloss ("which is simply an
# object", "is not just a value but", "A method is merely a function that"), one list for the three
# patterns that read them (0997); the wide list adds those that say "in essence".
_GLOSS_ADVERBS = "simply|just|merely"
_GLOSS_ADVERBS_WIDE = f"{_GLOSS_ADVERBS}|basically|essentially"
# "you can use a pipe, which is simply an object with two ends": a noun glossed by its class in apposition, the
# adverb marking the gloss (without it, "a trusted deployer, which is an off-chain service" is an aside)
_WHICH_IS_A = re.compile(rf"\ban?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}}),\s+which\s+is\s+(?:{_GLOSS_ADVERBS_WIDE}|"
                         r"nothing\s+but)\s+(?P<r>an?\s+[a-z][^.;]{3,})")
# "mkfs stands for MaKe FileSystem", "The pp.bz2 extension stands for policy package": a short name and
# the words it abbreviates (their initials, or capitals, spell the name's start: the guard)
_STANDS_FOR = re.compile(r"(?:^|[(,]\s*|\bwhere\s+|\b[Tt]he\s+)(?P<t>[A-Za-z][\w.+\-]{0,20})(?:\s+(?:extension|suffix|prefix|"
                         r"abbreviation|acronym|command|option))?\s+stands\s+for\s+(?P<r>[A-Za-z][A-Za-z\-]*(?:\s+[A-Za-z][A-Za-z\-]*){0,5})")
# a sentence's discourse opener ("For instance, vfat is the system that …") says nothing about the term
_OPENER = re.compile(r"^(?:For\s+(?:instance|example)|In\s+(?:practice|particular|general|short)|Thus|Similarly|"
                     r"Likewise|However|Here|Strictly\s+speaking),\s+")
# "… capable of “multi-tasking”. In other words, they allow …": the sentence after restates the quoted word
_RESTATED = re.compile(r"^(?:In\s+other\s+words|That\s+is(?:\s+to\s+say)?|Put\s+simply|Simply\s+put),\s+(?P<r>.{3,})")
_QUOTED_LAST = re.compile(r"[“\"](?P<t>[^”\"]{2,40})[”\"][.!]?\s*$")
# "By the mode of an object we mean the basic type of …": the term is the noun after By (its "of" phrase kept off)
_BY_WE_MEAN = re.compile(rf"^By\s+{_ARTICLE}(?P<t>{_TERM}?)(?:\s+of\s+(?:an?|the)\s+{_WORD})?,?\s+we\s+(?:shall\s+|will\s+)?"
                         r"mean\s+(?P<r>.{3,})")
# "A further coercion, or change of mode, reconstructs …": a noun glossed by a second name between commas
_OR_GLOSS = re.compile(rf"^(?:An?|The)\s+(?:[a-z]+\s+)?(?P<t>{_WORD}),\s+or\s+(?P<a>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){{0,3}}),\s+"
                       r"(?P<r>(?:is|are|was|were|can|may|will|[a-z]+(?:s|ed))\s.{3,})")
# "An interpreter (also a command-line shell) reads …": the subject's other name in brackets
_ALSO_BRACKET = re.compile(rf"^(?:An?|The)\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s*\((?:also|or|aka|a\.k\.a\.)\s+"
                           rf"(?:called\s+|known\s+as\s+)?{_ARTICLE}(?P<a>[^)]{{2,40}})\)\s+(?P<r>(?:is|are|refers|means|[a-z]+s)\s.{{3,}})")
# "• lists are a general form of vector in which …", "• factors provide compact ways to …": a bulleted
# kind whose lower-case subject (no sentence opens lower-case) is the word the item explains: a generic
# plural with its plural verb (a singular, "• address is an integer of XLEN bits;", is a variable or an argument)
_BULLET_KIND = re.compile(r"^[•·▪◦*\-–]\s*(?P<t>(?:[a-z][a-z\-]+\s+)?[a-z][a-z\-]+s)(?:\s+or\s+more\s+generally\s+[a-z]+)?\s+"
                          r"(?P<r>(?:are|provide|represent|hold|store|describe|contain)\s.{8,})")
# "NA is not really a value but a marker for …": a definition by contrast, the class after "but" (as 不是…而是)
_NOT_BUT = re.compile(rf"(?:^|\b(?:since|because)\s+)(?:An?\s+|The\s+|an?\s+|the\s+)?(?P<t>{_WORD}(?:\s+{_WORD})?)\s+is\s+not\s+"
                      rf"(?:(?:really|{_GLOSS_ADVERBS})\s+)?"
                      r"(?:an?|the)\s+[^,.;]{1,30}?,?\s+but\s+(?:rather\s+)?(?P<r>an?\s+[a-z][^.;]{3,})")
_ALSO = re.compile(rf"\b(?:also\s+(?:called|known\s+as))\s+{_ARTICLE}(?P<a>{_TERM})")
# Round 25 (decision 0612): shapes that name a thing of a manual's kind (a program, a server, a standard) without
# "is a … that". The kind nouns such a name is given to:
_KIND = (r"(?:subsystem|command|program|daemon|server|service|tool|utility|package|library|module|script|protocol|"
         r"driver|framework|format|standard|specification|convention|editor|language|application|shell|compiler|"
         r"interpreter|toolkit|manager|browser|client|system)")
# "Inetd (often called “Internet super-server”) is a server of servers": a name given its other name in a
# bracket that says so, then its class (no relative clause needed: the bracket makes it a naming)
_CALLED_BRACKET_IS = re.compile(r"^(?:An?\s+|The\s+)?(?P<t>[A-Za-z][\w.+\-]*(?:\s+[A-Za-z][\w.+\-]*){0,2})\s*\("
                                r"(?:also\s+|often\s+|usually\s+|sometimes\s+|commonly\s+)?(?:called|known\s+as|named)\s+"
                                r"[“\"‘]?(?P<a>[^()“”\"‘’]{2,40}?)[”\"’]?\)\s+(?:is|are)\s+(?P<r>(?:an?|the)\s+[a-z].{2,})")
# "The hotplug kernel subsystem dynamically handles …", "The host command (in the bind9-host package) queries
# …": a name, its kind, what it does (the role a manual states for a program). The name is rare in general
# English or the bracket says which package ships it; the name with its kind is its other name.
# (a kind that acts, and a verb of acting: "The selinux-policy-default package contains …", "The IMDRF framework
# establishes …", "The informal specification describes …" say what a thing holds or says, not what it is)
_ROLE = re.compile(r"^(?:The|An?)\s+(?P<t>[A-Za-z][\w.+\-]*)\s+(?P<k>(?:[a-z]+\s+)?(?:subsystem|command|program|daemon|"
                   r"server|service|tool|utility|driver|module|script|client|manager|shell|compiler|interpreter|browser|"
                   r"editor))(?P<b>\s*\([^()]{1,60}\))?\s+(?:[a-z]+ly\s+)?(?!(?:is|was|has|does|needs|uses|seems|contains|"
                   r"includes|describes|states|features|establishes|lists|comes|belongs|depends|requires|looks)\b)"
                   r"(?P<v>[a-z]{3,}s)\s+(?P<r>.{3,})")
_PACKAGE_BRACKET = re.compile(r"\((?:in|from)\s+the\s+\S+\s+package\)")
# "the main creator of Postfix, the modular e-mail server (SMTP, …), designed to be safer …": a rare name, then
# its kind in apposition and what sets it apart (a participle or a relative clause)
# (the definite article identifies the name; "Chisel, a new hardware design language developed …" describes in passing)
_NAME_THE_KIND = re.compile(rf"(?:^|\s)(?P<t>[A-Z][\w.+\-]*|[a-z][\w+\-]*\d[\w.+\-]*),\s+(?P<r>the\s+"
                            rf"(?:[a-z][\w\-]*\s+){{0,3}}{_KIND}(?:\s*\([^()]{{1,60}}\))?,?\s+(?:designed|used|intended|"
                            r"built|written|developed|made|meant|which|that|whose)\b.{3,})")
# "The reference name server, Bind, was developed …": the kind, then the name between commas
_KIND_THE_NAME = re.compile(rf"^The\s+(?P<c>(?:[a-z][\w\-]*\s+){{0,3}}{_KIND}),\s+(?P<t>[A-Z][\w.+\-]*|[a-z][\w+\-]*\d"
                            r"[\w.+\-]*),\s+(?P<r>(?:was|is|has|were|are|can|will|[a-z]+s|[a-z]+ed)\s.{3,})")
# 'the “XDG Base Directory Specification”, a convention that aims at …': a quoted name glossed in apposition
_QUOTED_APPOSITIVE = re.compile(r"[“\"](?P<t>[^”\"]{2,50}?)[”\"],\s+(?P<r>an?\s+(?:[a-z][\w\-]*\s+){0,3}[a-z][\w\-]*\s+"
                                r"(?:that|which|whose)\s+.{3,})")
# ", often collectively referred to as dotfiles,": the name an aside gives the noun phrase before it
_REFERRED_ASIDE = re.compile(r",\s+(?:(?:often|commonly|usually|sometimes|collectively|generally|also)\s+){0,3}referred\s+"
                             rf"to\s+as\s+{_ARTICLE}(?P<t>{_TERM}?)\s*(?=[,.;)]|$)")
_HEADWORD_STOP = {"proof", "example", "note", "remark", "theorem", "lemma", "definition", "solution", "figure",
                  "table", "chapter", "section", "part", "appendix", "exercise", "answer", "question", "listing",
                  "algorithm", "equation", "fig"}
_PAREN = r"(?:\s*\((?P<p>[^)]{1,40})\))?"
_APPOSITIVE = r"(?:,\s*(?:or\s+(?P<o>[^,]{1,40})|.{1,80}?),[”\"]?)?"
_VERB = r"\s+(?:is|are|refers?\s+to)\b"


# In a Glossary / Definitions / Abbreviations section: "Term: text", "Term — text", "Term (T): text",
# "API Application Programming Interface".
_SECTION_ENTRY = re.compile(r"^[\s•·*\-]*(?P<t>[A-Za-z][\w\-/ ]{0,40}?)\s*(?:\((?P<a>[^)]{1,40})\))?\s*"
                            r"(?::|\s[-–—]\s|—)\s*(?P<r>\S.{3,})")
# a gloss stopping on a preposition was cut short (at the dot of a code name such as .Class), no entry's gloss
_CUT_ON_PREPOSITION = re.compile(r"\b(?:from|to|of|in|on|at|by|with|for|into|than|as)\s*\.?\s*$")
_ABBREVIATION = re.compile(r"^[\s•·*\-]*(?P<t>[A-Z][A-Za-z0-9\-&/]{1,11})\s+(?P<r>[A-Z][\w\-]*(?:\s+[\w\-]+){1,9})\.?$")


def cut_short(gloss: str) -> bool:
    """A gloss that stops on a preposition was cut short, at the dot of a code name ("Class: comes first from
    .Class" read as "comes first from"): no label's gloss (decision 0934)."""
    return bool(_CUT_ON_PREPOSITION.search(gloss))


def section_entry(s: str) -> list[dict]:
    """An entry of a terms section (the heading said Glossary, Definitions, Abbreviations)."""
    m = _SECTION_ENTRY.match(s)
    if m and cut_short(m.group("r")):
        return []  # "Class: comes first from .Class": the sentence was cut at a code name's dot (0934)
    if m and _ok(m.group("t").strip()):
        return [_cand(m.group("t"), [m.group("a")] if m.group("a") else [], m.group("r"), 0.8)]
    m = _ABBREVIATION.match(s)
    if m:
        return [_cand(m.group("t"), [m.group("r")], m.group("r"), 0.8)]
    return []


# An adverb closes a clause's subject and verb ("A particular alias only refers to …"), never a name.
_CLOSING_ADVERBS = {"only", "also", "always", "never", "just", "still", "often", "usually", "merely", "even"}


def _ok(term: str) -> bool:
    words = term.split()
    return 1 <= len(words) <= 5 and term.lower() not in PRONOUNS and len(term) <= 40 \
        and words[0].lower() not in ("this", "that", "it", "these", "such", "which", "there", "here") \
        and words[-1].lower() not in _CLOSING_ADVERBS


def _ok_quoted(term: str) -> bool:
    """A name the book sets in quotes: _ok's limits, but a determiner may open it ("This License")."""
    words = term.split()
    return 1 <= len(words) <= 5 and term.lower() not in PRONOUNS and len(term) <= 40 \
        and words[-1].lower() not in _CLOSING_ADVERBS


# A run-in label, then a sentence that re-names it and says what it is ("Stream aliases: any stream may be
# associated with a stream alias which is an atom …", "Text streams and binary streams: a text stream is a
# sequence of characters"): the label marks the name; the sentence's own words (singular) are the term.
_RUN_IN_LABEL = re.compile(r"^\s*(?P<l>[A-Z][\w\-/]*(?:\s+[\w\-/]+){0,5}):\s+(?P<r>[a-z].{8,})$", re.S)
_RENAMING = (r"\b(?:an?|any|each|the)\s+(?P<t>{name})\s+(?:(?:(?:which|that)\s+)?(?:is|are)\s+(?:an?|the|one)"
             r"|identifies|denotes|means)\s")


def _singular(name: str) -> str:
    """english.singular, the one plural rule of the glossary and the evidence packs (0928): this
    module's own copy read `categories` as `categorie`. Imported when first needed (english loads
    its word frequencies)."""
    from f.common.answer.english import singular

    return singular(name)


def run_in_renamed(s: str) -> list[dict]:
    m = _RUN_IN_LABEL.match(s)
    if not m:
        return []
    out = []
    for name in re.split(r"\s+and\s+|,\s*", m.group("l").strip()):
        name = _singular(name.strip().lower())
        if not name or name in _NOT_NAMES:
            continue
        again = re.search(_RENAMING.format(name=re.escape(name)), m.group("r"), re.IGNORECASE)
        if again and _ok(again.group("t")):
            out.append(_cand(again.group("t"), [], m.group("r")[again.start():], 0.8))
    return out


def run_in_series(texts: list[str]) -> list[tuple[int, dict]]:
    """(index, candidate) for a section's run-in labels that no sentence re-names, where three paragraphs
    of the section at least open with one (decision 0864): a manual's concept list ("Standard streams:
    three streams are predefined …", "Stream mirrors: any stream may be …"); the series marks each label
    as a name the paragraph explains, where the paragraph speaks of the label's head noun again. Not a label
    that opens with an article, a verb's -ing ("Associating a stream to …"), joins two names ("Sources and
    sinks"), ends in a number ("Rule 1") or is a section word ("Note", "Details")."""
    labelled = [(i, m) for i, t in enumerate(texts) if (m := _RUN_IN_LABEL.match(t))]
    if len(labelled) < 3:
        return []
    out = []
    for i, m in labelled:
        label = m.group("l").strip()
        words = label.split()
        if run_in_renamed(texts[i]) or re.search(r"\s(?:and|or|of)\s|/", label) or not _ok(label) \
                or words[0].lower() in _NOT_NAMES | _NOT_SUBJECTS | _HEADWORD_STOP or words[0].endswith("ing") \
                or len(words) > 3 or _section_label(label) or re.search(r"\d$", label) \
                or not re.search(rf"(?<![.\w$@]){re.escape(_singular(words[-1].lower()))}", m.group("r"), re.IGNORECASE):
            continue  # (the paragraph must speak of the label's head noun: "Outcome: a0=1, …" gives values; a
            # code name is not the noun: "Class: comes first from .Class" says where a value comes from, 0934)
        name = label if label[:2].isupper() else label[0].lower() + label[1:]
        first = re.split(r"(?<=[a-z)])\.\s", m.group("r"), maxsplit=1)[0]
        cand = _cand(name, [], first, 0.7)
        cand["aliases"] = [a for a in {_singular(name)} if a != name]
        out.append((i, cand))
    return out


def _cand(term: str, aliases: list[str], definition: str, confidence: float) -> dict:
    term = term.strip(" .,;")
    if re.search(r"[a-z]{3}s$", term) and not term.endswith(("ss", "us", "is")):
        aliases = [*aliases, term[:-1]]  # "mobile platforms" is looked up as "mobile platform" too
    return candidate(term, [a.strip(" .,;") for a in aliases if a and a.strip() != term], definition.strip(" .,;"),
                     confidence)


def headword(s: str) -> list[dict]:
    """A glossary's entry: "gas Gas is a term used to …", "arbitrage In the context of …, arbitrage
    refers to …". The headword (1-5 words) is followed by a capitalised sentence that restates it
    (the same case when the headword is capitalised) and says what it is."""
    words = s.split()
    heads = []
    for k in range(1, min(6, len(words))):
        head = " ".join(words[:k])
        rest = s.split(None, k)[-1] if len(words) > k else ""
        if rest[:1].isupper() and head.lower() not in _HEADWORD_STOP and re.fullmatch(_TERM, head) \
                and not rest.startswith("See ") and _ok(head) and len(head) >= 2:
            heads.append((head, rest))
    # the restated headword right before its verb first ("Binance Smart Chain (BSC) is"), then one
    # with a phrase between ("A peg in the context of digital assets refers to")
    for between in ("", r"[^.;]{0,60}?"):
        for head, rest in heads:
            if between and not re.match(r"(?:An?|The|In)\b", rest):
                continue  # a phrase between only in an entry's own sentence: "A peg in the context of …"
            flags = re.IGNORECASE if head[:1].islower() else 0
            stem = head[:-1] if head.endswith("e") and len(head) > 4 else head  # fractionalize -> fractionalizing
            m = re.search(rf"(?<![A-Za-z]){re.escape(stem)}[A-Za-z]{{0,5}}[”\"]?{_PAREN}{_APPOSITIVE}{between}{_VERB}",
                          rest, flags) or re.match(rf"(?P<o>[A-Z][\w\-]*(?:\s+[\w\-]+){{0,3}}){_PAREN},\s+or\s+"
                                                   rf"{re.escape(head)},{_VERB}", rest)  # "Tether, or USDT, is"
            if m:
                return [_cand(head, [a for a in (m.group("p"), m.group("o")) if a], rest, 0.85)]
    return []


def candidates(s: str) -> list[dict]:
    """Definitions one English sentence states, and the names it marks as introduced
    (f.common.glossary.introduced); [] for questions."""
    from f.common.glossary.introduced import en_introduced

    if is_question(s):
        return []
    out = _stated(s) or run_in_renamed(s) or own_head_class(s)
    opener = _OPENER.match(s)
    if not out and opener:  # only a class sentence after the opener ("For example, “rv32i2p2” means …" is a use)
        out = _class_sentence(s[opener.end():])
    named = {c["term"].casefold() for c in out} | {a.casefold() for c in out for a in c["aliases"]}
    return out + [c for c in _unique(en_introduced(s)) if _ok(c["term"]) and c["term"].casefold() not in named]


def _stated(s: str) -> list[dict]:
    found = headword(s)
    if found:
        return found
    m = _CALLED_BRACKET_IS.match(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES and _ok(m.group("a").strip()):
        return [_cand(m.group("t"), [m.group("a").strip()], m.group("r"), 0.8)]
    out = _called(s)
    for pattern in (_WHICH_WE_CALL, _NAMED_APPOSITIVE, _QUOTED_NAME, _BRACKET_CALLED, _BRACKET_CALLED_IN, _REFERRED_AS):
        for m in pattern.finditer(s):
            if pattern is _NAMED_APPOSITIVE and s[m.end():].lstrip().startswith(")") and \
                    (m.group(0).startswith("also") or re.search(r"\balso\s+$", s[:m.start()])):
                continue  # "names (also known as symbols)": another name of the noun before the bracket
            if pattern is _NAMED_APPOSITIVE and _HYPOTHETICAL.search(s[:m.start()]):
                continue  # "Thus you might have a package called email": an example's name, not the book's word (1169)
            if pattern is _REFERRED_AS and re.search(r"\s+or\s+", m.group("t")):
                continue  # "assets are referred to as ripe or unripe": states a thing is in, not its name
            names = re.split(r"\s+or\s+", m.group("t").strip(" .,"))  # "called LP tokens or pool tokens"
            opener = _ALSO_KNOWN_OPENER.match(s[:m.start()]) if pattern is _NAMED_APPOSITIVE else None
            if opener and _ok(opener.group("x")) and opener.group("x").split()[0].lower() not in _NOT_NAMES \
                    and not {w.lower() for w in opener.group("x").split()} & _OPENER_WORDS:
                names.append(opener.group("x"))  # "Random access memory, also known as RAM, …": both names (1054)
            if _ok(names[0]):
                out.append(_cand(names[0], [n for n in names[1:] if _ok(n)], s, 0.8))
    if out:
        return _unique(out)
    m = _QUOTED_REFERS.match(s) or _TO_QUOTED_MEANS.match(s) or _QUOTED_HEAD_MEANS.match(s)
    if m and _ok_quoted(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.85)]
    m = _QUOTED_IS_TERM.match(s)
    if m and _ok_quoted(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.85)]
    m = _QUOTED_MODIFIER_SUBJECT.match(s)
    if m:
        word = m.group("t").lower()
        return [_cand(word, [f"{word} {m.group('n')}"], m.group("r") or m.group("i"), 0.8)]
    out = [_cand(m.group("t"), [], m.group("r"), 0.85) for pattern in (_USE_TERM, _THE_TERM, _TERM_USED)
           for m in pattern.finditer(s) if _ok(m.group("t")) and not (pattern is _THE_TERM and re.search(
               r"\b(?:of|in|on|for|to|with|by|from|at|each|every|any)\s+$", s[:m.start()], re.IGNORECASE))]
    out += [_cand(m.group("t") or m.group("u"), [], s, 0.8) for m in _KNOWN_AS.finditer(s)
            if _ok(m.group("t") or m.group("u"))]
    if out:
        return _unique(out)
    m = _BY_WE_MEAN.match(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.85)]
    m = _ALSO_BRACKET.match(s)
    if m and _ok(m.group("t")) and _ok(m.group("a").strip()):
        return [_cand(m.group("t"), [m.group("a").strip()], m.group("r"), 0.75)]
    m = _TERM_FOR_THIS.search(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [m.group("a")] if m.group("a") else [], s, 0.8)]
    out = [_cand(m.group("t"), [m.group("r")], s, 0.8) for m in _STANDS_FOR.finditer(s)
           if _spells(m.group("t"), m.group("r"))]
    if out:
        return _unique(out)
    m = _WE_CALL.search(s) or _WE_CALL_FORMULA.search(s) or _WE_CALL_THIS.search(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("l"), 0.8)]
    m = _MEANS.match(s) or _QUOTED_IN_PHRASE_MEANS.match(s) or _QUOTED_WHICH_MEANS.search(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.8)]
    m = _COMMA_DEFINED.match(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES | _NOT_SUBJECTS:
        return [_cand(m.group("t"), [], m.group("r"), 0.8)]
    m = _PLURAL_ARE_A.match(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES | _NOT_SUBJECTS:
        return [_cand(m.group("t"), [], m.group("r"), 0.55)]
    m = _WHICH_DEFINED.search(s)
    if m:
        term = re.split(r"\b(?:an?|the|of)\s+", m.group("t"))[-1]  # "a notion of a contract-genesis state"
        if _ok(term):
            return [_cand(term, [], m.group("r"), 0.8)]
    m = _DEFINED.search(s)
    if m and _ok(m.group("t")):
        aliases = [a.group("a") for a in _ALSO.finditer(m.group("r"))][:2]
        if m.group("a") and _ok(m.group("a")):
            aliases.insert(0, m.group("a"))
        if m.group("p"):
            aliases.insert(0, m.group("p"))
        return [_cand(m.group("t"), aliases, m.group("r"), 0.85)]
    m = _QUOTED_IS.search(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.75)]
    m = _REFERS.match(s)
    if m and _ok(m.group("t")) and not _PLAIN_PLURAL_REFER.match(s):
        return [_cand(m.group("t"), [m.group("a")] if m.group("a") else [], m.group("r"), 0.8)]
    m = _IF_IT_IS.match(s)
    if m and _ok(m.group("t")) and (" " in m.group("t").strip() or _rare(m.group("t"))):
        cand = _cand(m.group("t"), [], s, 0.75)
        cand["reuse"] = True  # named by its shape only: a term if the book uses it again
        return [cand]
    found = _class_sentence(s)
    if found:
        return found
    m = _IMPLEMENTED_AS.match(s) or _ROLE_IS_TO.match(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES and \
            (" " in m.group("t") or _rare(m.group("t"))):  # "A user's job is to …": an everyday word's remark
        return [dict(_cand(m.group("t"), [], m.group("r"), 0.7), reuse=True)]  # (1169) a kind's form or job
    m = _THERE_ARE_QUOTED.search(s)
    if m and _ok_quoted(m.group("q")) and m.group("q").lower() not in _NOT_NAMES and _rare(_singular(m.group("n"))):
        return [_cand(f"{m.group('q')} {m.group('n')}", [], m.group("r"), 0.8)]  # the quotes and a rare noun
    m = _KIND_IS_CODE.match(s)
    if m and (m.group("t").startswith("\\") or _rare(m.group("t"))):
        return [_cand(m.group("t"), [], f"the {m.group('k')} {m.group('r')}", 0.8)]
    m = _NOT_BUT.search(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES | _NOT_SUBJECTS:
        cand = _cand(m.group("t"), [], m.group("r"), 0.6)
        cand["reuse"] = True
        return [cand]
    m = _OR_GLOSS.match(s) or _BULLET_KIND.match(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0] not in _NOT_NAMES | _NOT_SUBJECTS:
        cand = _cand(m.group("t"), [m.group("a")] if "a" in m.groupdict() else [], m.group("r"), 0.6)
        cand["reuse"] = True  # read off the shape: a term only if the book uses it again
        return [cand]
    m = _WHICH_IS_A.search(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES:
        cand = _cand(m.group("t"), [], m.group("r"), 0.55)
        cand["reuse"] = True  # an aside's noun: a term only if the book uses it again
        return [cand]
    bare = re.sub(r"^(?:An?|The)\s+", "", s)
    m = _BARE_IS_A.match(bare)
    if m and (m.group("a") or m.group("o")) and (bare != s or m.group("t")[0].isupper()) and _ok(m.group("t")) \
            and m.group("t").split()[0].lower() not in _NOT_NAMES:  # two names given: a naming, not a remark
        return [_cand(m.group("t"), [a for a in (m.group("a"), m.group("o")) if a], m.group("r"), 0.55)]
    m = _ACRONYM_IS.match(s)
    if m and _spells(m.group("t"), m.group("a")) and _ok(m.group("t")):
        return [_cand(m.group("t"), [m.group("a")], m.group("r"), 0.55)]
    # the spelled expansion delimits the name as "stands for" does (its confidence: no reuse check)
    out = [_cand(m.group("t"), [m.group("a")], m.group("r"), 0.8) for m in _ACRONYM_BRACKET_CLASS.finditer(s)
           if _spells(m.group("t"), m.group("a"))]
    return _unique(out) or _named_kind(s) or _introduced_class(s)


# Round 26 (decision 0661): one signal instead of more phrasings. A name the book introduces (rare in general
# English or shaped as a name, f.common.glossary.rarity) as the subject, then a copula and a class noun
# ("TURN is a service that helps …", "RPC (Remote Procedure Call) is a Unix standard for …", "The e2guardian
# package, a DansGuardian fork, is an alternative to …") or a verb of serving ("squid-cgi provides a querying
# and administration interface …"). Guards: the name's rarity and its first mention (vet: at most MAX_BEFORE
# uses before), not the shape; an ordinary word as subject ("The informal specification describes") is no name.
_LEAD = re.compile(r"^(?:In\s+addition|Also|Moreover|Furthermore|Besides|Here|Today|Nowadays),\s+")
_NAME_IS_CLASS = re.compile(rf"^(?:The\s+|An?\s+)?(?P<t>[A-Za-z][\w.+\-]*[\w+])(?:\s+(?P<k>{_KIND}))?"
                            r"(?:\s*\((?P<a>[^()]{2,60})\))?(?:,\s+(?:an?|the)\s+[^,]{2,60},)?\s+"
                            r"(?P<v>(?:is|are)\s+(?:(?:often|usually|also|traditionally|basically|essentially|simply)\s+)?"
                            r"(?=(?:an?|the)\s)|provides\s|offers\s|manages\s|implements\s|handles\s|serves\s+as\s)"
                            r"(?P<r>(?:an?|the)\s+(?:[\w\-/]+\s+){0,3}?[\w\-]+(?:\s+(?:that|which|whose|for|of|to|allowing|"
                            r"used|in|with|between|on|from)\b.{3,}|\s*[,.;]|\s*$))")
# "Real-Time Communication (RTC) services include voice, …": a name spelled out and abbreviated, defined by its members
_SPELLED_INCLUDES = re.compile(r"^(?P<a>[A-Z][\w\-]*(?:\s+[A-Za-z][\w\-]*){1,5})\s*\((?P<t>[A-Z][A-Za-z0-9]{1,9})\)"
                               r"(?:\s+[a-z]+){0,2}\s+(?:include|includes|comprise|comprises|consists?\s+of|cover|covers)\s+"
                               r"(?P<r>.{3,})")
# "This is the purpose of encryption, which is a form of encoding that allows …": a rare word glossed by its kind
# in apposition (0485's _WHICH_IS_A asks for an adverb; here the kind noun marks the gloss)
_WHICH_IS_KIND = re.compile(r"\b(?P<t>[a-z][\w\-]*),\s+which\s+is\s+(?P<r>an?\s+(?:[a-z\-]+\s+){0,2}(?:form|kind|type|sort|"
                            r"variant|class|method)\s+of\s+[a-z].{3,})")

# "You must ensure the identity of the client; this is authentication.": a rare word naming the clause before it
_THIS_IS_NAME = re.compile(r"[;:]\s+(?:this|that)\s+is\s+(?:called\s+)?(?P<t>[a-z][\w\-]*)\s*\.?$")


def _class_words(predicate: str) -> list[str]:
    """The class noun phrase of "a Unix standard for …": its words after the article, the noun last."""
    m = re.match(r"(?:an?|the)\s+((?:[\w\-/]+\s+){0,3}?[\w\-]+)(?=\s+(?:that|which|whose|for|of|to|allowing|used|in|"
                 r"with|between|on|from)\b|\s*[,.;]|\s*$)", predicate)
    return m.group(1).split() if m else []


def _introduced_class(s: str) -> list[dict]:
    """The round-26 shapes above: a name the book introduces, then what it is or serves as."""
    from f.common.glossary.rarity import introduced_name, shaped_name

    m = _SPELLED_INCLUDES.match(s)
    if m and _spells(m.group("t"), m.group("a")):
        return [_cand(m.group("t"), [m.group("a")], m.group("r"), 0.8)]
    bare = _LEAD.sub("", s)
    m = _NAME_IS_CLASS.match(bare)
    if m and m.group("t").lower() not in _NOT_NAMES | _NOT_SUBJECTS and introduced_name(m.group("t")) and \
            not (bare[:1] == "A" and re.fullmatch(r"[a-z]+", m.group("t"))) and \
            not any(shaped_name(w) for w in _class_words(m.group("r"))[:-1]) and \
            (not m.group("a") or _spells(m.group("t"), m.group("a")) or _PACKAGE_BRACKET.match(f"({m.group('a')})")):
        # ("A bigraph is a …": a common noun's class sentence, _IS_A's with its guards; "ADDIW is an RV64I
        # instruction that …", "C.SLLI is a CI-format instruction": a class in the book's own names, one
        # member of a catalogue, not a name introduced; "ICMP (see the next section) is …": a bracket that neither
        # spells the name nor says its package is an aside, no naming)
        aliases = [m.group("a")] if m.group("a") and _spells(m.group("t"), m.group("a")) else []
        if m.group("k"):
            aliases.append(f"{m.group('t')} {m.group('k')}")
        cand = _cand(m.group("t"), aliases, m.group("r"), 0.55)
        # its first substantive mention (vet: at most MAX_BEFORE uses before it, this page's too), however
        # often or seldom the book names it after
        cand["reuse"] = cand["rare"] = cand["first_use"] = True
        return [cand]
    m = _WHICH_IS_KIND.search(s) or _THIS_IS_NAME.search(s)
    if m and _rare(m.group("t")) and m.group("t").lower() not in _NOT_NAMES:
        cand = _cand(m.group("t"), [], m.group("r") if "r" in m.groupdict() else s, 0.55)
        cand["reuse"] = cand["rare"] = cand["first_use"] = True  # a rare word at its first mention (vet)
        return [cand]
    return []


# (decision 1131) "Other languages are multi-paradigm languages that support several different approaches.": the
# subject's own head noun comes back in the predicate with a modifier the book has not used before, glossed by a
# relative clause: the modifier and the noun are a kind named here (the English of own_head_zh, 0980). The modifier
# must be rare in general English or hyphenated ("other languages are popular languages that …" names nothing).
_OWN_HEAD = re.compile(r"^(?:(?:Other|Some|Many|Most|Such|These|Those|All)\s+)?(?:[a-z][a-z\-]+\s+)?(?P<n>[a-z]{3,}s)\s+"
                       r"are\s+(?:also\s+|called\s+)?(?P<t>(?P<m>[a-z][a-z\-]{2,30})\s+(?P=n))\s+(?P<r>(?:that|which|whose)\s+.{3,})")


# (1131) The same first-use guard over three more shapes of an expository text: a rare adjective that sorts a
# quantified class, glossed after a colon ("Most programming languages are procedural: programs are lists of …"), a
# kind whose workings the sentence tells the reader ("In declarative languages, you write a specification …"), and a
# rare plural glossed by a plural class noun in apposition ("… write down invariants, properties of the input data …").
_ADJECTIVE_COLON = re.compile(r"^(?:Most|Many|Some|All|Other)\s+(?:[a-z][a-z\-]*\s+){0,3}?(?P<n>[a-z]{3,})\s+(?:is|are)\s+"
                              r"(?P<t>[a-z][a-z\-]{3,30}):\s+(?P<r>[a-z].{10,})")
_IN_KIND_YOU = re.compile(r"^In\s+(?P<t>(?P<m>[a-z][a-z\-]{3,30})\s+[a-z]{3,}s),\s+(?:you|one|we)\s+(?P<r>.{10,})")
# (a list goes on after a comma, "variables, arrays of numbers, character strings"; "-ss" is no plural, "parcels,
# regardless of …")
_PLURAL_APPOSED = re.compile(r"\b(?P<t>[a-z][a-z\-]{2,30}[^\Ws]s),\s+"
                             r"(?P<r>[a-z]{2,}[^\Ws]s\s+(?:of|that|which|whose)\s+[^.;,]{5,})(?=[.;]|$)")


def own_head_class(s: str) -> list[dict]:
    """`… Ns are M Ns that …` (see `_OWN_HEAD`): M Ns (M alone an alias), at the modifier's first use; and the
    three shapes above, each at its word's first use."""
    s = s.strip()
    m = _OWN_HEAD.match(s)
    if m and ("-" in m.group("m") or _rare(m.group("m"))):
        return [dict(_cand(m.group("t"), [m.group("m")], m.group("r"), 0.7), first_use=True)]  # the modifier: its short name
    m = _ADJECTIVE_COLON.match(s)
    if m and _rare(m.group("t")):
        kinds = {f"{m.group('t')} {m.group('n')}", f"{m.group('t')} {m.group('n').removesuffix('s')}"}  # "procedural language"
        return [dict(_cand(m.group("t"), sorted(kinds), m.group("r"), 0.65), first_use=True)]
    m = _IN_KIND_YOU.match(s)
    if m and ("-" in m.group("m") or _rare(m.group("m"))):
        return [dict(_cand(m.group("t"), [m.group("m")], m.group("r"), 0.65), first_use=True)]
    m = _PLURAL_APPOSED.search(s)
    if m and _rare(m.group("t")) and m.group("t").lower() not in _NOT_NAMES:
        return [dict(_cand(m.group("t"), [], m.group("r"), 0.65), first_use=True)]
    return []


def _rare(name: str) -> bool:
    """A name no everyday English word spells (hotplug, Postfix, Bind; not host, main, mail): 11 nats or
    more in general English (f.common.answer.english), or letters with digits."""
    from f.common.answer.english import information

    return bool(re.search(r"\d", name)) or information(name.lower()) >= 11.0


def _named_kind(s: str) -> list[dict]:
    """The round-25 shapes (decision 0612): a name's other name, role, kind or gloss in apposition."""
    m = _REFERRED_ASIDE.search(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES:
        return [_cand(m.group("t"), [], s, 0.8)]
    m = _ROLE.match(s)
    packaged = bool(_PACKAGE_BRACKET.match((m.group("b") or "").strip())) if m else False
    if m and m.group("t").lower() not in _NOT_NAMES and (packaged or _rare(m.group("t"))):
        cand = _cand(m.group("t"), [f"{m.group('t')} {m.group('k')}"], s, 0.6)
        cand["reuse"] = True  # read off the shape: a term only if the book uses it again
        return [cand]
    m = _KIND_THE_NAME.match(s) or _NAME_THE_KIND.search(s)
    if m and m.group("t").lower() not in _NOT_NAMES | _NOT_SUBJECTS and _rare(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r") if "c" not in m.groupdict() else f"the {m.group('c')}", 0.6)]
    m = _QUOTED_APPOSITIVE.search(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.8)]  # quotes and an apposition: a naming
    return []


# The answer's first sentence under a "What is X?" heading, its subject X (with an article, in quotes,
# or as the other name in brackets: "The “Comprehensive R Archive Network” (CRAN) is …" under "What is
# CRAN?") and its verb one that says what X is or does as a whole.
_ANSWER_OPENING = re.compile(r"^(?:The\s+|An?\s+)?[“\"‘']?(?P<n>[^“”\"‘’'()]{1,60}?)[”\"’']?(?:\s*\((?P<p>[^)]{1,60})\))?"
                             r"\s+(?:is|are|offers|provides|means|refers\s+to|stands\s+for|consists\s+of|contains)\s+\S")


def answer_opening(s: str, asked: str) -> list[dict]:
    """The term an FAQ's question asks about, where its answer opens by saying what it is (see
    above); a bracket that is a link is no other name."""
    m = _ANSWER_OPENING.match(s)
    if not m:
        return []
    name, other = m.group("n").strip(), (m.group("p") or "").strip()
    other = "" if re.search(r"://|www\.|/", other) else other
    if name.casefold() == asked.casefold():
        return [_cand(asked, [other] if other else [], s, 0.75)]
    if other and other.casefold() == asked.casefold() and _ok(name):
        return [_cand(asked, [name], s, 0.75)]
    return []


# Under a name set off on its own line (a definition list's term): "This is a text file which …",
# "This archive file contains …", "A program that …": what the name is, its subject a pronoun or none.
_TOPIC_GLOSS = re.compile(r"^(?:This|It)\s+(?:is\s+(?:an?|the)\s+[^.;]{3,80}?\s+(?:that|which|whose|used)\b"
                          r"|(?:archive|file|directory|program|command|tool|package|script|field|option|library)"
                          r"(?:\s+file)?\s+(?:contains|holds|lists|stores|describes|defines|provides)\b)"
                          r"|^(?:An?)\s+[^.;]{3,80}?\s+(?:that|which)\s+")


def topic_gloss(s: str, topic: str) -> list[dict]:
    """The sentence under a term on its own line that says what it is without naming it; not under a
    document's section label (one everyday word in the plural: Details, Examples, Notes)."""
    if not _TOPIC_GLOSS.match(s) or not _ok(topic) or _section_label(topic):
        return []
    return [_cand(topic, [], s, 0.75)]


def _section_label(topic: str) -> bool:
    """One capitalised everyday word in the plural ("Details", "Examples", "References"): a label of the
    document's own sections (a reference page's), no term (decision 0802)."""
    from f.common.answer.english import DOMAIN, information, singular

    word = topic.strip()
    return bool(re.fullmatch(r"[A-Z][a-z]+s", word)) and singular(word.lower()) != word.lower() and \
        information(word.lower()) < DOMAIN


# Capitalised sentence openers that are no name ("Everything is a file that …").
_NOT_SUBJECTS = {"we", "you", "they", "it", "this", "these", "those", "that", "there", "he", "she", "i", "one",
                 "many", "most", "some", "few", "several", "both", "other", "others", "such", "any", "no", "not"}
_NOT_NAMES = {"everything", "something", "anything", "nothing", "one", "each", "all", "there", "here", "what",
              "this", "that", "it", "these", "those", "such", "which", "he", "she", "they", "we", "you", "i",
              "the", "a", "an", "our", "its", "their", "his", "her", "my", "your", "another", "every", "no"}


def _called(s: str) -> list[dict]:
    said = [_cand(x.group("t"), [], x.group("l"), 0.8) for x in _SAID_TO_BE.finditer(s) if _ok(x.group("t"))
            and not x.group("t").split()[0].lower().endswith("ly")]  # "said to be entirely satisfied": a degree
    said += [dict(_cand(x.group("t"), [], x.group("l"), 0.75), reuse=True) for x in _CLASSED_AS.finditer(s)
             if _ok(x.group("t"))]  # (1131)
    m = _CALLED.search(s)
    if not m or not _ok(m.group("t")):
        return said
    left = re.sub(r"^(?:Then|So|Thus|Hence|Now|In\s+this\s+case),?\s+", "", m.group("l"))
    anaphoric = bool(re.match(r"(?:This|That|Such|It|These)\b", left))
    cand = _cand(m.group("t"), [m.group("a")] if m.group("a") else [], s if anaphoric else left,
                 0.8 if anaphoric else 0.85)
    cand["anaphoric"] = anaphoric
    more = [_cand(x.group("t"), [], s, 0.8) for x in _CALLED_MORE.finditer(s, m.end()) if _ok(x.group("t"))]
    return [*said, cand, *more]


# (decision 0930) "‘Tweaking’ is a LilyPond term for the various methods …", "The term ‘Object’ is a generic term
# used to refer to …": a quoted word said to be a term (the class noun is "term" itself) names what follows
_QUOTED_IS_TERM = re.compile(r"^(?:The\s+(?:term|word)\s+)?[‘“\"'](?P<t>[^’”\"']{2,40})[’”\"']\s+is\s+an?\s+"
                             r"(?:[A-Za-z\-]+\s+){0,2}(?:term|word|name)\s+(?:for|used\s+(?:to\s+(?:refer\s+to|describe|denote|"
                             r"mean)|for))\s+(?P<r>.{3,})")
# (decision 0962) a standard's quoted modifier before a plural noun, the pair the subject of a class or a list:
# '"Shareable" files are those that can be stored on one host …', '"Variable" files are files that are not static.',
# '"Static" files include binaries, libraries, …'. The quote opening the sentence and a capitalised modifier mark
# the book's own word (a scare-quoted word mid-sentence is not matched); the term is the modifier, its noun an alias.
_QUOTED_MODIFIER_SUBJECT = re.compile(r"^[“\"‘](?P<t>[A-Z][a-z\-]{2,30})[”\"’]\s+(?P<n>[a-z][a-z\-]{1,30}s)\s+"
                                      r"(?:are\s+(?P<r>(?:those|[a-z\-]+s)\s+(?:that|which|whose|in\s+which)\s+.{3,})|"
                                      r"include\s+(?P<i>.{3,}))")
# (decision 0931) "there are ‘abstract’ grobs which do not print anything …": a quoted modifier before a noun, the
# pair introduced by "there is/are" and glossed by its relative clause; the term is the modifier with its noun,
# a noun rare in general English (grobs): "there are ‘bad’ users who …" sets a common word in scare quotes
_THERE_ARE_QUOTED = re.compile(r"\bthere\s+(?:is|are)\s+(?:an?\s+|also\s+|some\s+)?[‘“\"](?P<q>[^’”\"]{2,30})[’”\"]\s+"
                               r"(?P<n>[a-z][a-z\-]{1,30})\s+(?P<r>(?:which|that|who)\s+.{3,})")
# (decision 0931) "The command to change the properties of layout objects is \\override.": the inverse with a kind
# noun as subject and a code name as predicate (a backslash, or a name no everyday word spells: rarity decides)
_KIND_IS_CODE = re.compile(r"^The\s+(?P<k>command|function|macro|option|operator|method|procedure|keyword|environment|"
                           r"key|variable|program|utility|tool)\s+(?P<r>(?:to|for|that|which|used\s+to)\s+.{3,120}?)\s+is\s+"
                           r"(?P<t>\\?[A-Za-z][\w.\-]*[\w])\s*\.?$")
# (decision 0932) "A generic function is simply a function with a call to UseMethod.", "A method is simply a
# function that has been invoked via …": an adverb between the copula and the class marks the sentence as the
# word's definition, so the class may be set apart by "with" as well as by a relative clause; the indefinite
# article only: a kind is defined ("The result is simply a list with two elements" is a remark on one thing)
_IS_SIMPLY_A = re.compile(rf"^An?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}})\s+(?:is|are)\s+(?:{_GLOSS_ADVERBS_WIDE})"
                          r"\s+(?P<r>an?\s+(?:[a-z\-]+\s+){0,2}[a-z\-]+\s+(?:that|which|whose|with|"
                          r"used|where|in\s+which)\s+.{3,})")


# (1169) a kind (an indefinite article) said to be built as a class, or given its job: "A regular package is typically
# implemented as a directory containing …", "A finder’s job is to determine whether …"; the book must use the word again,
# and a one-word kind must be rare in general English (finder; not user, driver)
_IMPLEMENTED_AS = re.compile(rf"^An?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}}?)\s+(?:is|are)\s+"
                             r"(?:(?:typically|usually|commonly|normally|often|generally)\s+)?"
                             r"(?:implemented|represented|realized|realised)\s+as\s+(?P<r>an?\s+\S.{3,})")
_ROLE_IS_TO = re.compile(rf"^An?\s+(?P<t>{_WORD}(?:\s+{_WORD}){{0,2}}?)[’']s\s+(?:job|role|task|purpose|responsibility)\s+"
                         r"is\s+(?P<r>to\s+\S.{3,})")


# (decision 0908) "Scope or the scoping rules are simply the set of rules used by …": a capitalised word and its
# other name joined by "or", then the class; the first is the term, the second its alias
_EITHER_NAME_IS = re.compile(r"^(?P<t>[A-Z][a-z\-]+(?:\s+[a-z][a-z\-]+)?)\s+or\s+(?:the\s+)?"
                             r"(?P<a>[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+){0,2})"
                             r"\s+(?:is|are)\s+(?:simply\s+|just\s+)?(?P<r>(?:the|an?)\s+(?:set|kind|form|way|collection|"
                             r"process|mechanism|name|part)\s+of\s+.{3,})")


def _class_sentence(s: str) -> list[dict]:
    """"An X is a … that …", "An X is one that …", "An X is a running instance of …", "vfat is the system that …"."""
    m = _IS_A.match(s) or _IS_ONE_THAT.match(s) or _IS_A_OF.match(s) or _IS_A.match(_QUOTED_SUBJECT_ASIDE.sub(r"\1\2\3", s)) \
        or _IS_SIMPLY_A.match(s)
    if m and _ok(m.group("t")):
        return [_cand(m.group("t"), [], m.group("r"), 0.55)]
    m = _IS_A_PREP.match(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES | _NOT_SUBJECTS and \
            _rare(m.group("t").split()[-1]):  # "A good approach is a loop over …": an everyday head judges, a rare one is a term
        cand = _cand(m.group("t"), [], m.group("r"), 0.55)
        # at its first mention (MAX_BEFORE uses at most): a thesis restates its "A bigraph is a … model for …" later
        cand["reuse"] = cand["rare"] = cand["first_use"] = True
        return [cand]
    m = _IS_THE_MOST.match(s)
    if m and _ok(m.group("t")) and m.group("t").split()[0].lower() not in _NOT_NAMES | _NOT_SUBJECTS:
        cand = _cand(m.group("t"), [], m.group("r"), 0.55)
        cand["reuse"] = True
        return [cand]
    m = _EITHER_NAME_IS.match(s)
    if m and _ok(m.group("t")) and _ok(m.group("a")) and m.group("t").split()[0].lower() not in _NOT_NAMES:
        cand = _cand(m.group("t"), [m.group("a")], m.group("r"), 0.55)
        cand["reuse"] = True
        return [cand]
    m = _CODE_NAME_IS.match(s)
    if m and m.group("t").lower() not in _NOT_NAMES:
        cand = _cand(m.group("t"), [], m.group("r"), 0.55)
        cand["reuse"] = True
        return [cand]
    return []


def restated(s: str, previous: str) -> list[dict]:
    """'In other words, …' / 'That is, …' after a sentence that ends on a quoted word: the word is glossed."""
    m, q = _RESTATED.match(s), _QUOTED_LAST.search(previous)
    if not m or not q or not _ok(q.group("t")) or not re.fullmatch(_TERM, q.group("t")):
        return []
    cand = _cand(q.group("t"), [], previous + " " + s, 0.75)
    cand["reuse"] = True
    return [cand]


# a name of capitalised words (with its acronym, or in quotes) at the end of a sentence: "… organized along the
# Filesystem Hierarchy Standard (FHS).", "… resulted in the “XDG Base Directory Specification”, …"
_NAME_INTRODUCED = re.compile(r"(?:[“\"](?P<q>[A-Z][\w\-]*(?:\s+[A-Za-z][\w\-]*){1,5})[”\"]|"
                              r"(?P<n>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*){1,5})\s*\((?P<a>[A-Z][A-Za-z0-9]{1,9})\))")
_THIS_KIND_DOES = re.compile(r"^This\s+(?P<k>[a-z][\w\-]*)\s+(?:is|defines|describes|specifies|states|sets|lists|determines|"
                             r"provides|covers|contains|governs|explains|establishes|standardi[sz]es)\s+(?P<r>.{3,})")


# (decision 0908) "The class system is facilitated through the class attribute. This attribute is a character
# vector of class names.": a sentence ending on a modified noun, then "This <noun> is a …" says what it is
_THIS_NOUN_IS_A = re.compile(r"^This\s+(?P<k>[a-z][\w\-]*)\s+is\s+an?\s+(?P<r>[a-z].{3,})")
_ENDS_ON_THE = re.compile(r"\bthe\s+(?P<t>(?:[a-z][\w\-]*\s+){1,2}(?P<k>[a-z][\w\-]*))\s*\.?\s*$")


def named_next(s: str, previous: str) -> list[dict]:
    """'… write “selector” and “action” pairs. The selector defines …': the sentence after the one that
    introduced a word in quotes, with that word as its subject, says what it is. '… organized along the
    Filesystem Hierarchy Standard (FHS). This standard defines …': a capitalised name just given with its
    acronym (or in quotes), pointed back to by "This" and its last word, is defined by the sentence."""
    this, last = _THIS_NOUN_IS_A.match(s), _ENDS_ON_THE.search(previous)
    if this and last and last.group("k") == this.group("k") and _ok(last.group("t")) and \
            not set(last.group("t").split()[:-1]) & _NOT_NAMES:
        cand = _cand(last.group("t"), [], this.group("r"), 0.6)
        cand["reuse"] = True  # read off the shape: a term only if the book uses it again
        return [cand]
    this = _THIS_KIND_DOES.match(s)
    if this:
        for n in reversed(list(_NAME_INTRODUCED.finditer(previous))):
            name = n.group("q") or n.group("n")
            if name.split()[-1].lower() == this.group("k") and _ok(name) and \
                    (n.group("q") or _spells(n.group("a"), name)):
                return [_cand(name, [n.group("a")] if n.group("a") else [], previous[n.start():] + " " + s, 0.7)]
    m = _THE_QUOTED_DOES.match(s)
    quoted = {q.casefold() for q in re.findall(r"[“\"]([^”\"]{2,40})[”\"]", previous)}
    if not m or m.group("t").casefold() not in quoted or not _ok(m.group("t")):
        return []
    cand = _cand(m.group("t"), [], s, 0.6)
    cand["reuse"] = True  # read off the shape: a term only if the book uses it again
    return [cand]


def _spells(name: str, words: str) -> bool:
    """The expansion's capitals (or its words' initials) spell the start of the name: "MaKe FileSystem"
    and mkfs, "policy package" and pp.bz2; not "mkfs stands for the command"."""
    letters = re.sub(r"[^a-z]", "", name.lower())
    capitals = "".join(c for c in words if c.isupper()).lower()
    initials = "".join(w[0] for w in words.split()).lower()
    return any(len(key) >= 2 and letters.startswith(key) for key in (capitals, initials))


def _unique(cands: list[dict]) -> list[dict]:
    seen, out = set(), []
    for cand in cands:
        key = cand["term"].casefold()
        if key not in seen:
            seen.add(key)
            out.append(cand)
    return out
