// `npm run sandbox:reset`: empty the sandbox's data. Plain JavaScript because Node 20 cannot import the
// TypeScript sources. If a sandbox server is running it empties its tables itself (deleting a file that an
// open connection holds would not free it); otherwise the database files are deleted.
import { rmSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const port = process.env.PORT || '5173';
const url = `http://127.0.0.1:${port}/__sandbox/reset`;
const dbFile = resolve(process.env.SANDBOX_DB ?? '.sandbox-data/sandbox.db');

/** What the command did is its output, so it goes to stdout. */
function say(line) {
  process.stdout.write(`${line}\n`);
}

async function resetRunningServer() {
  try {
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(5000) });
    if (response.ok) {
      say(`Reset the running sandbox at ${url}.`);
      return true;
    }
    say(`${url} answered HTTP ${response.status}: no sandbox there, deleting the files instead.`);
  } catch {
    say(`No server answers at ${url}: deleting the database files.`);
  }
  return false;
}

function deleteFiles() {
  const files = [dbFile, `${dbFile}-wal`, `${dbFile}-shm`].filter((file) => existsSync(file));
  for (const file of files) rmSync(file, { force: true });
  say(files.length > 0 ? `Deleted ${files.join(', ')}.` : `Nothing to delete (${dbFile} does not exist).`);
}

if (!(await resetRunningServer())) deleteFiles();
