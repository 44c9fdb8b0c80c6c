"""The library's layout rules: no import cycle between f.common modules (module-level imports, as
written; imports inside functions are the lazy ones and do not count), and no two modules of the
same name in different packages (one name, one thing)."""
import ast
from collections import Counter

from tests.conftest import ROOT

COMMON = ROOT / "f" / "common"


def modules() -> dict[str, object]:
    found = {}
    for path in sorted(COMMON.rglob("*.py")):
        name = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
        found[name.removesuffix(".__init__")] = path
    return found


def _type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def module_imports(path, known: set[str]) -> set[str]:
    """The f.common modules a module imports when it is itself imported."""
    out: set[str] = set()
    body = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while body:
        node = body.pop(0)
        if isinstance(node, ast.If) and not _type_checking(node):
            body += node.body + node.orelse
        elif isinstance(node, ast.Try):
            body += node.body + [n for h in node.handlers for n in h.body] + node.orelse + node.finalbody
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:  # `from f.common.store import books` imports a module
                sub = f"{node.module}.{alias.name}"
                out.add(sub if sub in known else node.module)
    return {m for m in out if m in known}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (or a module importing itself)."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in graph[v]:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_import_graph_is_read():
    found = modules()
    graph = {m: module_imports(p, set(found)) for m, p in found.items()}
    assert "f.common.store.books" in graph["f.common.library"]  # `from f.common.store import books`
    assert "f.common.errors" in graph["f.common.store.books"]


def test_no_import_cycle_between_common_modules():
    found = modules()
    graph = {m: module_imports(p, set(found)) - {m.rsplit(".", 1)[0]} for m, p in found.items()}
    assert cycles(graph) == []


def test_no_two_common_modules_share_a_name():
    names = Counter(p.stem for p in COMMON.rglob("*.py") if p.stem != "__init__")
    assert [n for n, count in names.items() if count > 1] == []
