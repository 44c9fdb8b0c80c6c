// Replaced by bin/install-opencode-tools with this checkout's bin/, the install's book scope and
// the settings the install saw (KB_HOME, ...; never secrets).
export const KB_BIN = ""
export const KB_ALLOWED_BOOKS = ""
export const KB_ENV: Record<string, string> = {}
