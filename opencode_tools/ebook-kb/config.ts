// Replaced by bin/install-opencode-tools with this checkout's bin/ and the install's book scope.
export const KB_BIN = ""
export const KB_ALLOWED_BOOKS = ""
