import { tool } from "@opencode-ai/plugin"
import { runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "The books in the textbook knowledge base this agent may read: book id, title, page count, " +
    "status. Use it to get exact book ids for pageindex-structure / pageindex-content, or to " +
    "choose a book to search in.",
  args: {},
  async execute(_args, context) {
    return runWrapper("list-books", [], { abort: context.abort, timeoutMs: 60_000 })
  },
})
