/**
 * An HTTP anchor in a process of its own (anchor-host.ts): the URL to load, and the CPU its
 * process spends, so a figure can say what each side costs per request.
 */
import type { AnchorHostReply, AnchorHostRequest, AnchorKind } from './anchor-host.js';
import { BenchChild } from './ipc.js';

export interface AnchorProcess {
  url: string;
  /** The anchor process's CPU (user + system) so far, ms. */
  cpuMs(): Promise<number>;
  close(): void;
}

export async function startAnchorProcess(kind: AnchorKind, letters = ''): Promise<AnchorProcess> {
  const host = new BenchChild<AnchorHostRequest, AnchorHostReply>(
    new URL('./anchor-host.ts', import.meta.url),
    [],
    `anchor-host.ts (${kind})`,
  );
  try {
    const { url } = await host.request({ type: 'start', kind, letters }, 'listening');
    return {
      url,
      cpuMs: async () => (await host.request({ type: 'cpu' }, 'cpu')).ms,
      close: () => host.kill(),
    };
  } catch (error) {
    host.kill();
    throw error;
  }
}
