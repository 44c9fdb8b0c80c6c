// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.
import { tool } from "@opencode-ai/plugin"
import { opt, runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "Evidence for an exam-style question, never the answer itself. The question is analysed " +
    "(type, polarity, concepts, one search per option), searched several ways and returned as " +
    "numbered evidence with book, section, page (and printed page), the neighbour pages and " +
    "the glossary definitions on them. Status evidence_found / weak_evidence / no_evidence: " +
    "with no_evidence say the books do not cover it. Write the answer yourself from the " +
    "evidence, citing book and page; read more with pageindex-content.",
  args: {
    question: tool.schema.string().min(1).max(4000)
      .describe("the question as asked, options included (A. ... B. ...)"),
    book: tool.schema.string().max(200).optional()
      .describe("limit to one book id or an id prefix such as 教材/数学/ (see list-books)"),
    limit: tool.schema.number().int().min(1).max(20).optional()
      .describe("evidence pages, 1-20 (default 6; each option adds its own best pages)"),
  },
  async execute(args, context) {
    const argv: string[] = []
    if (args.book) argv.push(opt("book", args.book))
    if (args.limit !== undefined) argv.push(opt("limit", args.limit))
    argv.push("--", args.question) // "--": a value starting with "-" is still the question
    return runWrapper("kb-answer", argv, { abort: context.abort, timeoutMs: 180_000 })
  },
})
