"""The shape of a tool declaration (the declarations themselves are in `tools.py`).

A `Tool` is one bin/ tool; everything else is generated from it: the argparse parser and its
bound checks (`main.py`), the MCP tools and their input schemas (`mcp_server.py`), the Opencode
tools (`opencode_gen.py` writes opencode_tools/*.ts) and the Windmill call (`windmill_client.py`).
The Windmill scripts' own docstrings and signatures are tested against it.

Texts are written once, with placeholders filled in per surface: `{list-books}` becomes the name
a reader of that surface knows the tool by (`bin/list-books` on the command line, `list_books`
over MCP, `list-books` in Opencode); `{minimum}`, `{maximum}` and `{default}` are the argument's."""
from __future__ import annotations

import re
from dataclasses import dataclass

WINDMILL_MODES = ("script", "flow", "upload-then-flow", "local")
SURFACES = ("cli", "mcp", "opencode")
OUT_OF_RANGE = "--{flag} must be from {minimum} to {maximum}, not {value}"


@dataclass(frozen=True)
class Arg:
    """One argument. `name` is the agent's (MCP, Opencode) name; the command line spells it
    `--name-with-dashes`, a positional one plain. `type`: str, int, bool (a flag) or list (one
    or more positional values). `minimum`/`maximum`: an int's bounds, a string's lengths (the
    latter for agents' schemas only: the library checks what a string may hold)."""

    name: str
    type: type = str
    help: str = ""
    default: object = None
    required: bool = False
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] | None = None
    positional: bool = False
    keyword: str = ""        # the function's keyword argument, when it is not `name`
    render: bool = False     # for the text renderer, not the function (e.g. max_chars)
    cli_bounds: bool = True  # the command line checks an int's bounds (False: agents' schemas only)
    out_of_range: str = OUT_OF_RANGE

    @property
    def flag(self) -> str:
        return self.name.replace("_", "-")

    @property
    def param(self) -> str:
        return self.keyword or self.name

    @property
    def agent_default(self):
        """The default an agent's schema shows: None when the declared default means "not given"."""
        if self.required or self.default in (None, ""):
            return None
        return self.default

    def describe(self, surface: str = "cli") -> str:
        return fill(self.help, surface, {"minimum": self.minimum, "maximum": self.maximum,
                                         "default": self.default})

    def bound_error(self, value) -> str | None:
        """The one-line error for an int outside its bounds on the command line, or None."""
        if self.type is not int or not self.cli_bounds or value is None:
            return None
        low = self.minimum if self.minimum is not None else value
        high = self.maximum if self.maximum is not None else value
        if low <= value <= high:
            return None
        return self.out_of_range.format(flag=self.flag, name=self.name, value=value,
                                        minimum=self.minimum, maximum=self.maximum)


@dataclass(frozen=True)
class Tool:
    """One tool. `windmill` says how it runs when WM_BASE_URL is set: `script` (run_wait_result
    on `script`), `flow` (start the flow `script` and poll), `upload-then-flow` (upload the local
    book to the object store, then the flow `script`) or `local` (here, whatever the mode; then
    `script` is None). `function` is the dotted path of what runs it locally (imported only when
    called); `render` the text renderer's name in render.py. `mcp`: the MCP name of a read-only
    tool offered to agents (MCP and Opencode), None for the others."""

    name: str
    description: str
    function: str
    render: str
    args: tuple[Arg, ...] = ()
    windmill: str = "script"
    script: str | None = None
    mcp: str | None = None
    timeout: int = 60        # seconds an agent's call may take (Opencode)

    def __post_init__(self):
        if self.windmill not in WINDMILL_MODES:
            raise ValueError(f"{self.name}: windmill must be one of {WINDMILL_MODES}")
        if (self.script is None) != (self.windmill == "local"):
            raise ValueError(f"{self.name}: a script path exactly when it runs in Windmill")

    @property
    def summary(self) -> str:
        """The description's first sentence (Windmill's summary, README's tool list)."""
        return first_sentence(fill(self.description, "cli"))

    def describe(self, surface: str = "cli") -> str:
        return fill(self.description, surface)

    def arg(self, name: str) -> Arg:
        return next(a for a in self.args if a.name == name)


def first_sentence(text: str) -> str:
    """Up to the first `.`, `?` or `!` followed by a space or the end (never cut mid-sentence)."""
    text = " ".join(text.split())
    match = re.match(r"(.+?[.?!])(?:\s|$)", text)
    return match.group(1) if match else text


_NAMES: dict[str, dict[str, str]] = {}   # surface -> tool name -> the name shown there


def register(tools: dict[str, Tool]) -> None:
    for tool in tools.values():
        _NAMES.setdefault("cli", {})[tool.name] = f"bin/{tool.name}"
        _NAMES.setdefault("mcp", {})[tool.name] = tool.mcp or f"bin/{tool.name}"
        _NAMES.setdefault("opencode", {})[tool.name] = tool.name if tool.mcp else f"bin/{tool.name}"


def for_surface(text: str, surface: str) -> str:
    """A text written for the command line (an error, a rendered result) with every `bin/<tool>`
    renamed as `surface` shows it (`bin/list-books` -> `list_books` over MCP); the tools that
    surface does not offer keep their bin/ name."""
    names = _NAMES.get(surface, {})
    return re.sub(r"\bbin/([a-z][a-z-]*[a-z])", lambda m: names.get(m.group(1), m.group(0)), text)


def fill(text: str, surface: str, values: dict | None = None) -> str:
    names, values = _NAMES.get(surface, {}), values or {}

    def one(match: re.Match) -> str:
        key = match.group(1)
        if key in values:
            return str(values[key])
        if key in names:
            return names[key]
        raise KeyError(f"unknown placeholder {{{key}}} in: {text[:60]}")
    return re.sub(r"\{([a-z_-]+)\}", one, text)
