// The chat page: books and their conversations on the left (a drawer on a phone), the conversation
// in the middle, a cited page beside it (over it on a phone) with the quote marked. Every text from
// the server goes in through textContent (el()), never as HTML, so a page or a message holding
// <script> shows as text. The open conversation is in the URL (?book=…&c=…): a reload or a shared
// link opens it again. Strings come from i18n.js (t()).
"use strict";

const $ = (id) => document.getElementById(id);
const NARROW = window.matchMedia("(max-width: 760px)");
const state = { books: [], byId: {}, conversations: [], current: null, messages: [], busy: false,
  pageUrl: null, shown: null, view: null, pageSeq: 0 };

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
  const message = err instanceof ApiError ? err.message : t("error.network", { message: err.message });
  $(where || "ask-error").textContent = message;
}

function askToken(message) {
  $("token-error").textContent = message || "";
  $("token-form").hidden = false;
  $("token-input").focus();
}

// --- the URL: ?book=<id>&c=<conversation id> ---------------------------------------------------
function wantedConversation() {
  return new URLSearchParams(location.search).get("c") || "";
}

function setUrl(conv, replace) {
  const query = conv ? "?" + new URLSearchParams({ book: conv.book_id, c: conv.id }).toString() : "";
  if (location.search === query || (!query && !location.search)) return;
  history[replace ? "replaceState" : "pushState"]({ c: conv ? conv.id : "" }, "", location.pathname + query);
}

// --- books and conversations -------------------------------------------------------------------
const bookTitle = (id) => (state.byId[id] ? state.byId[id].title : id);

// book id -> "book" | "answers" for the books a conversation on `bookId` reads
function rolesOf(bookId) {
  const book = state.byId[bookId];
  const roles = Object.fromEntries(((book && book.chat_books) || []).map((b) => [b.book_id, b.role]));
  if (!roles[bookId]) roles[bookId] = "book";
  return roles;
}

function scopeLine(bookId) {
  const roles = rolesOf(bookId);
  const main = Object.keys(roles).find((id) => roles[id] === "book") || bookId;
  const answers = Object.keys(roles).filter((id) => roles[id] === "answers" && id !== main);
  const book = bookTitle(main) + " · " + main;
  return answers.length ? t("chat.scope", { book, answers: answers.map(bookTitle).join("、") }) : book;
}

async function loadBooks() {
  const { books } = await api.call("GET", "/api/books/");
  const { conversations } = await api.call("GET", "/api/chat/conversations/");
  state.books = books;
  state.byId = Object.fromEntries(books.map((b) => [b.book_id, b]));
  state.conversations = conversations;
  const fresh = state.current && conversations.find((c) => c.id === state.current.id);
  if (fresh) state.current = fresh;  // its title comes from the first question
  renderSidebar();
  setTitle(state.current);
}

function renderSidebar() {
  const list = $("books");
  list.replaceChildren();
  if (!state.books.length) list.append(el("li", { class: "book muted" }, t("books.none")));
  for (const book of state.books) {
    const convs = el("ul", { class: "conversations" });
    for (const c of state.conversations.filter((c) => c.book_id === book.book_id)) {
      convs.append(el("li", { class: "conversation" + (state.current && state.current.id === c.id ? " active" : ""),
        "data-id": c.id, onclick: () => openConversation(c).catch(handle) },
        el("span", { class: "conv-title" }, c.title || t("conv.untitled")),
        el("button", { class: "delete", type: "button", title: t("conv.delete"), "aria-label": t("conv.delete"),
          onclick: (e) => { e.stopPropagation(); remove(c); } }, "×")));
    }
    const roles = rolesOf(book.book_id);
    const answers = Object.keys(roles).filter((id) => roles[id] === "answers" && id !== book.book_id);
    const answersFor = roles[book.book_id] === "answers" && Object.keys(roles).find((id) => roles[id] === "book");
    const link = answers.length ? t("book.with_answers", { title: answers.map(bookTitle).join("、") })
      : answersFor ? t("book.answers_for", { title: bookTitle(answersFor) }) : null;
    list.append(el("li", { class: "book", "data-book": book.book_id },
      el("div", { class: "book-title" }, book.title), el("div", { class: "book-id muted" }, book.book_id),
      link ? el("div", { class: "book-link" }, link) : null,
      el("button", { class: "new-conversation", type: "button", onclick: () => newConversation(book) }, t("book.new")),
      convs));
  }
}

async function newConversation(book) {
  try { await openConversation(await api.call("POST", "/api/chat/conversations/", { book_id: book.book_id })); }
  catch (err) { handle(err); }
}

async function remove(conv) {
  if (!window.confirm(t("conv.delete.confirm"))) return;
  try {
    await api.call("DELETE", "/api/chat/conversations/" + encodeURIComponent(conv.id) + "/");
    if (state.current && state.current.id === conv.id) {
      state.current = null; state.messages = []; renderMessages(); setUrl(null, true);
    }
    await loadBooks();
  } catch (err) { handle(err); }
}

