import { describe, expect, it } from "vitest";
import { searchLanding } from "../../src/lib/searchLanding.ts";

describe("searchLanding", () => {
  it("searchLanding(sections) lands on the anchored section with the most matches, the page's order on a tie, at most 3", () => {
    const sections = [
      { title: "Lab", url: "/labs/rdma/", excerpt: "", locations: [1, 2, 3, 4, 5] },
      { title: "Keys", url: "/labs/rdma/#keys", excerpt: "", locations: [7, 9] },
      { title: "Queue pairs", url: "/labs/rdma/#qp", excerpt: "", locations: [11] },
      { title: "Memory", url: "/labs/rdma/#mr", excerpt: "", locations: [20, 21] },
      { title: "Done", url: "/labs/rdma/#done", excerpt: "", locations: [] },
    ];
    expect(searchLanding(sections).map((s) => s.url)).toEqual([
      "/labs/rdma/#keys",
      "/labs/rdma/#mr",
      "/labs/rdma/#qp",
    ]);
  });

  it("searchLanding(undefined or no sections) is empty, so the result keeps the page's own link", () => {
    expect(searchLanding(undefined)).toEqual([]);
    expect(searchLanding([])).toEqual([]);
  });
});
