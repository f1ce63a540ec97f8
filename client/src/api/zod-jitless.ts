/**
 * The server's Content-Security-Policy has no 'unsafe-eval'. On the first object schema it builds,
 * zod probes for eval with `new Function('')`: the error is caught, but the browser still reports
 * a `securitypolicyviolation` on every page load. jitless skips the probe (and the generated
 * parsers, which the client's small answers do not need).
 *
 * zod keeps its config on `globalThis.__zod_globalConfig` (so that copies of zod share it) and
 * reads it while schemas are built, which happens in whichever lazy chunk loads first (the engine
 * is side-effect free to the bundler, so its schemas may be built before any module of ours in
 * that chunk). Setting it here, from the entry module, before any chunk with zod has loaded, is
 * the only order that always holds; and the entry bundle does not grow by zod.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function preferJitlessZod(target: object = globalThis): void {
  const holder = target as ZodGlobal;
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

preferJitlessZod();
