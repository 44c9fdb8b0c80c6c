// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.
import { tool } from "@opencode-ai/plugin"
import { opt, runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "Look a term up in the books' own glossaries, then in their page text: the defining " +
    "sentence verbatim with its book, section and page, aliases, and near matches kept apart; " +
    "with no defining sentence, the book's first use of the term, marked as such. Use it for " +
    "'what exactly is X?' before qdrant-search; a term no book names returns no matches (then " +
    "search). list with one book returns its whole glossary.",
  args: {
    term: tool.schema.string().max(200).optional()
      .describe("the term, e.g. 算术平方根 or 'dot product' (1-200 characters)"),
    book: tool.schema.string().max(200).optional()
      .describe("limit to one book id or an id prefix such as 教材/数学/ (see list-books)"),
    list: tool.schema.boolean().optional()
      .describe("the whole glossary of --book instead"),
  },
  async execute(args, context) {
    const argv: string[] = []
    if (args.book) argv.push(opt("book", args.book))
    if (args.list) argv.push("--list")
    argv.push("--", args.term) // "--": a value starting with "-" is still the term
    return runWrapper("kb-term", argv, { abort: context.abort, timeoutMs: 60_000 })
  },
})
