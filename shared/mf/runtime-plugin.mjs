// Federation runtime plugin: a remote that fails to load must cost only its own routes.
// errorLoadRemote turns the failure into a rejected promise the route boundary can show
// (with a retry), instead of the runtime's default of throwing from deep inside a chunk load.

/**
 * A shared module whose first load failed (the phone was offline when a screen asked for the form kit) is asked
 * again the next time, instead of failing for the page's life: runtime-core keeps that load's promise on the
 * share's record (`loading`) and hands the same rejection to every later request. Before a share is loaded,
 * a record whose load is under way is awaited and, if it failed, forgotten, so the runtime fetches it again.
 */
export async function forgetFailedShareLoads(args) {
  const records = Object.values(args.origin?.shareScopeMap ?? {}).flatMap((scope) =>
    Object.values(scope?.[args.pkgName] ?? {}),
  );
  await Promise.all(
    records
      .filter((record) => record?.loading && !record.loaded)
      .map((record) => {
        const { loading } = record;
        return loading.then(
          () => {},
          () => {
            if (record.loading === loading && !record.loaded) record.loading = undefined;
          },
        );
      }),
  );
  return args;
}

export default function guardianRuntimePlugin() {
  return {
    name: 'guardian-runtime-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const err = new Error(`remote ${id} failed to load at ${lifecycle}`);
      err.name = 'RemoteLoadError';
      err.cause = error;
      throw err;
    },
    beforeLoadShare: forgetFailedShareLoads,
  };
}
