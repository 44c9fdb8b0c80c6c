// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.
import { tool } from "@opencode-ai/plugin"
import { opt, runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "A book's chapter tree with summaries and page ranges, without body text. For ONE known " +
    "book (from list-books or qdrant-search): node ids, titles, physical page ranges (and " +
    "printed pages), short summaries. The default is a compact overview; a node marked [+N] " +
    "has N hidden subsections: pass node=<id> (and depth) to drill in. Then read the pages " +
    "with pageindex-content.",
  args: {
    book: tool.schema.string().min(1).max(200)
      .describe("book id exactly as list-books shows it"),
    node: tool.schema.string().max(20).optional()
      .describe("show only this node's subtree, e.g. 0007"),
    depth: tool.schema.number().int().min(1).max(20).optional()
      .describe("levels to show, 1-20 (default: as many as fit a ~60-node overview)"),
  },
  async execute(args, context) {
    const argv: string[] = []
    argv.push(opt("book", args.book))
    if (args.node) argv.push(opt("node", args.node))
    if (args.depth !== undefined) argv.push(opt("depth", args.depth))
    return runWrapper("pageindex-structure", argv, { abort: context.abort, timeoutMs: 60_000 })
  },
})
