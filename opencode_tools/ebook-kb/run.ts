// The one helper every ebook-kb Opencode tool uses: run a bin/ wrapper of the ebook-kb checkout
// with an argument array (never a shell string), bounded in time and output, cancelled by the
// agent's abort signal, and return its output, or its one-line error, as text for the agent.
import { spawn } from "node:child_process"
import path from "node:path"
import { KB_BIN, KB_ALLOWED_BOOKS, KB_ENV } from "./config.ts"

const MAX_OUTPUT = 2_000_000 // bytes kept from a wrapper's stdout/stderr

export type RunOptions = { abort?: AbortSignal; timeoutMs?: number }

/** An option whose value may start with "-" is still read as that option's value. */
export const opt = (name: string, value: string | number) => `--${name}=${value}`

function lastErrorLine(stderr: string): string {
  const lines = stderr.split("\n").map((l) => l.trim()).filter(Boolean)
  const error = [...lines].reverse().find((l) => l.startsWith("error:"))
  return error ?? lines[lines.length - 1] ?? ""
}

export function runWrapper(tool: string, args: string[], options: RunOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? 120_000
  const program = path.join(KB_BIN, tool)
  return new Promise((resolve) => {
    if (options.abort?.aborted) return resolve(`error: ${tool} cancelled before it started`)
    // The install's settings (KB_HOME, ...) win; secrets come from Opencode's own environment.
    const env = { ...process.env, ...(KB_ENV ?? {}) }
    if (KB_ALLOWED_BOOKS) env.KB_ALLOWED_BOOKS = KB_ALLOWED_BOOKS // the install's scope wins
    // Own process group, so that a stop reaches whatever the wrapper started, too.
    const child = spawn(program, args, { shell: false, stdio: ["ignore", "pipe", "pipe"], env, detached: true })
    let stdout = ""
    let stderr = ""
    let stopped: string | null = null
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      if (stdout.length < MAX_OUTPUT) stdout += d
    })
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      if (stderr.length < MAX_OUTPUT) stderr += d
    })
    const signal = (sig: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, sig)
      } catch {
        child.kill(sig)
      }
    }
    const stop = (why: string) => {
      if (stopped) return
      stopped = why
      signal("SIGTERM")
      setTimeout(() => signal("SIGKILL"), 2_000).unref()
    }
    const timer = setTimeout(() => stop(`error: ${tool} timed out after ${timeoutMs / 1000} s`), timeoutMs)
    const onAbort = () => stop(`error: ${tool} cancelled`)
    options.abort?.addEventListener("abort", onAbort, { once: true })
    const finish = (text: string) => {
      clearTimeout(timer)
      options.abort?.removeEventListener("abort", onAbort)
      resolve(text)
    }
    child.on("error", (err) => finish(`error: cannot run ${program}: ${err.message}`))
    child.on("exit", () => {
      if (stopped) finish(stopped) // do not wait for pipes a stopped wrapper's children may hold
    })
    child.on("close", (code) => {
      if (stopped) return finish(stopped)
      if (code === 0) return finish(stdout.trimEnd() || "(no output)")
      finish(lastErrorLine(stderr) || `error: ${tool} failed with exit status ${code}`)
    })
  })
}
