#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's `docc`,
# warnings as errors (CI runs it). Symbol graphs come from a build of their own in
# .build-docs (ignored by git); the archives go to .build-docs/docs/<Module>.doccarchive.
#
#   Scripts/docs.sh [Module ...]     (default: every library module)
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then modules=(LatticeCore Lattice LatticeRender LatticeSwiftUI); fi

scratch=.build-docs
graphs="$scratch/symbol-graphs"
# (A clean build: an incremental one emits graphs only for the modules it compiles
# again, and a documentation comment's change compiles no module that imports it.)
rm -rf "$scratch"
mkdir -p "$graphs" "$scratch/docs"
swift build --scratch-path "$scratch" -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >&2

for module in "${modules[@]}"; do
    module_graphs="$scratch/graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    # (Extensions of other modules' types, in files named Module@Other.symbols.json.)
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    echo "docs: $module" >&2
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-dir "$scratch/docs/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.lattice.$module" \
        --warnings-as-errors
done
