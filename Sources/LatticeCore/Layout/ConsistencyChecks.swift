// The consistency checks of the engine's fast paths, on in builds with `LATTICE_CHECKS`.
//
// Built with `-Xswiftc -DLATTICE_CHECKS` (`Scripts/check-fast-paths.sh`, run by CI over
// the conformance suite), every fast path of the engine also runs the general code it
// stands for, and traps when the two disagree: plain boxes fitted to their track, bare
// items' frames, items placed cell by cell, one set per track, maximized one-track sets,
// rows kept for a definite height, the items giving the baselines of a grid placed cell
// by cell, tracks no item grows. A release build has none of these checks.

#if LATTICE_CHECKS
/// Traps unless `fast` and `general` agree to a billionth of their magnitude (the fast
/// path may add in another order).
func checkSame(_ fast: Double, _ general: Double, _ what: @autoclosure () -> String) {
    let tolerance = 1e-9 * Swift.max(1, Swift.abs(fast), Swift.abs(general))
    precondition(fast == general || Swift.abs(fast - general) <= tolerance || (fast.isNaN && general.isNaN),
                 "fast path disagrees with the general rule: \(what()): \(fast) vs \(general)")
}

/// ``checkSame(_:_:_:)`` for each of a rectangle's numbers.
func checkSame(_ fast: Rect, _ general: Rect, _ what: @autoclosure () -> String) {
    checkSame(fast.x, general.x, "\(what()) x")
    checkSame(fast.y, general.y, "\(what()) y")
    checkSame(fast.width, general.width, "\(what()) width")
    checkSame(fast.height, general.height, "\(what()) height")
}
#endif
