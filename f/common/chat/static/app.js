// The chat page: books and their conversations on the left, the conversation on the right, a
// cited page in the side panel. Every text from the server goes in through textContent (el()),
// never as HTML, so a page or a message holding <script> shows as text.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { books: [], byId: {}, current: null, busy: false, pageUrl: null, shown: null };

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v; else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c instanceof Node ? c : String(c));
  return node;
}

function handle(err, where) {
  if (err.status === 401) return askToken(err.message);
  $(where || "ask-error").textContent = err.message;
}

function askToken(message) {
  $("token-error").textContent = message || "";
  $("token-form").hidden = false;
  $("token-input").focus();
}

async function loadBooks() {
  const { books } = await api.call("GET", "/api/books/");
  const { conversations } = await api.call("GET", "/api/chat/conversations/");
  state.books = books;
  state.byId = Object.fromEntries(books.map((b) => [b.book_id, b]));
  const fresh = state.current && conversations.find((c) => c.id === state.current.id);
  if (fresh) { state.current = fresh; setTitle(fresh); }  // its title comes from the first question
  const list = $("books");
  list.replaceChildren();
  for (const book of books) {
    const convs = el("ul", { class: "conversations" });
    for (const c of conversations.filter((c) => c.book_id === book.book_id)) {
      convs.append(el("li", { class: "conversation" + (state.current && state.current.id === c.id ? " active" : ""),
        "data-id": c.id, onclick: () => openConversation(c) },
        el("span", { class: "conv-title" }, c.title || "New conversation"),
        el("button", { class: "delete", type: "button", title: "Delete", onclick: (e) => { e.stopPropagation(); remove(c); } }, "×")));
    }
    list.append(el("li", { class: "book", "data-book": book.book_id },
      el("div", { class: "book-title" }, book.title), el("div", { class: "book-id muted" }, book.book_id),
      el("button", { class: "new-conversation", type: "button", onclick: () => newConversation(book) }, "+ New conversation"),
      convs));
  }
}

async function newConversation(book) {
  try { await openConversation(await api.call("POST", "/api/chat/conversations/", { book_id: book.book_id })); }
  catch (err) { handle(err); }
}

async function remove(conv) {
  try {
    await api.call("DELETE", "/api/chat/conversations/" + conv.id + "/");
    if (state.current && state.current.id === conv.id) { state.current = null; $("messages").replaceChildren(); setTitle(); }
    await loadBooks();
  } catch (err) { handle(err); }
}

function setTitle(conv) {
  const book = conv && state.byId[conv.book_id];
  $("chat-title").textContent = conv ? (conv.title || "New conversation") : "Pick a book and start a conversation";
  $("chat-book").textContent = book ? book.title + " · " + book.book_id : "";
  $("question").disabled = $("send").disabled = !conv || state.busy;
}

async function openConversation(conv) {
  state.current = conv;
  setTitle(conv);
  $("ask-error").textContent = "";
  const { messages } = await api.call("GET", "/api/chat/conversations/" + conv.id + "/messages/");
  $("messages").replaceChildren(...messages.map(renderMessage));
  await loadBooks();
  $("question").focus();
}

// "[2]" markers in an answer become links to their citation; the rest stays plain text.
function answerText(text, citations) {
  const node = el("div", { class: "content" });
  for (const part of text.split(/(\[\d+\])/)) {
    const cite = citations.find((c) => "[" + c.n + "]" === part);
    node.append(cite ? el("a", { class: "cite-ref", href: "#", onclick: (e) => { e.preventDefault(); showPage(cite); } }, part) : part);
  }
  return node;
}

