import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { portRefusal, serverOnPort } from "../../scripts/serverOnPort.mjs";

const servers: Server[] = [];
/** A local server on a free port that answers `/@vite/client` with `status`; resolves its port. */
async function serve(status: number): Promise<number> {
  const server = createServer((req, res) => {
    res.statusCode = req.url === "/@vite/client" ? status : 200;
    res.end("ok");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe("serverOnPort", () => {
  it('serverOnPort(port) is "dev" where /@vite/client answers, "other" where it is 404, "free" where nothing listens', async () => {
    const dev = await serve(200);
    const preview = await serve(404);
    expect(await serverOnPort(dev)).toBe("dev");
    expect(await serverOnPort(preview)).toBe("other");
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await serverOnPort(preview)).toBe("free");
  });
  it("portRefusal names the dev server and a way out, and says nothing for a free port", () => {
    expect(portRefusal(4321, "free")).toBeUndefined();
    expect(portRefusal(4321, "dev")).toMatch(/Port 4321 is taken by a dev server \(npm run dev\)/);
    expect(portRefusal(4321, "dev")).toContain("PREVIEW_PORT=");
    expect(portRefusal(4321, "other")).toMatch(/^Port 4321 is taken by a server\./);
  });
});
