// The engines' e-mail service stand-in, as a web server of playwright.config.ts.
import { startMailService } from "./mail-service"

const close = await startMailService()
console.log("e-mail service stand-in listening")
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void close().then(() => process.exit(0)))
