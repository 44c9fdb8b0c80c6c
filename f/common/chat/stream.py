"""Running the agent for one turn and turning its event stream into answer-text deltas.

The answer arrives as the arguments of the output tool, streamed as JSON fragments; the partial
JSON is parsed as it grows and the new tail of its "answer" field is sent as a token event. A
model response that starts over (a retry after rejected citations) sends a token event with
"reset": the page clears what it showed; the final assistant_message is always authoritative."""
from __future__ import annotations

import logging

from f.common.chat.agent import OUTPUT_TOOL, build_agent, model_from_settings
from f.common.config import Settings

log = logging.getLogger(__name__)
TURN_TIMEOUT_FACTOR = 3  # a whole turn may take this many KB_LLM_TIMEOUTs (tool calls included)


class AgentTurn:
    def __init__(self, manifest: dict, deps, question: str, history: list, model, settings: Settings):
        self.agent = build_agent(manifest.get("title") or manifest["book_id"], manifest["book_id"])
        self.model = model or model_from_settings(settings)
        self.deps, self.question, self.history = deps, question, history
        self.timeout = settings.llm_timeout * TURN_TIMEOUT_FACTOR
        self.output: dict = {}
        self.usage: dict = {}
        self.transcript: list | None = None
        self.model_name = getattr(self.model, "model_name", None) or settings.llm_model

    async def events(self):
        from pydantic_ai import AgentRunResultEvent, PartDeltaEvent, PartStartEvent, ToolCallPart
        from pydantic_ai.messages import ToolCallPartDelta

        shown, buffers = "", {}
        async with self.agent.run_stream_events(self.question, deps=self.deps, model=self.model,
                                                message_history=self.history, timeout=self.timeout) as run:
            async for event in run:
                if isinstance(event, PartStartEvent) and isinstance(event.part, ToolCallPart) \
                        and event.part.tool_name == OUTPUT_TOOL:
                    buffers[event.index] = _args_text(event.part.args)
                    if shown:  # a new attempt at the answer: start the text over
                        shown = ""
                        yield {"type": "token", "delta": "", "reset": True}
                elif isinstance(event, PartDeltaEvent) and isinstance(event.delta, ToolCallPartDelta) \
                        and event.index in buffers:
                    buffers[event.index] += _args_text(event.delta.args_delta)
                else:
                    if isinstance(event, AgentRunResultEvent):
                        self._finish(event.result)
                    continue
                answer = partial_answer(buffers[event.index])
                if answer.startswith(shown) and len(answer) > len(shown):
                    yield {"type": "token", "delta": answer[len(shown):]}
                    shown = answer

    def _finish(self, result) -> None:
        from pydantic_core import to_jsonable_python

        output = result.output
        self.output = {"answer": output.answer, "follow_up_questions": list(output.follow_up_questions)}
        usage = result.usage
        self.usage = {"input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens,
                      "requests": usage.requests}
        self.transcript = to_jsonable_python(result.new_messages())


def _args_text(args) -> str:
    if args is None:
        return ""
    if isinstance(args, str):
        return args
    import json

    return json.dumps(args, ensure_ascii=False)


def partial_answer(args_json: str) -> str:
    """The "answer" field of output-tool arguments that may be cut off mid-string."""
    from pydantic_core import from_json

    try:
        value = from_json(args_json, allow_partial="trailing-strings") if args_json else {}
    except ValueError:
        return ""
    answer = value.get("answer") if isinstance(value, dict) else None
    return answer if isinstance(answer, str) else ""


def run_agent(manifest: dict, deps, question: str, history: list, model, settings: Settings) -> AgentTurn:
    return AgentTurn(manifest, deps, question, history, model, settings)


def describe_model_error(exc: Exception) -> str:
    """A one-line reason for a failed model turn that names no key, URL or prompt."""
    from pydantic_ai import UnexpectedModelBehavior

    if isinstance(exc, TimeoutError) or "Timeout" in type(exc).__name__:
        return "the language model did not answer in time; try again"
    if isinstance(exc, UnexpectedModelBehavior):
        return "the language model gave no valid cited answer after its retries; try again or rephrase"
    status = getattr(exc, "status_code", None)
    if status:
        return f"the language model service failed (HTTP {status}); try again later"
    return f"the language model failed ({type(exc).__name__}); try again later"
