// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.
import { tool } from "@opencode-ai/plugin"
import { opt, runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "Text of given pages of a book. The full text of given pages of ONE known book (tables " +
    "and captions; formulas as LaTeX only where MinerU parsed the book, otherwise as the " +
    "PDF's own characters), each page headed with book id and page (and printed page). Use it " +
    "after qdrant-search or pageindex-structure told you where to look. Pages are 1-based " +
    "PHYSICAL pages (the numbers those tools show as 'p.'), at most 20 per call " +
    "(KB_MAX_PAGES); pages past the book's end are left out, with a note.",
  args: {
    book: tool.schema.string().min(1).max(200)
      .describe("book id exactly as list-books shows it"),
    pages: tool.schema.string().min(1).max(200)
      .describe("physical pages: 17 | 17-18 | 17,19 | 3-5,9 (at most 20 per call)"),
    images: tool.schema.boolean().optional()
      .describe("also the pages' figures and tables: caption, image object key and size"),
  },
  async execute(args, context) {
    const argv: string[] = []
    argv.push(opt("book", args.book))
    argv.push(opt("pages", args.pages))
    if (args.images) argv.push("--images")
    return runWrapper("pageindex-content", argv, { abort: context.abort, timeoutMs: 60_000 })
  },
})