function renderMessage(m) {
  const item = el("li", { class: "message " + m.role + (m.status === "failed" ? " failed" : ""), "data-id": m.id || "" });
  if (m.role === "user") { item.append(el("div", { class: "content" }, m.content)); return item; }
  if (m.status === "failed") { item.append(el("div", { class: "error" }, "No answer: " + (m.error || "failed"))); return item; }
  item.append(answerText(m.content, m.citations || []));
  if (m.mode === "evidence_only") item.append(el("div", { class: "mode muted" }, "evidence-only (no language model)"));
  if ((m.citations || []).length) {
    item.append(el("ol", { class: "citations" }, ...m.citations.map((c) => {
      const book = state.byId[c.book_id];
      const where = [book ? book.title : c.book_id, c.section, "p. " + c.page + (c.page_label ? " (printed " + c.page_label + ")" : "")];
      return el("li", { class: "citation", "data-page": c.page, onclick: () => showPage(c) },
        el("span", { class: "n" }, "[" + c.n + "] "), el("span", { class: "where" }, where.filter(Boolean).join(" · ")),
        el("blockquote", { class: "quote" }, c.quote));
    })));
  }
  if ((m.follow_up_questions || []).length) {
    item.append(el("div", { class: "follow-ups" }, ...m.follow_up_questions.map((q) =>
      el("button", { class: "follow-up", type: "button", onclick: () => send(q) }, q))));
  }
  if (m.timings && m.timings.total_ms !== undefined) item.append(el("div", { class: "timing muted" }, Math.round(m.timings.total_ms) + " ms"));
  return item;
}

async function send(question) {
  if (!state.current || state.busy || !question.trim()) return;
  state.busy = true; setTitle(state.current);
  $("ask-error").textContent = "";
  const list = $("messages");
  const pending = el("li", { class: "message assistant streaming" }, el("div", { class: "content" }));
  try {
    await api.stream(state.current.id, question, (ev) => {
      if (ev.type === "user_message") { list.append(renderMessage(ev.message), pending); $("question").value = ""; }
      else if (ev.type === "token") {
        const box = pending.querySelector(".content");
        box.textContent = (ev.reset ? "" : box.textContent) + ev.delta;
      } else if (ev.type === "assistant_message") pending.replaceWith(renderMessage(ev.message));
      else if (ev.type === "error") pending.replaceWith(renderMessage({ role: "assistant", status: "failed", error: ev.message }));
      list.lastElementChild && list.lastElementChild.scrollIntoView({ block: "end" });
    });
  } catch (err) { pending.remove(); handle(err); }
  state.busy = false; setTitle(state.current);
  loadBooks().catch(handle);
}

async function showPage(cite, asText) {
  const book = state.byId[cite.book_id];
  state.shown = cite;
  $("page-title").textContent = (book ? book.title : cite.book_id) + " · p. " + cite.page + (cite.page_label ? " (printed " + cite.page_label + ")" : "");
  $("page-panel").hidden = false;
  try {
    const got = await api.page(cite.book_id, cite.page, asText || !(book && book.page_images));
    if (state.pageUrl) URL.revokeObjectURL(state.pageUrl);
    state.pageUrl = got.kind === "image" ? got.url : null;
    $("page-image").hidden = got.kind !== "image";
    $("page-text").hidden = got.kind === "image";
    if (got.kind === "image") { $("page-image").src = got.url; $("page-image").alt = $("page-title").textContent; }
    else $("page-text").textContent = got.page.content;
    $("page-as-text").hidden = !(book && book.page_images);
    $("page-as-text").textContent = got.kind === "image" ? "Text" : "Image";
  } catch (err) { handle(err, "ask-error"); }
}

function start() {
  $("token-form").addEventListener("submit", (e) => {
    e.preventDefault();
    api.setToken($("token-input").value.trim());
    $("token-input").value = "";
    $("token-form").hidden = true;
    loadBooks().catch(handle);
  });
  $("sign-out").addEventListener("click", () => { api.setToken(""); location.reload(); });
  $("ask-form").addEventListener("submit", (e) => { e.preventDefault(); send($("question").value); });
  $("question").addEventListener("keydown", (e) => { if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); send($("question").value); } });
  $("page-close").addEventListener("click", () => { $("page-panel").hidden = true; });
  $("page-as-text").addEventListener("click", () => showPage(state.shown, $("page-as-text").textContent === "Text"));
  if (!api.token()) askToken(); else loadBooks().catch(handle);
}

start();
