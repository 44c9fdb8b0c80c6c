// Every string the page itself shows, in Chinese and English (one table). The language comes from a
// choice remembered in this browser, else the browser's own (navigator.languages), else English.
// Elements in index.html name their string with data-i18n (text), data-i18n-placeholder,
// data-i18n-title or data-i18n-label (aria-label); the script calls t("key", {name: value}).
"use strict";

const LANG_KEY = "ebook-kb-chat-lang";
const LANGS = ["zh", "en"];

const STRINGS = {
  "app.title":          { zh: "ebook-kb · 与书对话", en: "ebook-kb · chat with a book" },
  "brand":              { zh: "ebook-kb", en: "ebook-kb" },
  "signin.heading":     { zh: "ebook-kb 对话", en: "ebook-kb chat" },
  "signin.token":       { zh: "访问令牌", en: "Access token" },
  "signin.submit":      { zh: "登录", en: "Sign in" },
  "signin.hint":        { zh: "仅保存在本浏览器中（localStorage）。", en: "Kept in this browser only (localStorage)." },
  "signout":            { zh: "退出", en: "Sign out" },
  "lang.switch":        { zh: "English", en: "中文" },
  "lang.switch.title":  { zh: "Switch to English", en: "切换到中文" },
  "books.label":        { zh: "书目", en: "Books" },
  "books.menu":         { zh: "书目与对话", en: "Books and conversations" },
  "books.none":         { zh: "还没有可对话的书。", en: "No books to chat with yet." },
  "book.new":           { zh: "+ 新对话", en: "+ New conversation" },
  "book.with_answers":  { zh: "含答案册：{title}", en: "With its answer booklet: {title}" },
  "book.answers_for":   { zh: "《{title}》的答案册", en: "Answer booklet of {title}" },
  "conv.untitled":      { zh: "新对话", en: "New conversation" },
  "conv.delete":        { zh: "删除", en: "Delete" },
  "conv.delete.confirm":{ zh: "删除这个对话？", en: "Delete this conversation?" },
  "conv.gone":          { zh: "链接中的对话已不存在（已删除，或不属于当前账号）。", en: "The conversation in the link no longer exists (deleted, or not yours)." },
  "chat.pick":          { zh: "选择一本书，开始对话", en: "Pick a book and start a conversation" },
  "chat.scope":         { zh: "{book} · 连同答案册 {answers}", en: "{book} · with its answer booklet {answers}" },
  "ask.placeholder":    { zh: "向这本书提问…（Enter 发送，Shift+Enter 换行）", en: "Ask the book… (Enter sends, Shift+Enter for a new line)" },
  "ask.label":          { zh: "你的问题", en: "Your question" },
  "ask.send":           { zh: "发送", en: "Send" },
  "msg.failed":         { zh: "没有回答：{error}", en: "No answer: {error}" },
  "msg.evidence_only":  { zh: "仅证据模式（未配置语言模型）", en: "evidence-only (no language model)" },
  "msg.ms":             { zh: "{ms} 毫秒", en: "{ms} ms" },
  "msg.follow_ups":     { zh: "可以接着问", en: "You could ask next" },
  "cite.role.book":     { zh: "课本", en: "Book" },
  "cite.role.answers":  { zh: "答案册", en: "Answer booklet" },
  "cite.page":          { zh: "第 {page} 页", en: "p. {page}" },
  "cite.printed":       { zh: "（印刷页码 {label}）", en: " (printed {label})" },
  "cite.open":          { zh: "打开第 {page} 页并标出引文", en: "Open page {page} with the quote marked" },
  "page.text":          { zh: "文字", en: "Text" },
  "page.image":         { zh: "图片", en: "Image" },
  "page.close":         { zh: "关闭", en: "Close" },
  "page.loading":       { zh: "正在打开页面…", en: "Opening the page…" },
  "page.not_found":     { zh: "在这一页上没有定位到引文，以下是整页。", en: "The quote was not located on this page; here is the whole page." },
  "page.no_image":      { zh: "这本书没有页面图片（不是由 PDF 导入），以下是页面文字，引文已标出。", en: "This book has no page images (not ingested from a PDF): the page text, with the quote marked." },
  "page.quote":         { zh: "引文", en: "Quote" },
  "error.network":      { zh: "无法连接服务器：{message}", en: "Cannot reach the server: {message}" },
};

function pickLanguage(stored, preferred) {
  if (LANGS.includes(stored)) return stored;
  for (const tag of preferred || []) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

const i18n = {
  lang: pickLanguage(localStorage.getItem(LANG_KEY), navigator.languages || [navigator.language]),

  set(lang) {
    i18n.lang = LANGS.includes(lang) ? lang : "en";
    localStorage.setItem(LANG_KEY, i18n.lang);
    i18n.apply();
  },

  // Fills every data-i18n* element of the page and the document's language and title.
  apply(root) {
    document.documentElement.lang = i18n.lang === "zh" ? "zh-CN" : "en";
    document.title = t("app.title");
    const scope = root || document;
    for (const [attr, target] of [["i18n", null], ["i18nPlaceholder", "placeholder"], ["i18nTitle", "title"],
                                  ["i18nLabel", "aria-label"]]) {
      const name = "data-" + attr.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
      for (const node of scope.querySelectorAll("[" + name + "]")) {
        const text = t(node.dataset[attr]);
        if (target) node.setAttribute(target, text); else node.textContent = text;
      }
    }
  },
};

function t(key, values) {
  const entry = STRINGS[key];
  let text = entry ? (entry[i18n.lang] || entry.en) : key;
  for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(String(value));
  return text;
}
