"""Chat with a book: one conversation, one book, answers cited to book, section and page.

Modules and the contracts between them (each module's docstring has the details):
- `db`: conversations and messages in SQLite under KB_HOME, or PostgreSQL with KB_CHAT_DB_URL.
  `open_chat_db(settings)` -> a ChatDB with create_conversation / list_conversations /
  get_conversation / delete_conversation / messages / record_turn (the user's message and the
  assistant's, ok or failed, written in one transaction: never a half-written conversation).
  Another user's conversation is NotFound, worded as an unknown one.
- `turn`: `stream_turn(settings, book_id, question, history=[])` is an async iterator of events,
  each a dict with a "type": "token" {"delta"}, "assistant_message" {"message"}, "done"
  {"usage", "timings"}, or "error" {"code", "message"} (then no assistant_message).
  `answer_turn(...)` is the same turn as one dict, for the CLI and the Windmill script.
  With a model key the turn runs the agent (`agent`); without, the evidence-only digest (`digest`).
- `server`: the HTTP API and the web page (Starlette, sse-starlette, uvicorn).
Nothing in a conversation can widen its book: the agent's tools take no book argument."""