function setTitle(conv) {
  $("chat-title").textContent = conv ? (conv.title || t("conv.untitled")) : t("chat.pick");
  $("chat-book").textContent = conv ? scopeLine(conv.book_id) : "";
  $("question").disabled = $("send").disabled = !conv || state.busy;
}

// how: "push" (a click: a new history entry), "restore" (the URL already names it)
async function openConversation(conv, how) {
  state.current = conv;
  setTitle(conv);
  renderSidebar();  // marked open at once, not after the next listing
  $("ask-error").textContent = "";
  setUrl(conv, how === "restore");
  closeDrawer();
  const { conversation, messages } = await api.call("GET", "/api/chat/conversations/" + encodeURIComponent(conv.id) + "/messages/");
  if (!state.current || state.current.id !== conv.id) return;  // another was opened meanwhile
  state.current = conversation;
  state.messages = messages;
  renderMessages();
  await loadBooks();
  if (!NARROW.matches) $("question").focus();
}

// The conversation the URL names (after a reload, or Back/Forward), or none.
async function openFromUrl() {
  const cid = wantedConversation();
  if (!cid) {
    state.current = null; state.messages = []; renderMessages(); setTitle(null); renderSidebar();
    if (NARROW.matches) openDrawer();
    return;
  }
  if (state.current && state.current.id === cid) return;
  try {
    await openConversation(await api.call("GET", "/api/chat/conversations/" + encodeURIComponent(cid) + "/"), "restore");
  } catch (err) {
    if (err.status !== 404) return handle(err);
    setUrl(null, true);
    state.current = null; state.messages = []; renderMessages(); setTitle(null); renderSidebar();
    $("ask-error").textContent = t("conv.gone");
  }
}

// --- messages ----------------------------------------------------------------------------------
function renderMessages() {
  $("messages").replaceChildren(...state.messages.map(renderMessage));
}

function pageWords(page, label) {
  return t("cite.page", { page }) + (label && String(label) !== String(page) ? t("cite.printed", { label }) : "");
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

function renderCitation(c, roles) {
  const role = roles[c.book_id] || "book";
  const where = [bookTitle(c.book_id), c.section, pageWords(c.page, c.page_label)];
  return el("li", { class: "citation", "data-book": c.book_id, "data-role": role, "data-page": c.page,
    tabindex: "0", role: "button", title: t("cite.open", { page: c.page }),
    onclick: () => showPage(c), onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); showPage(c); } } },
    el("span", { class: "n" }, "[" + c.n + "]"), " ",
    Object.keys(roles).length > 1 ? el("span", { class: "role role-" + role }, t("cite.role." + role)) : null,
    el("span", { class: "where" }, where.filter(Boolean).join(" · ")),
    el("blockquote", { class: "quote" }, c.quote));
}

function renderMessage(m) {
  const item = el("li", { class: "message " + m.role + (m.status === "failed" ? " failed" : ""), "data-id": m.id || "" });
  if (m.role === "user") { item.append(el("div", { class: "content" }, m.content)); return item; }
  if (m.status === "failed") { item.append(el("div", { class: "error" }, t("msg.failed", { error: m.error || "failed" }))); return item; }
  item.append(answerText(m.content, m.citations || []));
  if (m.mode === "evidence_only") item.append(el("div", { class: "mode muted" }, t("msg.evidence_only")));
  const roles = rolesOf(state.current ? state.current.book_id : "");
  if ((m.citations || []).length) item.append(el("ol", { class: "citations" }, ...m.citations.map((c) => renderCitation(c, roles))));
  if ((m.follow_up_questions || []).length) {
    item.append(el("div", { class: "follow-ups", "aria-label": t("msg.follow_ups") }, ...m.follow_up_questions.map((q) =>
      el("button", { class: "follow-up", type: "button", onclick: () => send(q) }, q))));
  }
  if (m.timings && m.timings.total_ms !== undefined) item.append(el("div", { class: "timing muted" }, t("msg.ms", { ms: Math.round(m.timings.total_ms) })));
  return item;
}

async function send(question) {
  if (!state.current || state.busy || !question.trim()) return;
  state.busy = true; setTitle(state.current);
  $("ask-error").textContent = "";
  const list = $("messages");
  const pending = el("li", { class: "message assistant streaming" }, el("div", { class: "content" }));
  const done = (message) => { state.messages.push(message); pending.replaceWith(renderMessage(message)); };
  try {
    await api.stream(state.current.id, question, (ev) => {
      if (ev.type === "user_message") {
        state.messages.push(ev.message); list.append(renderMessage(ev.message), pending); $("question").value = "";
      } else if (ev.type === "token") {
        const box = pending.querySelector(".content");
        box.textContent = (ev.reset ? "" : box.textContent) + ev.delta;
      } else if (ev.type === "assistant_message") done(ev.message);
      else if (ev.type === "error") done({ role: "assistant", status: "failed", error: ev.message });
      list.lastElementChild && list.lastElementChild.scrollIntoView({ block: "end" });
    });
  } catch (err) { pending.remove(); handle(err); }
  state.busy = false; setTitle(state.current);
  loadBooks().catch(handle);
}

