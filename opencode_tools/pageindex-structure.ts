import { tool } from "@opencode-ai/plugin"
import { opt, runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "The chapter tree of ONE known book (no body text): node ids, titles, physical page ranges " +
    "(and printed pages), short summaries. Use it to find where a topic lives in a book you " +
    "already know (from list-books or qdrant-search), then read those pages with " +
    "pageindex-content. The default shows the top levels; nodes marked [+N subsections] open " +
    "with node=<id> (and depth) to drill in.",
  args: {
    book: tool.schema.string().min(1).max(200).describe("book id exactly as list-books shows it"),
    node: tool.schema.string().max(20).optional()
      .describe("show only this node's subtree, e.g. 0007"),
    depth: tool.schema.number().int().min(1).max(20).optional()
      .describe("levels to show, 1-20 (default: a compact overview)"),
  },
  async execute(args, context) {
    const argv = [opt("book", args.book)]
    if (args.node) argv.push(opt("node", args.node))
    if (args.depth !== undefined) argv.push(opt("depth", args.depth))
    return runWrapper("pageindex-structure", argv, { abort: context.abort, timeoutMs: 60_000 })
  },
})
