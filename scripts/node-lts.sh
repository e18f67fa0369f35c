#!/usr/bin/env bash
# Sourced by .ci/run: the suite runs on the Node long-term support line that .nvmrc names (the
# one the deploy guide installs). The machine's Node when it is that line; else the official
# binary from the npm registry's node-linux-<arch> package (never a download from elsewhere),
# kept in a cache folder, with its headers for native modules (npm_config_nodedir).
want="$(tr -d ' \n' < .nvmrc)"
have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have" != "$want" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node $want package for $(uname -m): install Node $want and run again." >&2; exit 1 ;;
  esac
  # As root, where any user can run it: the tests start servers as nobody with this Node, and
  # root's home is closed to others.
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/hanbit-node"
  [ "$(id -u)" = 0 ] && cache=/var/cache/hanbit-node
  dir="${NODE_LTS_CACHE:-$cache}/$want-$arch"
  if [ ! -x "$dir/package/bin/node" ]; then
    echo "The machine's Node is ${have}; fetching Node $want from the npm registry (node-linux-$arch)."
    rm -rf "$dir" && mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "node-linux-$arch@$want" > /dev/null && tar xzf node-linux-*.tgz && rm -f node-linux-*.tgz)
  fi
  export PATH="$dir/package/bin:$PATH"
  export npm_config_nodedir="$dir/package"
  hash -r
fi
echo "Node $(node -v), npm $(npm -v)"
