"""Every tool, declared once (the shape is in declare.py; docs/decisions/0067-adding-a-tool.md).

The order here is the order of `--help` listings, the MCP tool list and README's tool table."""
from __future__ import annotations

from f.common.cli.declare import Arg, Tool, register

BOOK = Arg("book", help="book id exactly as {list-books} shows it", required=True, keyword="book_id",
           minimum=1, maximum=200)

# The scope of the tools that read many books: written once, so its wording cannot drift
BOOK_OR_PREFIX = Arg("book", help="limit to one book id or an id prefix such as 教材/数学/ (see "
                     "{list-books})", default="", maximum=200)

TOOLS: dict[str, Tool] = {t.name: t for t in (
    Tool("pageindex-content", mcp="get_page_content", script="f/query/pageindex_content",
         function="f.query.pageindex_content.main", render="content", description=(
             "Text of given pages of a book. The full text of given pages of ONE known book "
             "(tables and captions; formulas as LaTeX only where MinerU parsed the book, otherwise "
             "as the PDF's own characters), each page headed with book id and page (and printed "
             "page). Use it after {qdrant-search} or {pageindex-structure} told you where to look. "
             "Pages are 1-based PHYSICAL pages (the numbers those tools show as 'p.'), at most 20 "
             "per call (KB_MAX_PAGES); pages past the book's end are left out, with a note."),
         args=(
             BOOK,
             Arg("pages", help="physical pages: 17 | 17-18 | 17,19 | 3-5,9 (at most 20 per call)",
                 required=True,
                 minimum=1, maximum=200),
             Arg("images", bool, "also the pages' figures and tables: caption, image object key "
                 "and size", default=False),
         )),
    Tool("pageindex-structure", mcp="get_structure", script="f/query/pageindex_structure",
         function="f.query.pageindex_structure.main", render="structure", description=(
             "A book's chapter tree with summaries and page ranges, without body text. For ONE "
             "known book (from {list-books} or {qdrant-search}): node ids, titles, physical page "
             "ranges (and printed pages), short summaries. The default is a compact overview; a "
             "node marked [+N] has N hidden subsections: pass node=<id> (and depth) to drill in. "
             "Then read the pages with {pageindex-content}."),
         args=(
             BOOK,
             Arg("node", help="show only this node's subtree, e.g. 0007", default="", maximum=20),
             Arg("depth", int, "levels to show, {minimum}-{maximum} (default: as many as fit a "
                 "~60-node overview)", minimum=1, maximum=20,
                 out_of_range="depth must be a whole number from {minimum} to {maximum}, "
                              "got {value!r}"),
         )),
    Tool("list-books", mcp="list_books", script="f/query/list_books",
         function="f.query.list_books.main", render="books", description=(
             "The books in the knowledge base that the caller may read: book id, title, page "
             "count, status. Use it for exact book ids ({pageindex-structure} / "
             "{pageindex-content}) or to pick a book to search in.")),
    Tool("ebook-ingest", windmill="upload-then-flow", script="f/index/ingest_book__flow",
         function="f.common.ingest.flow.ingest", render="ingest",
         description="Add a book (MinerU folder or PDF) to the knowledge base.",
         args=(
             Arg("path", positional=True, help="a MinerU output folder or a PDF (not with --only)"),
             Arg("book", required=True, keyword="book_id", help="book id, e.g. 教材/数学/必修第二册"),
             Arg("title", help="display title (default: last part of the id)"),
             Arg("force", bool, "rebuild even if unchanged", default=False),
             Arg("skip_vectors", bool, "do not embed pages", default=False),
             Arg("no_summaries", bool, "no LLM summaries (nor the glossary's LLM pass)", default=False),
             Arg("only", help="re-run one step of a stored book: terms (its glossary), exercises (its "
                 "exercise index), tree, vectors", choices=("terms", "exercises", "tree", "vectors")),
             Arg("wait", int, "seconds to wait for another ingest of this book to finish; default 0: "
                 "refuse at once", default=0, minimum=0),
             Arg("answers_for", help="this is a separate answer booklet of that stored book: its "
                 "answers are linked to the book's exercises (kb-exercise on the book finds them)"),
             Arg("parser", help="how a PDF is parsed, default auto: MinerU where MINERU_API_URL is set, "
                 "for the pages with a text layer, and image-only pages to our OCR; mineru: MinerU alone; "
                 "ours: the project's parser (a changed choice needs --force)", default="auto",
                 choices=("auto", "mineru", "ours")),
         )),
    Tool("qdrant-search", mcp="search", script="f/query/qdrant_search",
         function="f.common.cli.runners.search", render="search", timeout=180, description=(
             "Search the books: which book, which page? START HERE for an open question, when you "
             "do not yet know which book or page answers it: it searches all allowed textbooks (or "
             "one book / id prefix) and returns the best pages, each with book id, section path, "
             "physical page (and printed page), score and the page text trimmed to a budget. Then "
             "read more with {pageindex-content} (exact pages) or {pageindex-structure} (the "
             "book's chapters). A hit on an exercise page names its exercises (e.g. 习题 23.1(2) "
             "1-5); {kb-exercise} gives one with its answer. Cite answers as book + page. When the books hold nothing on the "
             "question, the first line says so (NO CLEAR EVIDENCE / 无明确依据, or WEAK EVIDENCE / "
             "依据较弱; JSON field \"evidence\"): then do not answer from those pages; say the "
             "books do not cover it."),
         args=(
             Arg("query", positional=True, required=True, minimum=1, maximum=2000,
                 help="what to look for, in the book's language, e.g. 向量的数量积 or 'dot product'"),
             Arg("top_k", int, "pages to return, {minimum}-{maximum} (default {default})", default=5,
                 minimum=1, maximum=50),
             BOOK_OR_PREFIX,
             Arg("mode", help="hybrid (default) mixes meaning and exact words; sparse = exact terms "
                 "only; dense = meaning only", default="hybrid", choices=("hybrid", "dense", "sparse")),
             Arg("max_chars", int, "page text kept per hit in the text output (default {default})",
                 default=300, minimum=100, maximum=20000, render=True, cli_bounds=False),
         )),
    Tool("kb-term", mcp="lookup_term", script="f/query/lookup_term",
         function="f.query.lookup_term.main", render="term", description=(
             "Look a term up in the books' own glossaries, then in their page text: the defining "
             "sentence verbatim with its book, section and page, aliases, and near matches kept apart; "
             "with no defining sentence, the book's first use of the term, marked as such. Use it for "
             "'what exactly is X?' before {qdrant-search}; a term no book names returns no matches "
             "(then search). "
             "list with one book returns its whole glossary."),
         args=(
             Arg("term", positional=True, default="", maximum=200,
                 help="the term, e.g. 算术平方根 or 'dot product' (1-200 characters)"),
             BOOK_OR_PREFIX,
             Arg("list", bool, "the whole glossary of --book instead", default=False, keyword="list_all"),
         )),
    Tool("kb-exercise", mcp="find_exercise", script="f/query/find_exercise",
         function="f.query.find_exercise.main", render="exercise", description=(
             "An exercise of a book and its answer from the book's own answer key or solutions: "
             "lesson, question number, page and kind, with the linked answer and its confidence, or "
             "none. Use it for '第23页第5题' (page + number), '23.1(2) 第3题' (lesson + number), an "
             "exam paper's '填空题第1题' (--lesson 填空 --number 1), an English book's 'Exercises 14.1, "
             "exercise 3' (--lesson 14.1 --number 3) or 'exercise 1.1', or '第5题' alone (number "
             "only: when several share it, the error lists each one's section, its paper or form where a "
             "file holds several, and page, to ask again); "
             "pages are PHYSICAL pages as {pageindex-content} counts them. An answer is only ever "
             "the book's own (or its answer booklet's: then answer.book_id names the booklet), "
             "linked by lesson and number; 'no answer found in this book' means none was found "
             "(then work it out from {qdrant-search} and say so)."),
         args=(
             BOOK,
             Arg("page", int, "the physical page the exercise is on (with --number, that one "
                 "question)", minimum=1, maximum=100000),
             Arg("number", help="the question number, e.g. 5, 3.(2) or 1.1; alone when the book has "
                 "one question with it", default="", maximum=20),
             Arg("lesson", help="the lesson or section as printed: 23.1(2), 习题6.2, a paper's 二 "
                 "or 填空题, a form: B (with --number)",
                 default="", maximum=50),
         )),
    Tool("kb-answer", mcp="answer_question", script="f/query/answer_question",
         function="f.common.cli.runners.answer", render="answer", timeout=180, description=(
             "Evidence for an exam-style question, never the answer itself. The question is "
             "analysed (type, polarity, concepts, one search per option), searched several ways "
             "and returned as numbered evidence with book, section, page (and printed page), the "
             "neighbour pages and the glossary definitions on them. Status evidence_found / "
             "weak_evidence / no_evidence: with no_evidence say the books do not cover it. Write "
             "the answer yourself from the evidence, citing book and page; read more with "
             "{pageindex-content}."),
         args=(
             Arg("question", positional=True, required=True, minimum=1, maximum=4000,
                 help="the question as asked, options included (A. ... B. ...)"),
             BOOK_OR_PREFIX,
             Arg("limit", int, "evidence pages, {minimum}-{maximum} (default {default}; each option "
                 "adds its own best pages)", default=6, minimum=1, maximum=20),
         )),
    Tool("kb-chat", script="f/query/chat_answer", function="f.query.chat_answer.main", render="chat",
         timeout=300, description=(
             "Ask one book a question and get a cited answer: every claim marked [n] with book, "
             "section and page, plus follow-up questions the book can answer. With no model key "
             "configured the answer is the book's own passages, labelled evidence-only. The turn is "
             "stored; pass the printed conversation id to follow up."),
         args=(
             Arg("question", positional=True, required=True, minimum=1, maximum=4000,
                 help="the question, in the book's language, e.g. 什么是向量？"),
             Arg("book", help="book id exactly as {list-books} shows it", required=True,
                 minimum=1, maximum=200),
             Arg("conversation", help="continue this conversation (its id, from an earlier answer)",
                 default="", maximum=64),
         )),
    Tool("kb-searchd", windmill="local", function="f.common.cli.runners.searchd", render="searchd",
         description=("The background search process of this library: whether it runs, how long it "
                      "stays; --stop stops it. The first search starts it (KB_SEARCHD=off: never)."),
         args=(Arg("stop", bool, "stop every search process of this KB_HOME now", default=False),)),
    Tool("kb-reindex", windmill="local", function="f.common.cli.runners.reindex", render="reindex",
         description="Rebuild the search index with the configured embedding model."),
    Tool("kb-doctor", windmill="local", function="f.common.ingest.doctor.examine", render="doctor",
         description=("Check every book (manifest, objects and their hashes, leases, versions, "
                      "vectors, the index's model) and report what is wrong (exit status 1 when "
                      "anything is); --fix repairs it."),
         args=(
             Arg("fix", bool, "repair what is found, never touching a served version that is intact "
                 "(default: report)", default=False),
             Arg("book", help="one book id, or a prefix (default: every book)", default=""),
         )),
    Tool("kb-eval", windmill="local", function="f.common.cli.evaluate.evaluate", render="evaluation",
         description="Measure search (hit@1, hit@5, MRR) or, with --answers, evidence packs on "
                     "labelled questions.",
         args=(
             Arg("files", list, "question files (JSON lines: question, book_id?, pages; with "
                 "--answers: JSON like bench/eval/answer/questions.json)", positional=True,
                 required=True),
             Arg("modes", help="modes to compare", default="dense,sparse,hybrid"),
             Arg("slowest", int, "slowest queries to list", default=5),
             Arg("answers", bool, "score kb-answer instead: question type, gold page in the "
                 "evidence, per option, unanswerable flagged", default=False),
         )),
)}
register(TOOLS)


def agent_tools() -> list[Tool]:
    """The read-only tools offered to agents (MCP server, Opencode), in declaration order."""
    return [t for t in TOOLS.values() if t.mcp]
