# Keeps wrangler offline and quiet (../shared/TOOLCHAIN.md): no metrics, no cf.json fetch, no banner.
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_HIDE_BANNER=true
