// Language tags as readers and editors give them: canonical forms, the languages an
// `Accept-Language` asks for in the order of its weights, and the language a text has that is
// nearest to what was asked. The rest of languages is tested through the API (languages.test.ts).
import { describe, expect, it } from "vitest";
import { askedLanguages, canonicalTag, chosen } from "../functions/_shared/languages/tags.ts";

describe("language tags", () => {
  it("keeps a tag in its canonical form, and refuses what is not one the service keeps", () => {
    expect(["EN-gb", "zh-hant-tw", "iw", "de-1996-1996", "sr-latn-RS"].map(canonicalTag)).toEqual(["en-GB", "zh-Hant-TW", "he", "de-1996", "sr-Latn-RS"]);
    expect(["english", "en_US", "en-u-ca-gregory", "x-private", "", "e", `en-${"a".repeat(40)}`].map(canonicalTag)).toEqual(Array(7).fill(undefined));
  });

  it("reads Accept-Language by its weights, leaving out what asks for nothing", () => {
    expect(askedLanguages(undefined, "de;q=0.5, fr-CA, *;q=0.9, en;q=0, it;q=0.7, fr-ca")).toEqual(["fr-CA", "it", "de"]);
    expect(askedLanguages("fr", "de")).toEqual(["fr"]);
    expect(askedLanguages(undefined, undefined)).toEqual([]);
    // A stranger's header is read to its first 500 characters, for at most six languages.
    const huge = Array.from({ length: 20_000 }, (_, i) => `x${String.fromCharCode(97 + (i % 26))};q=0.${i % 9 + 1}`).join(",");
    expect(askedLanguages(undefined, huge).length).toBeLessThanOrEqual(6);
    expect(askedLanguages(undefined, `${"de,".repeat(300)}fr`)).toEqual(["de"]);
  });

  it("chooses the first asked language a text has, from the whole tag to its language, exact before more specific", () => {
    expect(chosen(["fr-CA"], ["en", "fr", "fr-CA"])).toBe("fr-CA");
    expect(chosen(["fr-CA"], ["en", "fr-FR", "fr"])).toBe("fr");
    expect(chosen(["fr"], ["en", "fr-FR"])).toBe("fr-FR");
    expect(chosen(["ja", "de"], ["en", "de-AT"])).toBe("de-AT");
    expect(chosen(["ja"], ["en", "fr"])).toBeUndefined();
  });
});
