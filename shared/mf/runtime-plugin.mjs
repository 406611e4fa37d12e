// Federation runtime plugin: a remote that fails to load must cost only its own routes.
// errorLoadRemote turns the failure into a rejected promise the route boundary can show
// (with a retry), instead of the runtime's default of throwing from deep inside a chunk load.
export default function guardianRuntimePlugin() {
  return {
    name: 'guardian-runtime-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const err = new Error(`remote ${id} failed to load at ${lifecycle}`);
      err.name = 'RemoteLoadError';
      err.cause = error;
      throw err;
    },
  };
}
