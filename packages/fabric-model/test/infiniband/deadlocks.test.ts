import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bufferDependencyGraph } from "../../src/infiniband/bufferDependencyGraph.ts";
import { dependencyBuffer } from "../../src/infiniband/dependencyBuffer.ts";
import { findDependencyCycles } from "../../src/infiniband/findDependencyCycles.ts";
import { deadlockPreventions, pfcDeadlockScenario } from "../../src/infiniband/pfcDeadlockScenario.ts";
import { equalCostPaths } from "../../src/topology/equalCostPaths.ts";

describe("findDependencyCycles", () => {
  it("findDependencyCycles(a 3-cycle and a tail) -> the three buffers in dependency order", () => {
    const g = bufferDependencyGraph(
      [
        [0, 1],
        [1, 2],
        [2, 0],
        [2, 3],
        [3, 4],
      ],
      { buffers: 5 },
    );
    expect(findDependencyCycles(g)).toEqual([[0, 1, 2]]);
  });

  it("two separate cycles, a self-dependency, and an acyclic graph", () => {
    const two = bufferDependencyGraph(
      [
        [0, 1, 0],
        [2, 3, 4, 2],
      ],
      { buffers: 5 },
    );
    expect(findDependencyCycles(two)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    expect(findDependencyCycles(bufferDependencyGraph([[3, 3]], { buffers: 4 }))).toEqual([[3]]);
    expect(findDependencyCycles(bufferDependencyGraph([[0, 1, 2, 3]], { buffers: 4 }))).toEqual([]);
  });

  it("a graph has a cycle exactly when no topological order exists (fast-check, seed 23)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(9), fc.nat(9)), { maxLength: 25 }), (edges) => {
        const g = bufferDependencyGraph(
          edges.map(([a, b]) => [a, b]),
          { buffers: 10 },
        );
        const cycles = findDependencyCycles(g);
        // Kahn's algorithm: every buffer can be ordered iff the graph is acyclic.
        const indegree = new Array(10).fill(0);
        for (const [, b] of g.edges) indegree[b]++;
        const queue = indegree.flatMap((d, i) => (d === 0 ? [i] : []));
        let ordered = 0;
        while (queue.length > 0) {
          const u = queue.pop() as number;
          ordered++;
          for (const [a, b] of g.edges) if (a === u && --indegree[b] === 0) queue.push(b);
        }
        expect(cycles.length === 0).toBe(ordered === 10);
        // Every reported cycle really is one: each buffer depends on the next.
        const has = new Set(g.edges.map(([a, b]) => `${a}>${b}`));
        for (const c of cycles) {
          c.forEach((x, i) => {
            expect(has.has(`${x}>${c[(i + 1) % c.length]}`)).toBe(true);
          });
        }
      }),
      { seed: 23, numRuns: 200 },
    );
  });

  it("bufferDependencyGraph rejects a buffer outside the graph", () => {
    expect(() => bufferDependencyGraph([[0, 9]], { buffers: 4 })).toThrow(RangeError);
  });
});

describe("pfcDeadlockScenario (Hu et al. 2016; Tagger, 2017)", () => {
  const named = (s: ReturnType<typeof pfcDeadlockScenario>) =>
    s.cycles.map((c) =>
      c.map((b) => `${s.topology.nodes[b.from]?.id}>${s.topology.nodes[b.to]?.id}@${b.lane}`),
    );

  it('pfcDeadlockScenario("none"): four bouncing ingress buffers wait on each other in a cycle', () => {
    const s = pfcDeadlockScenario("none");
    expect(named(s)).toEqual([
      ["leaf-0>spine-0@0", "spine-0>leaf-1@0", "leaf-1>spine-1@0", "spine-1>leaf-0@0"],
    ]);
    expect(s.deadlockPossibleUnder).toEqual(["ib-credits", "pfc", "pfc-ecn"]);
    expect(s.flows.every((f) => f.routed)).toBe(true);
  });

  it("each of its flows takes one of the equal-cost shortest paths the two failures leave", () => {
    const s = pfcDeadlockScenario("none");
    for (const f of s.flows) {
      const paths = equalCostPaths({ topology: s.topology, src: f.src, dst: f.dst }).map((p) =>
        p.nodes.join(","),
      );
      expect(paths).toContain(f.nodes.join(","));
    }
  });

  it('"up-down-routing": no cycle; the two flows that could only bounce lose their path', () => {
    const s = pfcDeadlockScenario("up-down-routing");
    expect(s.cycles).toEqual([]);
    expect(s.deadlockPossibleUnder).toEqual([]);
    const lost = s.flows.filter((f) => !f.routed).map((f) => s.topology.nodes[f.src]?.id);
    expect(lost.sort()).toEqual(["host-2", "host-3"]);
  });

  it('"priority-on-bounce": no cycle and every flow keeps its path; bounced packets ride priority 1', () => {
    const s = pfcDeadlockScenario("priority-on-bounce");
    expect(s.cycles).toEqual([]);
    expect(s.flows.every((f) => f.routed)).toBe(true);
    const bouncing = s.flows.filter((f) => f.nodes.length === 7);
    for (const f of bouncing) expect(f.priorities).toEqual([0, 0, 0, 1, 1, 1]);
    expect(deadlockPreventions).toEqual(["none", "up-down-routing", "priority-on-bounce"]);
  });

  it("dependencyBuffer names a buffer's channel, link, ends and lane", () => {
    const s = pfcDeadlockScenario("none");
    const b = dependencyBuffer(s.topology, 2 * 4 + 1, 2);
    expect(b).toMatchObject({ channel: 4, link: 2, lane: 1 });
    expect(s.topology.links[2]?.id).toBe("leaf-1~spine-0");
    expect(s.topology.nodes[b.from]?.id).toBe("leaf-1");
    expect(() => dependencyBuffer(s.topology, 999, 2)).toThrow(RangeError);
  });
});
