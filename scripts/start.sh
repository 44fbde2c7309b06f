#!/usr/bin/env bash
# `npm start`: the whole shop locally (build, migrate, seed when empty, serve on $PORT or 8787). Extra arguments go to
# scripts/serve.sh, e.g. `npm start -- --var FAULTS:payments=slow` (docs/decisions/0083).
exec bash "$(dirname "$0")/serve.sh" --port "${PORT:-8787}" "$@"
