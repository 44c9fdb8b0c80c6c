// The chat API from the browser: JSON calls with the bearer token, and the streamed send, read
// with fetch + ReadableStream (EventSource cannot POST or send an Authorization header).
"use strict";

const TOKEN_KEY = "ebook-kb-chat-token";

class ApiError extends Error {
  constructor(status, code, message) { super(message); this.status = status; this.code = code; }
}

const api = {
  token: () => localStorage.getItem(TOKEN_KEY) || "",
  setToken: (t) => t ? localStorage.setItem(TOKEN_KEY, t) : localStorage.removeItem(TOKEN_KEY),

  headers(extra) {
    return Object.assign({ "Authorization": "Bearer " + api.token() }, extra || {});
  },

  async fail(res) {
    let code = "HTTP" + res.status, message = res.statusText || "request failed";
    try { const body = await res.json(); code = body.error.code; message = body.error.message; } catch (e) { /* not JSON */ }
    throw new ApiError(res.status, code, message);
  },

  async call(method, path, body) {
    const init = { method, headers: api.headers(body ? { "Content-Type": "application/json" } : {}) };
    if (body) init.body = JSON.stringify(body);
    const res = await fetch(path, init);
    if (!res.ok) await api.fail(res);
    return res.status === 204 ? null : res.json();
  },

  // A book id holds slashes: each segment is encoded, the slashes kept.
  pagePath: (bookId, page, asText) =>
    "/api/books/" + bookId.split("/").map(encodeURIComponent).join("/") + "/pages/" + page +
    (asText ? "?format=text" : ""),

  // Where a cited quote lies on its page: {image, boxes (0-1000), found, segments, ...}
  highlight: (bookId, page, quote) => api.call("GET", api.pagePath(bookId, page) + "/highlight?quote=" +
    encodeURIComponent(quote)),

  // {kind: "image", url} (a blob: URL the caller revokes) or {kind: "text", page}
  async page(bookId, page, asText) {
    const res = await fetch(api.pagePath(bookId, page, asText), { headers: api.headers() });
    if (!res.ok) await api.fail(res);
    if ((res.headers.get("Content-Type") || "").startsWith("image/")) {
      return { kind: "image", url: URL.createObjectURL(await res.blob()) };
    }
    return { kind: "text", page: await res.json() };
  },

  // POSTs the message and calls onEvent(data) for each SSE event's JSON data, in order.
  async stream(conversationId, content, onEvent) {
    const res = await fetch("/api/chat/conversations/" + encodeURIComponent(conversationId) + "/send_message_stream/", {
      method: "POST", body: JSON.stringify({ content }),
      headers: api.headers({ "Content-Type": "application/json", "Accept": "text/event-stream" }),
    });
    if (!res.ok) await api.fail(res);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut;
      while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, "");
        const data = block.split(/\r?\n/).filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).replace(/^ /, "")).join("\n");
        if (data) onEvent(JSON.parse(data));  // a block of only ": ping" comments has no data
      }
    }
  },
};
