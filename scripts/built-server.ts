// The built site served for a script that measures it (`npm run audit`, `npm run weigh`): `node scripts/start.mjs`
// on a throw-away data directory, resolved once its health answers; `stop` ends it and removes the directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BuiltServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the built server with `env` (PORT among it) and waits up to a minute for `origin` to answer. */
export async function startBuiltServer(
  origin: string,
  env: NodeJS.ProcessEnv,
  name: string,
): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `palace-${name}-`));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The server did not answer on ${origin}`);
}
