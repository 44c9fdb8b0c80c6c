"""What `bin/install-opencode-tools` records for the installed tools (their config.ts): the bin/
directory, the install's book scope, and the settings the install saw, so that an Opencode started
anywhere else reads the same library.

Recorded: `KB_HOME` always (as an absolute path: a relative one would mean another folder in
another directory), and every other variable of `f.common.config.ENV` that was set, except
secrets. Secrets (keys, tokens, passwords, URLs marked secret) are never written to the file: they
stay in the environment Opencode runs in, where the tools inherit them; the install names the ones
it saw so the operator knows to provide them there. Recorded values win over Opencode's
environment, like the install's book scope (re-run the install to change them)."""
from __future__ import annotations

import json
import logging
import os
import sys

from f.common.config import ENV, load

log = logging.getLogger(__name__)

SCOPE = "KB_ALLOWED_BOOKS"  # the install's own --allowed-books, or Opencode's environment


def is_secret(name: str) -> bool:
    return "(secret)" in ENV[name][1] or name.endswith(("_KEY", "_TOKEN", "_TOKENS", "_PASSWORD"))


def recorded(environ: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """(settings to record, names of the secrets seen and left to the environment)."""
    values, secrets = {}, []
    for name in ENV:
        value = (environ.get(name) or "").strip()
        if name == SCOPE or not value:
            continue
        if is_secret(name):
            secrets.append(name)
        else:
            values[name] = value
    values["KB_HOME"] = str(load().kb_home)  # resolved here: absolute, the default made explicit
    return values, secrets


def config_ts(bin_dir: str, allowed: str, values: dict[str, str]) -> str:
    """The file's text; every value is written as JSON (never raw text pasted into code)."""
    def dump(value) -> str:
        return json.dumps(value, ensure_ascii=False)
    return ("// Written by bin/install-opencode-tools; re-run it to change these. Secrets are not\n"
            "// here: the tools take them from the environment Opencode runs in.\n"
            f"export const KB_BIN = {dump(bin_dir)}\n"
            f"export const KB_ALLOWED_BOOKS = {dump(allowed)}\n"
            f"export const KB_ENV: Record<string, string> = {dump(values)}\n")


def main(argv: list[str]) -> int:
    bin_dir, allowed, out = argv
    values, secrets = recorded(dict(os.environ))
    with open(out, "w", encoding="utf-8") as f:
        f.write(config_ts(bin_dir, allowed, values))
    print("recorded for the tools: " + ", ".join(f"{k}={v}" for k, v in values.items()),
          file=sys.stderr)
    if secrets:
        print(f"not recorded (secrets; set them where Opencode runs): {', '.join(secrets)}",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
