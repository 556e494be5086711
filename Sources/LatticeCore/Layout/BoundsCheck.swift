// Bounds checks on the engine's unsafe buffers.

/// Traps unless `index` is in `0 ..< count`, in debug builds and in builds with the
/// `LATTICE_CHECKS` condition (the fuzz targets, the consistency-checking test run:
/// `-Xswiftc -DLATTICE_CHECKS`); compiles to nothing in a release build.
///
/// The engine reads its items, tracks and children through unsafe pointers on its hot
/// paths; every such read goes through this check.
@inline(__always)
func checkIndex(_ index: Int, _ count: Int) {
    #if DEBUG || LATTICE_CHECKS
    precondition(index >= 0 && index < count, "index \(index) out of range 0 ..< \(count)")
    #endif
}
