/// Results kept for the length of one layout pass.
///
/// The tree is borrowed, unchanged, for the whole pass, so a node's address
/// identifies it. Grid containers are measured several times by their parent (their
/// min-content and max-content widths, their height at a width, their final layout):
/// the cache keeps each grid's last sizing run, so that the next question starts from
/// its placement and its items' measurements, and its final layout from its tracks.
final class PassCache {
    /// The last sizing run of each grid container.
    var states: [UnsafeRawPointer: GridState] = [:]

    /// Takes out the last run of the grid `node` when it can go on under `request`:
    /// its box resolves the same (padding, border, sizes) and does not depend on the
    /// available space (no content keywords in its widths).
    func reusableState(_ node: UnsafePointer<Node>, _ request: SizingRequest) -> GridState? {
        let key = UnsafeRawPointer(node)
        guard let state = states[key], !ResolvedBox.hasKeywordWidth(node.pointee.style) else { return nil }
        if state.percentBasis != (request.percentBasisWidth, request.percentBasisHeight) {
            let box = ResolvedBox(style: node.pointee.style, percentBasisWidth: request.percentBasisWidth,
                                  percentBasisHeight: request.percentBasisHeight)
            guard box == state.box else { return nil }
        }
        return states.removeValue(forKey: key)
    }
}
