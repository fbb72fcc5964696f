/** Ctrl+Enter (⌘+Enter on a Mac) sends; Enter alone starts a new line, as a phone's keyboard expects. */
export function isSendShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
