import type { HealthReply } from '@pinboard/contracts';

export type DependencyCheck = () => Promise<unknown>;

/** Runs each dependency check with a time bound and reports up/down per dependency. */
export async function checkHealth(
  service: string,
  checks: Record<string, DependencyCheck>,
  timeoutMs = 2000,
): Promise<HealthReply> {
  const details: HealthReply['details'] = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
        ]);
        details[name] = { status: 'up' };
      } catch (err) {
        details[name] = { status: 'down', message: err instanceof Error ? err.message : String(err) };
      }
    }),
  );
  const status = Object.values(details).every((d) => d.status === 'up') ? 'up' : 'down';
  return { service, status, details };
}
