import { whyNotLoaded } from "../../src/forms/load-failure"

const chunkError = Object.assign(new Error("Loading chunk 401 failed."), {
  name: "ChunkLoadError",
  request: "https://serendibstudio.lk/send-0123abcd.js",
})

describe("why the sending code did not load", () => {
  it("is a new deploy when the file answers 404 or 410", async () => {
    expect(await whyNotLoaded(chunkError, true, async () => ({ status: 404 }))).toBe("new-version")
    expect(await whyNotLoaded(chunkError, true, async () => ({ status: 410 }))).toBe("new-version")
  })

  it("is the network when the browser is offline, the file cannot be asked for, or it answers", async () => {
    const probe = jest.fn(async () => ({ status: 404 }))
    expect(await whyNotLoaded(chunkError, false, probe)).toBe("offline")
    expect(probe).not.toHaveBeenCalled()
    expect(await whyNotLoaded(chunkError, true, () => Promise.reject(new TypeError("Failed to fetch")))).toBe("offline")
    expect(await whyNotLoaded(chunkError, true, async () => ({ status: 200 }))).toBe("offline")
    expect(await whyNotLoaded(new Error("no file named"), true, probe)).toBe("offline")
  })

  it("asks for the very file that failed", async () => {
    const probe = jest.fn(async () => ({ status: 404 }))
    await whyNotLoaded(chunkError, true, probe)
    expect(probe).toHaveBeenCalledWith("https://serendibstudio.lk/send-0123abcd.js")
  })
})
