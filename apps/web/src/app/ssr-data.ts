/** Parses a JSON data block the server wrote into the page; null when absent or unreadable. */
export function readPageData(elementId: string): unknown {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
