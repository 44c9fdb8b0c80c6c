// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.
import { tool } from "@opencode-ai/plugin"
import { runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "The books in the knowledge base that the caller may read: book id, title, page count, " +
    "status. Use it for exact book ids (pageindex-structure / pageindex-content) or to pick a " +
    "book to search in.",
  args: {},
  async execute(_args, context) {
    return runWrapper("list-books", [], { abort: context.abort, timeoutMs: 60_000 })
  },
})
