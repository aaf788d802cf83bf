import path from 'node:path';

/**
 * One edit of a library's code as text, at build time. `text` must be found (every occurrence
 * is replaced when it is global): a release that words it otherwise fails the build with the
 * edit's name, instead of silently keeping the code the edit was there to drop.
 */
export interface TextEdit {
  what: string;
  text: RegExp;
  by: string;
}

/** A file's code with its edits made; throws, naming the file and edit, when one finds nothing. */
export function editText(code: string, id: string, edits: TextEdit[]): string {
  let out = code;
  for (const edit of edits) {
    edit.text.lastIndex = 0;
    if (!edit.text.test(out))
      throw new Error(
        `the site build edits ${path.basename(id)} (${edit.what}) but no longer finds ` +
          `${String(edit.text)}: the library changed; update or remove the edit.`,
      );
    edit.text.lastIndex = 0;
    out = out.replace(edit.text, edit.by);
  }
  return out;
}
