// Bounds checks on the engine's unsafe buffers.

/// Traps unless `index` is in `0 ..< count`, in debug builds and in builds with the
/// `LATTICE_CHECKS` condition (the fuzz targets, the consistency-checking test run:
/// `-Xswiftc -DLATTICE_CHECKS`); compiles to nothing in a release build.
///
/// The engine reads its items, tracks and children through unsafe pointers on its hot
/// paths. A read or write through a raw pointer (an ``ArenaArray``'s elements, a grid's
/// children, a layout's track numbers) goes through this check; one through an
/// `UnsafeBufferPointer`'s subscript is checked by the standard library's debug
/// precondition, which debug builds keep, and the fuzz builds too (they are optimized
/// with `-assert-config Debug`, see Scripts/fuzz.sh).
@inline(__always)
func checkIndex(_ index: Int, _ count: Int) {
    #if DEBUG || LATTICE_CHECKS
    precondition(index >= 0 && index < count, "index \(index) out of range 0 ..< \(count)")
    #endif
}
