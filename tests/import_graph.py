"""The import graph of a package tree, read from the source with `ast` (never imported): every
`import x` and `from x import y` at any depth (top level and inside functions, where cycles hide),
resolved to the tree's own modules; and its cycles (strongly connected components)."""
from __future__ import annotations

import ast
from pathlib import Path


def modules(root: Path, package: str) -> dict[str, Path]:
    """Dotted module name -> file, for every .py under root (the package `package`)."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = (package, *path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _imported(node, module: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:  # relative: from the module's package, up level-1 packages
            package = module.split(".") if is_package else module.split(".")[:-1]
            package = package[:len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        return [f"{base}.{alias.name}" for alias in node.names] + [base]
    return []


def graph(root: Path, package: str) -> dict[str, set[str]]:
    """module -> the tree's modules it imports (a `from pkg import name` counts pkg.name when that
    is a module, else pkg itself)."""
    mods = modules(root, package)
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for module, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names = _imported(node, module, path.name == "__init__.py")
            if isinstance(node, ast.ImportFrom):
                names = [n for n in names[:-1] if n in mods] or [names[-1]]
            edges[module] |= {n for n in names if n in mods and n != module}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Each set of modules that import each other (directly or round a loop), sorted; iterative
    Tarjan, so a deep tree cannot overflow the stack."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def loop_of(edges: dict[str, set[str]], component: list[str]) -> list[str]:
    """One concrete loop through a cycle's modules, for the message: a -> b -> ... -> a."""
    members = set(component)
    path, seen = [component[0]], {component[0]: 0}
    while True:
        step = sorted(edges[path[-1]] & members)[0]
        if step in seen:
            return path[seen[step]:] + [step]
        seen[step] = len(path)
        path.append(step)
