// The environment `npm start` gives the API process (scripts/serve-api.mjs), also used by bench/server-memory.mjs.
// glibc gives each thread that allocates its own malloc arena and keeps what was freed in it: after image uploads
// and a burst of RSVPs the server held about 180 MB more than with two arenas (docs/decisions.md, "The embedded
// server's memory"). glibc reads this only when a process starts; other C libraries ignore it.
export const API_PROCESS_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '2' };
