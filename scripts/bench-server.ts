// Starting and stopping the production server the bench measures (scripts/bench.ts).
import { type ChildProcess, spawn } from 'node:child_process';

export async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

export function startServer(at: { root: string; port: number; origin: string }, targetEnv: Record<string, string>, env: Record<string, string>): ChildProcess {
  const { root, port, origin } = at;
  return spawn('node', ['dist/server/main.js'], {
    cwd: root,
    // The server logs warnings and errors (LOG_LEVEL=warn) to stdout: keep them in the bench's output.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...targetEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: origin,
      SEED_DEMO: 'false',
      SCHEDULER_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

export async function waitForHealth(origin: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}