// --- a cited page, the quote marked --------------------------------------------------------------
function showNote(key) {
  $("page-note").hidden = !key;
  $("page-note").textContent = key ? t(key) : "";
}

function drawBoxes(boxes) {
  const figure = $("page-figure");
  figure.querySelectorAll(".highlight").forEach((n) => n.remove());
  for (const [x0, y0, x1, y1] of boxes) {  // page coordinates 0-1000, as the content list keeps them
    const mark = el("div", { class: "highlight" });
    mark.style.left = Math.max(0, x0 - 4) / 10 + "%";
    mark.style.top = Math.max(0, y0 - 4) / 10 + "%";
    mark.style.width = (Math.min(1000, x1 + 4) - Math.max(0, x0 - 4)) / 10 + "%";
    mark.style.height = (Math.min(1000, y1 + 4) - Math.max(0, y0 - 4)) / 10 + "%";
    figure.append(mark);
  }
}

function showText(segments) {
  $("page-text").replaceChildren(...segments.map((s) => (s.mark ? el("mark", { class: "quote-mark" }, s.text) : s.text)));
}

// view: "image", "text", or none: the image where the quote can be drawn on it, else the text
async function showPage(cite, view) {
  const seq = ++state.pageSeq;
  state.shown = cite;
  $("page-title").textContent = bookTitle(cite.book_id) + " · " + pageWords(cite.page, cite.page_label);
  $("page-panel").hidden = false;
  document.body.classList.add("page-open");
  showNote("page.loading");
  try {
    const spot = await api.highlight(cite.book_id, cite.page, cite.quote);
    const drawable = (spot.boxes || []).length > 0 || !spot.found;  // no bbox kept: the text shows the quote
    const image = spot.image && (view === "image" || (view !== "text" && drawable))
      ? await api.page(cite.book_id, cite.page, false) : null;
    if (seq !== state.pageSeq) { if (image && image.url) URL.revokeObjectURL(image.url); return; }  // a later click won
    if (state.pageUrl) URL.revokeObjectURL(state.pageUrl);
    const isImage = !!(image && image.kind === "image");
    state.view = isImage ? "image" : "text";
    state.pageUrl = isImage ? image.url : null;
    $("page-figure").hidden = $("page-image").hidden = !isImage;
    $("page-text").hidden = isImage;
    if (isImage) {
      drawBoxes(spot.boxes || []);
      $("page-image").alt = $("page-title").textContent;
      $("page-image").onload = () => { const first = $("page-figure").querySelector(".highlight"); if (first) first.scrollIntoView({ block: "center" }); };
      $("page-image").src = image.url;
    } else {
      drawBoxes([]);
      showText(spot.segments || []);
      const first = $("page-text").querySelector("mark");
      if (first) first.scrollIntoView({ block: "center" });
    }
    showNote(!spot.found ? "page.not_found" : !spot.image ? "page.no_image" : null);
    $("page-as-text").hidden = !spot.image;
    $("page-as-text").textContent = isImage ? t("page.text") : t("page.image");
  } catch (err) { if (seq === state.pageSeq) { showNote(null); handle(err, "ask-error"); } }
}

function closePage() {
  state.pageSeq++;
  $("page-panel").hidden = true;
  document.body.classList.remove("page-open");
}

// --- layout: the drawer on a phone, the language switch --------------------------------------------
function openDrawer() { document.body.classList.add("drawer-open"); $("scrim").hidden = false; }
function closeDrawer() { document.body.classList.remove("drawer-open"); $("scrim").hidden = true; }

function switchLanguage() {
  i18n.set(i18n.lang === "zh" ? "en" : "zh");
  renderSidebar();
  setTitle(state.current);
  if (!state.busy) renderMessages();
  if (!$("page-panel").hidden && state.shown) showPage(state.shown, state.view);
}

function start() {
  i18n.apply();
  $("token-form").addEventListener("submit", (e) => {
    e.preventDefault();
    api.setToken($("token-input").value.trim());
    $("token-input").value = "";
    $("token-form").hidden = true;
    loadBooks().then(openFromUrl).catch(handle);
  });
  $("sign-out").addEventListener("click", () => { api.setToken(""); location.reload(); });
  for (const button of document.querySelectorAll(".lang-switch")) button.addEventListener("click", switchLanguage);
  $("menu").addEventListener("click", () => (document.body.classList.contains("drawer-open") ? closeDrawer() : openDrawer()));
  $("scrim").addEventListener("click", closeDrawer);
  $("ask-form").addEventListener("submit", (e) => { e.preventDefault(); send($("question").value); });
  $("question").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); send($("question").value); }  // not while an IME composes
  });
  $("page-close").addEventListener("click", closePage);
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") { closePage(); closeDrawer(); } });
  $("page-as-text").addEventListener("click", () => showPage(state.shown, state.view === "image" ? "text" : "image"));
  window.addEventListener("popstate", () => openFromUrl().catch(handle));
  if (!api.token()) askToken(); else loadBooks().then(openFromUrl).catch(handle);
}

start();
