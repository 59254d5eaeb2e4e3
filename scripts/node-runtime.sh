# Puts a supported Node.js (24 by default, or 22) first on the PATH of the calling shell, from the npm
# registry's `node-linux-<arch>` package (bin/node and the headers node-gyp builds native modules against),
# for machines whose system Node is older and which reach no download site but the npm registry.
#
#   source scripts/node-runtime.sh        # Node 24
#   source scripts/node-runtime.sh 22     # Node 22
#
# Installed once into $NODE_RUNTIME_CACHE (default ~/.cache/investir-serein/node); later calls use it offline.
# Exports PATH (its bin/ first) and npm_config_nodedir (its headers, for native modules).

node_runtime_major="${1:-24}"
case "$node_runtime_major" in
  24) node_runtime_version="24.21.0" ;;
  22) node_runtime_version="22.23.3" ;;
  *) echo "node-runtime.sh : version $node_runtime_major inconnue (24 ou 22)." >&2; return 1 2>/dev/null || exit 1 ;;
esac
case "$(uname -m)" in
  x86_64) node_runtime_arch="x64" ;;
  aarch64 | arm64) node_runtime_arch="arm64" ;;
  *) echo "node-runtime.sh : processeur $(uname -m) non pris en charge." >&2; return 1 2>/dev/null || exit 1 ;;
esac
node_runtime_cache="${NODE_RUNTIME_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/investir-serein/node}"
node_runtime_dir="$node_runtime_cache/node-$node_runtime_version-linux-$node_runtime_arch"

if [ ! -x "$node_runtime_dir/bin/node" ]; then
  echo "Installation de Node.js $node_runtime_version depuis le registre npm dans $node_runtime_dir…"
  mkdir -p "$node_runtime_cache"
  node_runtime_tmp="$(mktemp -d "$node_runtime_cache/.download-XXXXXX")"
  (
    set -e
    cd "$node_runtime_tmp"
    npm pack --silent "node-linux-$node_runtime_arch@$node_runtime_version" >/dev/null
    mkdir unpacked
    tar -xzf node-linux-*.tgz -C unpacked --strip-components=1
    test -x unpacked/bin/node && test -f unpacked/include/node/node.h
  ) || { rm -rf "$node_runtime_tmp"; echo "node-runtime.sh : l’installation de Node.js $node_runtime_version a échoué." >&2; return 1 2>/dev/null || exit 1; }
  # Moved into place whole, so an interrupted install never leaves a half folder that looks ready.
  rm -rf "$node_runtime_dir"
  mv "$node_runtime_tmp/unpacked" "$node_runtime_dir"
  rm -rf "$node_runtime_tmp"
fi

export PATH="$node_runtime_dir/bin:$PATH"
export npm_config_nodedir="$node_runtime_dir"
hash -r 2>/dev/null || true
echo "Node.js $(node --version) ($node_runtime_dir)"
unset node_runtime_major node_runtime_version node_runtime_arch node_runtime_cache node_runtime_dir node_runtime_tmp
