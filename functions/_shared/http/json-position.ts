/**
 * Where `text`, which `JSON.parse` refused, stops being JSON: the line and column (from 1) of the
 * first character no JSON text could have there, or of its end when it stops too early. JSON.parse
 * says so in some of its messages only, and differently in each engine; this reads the text once,
 * without recursion, however deeply it nests.
 */
export function jsonErrorPosition(text: string): { line: number; column: number } {
  const offset = firstBadOffset(text);
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

const literals: Record<string, string> = { t: "true", f: "false", n: "null" };
const escape = /\\(["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * The offset `jsonErrorPosition` reports. Long because it is JSON's grammar in one loop: a value,
 * then what may follow it in the container it is in, with an explicit stack of open containers.
 */
function firstBadOffset(text: string): number {
  let at = 0;
  const skipBlanks = () => {
    while (at < text.length && " \t\n\r".includes(text[at]!)) at++;
  };
  /** Reads `pattern` at `at`; false (and `at` where it failed) when it is not there whole. */
  const read = (pattern: RegExp) => {
    pattern.lastIndex = at;
    if (!pattern.test(text)) return false;
    at = pattern.lastIndex;
    return true;
  };
  const digits = () => {
    const from = at;
    while (text[at]! >= "0" && text[at]! <= "9") at++;
    return at > from;
  };
  /** Reads a number at `at`; false, with `at` where a digit was wanted, when it is not one. */
  const readNumber = () => {
    if (text[at] === "-") at++;
    if (text[at] === "0") at++;
    else if (!digits()) return false;
    if (text[at] === ".") {
      at++;
      if (!digits()) return false;
    }
    if (text[at] === "e" || text[at] === "E") {
      at++;
      if (text[at] === "+" || text[at] === "-") at++;
      if (!digits()) return false;
    }
    return true;
  };
  /** Reads a string at `at` (its opening quote); false, with `at` on what is wrong, when it is not one. */
  const readString = () => {
    for (at++; at < text.length; at++) {
      if (text[at] === '"') return (at++, true);
      if (text.charCodeAt(at) < 0x20) return false;
      if (text[at] === "\\") {
        if (!read(escape)) {
          // What is wrong: the letter after the backslash, or a \u escape's first character that is not hex.
          at++;
          if (text[at] === "u") for (at++; /[0-9a-fA-F]/.test(text[at] ?? ""); at++);
          return false;
        }
        at--; // the loop steps past the escape's last character
      }
    }
    return false;
  };
  /** Reads an object's `"key":`; false, with `at` on what is wrong, when it is not there. */
  const readKey = () => {
    skipBlanks();
    if (text[at] !== '"' || !readString()) return false;
    skipBlanks();
    return text[at] === ":" && (at++, true);
  };
  const open: ("{" | "[")[] = [];
  for (;;) {
    // A value.
    skipBlanks();
    const c = text[at];
    if (c === "{" || c === "[") {
      at++;
      skipBlanks();
      if (text[at] === (c === "{" ? "}" : "]")) at++;
      else {
        open.push(c);
        if (c === "{" && !readKey()) return at;
        continue;
      }
    } else if (c === '"') {
      if (!readString()) return at;
    } else if (c === "-" || (c! >= "0" && c! <= "9")) {
      if (!readNumber()) return at;
    } else {
      // true, false or null, as far as it goes: what is wrong is the first letter that differs.
      const word = literals[c ?? ""] ?? "";
      for (let i = 0; i < word.length; i++, at++) if (text[at] !== word[i]) return at;
      if (!word) return at;
    }
    // After a value: a comma and the next, a close, or the end.
    for (;;) {
      skipBlanks();
      const container = open.at(-1);
      if (container === undefined) return at; // text after the value (the parser refused something)
      if (text[at] === (container === "{" ? "}" : "]")) {
        at++;
        open.pop();
        continue;
      }
      if (text[at] !== ",") return at;
      at++;
      if (container === "{" && !readKey()) return at;
      break;
    }
  }
}
