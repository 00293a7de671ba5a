// A production remote brings no copies of the modules it shares (tools/rsbuild/federation.ts `withoutFallbacks`):
// it takes React, the router, the libs from the page, that is from the shell. So a remote is only deployed against
// a live shell that provides every one it needs; the shell's build lists them in `shared-modules.json`.

/** The shared modules a remote build takes from the page, from its `mf-manifest.json`. */
export function modulesNeeded(manifest) {
  return [...new Set((manifest.shared ?? []).map((entry) => entry.name))].sort();
}

/** Refuses, with what to do, when the live shell does not provide a module the build needs. */
export async function assertShellProvides({ remote, manifest, shellOrigin, fetchImpl = fetch }) {
  const url = `${shellOrigin}/shared-modules.json`;
  let provided;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(5_000), cache: 'no-store' });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    provided = (await response.json()).modules ?? {};
  } catch (error) {
    throw new Error(`cannot read what the live shell provides (${url}: ${error.message}); a production remote brings no shared modules of its own, so it is only deployed against a shell known to provide them`);
  }
  const missing = modulesNeeded(manifest).filter((name) => !(name in provided));
  if (missing.length) {
    throw new Error(
      `${remote} takes ${missing.join(', ')} from the page and the live shell does not provide ${missing.length > 1 ? 'them' : 'it'}: ` +
        `add ${missing.length > 1 ? 'them' : 'it'} to apps/shell/src/federation/shared-modules.ts and release the shell first`,
    );
  }
}
