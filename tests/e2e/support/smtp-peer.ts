// The SMTP server the e2e site sends its outbox to (SMTP_URL): a real protocol peer (smtp-server)
// that writes every message it accepts as a JSON file in MAIL_DIR, for the tests to read.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR;
if (!port || !dir) throw new Error("SMTP_PORT et MAIL_DIR sont obligatoires");
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const message = {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      const file = path.join(dir, `${Date.now()}-${process.pid}-${++count}.json`);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(message));
      fs.renameSync(`${file}.tmp`, file);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
