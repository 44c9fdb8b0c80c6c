// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.
import { tool } from "@opencode-ai/plugin"
import { opt, runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "Search the books: which book, which page? START HERE for an open question, when you do " +
    "not yet know which book or page answers it: it searches all allowed textbooks (or one " +
    "book / id prefix) and returns the best pages, each with book id, section path, physical " +
    "page (and printed page), score and the page text trimmed to a budget. Then read more " +
    "with pageindex-content (exact pages) or pageindex-structure (the book's chapters). A hit " +
    "on an exercise page names its exercises (e.g. 习题 23.1(2) 1-5); kb-exercise gives one " +
    "with its answer. Cite answers as book + page. When the books hold nothing on the " +
    "question, the first line says so (NO CLEAR EVIDENCE / 无明确依据, or WEAK EVIDENCE / 依据较弱; " +
    "JSON field \"evidence\"): then do not answer from those pages; say the books do not cover " +
    "it.",
  args: {
    query: tool.schema.string().min(1).max(2000)
      .describe("what to look for, in the book's language, e.g. 向量的数量积 or 'dot product'"),
    top_k: tool.schema.number().int().min(1).max(50).optional()
      .describe("pages to return, 1-50 (default 5)"),
    book: tool.schema.string().max(200).optional()
      .describe("limit to one book id or an id prefix such as 教材/数学/ (see list-books)"),
    mode: tool.schema.enum(["hybrid", "dense", "sparse"]).optional()
      .describe("hybrid (default) mixes meaning and exact words; sparse = exact terms only; dense = " +
        "meaning only"),
    max_chars: tool.schema.number().int().min(100).max(20000).optional()
      .describe("page text kept per hit in the text output (default 300)"),
  },
  async execute(args, context) {
    const argv: string[] = []
    if (args.top_k !== undefined) argv.push(opt("top-k", args.top_k))
    if (args.book) argv.push(opt("book", args.book))
    if (args.mode) argv.push(opt("mode", args.mode))
    if (args.max_chars !== undefined) argv.push(opt("max-chars", args.max_chars))
    argv.push("--", args.query) // "--": a value starting with "-" is still the query
    return runWrapper("qdrant-search", argv, { abort: context.abort, timeoutMs: 180_000 })
  },
})
