import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding.server";

describe("Accept-Encoding with its q values (issue 29, item 9)", () => {
  it("takes the highest q value, brotli then gzip on a tie", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.2, identity;q=0.5")).toBe("identity");
    expect(chooseEncoding("x-gzip")).toBe("gzip");
    expect(chooseEncoding(" GZIP ; Q=1 ")).toBe("gzip");
  });

  it("refuses an encoding whose q is 0, and reads * as every encoding not named", () => {
    expect(chooseEncoding("gzip;q=0, *")).toBe("br");
    expect(chooseEncoding("gzip;q=0, *", ["gzip"])).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, identity")).toBe("identity");
    expect(chooseEncoding("br;q=0.0, gzip;q=0.000")).toBe("identity");
  });

  it("sends encoded bytes when identity;q=0 asks for them, and plain bytes when nothing is acceptable", () => {
    expect(chooseEncoding("identity;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity;q=0, br;q=0.1, gzip;q=0.1")).toBe("br");
    expect(chooseEncoding("identity;q=0")).toBe("identity");
    expect(chooseEncoding("*;q=0")).toBe("identity");
  });

  it("sends plain bytes without the header or with an empty one", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });
});
