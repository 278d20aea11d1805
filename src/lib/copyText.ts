/**
 * Put text on the clipboard, where the browser allows it: resolves true when copied, false when
 * the page may not write the clipboard (no permission, an insecure origin, a sandboxed iframe).
 * Never rejects. Example: `if (!(await copyText(snippet))) textarea.select()`.
 */
export function copyText(text: string): Promise<boolean> {
  if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) return Promise.resolve(false);
  return navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
}
