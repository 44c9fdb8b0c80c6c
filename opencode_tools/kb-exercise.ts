// Generated from f/common/cli/tools.py by `python -m f.common.cli.opencode_gen`; do not edit.
import { tool } from "@opencode-ai/plugin"
import { opt, runWrapper } from "./ebook-kb/run.ts"

export default tool({
  description:
    "An exercise of a book and its answer from the book's own answer key or solutions: " +
    "lesson, question number, page and kind, with the linked answer and its confidence, or " +
    "none. Use it for '第23页第5题' (page + number), '23.1(2) 第3题' (lesson + number), an exam " +
    "paper's '填空题第1题' (--lesson 填空 --number 1), an English book's 'Exercises 14.1, exercise " +
    "3' (--lesson 14.1 --number 3) or 'exercise 1.1', or '第5题' alone (number only: when " +
    "several share it, the error lists each one's section, its paper or form where a file " +
    "holds several, and page, to ask again); pages are PHYSICAL pages as pageindex-content " +
    "counts them. An answer is only ever the book's own (or its answer booklet's: then " +
    "answer.book_id names the booklet), linked by lesson and number; 'no answer found in this " +
    "book' means none was found (then work it out from qdrant-search and say so).",
  args: {
    book: tool.schema.string().min(1).max(200)
      .describe("book id exactly as list-books shows it"),
    page: tool.schema.number().int().min(1).max(100000).optional()
      .describe("the physical page the exercise is on (with --number, that one question)"),
    number: tool.schema.string().max(20).optional()
      .describe("the question number, e.g. 5, 3.(2) or 1.1; alone when the book has one question with " +
        "it"),
    lesson: tool.schema.string().max(50).optional()
      .describe("the lesson or section as printed: 23.1(2), 习题6.2, a paper's 二 or 填空题, a form: B " +
        "(with --number)"),
  },
  async execute(args, context) {
    const argv: string[] = []
    argv.push(opt("book", args.book))
    if (args.page !== undefined) argv.push(opt("page", args.page))
    if (args.number) argv.push(opt("number", args.number))
    if (args.lesson) argv.push(opt("lesson", args.lesson))
    return runWrapper("kb-exercise", argv, { abort: context.abort, timeoutMs: 60_000 })
  },
})
