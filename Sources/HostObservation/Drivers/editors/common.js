// The uniform API every editor page gives the observer driver (PROTOCOL.md, "Editor pages"):
// window.editsem = {editor, ready, error, element(), set(text, atEnd), text(), caret()}.
// A page calls editsemPage({...}) once its editor is mounted, or editsemFailed(reason).
'use strict';
window.editsem = {ready: false, error: null};
function editsemPage(api) {
  Object.assign(window.editsem, api, {ready: true});
}
function editsemFailed(reason) {
  window.editsem.error = String(reason && reason.stack || reason);
}
window.addEventListener('error', (ev) => { if (!window.editsem.ready) editsemFailed(ev.message); });
window.addEventListener('unhandledrejection', (ev) => { if (!window.editsem.ready) editsemFailed(ev.reason); });
// The caret as the user sees it: the UTF-16 length of the text from the start of `root` to the
// DOM selection's focus; null when the selection is not collapsed or is outside `root`.
function editsemDOMCaret(root) {
  const sel = getSelection();
  if (!sel.rangeCount || !sel.isCollapsed || !root.contains(sel.focusNode)) return null;
  const r = document.createRange();
  r.setStart(root, 0); r.setEnd(sel.focusNode, sel.focusOffset);
  return r.toString().length;
}
// A rich-text editor's root holding one paragraph: the caret to the end of its last text node, or
// to its start.
function editsemDOMCollapse(root, atEnd) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode(), last = node;
  if (atEnd) { while (node) { last = node; node = walker.nextNode(); } }
  const sel = getSelection();
  if (last) sel.collapse(last, atEnd ? last.length : 0);
  else sel.collapse(root.querySelector('p') || root, 0);
}
// The paragraphs' text of a rich-text editor's root, joined by LF.
function editsemBlocksText(root) {
  const blocks = Array.from(root.children);
  return (blocks.length ? blocks : [root]).map((b) => b.textContent).join('\n');
}
function editsemEscape(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
