#!/usr/bin/env bash
# `npm start`: the whole shop locally (build, migrate, seed when empty, serve on $PORT or 8787).
exec bash "$(dirname "$0")/serve.sh" --port "${PORT:-8787}"
