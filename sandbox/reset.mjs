// `npm run sandbox:reset`: empty the sandbox's data. Plain JavaScript because Node 20 cannot import the
// TypeScript sources. A running sandbox is asked to empty its own tables (POST /__sandbox/reset, as JSON:
// the controls refuse any other type). Files are deleted only when no server holds them: deleting a
// database under a live server does not empty it, the server keeps writing to the deleted file, and what
// is registered afterwards is lost at its next restart (issue 27).
import { existsSync, readdirSync, readlinkSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const port = process.env.PORT || '5173';
const url = `http://127.0.0.1:${port}/__sandbox/reset`;
const dbFile = resolve(process.env.SANDBOX_DB ?? '.sandbox-data/sandbox.db');
const dbFiles = [dbFile, `${dbFile}-wal`, `${dbFile}-shm`];

/** What the command did is its output, so it goes to stdout. */
function say(line) {
  process.stdout.write(`${line}\n`);
}

/** 'reset' when the server emptied itself, 'refused' when something answered no, 'none' when nothing answers. */
async function resetRunningServer() {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return 'none';
  }
  if (response.ok) {
    say(`Reset the running sandbox at ${url}.`);
    return 'reset';
  }
  say(`${url} answered HTTP ${response.status} (${(await response.text()).slice(0, 200)}).`);
  return 'refused';
}

/**
 * Processes other than this one that have one of the database files open (Linux: /proc/<pid>/fd). Where
 * /proc cannot be read, `null`: the caller then cannot know, and says so.
 */
function holders() {
  if (!existsSync('/proc/self/fd')) return null;
  const found = new Set();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (dbFiles.includes(target)) found.add(Number(pid));
    }
  }
  return [...found];
}

/** Stored images only (`<userId>/<32 hex>.<ext>`, as sandbox/uploads.ts names them), then empty folders. */
function deleteUploads() {
  const dir = join(dirname(dbFile), 'uploads');
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const user of readdirSync(dir, { withFileTypes: true })) {
    if (!user.isDirectory() || !/^[1-9][0-9]*$/.test(user.name)) continue;
    const folder = join(dir, user.name);
    for (const file of readdirSync(folder, { withFileTypes: true })) {
      if (!file.isFile() || !/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(file.name)) continue;
      rmSync(join(folder, file.name));
      removed += 1;
    }
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
  return removed;
}

function deleteFiles() {
  const files = dbFiles.filter((file) => existsSync(file));
  for (const file of files) rmSync(file, { force: true });
  const images = deleteUploads();
  say(
    files.length > 0
      ? `Deleted ${files.join(', ')}${images > 0 ? ` and ${images} stored image(s)` : ''}.`
      : `Nothing to delete (${dbFile} does not exist).`,
  );
}

const answer = await resetRunningServer();
if (answer === 'refused') {
  say("Something answers on that port but did not reset: nothing deleted. Is PORT the sandbox's port?");
  process.exitCode = 1;
} else if (answer === 'none') {
  const pids = holders();
  if (pids && pids.length > 0) {
    say(
      `No sandbox answers at ${url}, but process ${pids.join(', ')} holds ${dbFile}: nothing deleted. ` +
        "Run the command with that server's PORT, or stop it first.",
    );
    process.exitCode = 1;
  } else {
    say(`No server answers at ${url}${pids ? ' and none holds the database' : ''}: deleting the files.`);
    deleteFiles();
  }
}
