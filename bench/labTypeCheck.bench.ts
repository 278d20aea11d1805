/**
 * Budget of the lab editor's type check once the compiler is loaded (issue 21): a learner's edit
 * checked again within 300 ms, for every lab. The checker is the page worker's (labTypeCheck.ts,
 * a TypeScript language service over the labs' type files); here it runs in Node, warmed on the
 * lab's code once as the page's first Run or Check does, then each run checks the code after a
 * one-character edit (a new version of the lab's file, as typing makes it).
 * Run: `npm run bench -- --only=model`, or `npx vitest bench --run bench/labTypeCheck.bench.ts`.
 */
import ts from "typescript";
import { test } from "vitest";
import { labPrograms } from "../src/labs/labPrograms.ts";
import { createLabTypeChecker } from "../src/labs/labTypeCheck.ts";
import { labTypeSetup } from "../src/labs/labTypeFiles.ts";
import { benchWithin } from "./benchWithin.ts";

const BUDGET_MS = 300;
const setup = labTypeSetup();

for (const lab of labPrograms) {
  test(`lab ${lab.name}: type check after an edit`, async (context) => {
    const checker = createLabTypeChecker(ts, setup);
    checker.check(lab.source);
    let edits = 0;
    await benchWithin(
      context,
      `lab ${lab.name}: type check after an edit (compiler loaded)`,
      BUDGET_MS,
      () => {
        edits++;
        checker.check(`${lab.source}\n${" ".repeat(edits % 7)}`);
      },
      { iterations: 12, time: 0, warmupIterations: 2 },
    );
  });
}
